import { faCircleInfo } from '@fortawesome/free-solid-svg-icons/faCircleInfo';
import { aboutSections } from '@grain/contract/content-types';
import { col } from '../resources/columns.tsx';
import { textsFor } from '../resources/config-helpers.tsx';
import type { ListScreen } from '../screen-types.ts';

export const aboutScreen: ListScreen = {
  path: '/admin/about',
  label: 'About Section',
  icon: faCircleInfo,
  blurb: 'Story, figures and pictures',
  title: 'About Section Management',
  resource: {
    type: aboutSections,
    addLabel: 'Add About Section',
    create: 'when-empty',
    canDelete: false,
    columns: [
      col.id(),
      col.text('subtitle', 'Subtitle', { truncate: 30 }),
      col.text('title', 'Title', { truncate: 40 }),
      col.text('description', 'Description', { truncate: 100 }),
      col.number('furniture_projects', 'Furniture Projects'),
      col.number('satisfied_clients', 'Satisfied Clients'),
      col.image('image_one', 'Image One'),
      col.image('image_two', 'Image Two'),
      col.status(),
    ],
    form: {
      groups: [
        { legend: 'Text', fields: ['subtitle', 'title', 'description'] },
        { legend: 'Figures', fields: ['furniture_projects', 'satisfied_clients'] },
        { legend: 'Images', fields: ['image_one', 'image_two'] },
        { legend: 'Visibility', fields: ['is_active'] },
      ],
    },
    modalSize: 'lg',
    texts: textsFor('about section', 'about sections', {
      updateError: 'Failed to update about section',
      editSubmit: 'Save Changes',
    }),
  },
};
