import { faStar } from '@fortawesome/free-solid-svg-icons/faStar';
import { features } from '@grain/contract/content-types';
import { col } from '../resources/columns.tsx';
import { details, textsFor } from '../resources/config-helpers.tsx';
import type { ListScreen } from '../screen-types.ts';

export const featuresScreen: ListScreen = {
  path: '/admin/features',
  label: 'Features',
  icon: faStar,
  blurb: 'Highlights under the banner',
  title: 'Features Management',
  resource: {
    type: features,
    addLabel: 'Add New Feature',
    create: 'always',
    canDelete: true,
    columns: [
      col.id(),
      col.image('image', 'Image'),
      col.text('title', 'Title', { truncate: 40 }),
      col.text('description', 'Description', { truncate: 50 }),
      col.number('sort_order', 'Sort Order'),
      col.status(),
    ],
    form: { previewWidth: { image: 80 } },
    texts: textsFor('feature', 'features'),
    deleteDetails: details(['Title', 'title']),
  },
};
