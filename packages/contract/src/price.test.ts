import { describe, expect, it } from 'vitest';
import { formatPrice, isInStock, isOnSale, stockLabel } from './price.ts';

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
