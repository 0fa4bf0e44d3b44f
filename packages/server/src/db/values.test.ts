import { describe, expect, it } from 'vitest';
import { toIsoTimestamp } from './values.ts';

describe('toIsoTimestamp', () => {
  it('gives every stored form of a moment as toISOString() writes it', () => {
    expect(toIsoTimestamp('2026-03-04T05:06:07.089Z')).toBe('2026-03-04T05:06:07.089Z');
    expect(toIsoTimestamp('2026-03-04 05:06:07')).toBe(new Date('2026-03-04 05:06:07').toISOString());
    expect(toIsoTimestamp('2026-03-04T05:06:07+02:00')).toBe('2026-03-04T03:06:07.000Z');
    expect(toIsoTimestamp(new Date(Date.UTC(2026, 2, 4)))).toBe('2026-03-04T00:00:00.000Z');
  });

  it('gives null for nothing or what is not a moment', () => {
    expect(toIsoTimestamp(null)).toBeNull();
    expect(toIsoTimestamp(undefined)).toBeNull();
    expect(toIsoTimestamp('soon')).toBeNull();
  });
});
