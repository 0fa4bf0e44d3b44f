import { describe, expect, it } from 'vitest';
import { resolveStorageUrl } from './storage-url.ts';

describe('resolveStorageUrl', () => {
  it('puts relative paths under /storage on the base', () => {
    expect(resolveStorageUrl('services/oak.jpg', { base: 'http://localhost:3000' })).toBe(
      'http://localhost:3000/storage/services/oak.jpg',
    );
    expect(resolveStorageUrl('/storage/services/oak.jpg')).toBe('/storage/services/oak.jpg');
  });

  it('adds the type folder to a bare file name', () => {
    expect(resolveStorageUrl('oak.jpg', { folder: 'product-images' })).toBe('/storage/product-images/oak.jpg');
  });

  it('passes absolute URLs through and keeps nothing as null', () => {
    expect(resolveStorageUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(resolveStorageUrl('')).toBeNull();
    expect(resolveStorageUrl(null)).toBeNull();
  });
});
