import { faTrashCan } from '@fortawesome/free-solid-svg-icons/faTrashCan';
import { type CustomScreen, lazyScreen } from '../screen-types.ts';

export const trashScreen: CustomScreen = {
  path: '/admin/trash',
  label: 'Trash',
  icon: faTrashCan,
  blurb: 'Deleted records, restorable for a while',
  title: 'Trash',
  component: lazyScreen(async () => (await import('../editorial/trash-page.tsx')).TrashPage),
};
