import { faSliders } from '@fortawesome/free-solid-svg-icons/faSliders';
import { type CustomScreen, lazyScreen } from '../screen-types.ts';

/** The owner's settings of the site: name, pictures, contact, social links, menu, footer, analytics. */
export const siteSettingsScreen: CustomScreen = {
  path: '/admin/site-settings',
  label: 'Site settings',
  icon: faSliders,
  blurb: 'Name, logo, menu, social links and analytics',
  title: 'Site settings',
  role: 'admin',
  component: lazyScreen(async () => (await import('../site-settings/site-settings-page.tsx')).SiteSettingsPage),
};
