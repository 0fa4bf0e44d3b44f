import { faArrowRight } from '@fortawesome/free-solid-svg-icons/faArrowRight';
import { faHammer } from '@fortawesome/free-solid-svg-icons/faHammer';
import { faRulerCombined } from '@fortawesome/free-solid-svg-icons/faRulerCombined';
import { faShieldHalved } from '@fortawesome/free-solid-svg-icons/faShieldHalved';
import { faTree } from '@fortawesome/free-solid-svg-icons/faTree';
import { productSearchParams } from '@grain/contract/product-search';
import { paths } from '@grain/contract/site-paths';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { productQueries } from '../../api/product-queries.ts';
import { Icon } from '../../ui/icon.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { PageBanner } from '../layout/page-banner.tsx';
import styles from './catalogue.module.css';
import { useCatalogueSearch } from './catalogue-search.ts';
import own from './customized-products-page.module.css';
import { ProductResults } from './product-results.tsx';

const HIGHLIGHTS = [
  {
    icon: faRulerCombined,
    title: 'Made to Your Measurements',
    text: 'Every piece is cut to fit your room, your wall or your alcove to the millimetre.',
  },
  {
    icon: faTree,
    title: 'Your Choice of Wood and Finish',
    text: 'Pick from solid oak, walnut, ash or cherry, finished in oil, wax or lacquer.',
  },
  {
    icon: faHammer,
    title: 'Handcrafted in Our Workshop',
    text: 'Our carpenters build each order by hand with traditional joinery.',
  },
  {
    icon: faShieldHalved,
    title: 'Built to Last Generations',
    text: 'Sustainably sourced timber and honest construction, backed by our guarantee.',
  },
];

/** /products/customized (spec public "Customized products page"): intro, products, call to action. */
export function Component() {
  // The page has no search or filters: of the address bar's search, its loader keeps only the page.
  const search = useCatalogueSearch();
  const { data, error, isPending } = useQuery(productQueries.customized(search));
  const introId = useId();
  const listId = useId();
  const ctaId = useId();

  // The pages are links: they work before and without the app.
  const pageHref = (page: number) => {
    const query = productSearchParams({ ...search, page }).toString();
    return query ? `${paths.customizedProducts}?${query}` : paths.customizedProducts;
  };

  return (
    <>
      <PageBanner
        title="Customized Products"
        trail={[{ label: 'Products', to: paths.products }, { label: 'Customized Products' }]}
      />

      <section className={own.intro} aria-labelledby={introId}>
        <div className={styles.container}>
          <div className={own.introText}>
            <p className={own.eyebrow}>Made to order</p>
            <h2 id={introId} className={own.heading}>
              What Makes Our Products Special?
            </h2>
            <p className={own.lead}>
              Our customized pieces start with a conversation. You tell us how you live and what you need; we design,
              select the timber and build furniture and flooring that could only belong in your home.
            </p>
          </div>
          <ul className={own.highlights}>
            {HIGHLIGHTS.map((highlight) => (
              <li key={highlight.title} className={own.highlight}>
                <span className={own.highlightIcon} aria-hidden="true">
                  <Icon icon={highlight.icon} />
                </span>
                <h3 className={own.highlightTitle}>{highlight.title}</h3>
                <p className={own.highlightText}>{highlight.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.section} aria-labelledby={listId}>
        <div className={styles.container}>
          <div className={styles.resultsHeader}>
            <div className={styles.resultsTitle}>
              <h2 id={listId} className={styles.resultsHeading}>
                Customized Products
              </h2>
              {data && (
                <span className={styles.count}>
                  {data.total} {data.total === 1 ? 'product' : 'products'}
                </span>
              )}
            </div>
          </div>
          <ProductResults
            products={data?.data}
            error={error}
            isPending={isPending}
            errorPrefix="Error loading customized products"
            fallbackError="Failed to load customized products"
          />
          {data && !error && (
            <Pagination currentPage={data.current_page} lastPage={data.last_page} hrefFor={pageHref} />
          )}
        </div>
      </section>

      <section className={own.cta} aria-labelledby={ctaId}>
        <div className={styles.container}>
          <div className={own.ctaPanel}>
            <div>
              <h2 id={ctaId} className={own.ctaHeading}>
                Have a piece in mind?
              </h2>
              <p className={own.ctaText}>
                Send us your idea, a sketch or a photo. We will come back with a design and a price.
              </p>
            </div>
            <Link to={paths.contact} className={own.ctaButton}>
              Contact Us for Custom Quote
              <Icon icon={faArrowRight} />
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
