import { faNewspaper } from '@fortawesome/free-solid-svg-icons/faNewspaper';
import { blogs } from '@grain/contract/content-types';
import { col } from '../resources/columns.tsx';
import { details, htmlHint, textsFor } from '../resources/config-helpers.tsx';
import type { ListScreen } from '../screen-types.ts';

export const blogsScreen: ListScreen = {
  path: '/admin/blogs',
  label: 'Blogs',
  icon: faNewspaper,
  blurb: 'Articles and news',
  title: 'Blogs Management',
  resource: {
    type: blogs,
    addLabel: 'Add New Blog',
    create: 'always',
    canDelete: true,
    summary: (total) => `Total Blogs: ${total}`,
    columns: [
      col.id(),
      col.text('title', 'Title', { truncate: 50 }),
      col.text('description', 'Description', { truncate: 100, html: true }),
      col.reference('category_id', 'Category'),
      col.text('written_by', 'Author'),
      col.date('date', 'Date'),
      col.image('image', 'Image'),
      col.status(),
    ],
    form: {
      groups: [
        { legend: '', fields: ['title', 'category_id', 'written_by', 'date', 'description', 'image', 'is_active'] },
      ],
      hints: { description: htmlHint },
    },
    modalSize: 'lg',
    texts: textsFor('blog', 'blogs', {
      createError: 'Failed to update or create blog',
      updateError: 'Failed to update or create blog',
    }),
    deleteDetails: details(['Title', 'title'], ['Author', 'written_by']),
  },
};
