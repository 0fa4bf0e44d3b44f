import { faMagnifyingGlass } from '@fortawesome/free-solid-svg-icons/faMagnifyingGlass';
import { type CustomScreen, lazyScreen } from '../screen-types.ts';

/** The fixed pages' meta titles, descriptions, sharing pictures and noindex (issue 48; editors and up). */
export const searchSharingScreen: CustomScreen = {
  path: '/admin/search-sharing',
  label: 'Search & sharing',
  icon: faMagnifyingGlass,
  blurb: 'How the fixed pages show in search results and shared links',
  title: 'Search & sharing',
  role: 'editor',
  component: lazyScreen(async () => (await import('../seo/page-seo-page.tsx')).PageSeoPage),
};
