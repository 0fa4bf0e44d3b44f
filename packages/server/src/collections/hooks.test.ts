import { describe, expect, it } from 'vitest';
import { stillInUseReason } from './hooks.ts';

describe('stillInUseReason', () => {
  it('names one item as "it" and several as "them"', () => {
    expect(stillInUseReason('category', 'product', 1)).toBe(
      'This category still has 1 product. Move or delete it first.',
    );
    expect(stillInUseReason('blog category', 'blog', 3)).toBe(
      'This blog category still has 3 blogs. Move or delete them first.',
    );
  });
});
