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

/** A sale applies only when the sale price is below the price. */
export function isOnSale(price: number | null | undefined, salePrice: number | null | undefined): boolean {
  return (
    typeof price === 'number' &&
    typeof salePrice === 'number' &&
    Number.isFinite(salePrice) &&
    salePrice >= 0 &&
    salePrice < price
  );
}

export function isInStock(stockQuantity: number | null | undefined): boolean {
  return typeof stockQuantity === 'number' && stockQuantity > 0;
}

/** Card text: "In Stock (n)" or "Out of Stock". */
export function stockLabel(stockQuantity: number | null | undefined): string {
  return isInStock(stockQuantity) ? `In Stock (${stockQuantity})` : 'Out of Stock';
}
