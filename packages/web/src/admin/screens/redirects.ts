import { faSignsPost } from '@fortawesome/free-solid-svg-icons/faSignsPost';
import { type CustomScreen, lazyScreen } from '../screen-types.ts';

/** Old addresses sent on to new ones, and the pages visitors did not find (editors and up). */
export const redirectsScreen: CustomScreen = {
  path: '/admin/redirects',
  label: 'Redirects',
  icon: faSignsPost,
  blurb: 'Old addresses sent on, and pages not found',
  title: 'Redirects',
  role: 'editor',
  component: lazyScreen(async () => (await import('../redirects/redirects-page.tsx')).RedirectsPage),
};
