import { faArrowRight } from '@fortawesome/free-solid-svg-icons/faArrowRight';
import type { ProductSummary } from '@grain/contract/catalogue';
import { paths } from '@grain/contract/site-paths';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { productQueries } from '../../api/product-queries.ts';
import { neighbours, SlideArrows, slideId } from '../../ui/carousel/slide-arrows.tsx';
import snap from '../../ui/carousel/snap-strip.module.css';
import { useSnapStrip } from '../../ui/carousel/use-snap-strip.ts';
import { Icon } from '../../ui/icon.tsx';
import { ProductCard, ProductCardSkeleton } from '../../ui/product-card.tsx';
import styles from './product-slider.module.css';

interface SliderProps {
  title: string;
  eyebrow: string;
  /** The slides' ids: `featured-product` gives `featured-product-1`… */
  idPrefix: string;
  products: ProductSummary[] | undefined;
  error: Error | null;
  isPending: boolean;
  /** "Error loading featured products" … */
  errorPrefix: string;
  /** … and the message when the server gave none ("Failed to load featured products"). */
  fallbackError: string;
  alternate?: boolean;
}

/**
 * A product slider: a scroll-snap strip of cards, 1 to 4 in view by width (its style sheet).
 * Without the app it scrolls natively and its arrows are links to the cards; with it the arrows
 * page by the cards in view, wrapping at both ends (slider-pages.ts).
 */
function ProductSlider(props: SliderProps) {
  const { title, eyebrow, idPrefix, products, error, isPending, errorPrefix, fallbackError, alternate = false } = props;
  const headingId = useId();
  const strip = useSnapStrip({ step: 'page' });
  const total = products?.length ?? 0;
  const several = total > 1;

  let body: ReactNode;
  if (isPending) {
    body = (
      <div className={`${snap.strip} ${styles.track}`}>
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className={`${snap.slide} ${styles.slide}`}>
            <ProductCardSkeleton />
          </div>
        ))}
      </div>
    );
  } else if (error) {
    body = (
      <p className={styles.error} role="alert">
        {errorPrefix}: {error.message || fallbackError}
      </p>
    );
  } else if (total === 0) {
    body = <p className={styles.empty}>No products available at the moment.</p>;
  } else {
    body = (
      <div ref={strip.strip} className={`${snap.strip} ${styles.track}`}>
        {products?.map((product, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group
          <div
            key={product.id}
            id={slideId(idPrefix, index)}
            className={`${snap.slide} ${styles.slide}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${total}`}
          >
            {several && (
              <SlideArrows
                {...neighbours(idPrefix, index, total)}
                what={title.toLowerCase()}
                onArrow={strip.onArrow}
                className={`${snap.arrows} ${styles.controls}`}
                arrowClassName={`${styles.arrow} ${strip.fits ? styles.still : ''}`}
              />
            )}
            <ProductCard product={product} />
          </div>
        ))}
      </div>
    );
  }

  return (
    <section
      className={`${styles.section} ${alternate ? styles.alternate : ''}`}
      aria-labelledby={headingId}
      aria-roledescription="carousel"
    >
      <div className={`${styles.container} ${snap.arrowsHolder}`}>
        <div className={styles.header}>
          <div>
            <p className={styles.eyebrow}>{eyebrow}</p>
            <h2 id={headingId} className={styles.heading}>
              {title}
            </h2>
          </div>
          {several && !isPending && !error && <div className={`${snap.arrowsPlace} ${styles.arrowsPlace}`} />}
        </div>
        <div className={styles.viewport} aria-busy={isPending}>
          {body}
        </div>
        <div className={styles.more}>
          <Link to={paths.products} className={styles.viewAll}>
            View All Products
            <Icon icon={faArrowRight} />
          </Link>
        </div>
      </div>
    </section>
  );
}

/** Home page slider of the featured products. */
export function FeaturedProductsSlider() {
  const { data, error, isPending } = useQuery(productQueries.featured());
  return (
    <ProductSlider
      products={data}
      error={error}
      isPending={isPending}
      title="Featured Products"
      eyebrow="Handpicked for you"
      idPrefix="featured-product"
      errorPrefix="Error loading featured products"
      fallbackError="Failed to load featured products"
    />
  );
}

/** Home page slider of the customized (made to order) products. */
export function CustomizedProductsSlider() {
  const { data, error, isPending } = useQuery(productQueries.customized());
  return (
    <ProductSlider
      products={data?.data}
      error={error}
      isPending={isPending}
      title="Customized Products"
      eyebrow="Made to order"
      idPrefix="customized-product"
      errorPrefix="Error loading customized products"
      fallbackError="Failed to load customized products"
      alternate
    />
  );
}
