import { blockedWhileReferenced, type CollectionHooks } from '../collections/hooks.ts';

export const blogCategoryHooks: CollectionHooks = {
  checkDelete: blockedWhileReferenced({ owner: 'blog category', table: 'blogs', column: 'category_id', item: 'blog' }),
};
