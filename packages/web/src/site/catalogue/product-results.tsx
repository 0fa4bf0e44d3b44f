import { faBoxOpen } from '@fortawesome/free-solid-svg-icons/faBoxOpen';
import { faCircleExclamation } from '@fortawesome/free-solid-svg-icons/faCircleExclamation';
import type { ProductSummary } from '@grain/contract/catalogue';
import { Icon } from '../../ui/icon.tsx';
import { loadingByPosition } from '../../ui/image-loading.ts';
import { ProductCard, ProductCardSkeleton } from '../../ui/product-card.tsx';
import styles from './catalogue.module.css';

/** Skeleton cards shown while a product list loads (spec public §9). */
export const SKELETON_CARDS = 6;

interface Props {
  products: ProductSummary[] | undefined;
  error: Error | null;
  isPending: boolean;
  /** Shown before the error's message: "Error loading products", "Search error"… */
  errorPrefix: string;
  /** The message when the error has none: "Failed to load products", "Search failed"… */
  fallbackError: string;
}

/** A grid of product cards with its loading, error and empty states (spec public §4). */
export function ProductResults({ products, error, isPending, errorPrefix, fallbackError }: Props) {
  if (isPending) {
    return (
      <ul className={styles.grid} aria-busy="true" aria-label="Loading products">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <li key={index} className={styles.gridItem}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (error) {
    return (
      <div className={styles.error} role="alert">
        <Icon icon={faCircleExclamation} />
        <p>
          {errorPrefix}: {error.message || fallbackError}
        </p>
      </div>
    );
  }
  if (!products?.length) {
    return (
      <div className={styles.empty} role="status">
        <Icon icon={faBoxOpen} />
        <p className={styles.emptyTitle}>No products found</p>
        <p>Try adjusting your search or filter criteria.</p>
      </div>
    );
  }
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.id} className={styles.gridItem}>
          <ProductCard product={product} imageLoading={loadingByPosition(index, { eager: 3 })} />
        </li>
      ))}
    </ul>
  );
}
