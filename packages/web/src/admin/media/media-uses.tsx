import type { ContentTypeDef } from '@grain/contract/content-types';
import { useContext } from 'react';
import { Link } from 'react-router';
import type { MediaUse } from '../../api/admin/media.ts';
import { AdminUserContext, mayOpen } from '../auth/use-admin-session.tsx';
import type { AdminScreen } from '../screen-types.ts';
import styles from './media.module.css';
import { titleOfUse, USE_STATE_LABELS } from './media-format.ts';

/** Tables whose screen is not a content type's: the catalogue's products, the owner's settings. */
const SCREEN_OF_TABLE: Readonly<Record<string, string>> = {
  products: '/admin/products',
  site_settings: '/admin/site-settings',
};
const TRASH_PATH = '/admin/trash';

/** The table a screen edits: its content type's, when it has one. */
function tableOf(screen: AdminScreen): string | undefined {
  if ('resource' in screen) return (screen.resource.type as Partial<Pick<ContentTypeDef, 'table'>>).table;
  if ('record' in screen) return screen.record.type.table;
  return undefined;
}

/** The screen that edits the records of a table. */
export function screenOfTable(screens: readonly AdminScreen[], table: string): AdminScreen | undefined {
  const fixed = SCREEN_OF_TABLE[table];
  return screens.find((screen) => (fixed ? screen.path === fixed : tableOf(screen) === table));
}

/**
 * Where a use is edited: a list screen's record opens in its form (`?edit=12`), a single
 * record's screen or the settings as they are, a trash entry in the trash.
 */
export function addressOfUse(
  screens: readonly AdminScreen[],
  use: MediaUse,
): { screen: AdminScreen; to: string } | null {
  if (use.state === 'trash') {
    const trash = screens.find((screen) => screen.path === TRASH_PATH);
    return trash ? { screen: trash, to: TRASH_PATH } : null;
  }
  const screen = screenOfTable(screens, use.entity);
  if (!screen) return null;
  const editable = 'resource' in screen && use.record_id !== null && use.state !== 'settings';
  return { screen, to: editable ? `${screen.path}?edit=${use.record_id}` : screen.path };
}

/** Each use with a key of its own: a record can use an item in several kept revisions. */
function keyed(uses: MediaUse[]) {
  const seen = new Map<string, number>();
  return uses.map((use) => {
    const base = `${use.entity}-${use.record_id}-${use.state}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { key: `${base}-${count}`, use };
  });
}

/** Where an item shows, each place linked to the screen that edits it (when the user may open it). */
export function UseList({ uses, screens }: { uses: MediaUse[]; screens: readonly AdminScreen[] }) {
  const user = useContext(AdminUserContext);
  return (
    <ul className={styles.uses}>
      {keyed(uses).map(({ key, use }) => {
        const address = addressOfUse(screens, use);
        const title = titleOfUse(use);
        // Outside the admin guard (a component test) every screen opens: the server decides.
        const linked = address && (user === null || mayOpen(user, address.screen));
        return (
          <li key={key}>
            {linked ? <Link to={address.to}>{title}</Link> : <span>{title}</span>}
            <span className={`${styles.useState} ${styles[`state-${use.state}`]}`}>{USE_STATE_LABELS[use.state]}</span>
          </li>
        );
      })}
    </ul>
  );
}
