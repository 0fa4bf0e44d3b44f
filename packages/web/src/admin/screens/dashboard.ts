import { faGauge } from '@fortawesome/free-solid-svg-icons/faGauge';
import { ADMIN_HOME_PATH } from '../auth/auth-paths.ts';
import { type CustomScreen, lazyScreen } from '../screen-types.ts';

export const dashboardScreen: CustomScreen = {
  path: ADMIN_HOME_PATH,
  label: 'Dashboard',
  icon: faGauge,
  blurb: 'Overview and shortcuts',
  title: 'Dashboard',
  component: lazyScreen(async () => (await import('../dashboard/dashboard-page.tsx')).DashboardPage),
};
