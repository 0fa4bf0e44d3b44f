import { faScrewdriverWrench } from '@fortawesome/free-solid-svg-icons/faScrewdriverWrench';
import { services } from '@grain/contract/content-types';
import { col } from '../resources/columns.tsx';
import { details, textsFor } from '../resources/config-helpers.tsx';
import type { ListScreen } from '../screen-types.ts';

export const servicesScreen: ListScreen = {
  path: '/admin/services',
  label: 'Services',
  icon: faScrewdriverWrench,
  blurb: 'What the workshop offers',
  title: 'Services Management',
  resource: {
    type: services,
    addLabel: 'Add New Service',
    create: 'always',
    canDelete: true,
    columns: [
      col.id(),
      col.image('image', 'Image'),
      col.text('title', 'Title', { truncate: 40 }),
      col.text('description', 'Description', { truncate: 50 }),
      col.number('order', 'Order'),
      col.status(),
    ],
    form: {},
    texts: textsFor('service', 'services'),
    deleteDetails: details(['Title', 'title']),
  },
};
