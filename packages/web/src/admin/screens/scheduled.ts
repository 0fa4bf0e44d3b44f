import { faCalendarDays } from '@fortawesome/free-solid-svg-icons/faCalendarDays';
import { type CustomScreen, lazyScreen } from '../screen-types.ts';

export const scheduledScreen: CustomScreen = {
  path: '/admin/scheduled',
  label: 'Scheduled',
  icon: faCalendarDays,
  blurb: 'Publishes and unpublishes set for later',
  title: 'Scheduled',
  component: lazyScreen(async () => (await import('../editorial/scheduled-page.tsx')).ScheduledPage),
};
