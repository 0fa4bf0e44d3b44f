import { describe, expect, it } from 'vitest';
import {
  availabilityLabel,
  availabilityOf,
  formatPrice,
  isInStock,
  isOnSale,
  madeToOrderLabel,
  schemaAvailability,
  stockLabel,
} from './price.ts';

describe('formatPrice', () => {
  it('shows dollars with two decimals and thousands separators', () => {
    expect(formatPrice(68)).toBe('$68.00');
    expect(formatPrice(1250.5)).toBe('$1,250.50');
  });

  it('reads as en-US currency formatting does, rounding included', () => {
    const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const price of [0.01, 0.5, 0.994, 0.995, 1.005, 9.999, 999.995, 1000, 1234567.891, 12.345, 2.675, 1e9, 1e-7]) {
      expect(formatPrice(price), String(price)).toBe(dollars.format(price));
    }
  });

  it('reads "Price on request" when the price is missing or zero', () => {
    for (const price of [null, undefined, 0, Number.NaN]) expect(formatPrice(price)).toBe('Price on request');
  });
});

describe('isOnSale', () => {
  it('applies only when the sale price is below the price', () => {
    expect(isOnSale(100, 80)).toBe(true);
    expect(isOnSale(100, 0)).toBe(true);
    expect(isOnSale(100, 100)).toBe(false);
    expect(isOnSale(100, 120)).toBe(false);
    expect(isOnSale(100, null)).toBe(false);
    expect(isOnSale(null, 50)).toBe(false);
  });
});

describe('stock', () => {
  it('is in stock above zero and says how many', () => {
    expect(isInStock(3)).toBe(true);
    expect(stockLabel(3)).toBe('In Stock (3)');
    expect(isInStock(0)).toBe(false);
    expect(stockLabel(0)).toBe('Out of Stock');
    expect(stockLabel(null)).toBe('Out of Stock');
  });
});

describe('isOnSale with a window', () => {
  const window = { sale_starts_at: '2030-12-01T09:00:00.000Z', sale_ends_at: '2030-12-01T17:00:00.000Z' };
  const at = (iso: string) => Date.parse(iso);

  it('applies from the start, included, to the end, excluded', () => {
    expect(isOnSale(100, 80, window, at('2030-12-01T08:59:59.999Z'))).toBe(false);
    expect(isOnSale(100, 80, window, at('2030-12-01T09:00:00.000Z'))).toBe(true);
    expect(isOnSale(100, 80, window, at('2030-12-01T16:59:59.999Z'))).toBe(true);
    expect(isOnSale(100, 80, window, at('2030-12-01T17:00:00.000Z'))).toBe(false);
  });

  it('leaves a side without a date open, and still needs the lower price', () => {
    expect(isOnSale(100, 80, { sale_starts_at: null, sale_ends_at: null }, 0)).toBe(true);
    expect(isOnSale(100, 80, { sale_ends_at: window.sale_ends_at }, at('2020-01-01T00:00:00Z'))).toBe(true);
    expect(isOnSale(100, 120, window, at('2030-12-01T10:00:00Z'))).toBe(false);
  });
});

describe('availability', () => {
  it('is in stock while any is, else made to order when it is, else out of stock', () => {
    expect(availabilityOf({ stock_quantity: 2, made_to_order: true })).toBe('in_stock');
    expect(availabilityOf({ stock_quantity: 0, made_to_order: true })).toBe('made_to_order');
    expect(availabilityOf({ stock_quantity: 0, made_to_order: false })).toBe('out_of_stock');
    expect(availabilityOf({ stock_quantity: null })).toBe('out_of_stock');
  });

  it('maps to schema.org ItemAvailability', () => {
    expect(schemaAvailability('in_stock')).toBe('https://schema.org/InStock');
    expect(schemaAvailability('made_to_order')).toBe('https://schema.org/MadeToOrder');
    expect(schemaAvailability('out_of_stock')).toBe('https://schema.org/OutOfStock');
  });

  it('reads "Made to order – ships in n weeks", one week in the singular', () => {
    expect(madeToOrderLabel(6)).toBe('Made to order – ships in 6 weeks');
    expect(madeToOrderLabel(1)).toBe('Made to order – ships in 1 week');
    expect(madeToOrderLabel(null)).toBe('Made to order');
    expect(availabilityLabel({ availability: 'made_to_order', stock_quantity: 0, lead_time_weeks: 8 })).toBe(
      'Made to order – ships in 8 weeks',
    );
    expect(availabilityLabel({ availability: 'in_stock', stock_quantity: 3 })).toBe('In Stock (3)');
    expect(availabilityLabel({ availability: 'out_of_stock', stock_quantity: 0 })).toBe('Out of Stock');
  });
});
