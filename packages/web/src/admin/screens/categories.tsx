import { faTags } from '@fortawesome/free-solid-svg-icons/faTags';
import { categories } from '@grain/contract/content-types';
import { col } from '../resources/columns.tsx';
import { details, slugHint, textsFor } from '../resources/config-helpers.tsx';
import type { ListScreen } from '../screen-types.ts';
import { StatusBadge } from '../ui/status-badge.tsx';

export const categoriesScreen: ListScreen = {
  path: '/admin/categories',
  label: 'Categories',
  icon: faTags,
  blurb: 'Product categories',
  title: 'Categories Management',
  resource: {
    type: categories,
    addLabel: 'Add New Category',
    create: 'always',
    canDelete: true,
    summary: (total) => `Total Categories: ${total}`,
    columns: [
      col.id(),
      col.text('name', 'Name'),
      col.text('slug', 'Slug'),
      col.text('description', 'Description', { truncate: 100 }),
      col.image('image', 'Image'),
      // Categories have no active flag: they are always shown (spec admin §2).
      col.custom('Status', () => <StatusBadge active />, { fields: [] }),
    ],
    form: { slugFrom: 'name', hints: { slug: slugHint } },
    texts: textsFor('category', 'categories', {
      createError: 'Failed to update or create category',
      updateError: 'Failed to update or create category',
      created: (record) => `Category "${record.name}" created successfully`,
      updated: (record) => `Category "${record.name}" updated successfully`,
      deleted: (record) => `Category "${record.name}" deleted successfully`,
    }),
    deleteDetails: details(['Name', 'name'], ['Slug', 'slug']),
    deleteWarning: 'This action cannot be undone.',
  },
};
