import { faMagnifyingGlass } from '@fortawesome/free-solid-svg-icons/faMagnifyingGlass';
import { faXmark } from '@fortawesome/free-solid-svg-icons/faXmark';
import { FACET_PARAM_PREFIX, type FacetFilters, facetParamEntries, toggledFacet } from '@grain/contract/product-facets';
import { DEFAULT_PRODUCT_SEARCH, isResetSearch, productSearchParams } from '@grain/contract/product-search';
import type { ProductSearch } from '@grain/contract/product-search-schema';
import { paths } from '@grain/contract/site-paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { categoryQueries } from '../../api/category-queries.ts';
import { productQueries } from '../../api/product-queries.ts';
import { Icon } from '../../ui/icon.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import styles from './catalogue.module.css';
import { catalogueQuery } from './catalogue-query.ts';
import { useCatalogueSearch } from './catalogue-search.ts';
import { ChosenFacets, FacetPanel } from './facet-panel.tsx';
import { ProductResults } from './product-results.tsx';

interface Pending {
  /** The query string the choice was made on. */
  from: string;
  customized: boolean | null;
  categoryId: number | null;
}

interface Props {
  /** The heading of the plain list ("All Products", "Products in Tables"). */
  heading: string;
  subtitle?: string;
  /** The category page's own category: its list, and its searches stay inside it. */
  categoryId?: number;
}

const sameFacets = (a: FacetFilters, b: FacetFilters) =>
  JSON.stringify(facetParamEntries(a)) === JSON.stringify(facetParamEntries(b));

/** `path?query`, or the bare path when the query is empty. */
const withQuery = (path: string, params: URLSearchParams) => {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

/**
 * The searchable product list of /products and /products/category/{id} (spec public
 * "Products list", "Category products", §4, §5): a sidebar with search, categories and the
 * customized toggle, the results with a count, and pagination. The search lives in the URL,
 * under the API's own parameter names, and goes to the query factory as it is read.
 *
 * Every control is plain HTML first, so that it works before and without the app: the sidebar
 * is a GET form to the page itself (hidden fields carry the rest of the search), the categories,
 * the clear buttons and the pages are links to the URL of what they show. With the app the same
 * controls navigate in place, and the search box is read from the form, never from a state that
 * could have missed what was typed before the app started.
 */
export function ProductCatalogue({ heading, subtitle, categoryId }: Props) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const customizedRef = useRef<HTMLInputElement>(null);
  // As the loader read it; a category page's category is its own, the address bar cannot change it.
  const search = useCatalogueSearch();
  const searching = !isResetSearch(search);

  // The router applies a new URL asynchronously: until it has, the switch and the category
  // links show what was just chosen instead of flicking back to the old state. The choice
  // holds only while the page still shows the URL it was made on.
  const [pending, setPending] = useState<Pending | null>(null);
  const urlKey = searchParams.toString();
  useEffect(() => {
    if (pending && urlKey !== pending.from) setPending(null);
  }, [pending, urlKey]);
  const optimistic = pending?.from === urlKey ? pending : null;
  const shownCustomized = optimistic ? optimistic.customized : search.customized;
  const selectedCategory = categoryId ?? (optimistic ? optimistic.categoryId : search.category_id);

  const show = (next: ProductSearch) => {
    // The URL the browser is on right now, which the last render may not show yet.
    const from = new URLSearchParams(window.location.search).toString();
    setPending({ from, customized: next.customized, categoryId: next.category_id });
    setSearchParams(productSearchParams(next));
  };

  const { data, error, isPending } = useQuery(catalogueQuery(search, categoryId ?? null));
  const categories = useQuery(categoryQueries.list());
  // The panel stays as it was while the next search's counts load.
  const facets = useQuery({ ...productQueries.facets(search, categoryId ?? null), placeholderData: keepPreviousData });

  /** The facet values ticked in the form now (ticked before the app started included). */
  const ticked = (): FacetFilters => {
    const form = formRef.current;
    // No panel (its counts failed to load): the search keeps the filters it has.
    if (!form?.querySelector(`input[name^="${FACET_PARAM_PREFIX}"]`)) return search.facets;
    const chosen: FacetFilters = {};
    for (const [name, value] of new FormData(form)) {
      if (!name.startsWith(FACET_PARAM_PREFIX) || typeof value !== 'string') continue;
      const key = name.slice(FACET_PARAM_PREFIX.length);
      chosen[key] = [...(chosen[key] ?? []), value];
    }
    return chosen;
  };

  /** What the search box holds now, typed before the app started included. */
  const typed = () => {
    const value = formRef.current ? new FormData(formRef.current).get('q') : null;
    return typeof value === 'string' ? value.trim() : '';
  };

  /** The sidebar's search with `changes`: from page 1 (spec §4), name ascending (spec §5). */
  const nextSearch = (
    changes: Partial<ProductSearch>,
    q: string | null,
    chosenFacets: FacetFilters = search.facets,
  ): ProductSearch => ({
    ...search,
    customized: shownCustomized,
    category_id: categoryId ? null : selectedCategory,
    q,
    facets: chosenFacets,
    ...changes,
    sort: DEFAULT_PRODUCT_SEARCH.sort,
    order: DEFAULT_PRODUCT_SEARCH.order,
    page: 1,
  });

  /** Where a category link leads: on a category page another category is another page. */
  const categoryHref = (id: number | null) => {
    const next = nextSearch({ category_id: categoryId ? null : id }, search.q);
    const path = categoryId ? (id ? paths.productCategory(id) : paths.products) : pathname;
    return withQuery(path, productSearchParams(next));
  };

  /** Shows a new search from the sidebar, with the text in the search box. */
  const apply = (changes: Partial<ProductSearch>) => {
    const q = typed() || null;
    const nextCategory = changes.category_id !== undefined ? changes.category_id : selectedCategory;
    const next = nextSearch(changes, q, ticked());
    if (categoryId && nextCategory !== categoryId) {
      const target = nextCategory ? paths.productCategory(nextCategory) : paths.products;
      navigate(withQuery(target, productSearchParams({ ...next, category_id: null })));
      return;
    }
    show(categoryId ? { ...next, category_id: null } : next);
  };

  // A switch flipped or a facet ticked before the app started takes effect once it has.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration
  useEffect(() => {
    const checked = customizedRef.current?.checked ?? false;
    if (checked !== (search.customized === true)) apply({ customized: checked || null });
    else if (!sameFacets(ticked(), search.facets)) apply({});
  }, []);

  /** The list without one chosen value, from page 1. */
  const withoutFacet = (key: string, value: string) =>
    withQuery(pathname, productSearchParams({ ...search, facets: toggledFacet(search.facets, key, value), page: 1 }));

  const onRemoveFacet = (event: MouseEvent, key: string, value: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    apply({ facets: toggledFacet(ticked(), key, value) });
  };

  const onCategory = (event: MouseEvent, id: number | null) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    apply({ category_id: id });
  };

  // Clearing empties the box even when its text was never searched for.
  const clearBox = () => formRef.current?.reset();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply({});
  };

  const pageHref = (page: number) => withQuery(pathname, productSearchParams({ ...search, page }));

  const searchId = useId();
  const customizedId = useId();
  const headingId = useId();

  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar} aria-label="Product filters">
        <search>
          <form ref={formRef} className={styles.filters} method="get" action={pathname} onSubmit={onSubmit}>
            <div className={styles.widget}>
              <label htmlFor={searchId} className={styles.widgetTitle}>
                Search
              </label>
              <div className={styles.searchBox}>
                <input
                  // A new search in the URL (Back, Forward, a clear) shows in the box.
                  key={search.q ?? ''}
                  id={searchId}
                  type="search"
                  name="q"
                  className={styles.searchInput}
                  placeholder="Search by name, description..."
                  defaultValue={search.q ?? ''}
                  enterKeyHint="search"
                />
                <button type="submit" className={styles.searchButton} aria-label="Search">
                  <Icon icon={faMagnifyingGlass} />
                </button>
              </div>
            </div>
            {/* The rest of the search, which a submitted form keeps (sort and page start over). */}
            {!categoryId && selectedCategory !== null && (
              <input type="hidden" name="category_id" value={selectedCategory} />
            )}
            {search.price_min !== null && <input type="hidden" name="price_min" value={search.price_min} />}
            {search.price_max !== null && <input type="hidden" name="price_max" value={search.price_max} />}
            {search.per_page !== DEFAULT_PRODUCT_SEARCH.per_page && (
              <input type="hidden" name="per_page" value={search.per_page} />
            )}

            <fieldset className={styles.widget}>
              <legend className={styles.widgetTitle}>Categories</legend>
              <ul className={styles.categoryList}>
                <li>
                  <Link
                    to={categoryHref(null)}
                    className={styles.categoryButton}
                    aria-current={selectedCategory === null ? 'true' : undefined}
                    onClick={(event) => onCategory(event, null)}
                  >
                    All Categories
                  </Link>
                </li>
                {categories.data?.map((category) => (
                  <li key={category.id}>
                    <Link
                      to={categoryHref(category.id)}
                      className={styles.categoryButton}
                      aria-current={selectedCategory === category.id ? 'true' : undefined}
                      onClick={(event) => onCategory(event, category.id)}
                    >
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </fieldset>

            <div className={styles.widget}>
              <label className={styles.toggle} htmlFor={customizedId}>
                <input
                  ref={customizedRef}
                  id={customizedId}
                  type="checkbox"
                  role="switch"
                  aria-checked={shownCustomized === true}
                  name="customized"
                  value="1"
                  className={styles.toggleInput}
                  checked={shownCustomized === true}
                  onChange={(event) => apply({ customized: event.target.checked || null })}
                />
                <span className={styles.toggleTrack} aria-hidden="true" />
                Customized Products Only
              </label>
            </div>

            <FacetPanel facets={facets.data} chosen={search.facets} urlKey={urlKey} onChange={() => apply({})} />

            <div className={styles.actions}>
              <button type="submit" className={styles.applyButton}>
                Apply Filters
              </button>
              {searching && (
                <Link to={pathname} className={styles.clearButton} onClick={clearBox}>
                  Clear All Filters
                </Link>
              )}
            </div>
          </form>
        </search>
      </aside>

      <section className={styles.results} aria-labelledby={headingId}>
        <div className={styles.resultsHeader}>
          <div className={styles.resultsTitle}>
            <h2 id={headingId} className={styles.resultsHeading}>
              {searching ? 'Search Results' : heading}
            </h2>
            {data && (
              <span className={styles.count}>
                {data.total} {data.total === 1 ? 'product' : 'products'}
              </span>
            )}
          </div>
          {searching && (
            <Link to={pathname} className={styles.clearSearch} onClick={clearBox}>
              <Icon icon={faXmark} />
              Clear Search
            </Link>
          )}
        </div>
        {subtitle && !searching && <p className={styles.subtitle}>{subtitle}</p>}
        <ChosenFacets facets={facets.data} hrefWithout={withoutFacet} onRemove={onRemoveFacet} />
        <ProductResults
          products={data?.data}
          error={error}
          isPending={isPending}
          errorPrefix={searching ? 'Search error' : 'Error loading products'}
          fallbackError={searching ? 'Search failed' : 'Failed to load products'}
        />
        {data && !error && <Pagination currentPage={data.current_page} lastPage={data.last_page} hrefFor={pageHref} />}
      </section>
    </div>
  );
}
