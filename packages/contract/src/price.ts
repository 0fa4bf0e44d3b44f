const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export const PRICE_ON_REQUEST = 'Price on request';

/** "$1,250.00", or "Price on request" when the price is missing or zero (spec public §9). */
export function formatPrice(price: number | null | undefined): string {
  if (price === null || price === undefined || !Number.isFinite(price) || price <= 0) {
    return PRICE_ON_REQUEST;
  }
  return dollars.format(price);
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
