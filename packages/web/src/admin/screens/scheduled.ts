import { faClock } from '@fortawesome/free-solid-svg-icons/faClock';
import { type CustomScreen, lazyScreen } from '../screen-types.ts';

export const scheduledScreen: CustomScreen = {
  path: '/admin/scheduled',
  label: 'Scheduled',
  icon: faClock,
  blurb: 'Publishes and unpublishes waiting for their time',
  title: 'Scheduled',
  component: lazyScreen(async () => (await import('../editorial/schedules-page.tsx')).SchedulesPage),
};
