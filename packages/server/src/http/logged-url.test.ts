import { describe, expect, it } from 'vitest';
import { loggedUrl } from './request-log.ts';

describe('loggedUrl', () => {
  it('keeps the token of a password reset link out of the request log', () => {
    expect(loggedUrl('/admin/reset-password?token=abc-DEF_123')).toBe('/admin/reset-password?token=[redacted]');
    expect(loggedUrl('/x?a=1&TOKEN=secret&b=2')).toBe('/x?a=1&TOKEN=[redacted]&b=2');
  });

  it('keeps the token of a draft preview link out of the request log', () => {
    expect(loggedUrl('/preview/Zq3-x_9/products/4?page=2')).toBe('/preview/[redacted]/products/4?page=2');
    expect(loggedUrl('/preview/Zq3-x_9')).toBe('/preview/[redacted]');
  });

  it('leaves other addresses as they are', () => {
    expect(loggedUrl('/api/products?page=2&q=oak')).toBe('/api/products?page=2&q=oak');
    expect(loggedUrl('/blog/token-of-thanks')).toBe('/blog/token-of-thanks');
  });
});
