import { describe, expect, it } from 'vitest';
import { LAZY, loadingByPosition } from './image-loading.ts';

describe('loadingByPosition', () => {
  it('loads the first picture at once and ahead of the rest', () => {
    expect(loadingByPosition(0)).toEqual({ loading: 'eager', fetchPriority: 'high' });
    expect(loadingByPosition(0, { priority: 'auto' })).toEqual({ loading: 'eager', fetchPriority: 'auto' });
  });

  it('loads the next pictures of the first row at once but after the first, the rest lazily', () => {
    expect(loadingByPosition(1)).toEqual(LAZY);
    expect(loadingByPosition(1, { eager: 3 })).toEqual({ loading: 'eager', fetchPriority: 'low' });
    expect(loadingByPosition(2, { eager: 3 })).toEqual({ loading: 'eager', fetchPriority: 'low' });
    expect(loadingByPosition(3, { eager: 3 })).toEqual({ loading: 'lazy' });
  });
});
