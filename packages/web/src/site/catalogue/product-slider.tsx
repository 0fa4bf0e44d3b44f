import { faArrowLeft } from '@fortawesome/free-solid-svg-icons/faArrowLeft';
import { faArrowRight } from '@fortawesome/free-solid-svg-icons/faArrowRight';
import type { ProductSummary } from '@grain/contract/catalogue';
import { paths } from '@grain/contract/site-paths';
import { useQuery } from '@tanstack/react-query';
import { type CSSProperties, type PointerEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { productQueries } from '../../api/product-queries.ts';
import { Icon } from '../../ui/icon.tsx';
import { ProductCard, ProductCardSkeleton } from '../../ui/product-card.tsx';
import styles from './product-slider.module.css';
import { clampOffset, hasSeveralPages, nextOffset, previousOffset } from './slider-pages.ts';
import { useCardsPerPage } from './use-cards-per-page.ts';

/** A horizontal swipe of at least this many pixels turns the page on touch screens. */
const SWIPE_DISTANCE = 50;

interface SliderProps {
  title: string;
  eyebrow: string;
  products: ProductSummary[] | undefined;
  error: Error | null;
  isPending: boolean;
  /** "Error loading featured products" … */
  errorPrefix: string;
  /** … and the message when the server gave none ("Failed to load featured products"). */
  fallbackError: string;
  alternate?: boolean;
}

function ProductSlider(props: SliderProps) {
  const { title, eyebrow, products, error, isPending, errorPrefix, fallbackError, alternate = false } = props;
  const headingId = useId();
  const trackId = useId();
  const perPage = useCardsPerPage();
  const [requestedOffset, setOffset] = useState(0);
  const swipeStart = useRef<number | null>(null);

  const total = products?.length ?? 0;
  const offset = clampOffset(requestedOffset, perPage, total);
  // The spec asks both for wrapping (next on the last page returns to the first, previous on
  // the first goes to the last full page) and for buttons disabled at the edges. With wrapping
  // there is no dead end, so the only edge is a slider whose products all fit on one page:
  // then both buttons are disabled.
  const canMove = hasSeveralPages(perPage, total);
  const next = () => setOffset(nextOffset(offset, perPage, total));
  const previous = () => setOffset(previousOffset(offset, perPage, total));

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null || !canMove) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (distance <= -SWIPE_DISTANCE) next();
    else if (distance >= SWIPE_DISTANCE) previous();
  };

  const lastShown = Math.min(offset + perPage, total);
  let body: ReactNode;
  if (isPending) {
    body = (
      <div className={styles.track}>
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className={styles.slide}>
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
      <>
        <div
          id={trackId}
          className={styles.track}
          style={{ '--offset': offset } as CSSProperties}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipeStart.current = null;
          }}
        >
          {products?.map((product, index) => {
            const visible = index >= offset && index < offset + perPage;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group
              <div
                key={product.id}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${total}`}
                inert={!visible}
              >
                <ProductCard product={product} />
              </div>
            );
          })}
        </div>
        <p className="visually-hidden" aria-live="polite">
          {canMove ? `Showing products ${offset + 1} to ${lastShown} of ${total}` : ''}
        </p>
      </>
    );
  }

  return (
    <section
      className={`${styles.section} ${alternate ? styles.alternate : ''}`}
      aria-labelledby={headingId}
      aria-roledescription="carousel"
    >
      <div className={styles.container}>
        <div className={styles.header}>
          <div>
            <p className={styles.eyebrow}>{eyebrow}</p>
            <h2 id={headingId} className={styles.heading}>
              {title}
            </h2>
          </div>
          {total > 0 && (
            <div className={styles.controls}>
              <button
                type="button"
                className={styles.arrow}
                onClick={previous}
                disabled={!canMove}
                aria-controls={trackId}
                aria-label={`Previous ${title.toLowerCase()}`}
              >
                <Icon icon={faArrowLeft} />
              </button>
              <button
                type="button"
                className={styles.arrow}
                onClick={next}
                disabled={!canMove}
                aria-controls={trackId}
                aria-label={`Next ${title.toLowerCase()}`}
              >
                <Icon icon={faArrowRight} />
              </button>
            </div>
          )}
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
      errorPrefix="Error loading customized products"
      fallbackError="Failed to load customized products"
      alternate
    />
  );
}
