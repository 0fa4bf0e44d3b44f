import { faMagnifyingGlass } from '@fortawesome/free-solid-svg-icons/faMagnifyingGlass';
import { paths } from '@grain/contract/site-paths';
import { useId, useRef } from 'react';
import { Form } from 'react-router';
import { Icon } from '../../ui/icon.tsx';
import { OverlayCloseButton } from './overlay-close-button.tsx';
import styles from './search-popup.module.css';
import { useOverlay } from './use-overlay.ts';

/** While the popup is open the page body carries this class (spec public §2). */
export const SEARCH_OPEN_CLASS = 'search-open';

/** The id the header's search button opens (`popovertarget`). */
export const SEARCH_POPUP_ID = 'search-popup';

/**
 * The site search popup, a popover (./use-overlay.ts): a required keyword field whose form is
 * a GET to the catalogue, `/products?q=…`, the URL the catalogue's own search uses. Without the
 * app the browser submits it; with the app the router does, without reloading.
 */
export function SearchPopup() {
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  useOverlay(panelRef, { initialFocusRef: inputRef, bodyClass: SEARCH_OPEN_CLASS });

  return (
    <div
      ref={panelRef}
      id={SEARCH_POPUP_ID}
      className={styles.panel}
      popover="auto"
      data-overlay=""
      role="dialog"
      aria-labelledby={`${inputId}-title`}
    >
      <OverlayCloseButton target={SEARCH_POPUP_ID} label="Close search" className={styles.close} />
      <div className={styles.inner}>
        <p id={`${inputId}-title`} className={styles.title}>
          What are you looking for?
        </p>
        <search>
          <Form className={styles.form} method="get" action={paths.products}>
            <label htmlFor={inputId} className="visually-hidden">
              Search keyword
            </label>
            <input
              ref={inputRef}
              id={inputId}
              className={styles.input}
              type="search"
              name="q"
              placeholder="Type your keyword..."
              required
              autoComplete="off"
            />
            <button type="submit" className={styles.submit} aria-label="Search">
              <Icon icon={faMagnifyingGlass} />
            </button>
          </Form>
        </search>
      </div>
    </div>
  );
}
