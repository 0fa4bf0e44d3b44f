import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { messageQueries } from '../../api/admin/messages.ts';
import { Icon } from '../../ui/icon.tsx';
import { mayOpen, useAdminUser, useMay } from '../auth/use-admin-session.tsx';
import type { CustomScreen, ScreenProps } from '../screen-types.ts';
import styles from './dashboard.module.css';
import { DemoPanel } from './demo-panel.tsx';

/** The dashboard: a welcome and a shortcut to every screen (the spec's page was empty). */
export function DashboardPage({ screen, screens }: ScreenProps<CustomScreen>) {
  const user = useAdminUser();
  const shortcuts = screens.filter((entry) => entry !== screen && mayOpen(user, entry));
  const readsMessages = useMay('editor');
  const unread = useQuery({ ...messageQueries.unreadCount(), enabled: readsMessages }).data?.unread_count ?? 0;
  return (
    <section aria-labelledby="admin-screen-title">
      <div className={styles.hero}>
        <h1 id="admin-screen-title" className={styles.title}>
          {screen.title}
        </h1>
        <p className={styles.lead}>
          Good to see you, {user.fname}. Choose what you would like to update on the website.
        </p>
      </div>
      <ul className={styles.grid}>
        {shortcuts.map((entry) => (
          <li key={entry.path}>
            <Link to={entry.path} className={styles.card}>
              <span className={styles.icon} aria-hidden="true">
                <Icon icon={entry.icon} />
              </span>
              <span className={styles.text}>
                <span className={styles.name}>{entry.label}</span>
                <span className={styles.blurb}>
                  {entry.showsUnread && unread > 0 ? `${unread} unread · ${entry.blurb}` : entry.blurb}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <DemoPanel />
    </section>
  );
}
