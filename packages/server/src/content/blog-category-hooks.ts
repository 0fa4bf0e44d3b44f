import { blockedWhileReferenced, type ContentHooks } from './hooks.ts';

export const blogCategoryHooks: ContentHooks = {
  checkDelete: blockedWhileReferenced({ owner: 'blog category', table: 'blogs', column: 'category_id', item: 'blog' }),
};
