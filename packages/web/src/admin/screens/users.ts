import { faUsers } from '@fortawesome/free-solid-svg-icons/faUsers';
import { type CustomScreen, lazyScreen } from '../screen-types.ts';

/** Who may edit the site (administrators): roles, invitations, deactivation. */
export const usersScreen: CustomScreen = {
  path: '/admin/users',
  label: 'Users',
  icon: faUsers,
  blurb: 'Who may edit the site, and invitations',
  title: 'Users',
  role: 'admin',
  component: lazyScreen(async () => (await import('../users/users-page.tsx')).UsersPage),
};
