export const PRICE_ON_REQUEST = 'Price on request';

/**
 * "$1,250.00", or "Price on request" when the price is missing or zero (spec public §9). Written
 * out rather than with Intl.NumberFormat('en-US', currency), which gives the same text: a phone's
 * browser spends some 25 ms making its first Intl formatter, on the page's main thread.
 */
export function formatPrice(price: number | null | undefined): string {
  if (price === null || price === undefined || !Number.isFinite(price) || price <= 0) {
    return PRICE_ON_REQUEST;
  }
  // Rounded as written ("0.995" to 1.00), not as the nearest double (0.99499…) would be.
  const written = Math.round(Number(`${price}e2`));
  const cents = Number.isFinite(written) ? written : Math.round(price * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `$${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** A sale's optional window: ISO instants, the start included and the end not. */
export interface SaleWindow {
  sale_starts_at?: string | null;
  sale_ends_at?: string | null;
}

/** Whether `now` (ms since the epoch) lies within the sale's window; no date leaves that side open. */
export function isWithinSaleWindow(window: SaleWindow, now: number): boolean {
  const starts = window.sale_starts_at ? Date.parse(window.sale_starts_at) : Number.NEGATIVE_INFINITY;
  const ends = window.sale_ends_at ? Date.parse(window.sale_ends_at) : Number.POSITIVE_INFINITY;
  return starts <= now && now < ends;
}

/**
 * A sale applies only when the sale price is below the price and, given a window, `now` lies
 * within it. The pages read the API's `on_sale`, which the server derives when it reads (from its
 * clock), so that a page and its cached answer agree on it.
 */
export function isOnSale(
  price: number | null | undefined,
  salePrice: number | null | undefined,
  window?: SaleWindow,
  now: number = Date.now(),
): boolean {
  return (
    typeof price === 'number' &&
    typeof salePrice === 'number' &&
    Number.isFinite(salePrice) &&
    salePrice >= 0 &&
    salePrice < price &&
    (window === undefined || isWithinSaleWindow(window, now))
  );
}

export function isInStock(stockQuantity: number | null | undefined): boolean {
  return typeof stockQuantity === 'number' && stockQuantity > 0;
}

/** Card text: "In Stock (n)" or "Out of Stock". */
export function stockLabel(stockQuantity: number | null | undefined): string {
  return isInStock(stockQuantity) ? `In Stock (${stockQuantity})` : 'Out of Stock';
}

/** A product's availability, mapped to schema.org's ItemAvailability by `schemaAvailability`. */
export const AVAILABILITIES = ['in_stock', 'made_to_order', 'out_of_stock'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/**
 * In stock while any is (so `in_stock` keeps the spec's meaning), else made to order when the
 * maker makes it on order (as WooCommerce's "allow backorders"), else out of stock.
 */
export function availabilityOf(product: {
  stock_quantity: number | null | undefined;
  made_to_order?: boolean | null;
}): Availability {
  if (isInStock(product.stock_quantity)) return 'in_stock';
  return product.made_to_order ? 'made_to_order' : 'out_of_stock';
}

const SCHEMA_AVAILABILITY: Record<Availability, string> = {
  in_stock: 'https://schema.org/InStock',
  made_to_order: 'https://schema.org/MadeToOrder',
  out_of_stock: 'https://schema.org/OutOfStock',
};

/** The schema.org ItemAvailability of an availability. */
export const schemaAvailability = (availability: Availability): string => SCHEMA_AVAILABILITY[availability];

/** "Made to order – ships in 6 weeks" ("in 1 week"), or "Made to order" without a lead time. */
export function madeToOrderLabel(leadTimeWeeks: number | null | undefined): string {
  if (typeof leadTimeWeeks !== 'number' || leadTimeWeeks < 1) return 'Made to order';
  return `Made to order – ships in ${leadTimeWeeks} ${leadTimeWeeks === 1 ? 'week' : 'weeks'}`;
}

/** A product's stock text: "In Stock (n)", "Made to order – ships in n weeks" or "Out of Stock". */
export function availabilityLabel(product: {
  availability: Availability;
  stock_quantity: number | null | undefined;
  lead_time_weeks?: number | null;
}): string {
  if (product.availability === 'made_to_order') return madeToOrderLabel(product.lead_time_weeks);
  return product.availability === 'in_stock' ? `In Stock (${product.stock_quantity})` : 'Out of Stock';
}
