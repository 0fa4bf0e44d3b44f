import { faFolderOpen } from '@fortawesome/free-solid-svg-icons/faFolderOpen';
import { blogCategories } from '@grain/contract/content-types';
import { col } from '../resources/columns.tsx';
import { details, slugHint, textsFor } from '../resources/config-helpers.tsx';
import type { ListScreen } from '../screen-types.ts';

export const blogCategoriesScreen: ListScreen = {
  path: '/admin/blog-categories',
  label: 'Blog Categories',
  icon: faFolderOpen,
  blurb: 'Topics of the blog',
  title: 'Blog Categories Management',
  resource: {
    type: blogCategories,
    addLabel: 'Add New Category',
    create: 'always',
    canDelete: true,
    columns: [
      col.id(),
      col.text('name', 'Name'),
      col.text('slug', 'Slug'),
      col.text('description', 'Description', { truncate: 100 }),
      col.status(),
    ],
    form: { slugFrom: 'name', hints: { slug: slugHint } },
    texts: textsFor('blog category', 'blog categories', {
      createError: 'Failed to update or create blog category',
      updateError: 'Failed to update or create blog category',
    }),
    deleteDetails: details(['Name', 'name'], ['Slug', 'slug']),
  },
};
