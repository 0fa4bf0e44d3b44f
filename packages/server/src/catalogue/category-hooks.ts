import { deriveSlug } from '@grain/contract/slug';
import { blockedWhileReferenced, type CollectionHooks } from '../collections/hooks.ts';

export const categoryHooks: CollectionHooks = {
  prepare(values) {
    // A missing slug is derived from the name (spec public §3); a given one is kept as typed.
    const slug = typeof values.slug === 'string' ? values.slug.trim() : '';
    if (!slug && typeof values.name === 'string') values.slug = deriveSlug(values.name);
  },
  checkDelete: blockedWhileReferenced({ owner: 'category', table: 'products', column: 'category_id', item: 'product' }),
};
