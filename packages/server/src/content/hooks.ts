import { categoryHooks } from '../catalogue/category-hooks.ts';
import { blogCategoryHooks } from './blog-category-hooks.ts';
import type { ContentHooks } from './write.ts';

/** Per-type behaviour beyond the generic life cycle, keyed by the type's API path. */
export const contentHooks: Record<string, ContentHooks> = {
  'blog-categories': blogCategoryHooks,
  categories: categoryHooks,
};
