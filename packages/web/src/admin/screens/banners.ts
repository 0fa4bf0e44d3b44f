import { faPanorama } from '@fortawesome/free-solid-svg-icons/faPanorama';
import { banners } from '@grain/contract/content-types';
import { col } from '../resources/columns.tsx';
import { details, textsFor } from '../resources/config-helpers.tsx';
import type { ListScreen } from '../screen-types.ts';

export const bannersScreen: ListScreen = {
  path: '/admin/banners',
  label: 'Banners',
  icon: faPanorama,
  blurb: 'Hero slides of the home page',
  title: 'Banners Management',
  resource: {
    type: banners,
    addLabel: 'Add New Banner',
    create: 'always',
    canDelete: true,
    columns: [
      col.id(),
      col.image('headline_img', 'Headline'),
      col.text('title', 'Title', { truncate: 40 }),
      col.text('subtitle', 'Subtitle', { truncate: 40 }),
      col.text('description', 'Description', { truncate: 50 }),
      col.image('background_img', 'Background'),
      col.status(),
    ],
    form: {
      groups: [
        { legend: 'Text', fields: ['title', 'subtitle', 'description'] },
        { legend: 'Button and video', fields: ['button_text', 'button_link', 'video_url'] },
        { legend: 'Images', fields: ['headline_img', 'background_img'] },
        { legend: 'Visibility', fields: ['is_active'] },
      ],
      placeholders: { video_url: 'https://www.youtube.com/watch?v=...', button_link: '/contact' },
    },
    modalSize: 'lg',
    texts: textsFor('banner', 'banners'),
    deleteDetails: details(['Title', 'title']),
  },
};
