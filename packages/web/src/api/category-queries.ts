import { contentPaths } from '@grain/contract/content-paths';
import type { Category } from '@grain/contract/content-types';
import { contentQueries } from './content-queries.ts';

/** Product categories (a generic content type with its own product lists). */
export const categoryQueries = contentQueries<Category>(contentPaths.categories);
