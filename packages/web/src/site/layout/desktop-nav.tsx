import { faChevronDown } from '@fortawesome/free-solid-svg-icons/faChevronDown';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../ui/icon.tsx';
import styles from './desktop-nav.module.css';
import { activeChild, isGroup, isLinkActive, type MenuGroup, mainMenu } from './menu.ts';

/**
 * The desktop main menu. Sub-menus open on hover for the mouse and as disclosure buttons for
 * the keyboard (Enter, Space or ArrowDown; Escape closes and returns to the button).
 */
export function DesktopNav() {
  const { pathname } = useLocation();
  const [openGroup, setOpenGroup] = useState<string | null>(null);

  // A new page closes any open sub-menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpenGroup(null), [pathname]);

  return (
    <nav className={styles.nav} aria-label="Main">
      <ul className={styles.menu}>
        {mainMenu.map((item) =>
          isGroup(item) ? (
            <SubMenu
              key={item.label}
              group={item}
              pathname={pathname}
              open={openGroup === item.label}
              onOpenChange={(open) => setOpenGroup(open ? item.label : null)}
            />
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

interface SubMenuProps {
  group: MenuGroup;
  pathname: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function SubMenu({ group, pathname, open, onOpenChange }: SubMenuProps) {
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const current = activeChild(group, pathname);

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  const focusLink = (index: number) => {
    // The list becomes visible in the next frame once `open` has rendered.
    requestAnimationFrame(() => {
      const all = links();
      all[(index + all.length) % all.length]?.focus();
    });
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      onOpenChange(true);
      focusLink(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      onOpenChange(true);
      focusLink(-1);
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
      onMouseEnter={() => onOpenChange(true)}
      onMouseLeave={() => onOpenChange(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          onOpenChange(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.link} ${styles.toggle} ${current ? styles.groupActive : ''}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onButtonKeyDown}
      >
        {group.label}
        <Icon icon={faChevronDown} className={styles.chevron} />
      </button>
      <ul id={id} ref={listRef} className={`${styles.submenu} ${open ? styles.open : ''}`} onKeyDown={onListKeyDown}>
        {group.children.map((child) => (
          <li key={child.to}>
            <Link
              to={child.to}
              className={styles.sublink}
              aria-current={child === current ? 'page' : undefined}
              onClick={() => onOpenChange(false)}
            >
              {child.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
