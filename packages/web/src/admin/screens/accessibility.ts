import { faUniversalAccess } from '@fortawesome/free-solid-svg-icons/faUniversalAccess';
import { type CustomScreen, lazyScreen } from '../screen-types.ts';

/** Pictures shown on the site with neither alt text nor "decorative", and where (issue 47). */
export const accessibilityScreen: CustomScreen = {
  path: '/admin/accessibility',
  label: 'Accessibility',
  icon: faUniversalAccess,
  blurb: 'Pictures on the site that still need alt text',
  title: 'Accessibility',
  component: lazyScreen(async () => (await import('../media/accessibility-page.tsx')).AccessibilityPage),
};
