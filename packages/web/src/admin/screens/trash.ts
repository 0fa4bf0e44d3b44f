import { faTrashCanArrowUp } from '@fortawesome/free-solid-svg-icons/faTrashCanArrowUp';
import { type CustomScreen, lazyScreen } from '../screen-types.ts';

export const trashScreen: CustomScreen = {
  path: '/admin/trash',
  label: 'Trash',
  icon: faTrashCanArrowUp,
  blurb: 'Deleted records, to restore or delete for good',
  title: 'Trash',
  role: 'editor',
  component: lazyScreen(async () => (await import('../editorial/trash-page.tsx')).TrashPage),
};
