import { faClipboardList } from '@fortawesome/free-solid-svg-icons/faClipboardList';
import { type CustomScreen, lazyScreen } from '../screen-types.ts';

/** Who did what, when and from where (administrators). */
export const auditScreen: CustomScreen = {
  path: '/admin/audit',
  label: 'Audit log',
  icon: faClipboardList,
  blurb: 'Every sign-in and every change',
  title: 'Audit log',
  role: 'admin',
  component: lazyScreen(async () => (await import('../audit/audit-page.tsx')).AuditPage),
};
