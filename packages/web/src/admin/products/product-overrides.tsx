import type { Fields } from '@grain/contract/fields';
import { formatPrice, madeToOrderLabel } from '@grain/contract/price';
import { DEFAULT_PRODUCT_SEARCH } from '@grain/contract/product-search';
import { truncate } from '@grain/contract/text';
import type { ContentRecord } from '../../api/admin/collection.ts';
import { ApiError } from '../../api/client.ts';
import { plainText } from '../resources/display.ts';
import type { ResourceType } from '../resources/resource-config.ts';
import { describeFailure, type Failure } from '../ui/failure.ts';
import { StatusBadge } from '../ui/status-badge.tsx';
import styles from './products.module.css';

/** Products of these fields (the contract's `productFields`) as a list screen sees them, listed by name. */
export const productTypeOf = (fields: Fields): ResourceType => ({
  path: 'products',
  singular: 'product',
  fields,
  hasActiveFlag: true,
  order: [[DEFAULT_PRODUCT_SEARCH.sort, DEFAULT_PRODUCT_SEARCH.order]],
});

const numberOf = (value: unknown) => (typeof value === 'number' ? value : null);

/** The cells products show differently from the generic columns. */
export const productCells = {
  description: (record: ContentRecord) =>
    truncate(String(record.short_description ?? '') || plainText(record.description as string | null), 50) || '—',

  price: (record: ContentRecord) => {
    const price = numberOf(record.price);
    const sale = numberOf(record.sale_price);
    if (record.price_on_request === true) return <span className={styles.onRequest}>On request</span>;
    // The API's on_sale: a sale that runs now (not one that is yet to start or is over).
    if (record.on_sale !== true) return formatPrice(price);
    return (
      <span className={styles.price}>
        <s>
          <span className="visually-hidden">Was </span>
          {formatPrice(price)}
        </s>
        <strong>{formatPrice(sale)}</strong>
      </span>
    );
  },

  stock: (record: ContentRecord) => {
    if ((numberOf(record.stock_quantity) ?? 0) > 0) return String(record.stock_quantity);
    if (record.made_to_order === true) {
      return <span className={styles.madeToOrder}>{madeToOrderLabel(numberOf(record.lead_time_weeks))}</span>;
    }
    return <span className={styles.outOfStock}>Out of Stock</span>;
  },

  status: (record: ContentRecord) => (
    <span className={styles.badges}>
      <StatusBadge active={record.is_active === true} />
      {record.is_featured ? <span className={styles.featured}>Featured</span> : null}
    </span>
  ),
};

/** Spec admin §8: "Failed to load products" / "Search failed", with the server's reason when it gave one. */
export function productListFailure(error: unknown, searching: boolean): Failure {
  const failure = describeFailure(error, searching ? 'Search failed' : 'Failed to load products');
  const prefix = searching ? 'Search error' : 'Error loading products';
  return { ...failure, details: failure.details.map((detail) => `${prefix}: ${detail}`) };
}

/** Spec admin §8: "Product not found" / "Error loading product: {message}". */
export function productReadFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return 'Product not found';
  const reason =
    error instanceof ApiError && error.status > 0 && error.status < 500
      ? error.message
      : 'the server could not load it.';
  return `Error loading product: ${reason}`;
}
