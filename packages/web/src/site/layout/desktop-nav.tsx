import { faChevronDown } from '@fortawesome/free-solid-svg-icons/faChevronDown';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../ui/icon.tsx';
import styles from './desktop-nav.module.css';
import { activeChild, isGroup, isLinkActive, type MenuGroup, useMainMenu } from './menu.ts';

/** The sub-menus' `<details name>`: the browser keeps one of them open at a time. */
const GROUP_NAME = 'main-menu';

/**
 * The desktop main menu. Each sub-menu is a `<details>`, so it opens and closes with a click
 * or Enter before and without the app, and one at a time. The app adds the rest: hover opens
 * it for the mouse, ArrowDown and ArrowUp open it and move through its links, Escape closes it
 * and returns to its toggle, and leaving it or the page closes it.
 */
export function DesktopNav() {
  const { pathname } = useLocation();
  const menu = useMainMenu();
  return (
    <nav className={styles.nav} aria-label="Main">
      <ul className={styles.menu}>
        {menu.map((item) =>
          isGroup(item) ? (
            <SubMenu key={item.label} group={item} pathname={pathname} />
          ) : (
            <li key={item.label} className={styles.item}>
              <Link
                to={item.to}
                className={styles.link}
                aria-current={isLinkActive(item.to, pathname) ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function SubMenu({ group, pathname }: { group: MenuGroup; pathname: string }) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const current = activeChild(group, pathname);

  // The open state is the element's own (it may have been opened before the app started).
  const setOpen = (open: boolean) => {
    if (detailsRef.current && detailsRef.current.open !== open) detailsRef.current.open = open;
  };
  const isOpen = () => detailsRef.current?.open ?? false;

  // A new page closes the sub-menu; the first render keeps what the visitor opened.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setOpen(false);
  });

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const focusLink = (index: number) => {
    setOpen(true);
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen()) {
      event.stopPropagation();
      setOpen(false);
      summaryRef.current?.focus();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && event.target === summaryRef.current) {
      event.preventDefault();
      focusLink(event.key === 'ArrowDown' ? 0 : -1);
    }
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      all[(index + (event.key === 'ArrowDown' ? 1 : -1) + all.length) % all.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      all[event.key === 'Home' ? 0 : all.length - 1]?.focus();
    }
  };

  return (
    <li
      className={styles.item}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <details ref={detailsRef} name={GROUP_NAME} className={styles.group}>
        <summary ref={summaryRef} className={`${styles.link} ${styles.toggle} ${current ? styles.groupActive : ''}`}>
          {group.label}
          <Icon icon={faChevronDown} className={styles.chevron} />
        </summary>
        <ul ref={listRef} className={styles.submenu} onKeyDown={onListKeyDown}>
          {group.children.map((child) => (
            <li key={child.to}>
              <Link to={child.to} className={styles.sublink} aria-current={child === current ? 'page' : undefined}>
                {child.label}
              </Link>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
