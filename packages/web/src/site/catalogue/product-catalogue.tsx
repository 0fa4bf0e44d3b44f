import { faMagnifyingGlass } from '@fortawesome/free-solid-svg-icons/faMagnifyingGlass';
import { faXmark } from '@fortawesome/free-solid-svg-icons/faXmark';
import { DEFAULT_PRODUCT_SEARCH, isResetSearch, productSearchParams } from '@grain/contract/product-search';
import type { ProductSearch } from '@grain/contract/product-search-schema';
import { paths } from '@grain/contract/site-paths';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { categoryQueries } from '../../api/category-queries.ts';
import { Icon } from '../../ui/icon.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import styles from './catalogue.module.css';
import { catalogueQuery } from './catalogue-query.ts';
import { useCatalogueSearch } from './catalogue-search.ts';
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

/**
 * The searchable product list of /products and /products/category/{id} (spec public
 * "Products list", "Category products", §4, §5): a sidebar with search, categories and the
 * customized toggle, the results with a count, and pagination. The search lives in the URL,
 * under the API's own parameter names, and goes to the query factory as it is read.
 */
export function ProductCatalogue({ heading, subtitle, categoryId }: Props) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  // As the loader read it; a category page's category is its own, the address bar cannot change it.
  const search = useCatalogueSearch();
  const searching = !isResetSearch(search);

  // The router applies a new URL asynchronously: until it has, the switch and the category
  // buttons show what was just chosen instead of flicking back to the old state. The choice
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

  const [draft, setDraft] = useState(search.q ?? '');
  // Back and Forward change the query in the URL: the search box follows.
  useEffect(() => setDraft(search.q ?? ''), [search.q]);

  /**
   * Shows a new search from page 1 (spec §4: a search or filter resets to page 1), sorted by
   * name ascending (spec §5: the sidebar always sends name ascending).
   */
  const apply = (changes: Partial<ProductSearch>) => {
    const shown = { ...search, customized: shownCustomized, category_id: categoryId ? null : selectedCategory };
    const next: ProductSearch = {
      ...shown,
      q: draft.trim() || null,
      ...changes,
      sort: DEFAULT_PRODUCT_SEARCH.sort,
      order: DEFAULT_PRODUCT_SEARCH.order,
      page: 1,
    };
    const nextCategory = changes.category_id !== undefined ? changes.category_id : selectedCategory;
    if (categoryId && nextCategory !== categoryId) {
      // On a category page another category (or all of them) is another page.
      const query = productSearchParams({ ...next, category_id: null }).toString();
      const target = nextCategory ? paths.productCategory(nextCategory) : paths.products;
      navigate(query ? `${target}?${query}` : target);
      return;
    }
    show(categoryId ? { ...next, category_id: null } : next);
  };

  const clearAll = () => {
    setDraft('');
    show(DEFAULT_PRODUCT_SEARCH);
  };

  const changePage = (page: number) => {
    setSearchParams(productSearchParams({ ...search, page }));
    window.scrollTo({ top: 0 });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply({});
  };

  const searchId = useId();
  const customizedId = useId();
  const headingId = useId();

  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar} aria-label="Product filters">
        <search>
          <form className={styles.filters} onSubmit={onSubmit}>
            <div className={styles.widget}>
              <label htmlFor={searchId} className={styles.widgetTitle}>
                Search
              </label>
              <div className={styles.searchBox}>
                <input
                  id={searchId}
                  type="search"
                  name="q"
                  className={styles.searchInput}
                  placeholder="Search by name, description..."
                  value={draft}
                  onChange={(event) => setDraft(event.target.value)}
                  enterKeyHint="search"
                />
                <button type="submit" className={styles.searchButton} aria-label="Search">
                  <Icon icon={faMagnifyingGlass} />
                </button>
              </div>
            </div>

            <fieldset className={styles.widget}>
              <legend className={styles.widgetTitle}>Categories</legend>
              <ul className={styles.categoryList}>
                <li>
                  <button
                    type="button"
                    className={styles.categoryButton}
                    aria-pressed={selectedCategory === null}
                    onClick={() => apply({ category_id: null })}
                  >
                    All Categories
                  </button>
                </li>
                {categories.data?.map((category) => (
                  <li key={category.id}>
                    <button
                      type="button"
                      className={styles.categoryButton}
                      aria-pressed={selectedCategory === category.id}
                      onClick={() => apply({ category_id: category.id })}
                    >
                      {category.name}
                    </button>
                  </li>
                ))}
              </ul>
            </fieldset>

            <div className={styles.widget}>
              <label className={styles.toggle} htmlFor={customizedId}>
                <input
                  id={customizedId}
                  type="checkbox"
                  role="switch"
                  aria-checked={shownCustomized === true}
                  className={styles.toggleInput}
                  checked={shownCustomized === true}
                  onChange={(event) => apply({ customized: event.target.checked || null })}
                />
                <span className={styles.toggleTrack} aria-hidden="true" />
                Customized Products Only
              </label>
            </div>

            <div className={styles.actions}>
              <button type="submit" className={styles.applyButton}>
                Apply Filters
              </button>
              {searching && (
                <button type="button" className={styles.clearButton} onClick={clearAll}>
                  Clear All Filters
                </button>
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
            <button type="button" className={styles.clearSearch} onClick={clearAll}>
              <Icon icon={faXmark} />
              Clear Search
            </button>
          )}
        </div>
        {subtitle && !searching && <p className={styles.subtitle}>{subtitle}</p>}
        <ProductResults
          products={data?.data}
          error={error}
          isPending={isPending}
          errorPrefix={searching ? 'Search error' : 'Error loading products'}
          fallbackError={searching ? 'Search failed' : 'Failed to load products'}
        />
        {data && !error && (
          <Pagination currentPage={data.current_page} lastPage={data.last_page} onPageChange={changePage} />
        )}
      </section>
    </div>
  );
}
