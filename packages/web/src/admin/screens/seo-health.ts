import { faHeartPulse } from '@fortawesome/free-solid-svg-icons/faHeartPulse';
import { type CustomScreen, lazyScreen } from '../screen-types.ts';

/** Missing, duplicate and over-long titles and descriptions, noindex pages in the menu (issue 48). */
export const seoHealthScreen: CustomScreen = {
  path: '/admin/seo-health',
  label: 'SEO health',
  icon: faHeartPulse,
  blurb: 'What search engines would find wrong with the pages',
  title: 'SEO health',
  role: 'editor',
  component: lazyScreen(async () => (await import('../seo/seo-health-page.tsx')).SeoHealthPage),
};
