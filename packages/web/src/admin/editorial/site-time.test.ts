import { describe, expect, it } from 'vitest';
import { formatSiteTime, fromSiteLocal, toSiteLocal } from './site-time.ts';

describe('site time', () => {
  it('reads a wall-clock time in the site zone, winter and summer', () => {
    expect(fromSiteLocal('2026-12-01T09:00', 'Europe/Amsterdam')).toBe('2026-12-01T08:00:00.000Z');
    expect(fromSiteLocal('2026-07-01T09:00', 'Europe/Amsterdam')).toBe('2026-07-01T07:00:00.000Z');
    expect(fromSiteLocal('2026-12-01T09:00', 'America/New_York')).toBe('2026-12-01T14:00:00.000Z');
    expect(fromSiteLocal('2026-12-01T09:00', 'UTC')).toBe('2026-12-01T09:00:00.000Z');
  });

  it('shows an instant on the site clock and back', () => {
    expect(toSiteLocal('2026-12-01T08:00:00.000Z', 'Europe/Amsterdam')).toBe('2026-12-01T09:00');
    expect(toSiteLocal('2026-03-29T01:30:00.000Z', 'Europe/Amsterdam')).toBe('2026-03-29T03:30');
    expect(formatSiteTime('2026-12-01T08:00:00.000Z', 'Europe/Amsterdam')).toBe('1 Dec 2026, 09:00');
  });

  it('refuses what is not a date and time', () => {
    expect(fromSiteLocal('', 'UTC')).toBeNull();
    expect(fromSiteLocal('tomorrow', 'UTC')).toBeNull();
  });
});
