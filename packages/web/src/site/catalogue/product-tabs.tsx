import { Fragment, type ReactNode, useId } from 'react';
import styles from './product-details.module.css';

export interface Tab {
  id: string;
  label: string;
  content: ReactNode;
}

/** Panels the style sheet can pair with their radio buttons (product-details.module.css). */
export const MAX_TABS = 4;

/**
 * Tabs as a group of radio buttons, their labels drawn as tabs: one tab stop, the arrow keys
 * move between them, and the browser shows the checked one's panel (product-details.module.css)
 * with or without the app; a tab picked before the app started stays picked.
 */
export function Tabs({ tabs, label }: { tabs: Tab[]; label: string }) {
  const group = useId();
  const shown = tabs.slice(0, MAX_TABS);
  if (shown.length === 0) return null;
  const tabId = (tab: Tab) => `${group}-tab-${tab.id}`;
  const labelId = (tab: Tab) => `${group}-label-${tab.id}`;
  const panelId = (tab: Tab) => `${group}-panel-${tab.id}`;
  return (
    <div className={styles.tabs}>
      <div className={styles.tabList} role="radiogroup" aria-label={label}>
        {shown.map((tab, index) => (
          <Fragment key={tab.id}>
            <input
              type="radio"
              name={group}
              id={tabId(tab)}
              className={`visually-hidden ${styles.tabPick}`}
              defaultChecked={index === 0}
              aria-controls={panelId(tab)}
            />
            <label id={labelId(tab)} htmlFor={tabId(tab)} className={styles.tab}>
              {tab.label}
            </label>
          </Fragment>
        ))}
      </div>
      {shown.map((tab) => (
        <section key={tab.id} id={panelId(tab)} aria-labelledby={labelId(tab)} className={styles.tabPanel}>
          {tab.content}
        </section>
      ))}
    </div>
  );
}
