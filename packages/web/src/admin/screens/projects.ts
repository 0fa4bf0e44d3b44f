import { faHelmetSafety } from '@fortawesome/free-solid-svg-icons/faHelmetSafety';
import { projects } from '@grain/contract/content-types';
import { col } from '../resources/columns.tsx';
import { details, htmlHint, textsFor } from '../resources/config-helpers.tsx';
import type { ListScreen } from '../screen-types.ts';

export const projectsScreen: ListScreen = {
  path: '/admin/projects',
  label: 'Projects',
  icon: faHelmetSafety,
  blurb: 'Portfolio of finished work',
  title: 'Projects Management',
  resource: {
    type: projects,
    addLabel: 'Add New Project',
    create: 'always',
    canDelete: true,
    summary: (total) => `Total Projects: ${total}`,
    columns: [
      col.id(),
      col.text('title', 'Title', { truncate: 40 }),
      col.text('description', 'Description', { truncate: 100 }),
      col.text('category', 'Category'),
      col.image('image', 'Image'),
      col.status(),
    ],
    form: {
      groups: [
        { legend: 'Project', fields: ['title', 'category', 'client', 'year', 'carpenter'] },
        { legend: 'Text', fields: ['short_description', 'description', 'additional_content'] },
        {
          legend: 'Images',
          fields: ['image', 'project_feature_image', 'gallery_image_1', 'gallery_image_2', 'gallery_image_3'],
        },
        { legend: 'Visibility', fields: ['is_active'] },
      ],
      hints: { additional_content: htmlHint },
    },
    modalSize: 'lg',
    texts: textsFor('project', 'projects'),
    deleteDetails: details(['Title', 'title']),
  },
};
