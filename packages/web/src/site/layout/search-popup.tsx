import { faMagnifyingGlass } from '@fortawesome/free-solid-svg-icons/faMagnifyingGlass';
import { faXmark } from '@fortawesome/free-solid-svg-icons/faXmark';
import { useId, useRef } from 'react';
import { Icon } from '../../ui/icon.tsx';
import styles from './search-popup.module.css';
import { useDialog } from './use-dialog.ts';

/** While the popup is open the page body carries this class (spec public §2). */
export const SEARCH_OPEN_CLASS = 'search-open';

/** The site search popup: a required keyword field that, as the spec says, searches nothing. */
export function SearchPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  useDialog({ open, onClose, panelRef, initialFocusRef: inputRef, bodyClass: SEARCH_OPEN_CLASS });

  return (
    <div className={`${styles.root} ${open ? styles.open : ''}`} inert={!open}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div ref={panelRef} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={`${inputId}-title`}>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close search">
          <Icon icon={faXmark} />
        </button>
        <div className={styles.inner}>
          <p id={`${inputId}-title`} className={styles.title}>
            What are you looking for?
          </p>
          <search>
            <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
              <label htmlFor={inputId} className="visually-hidden">
                Search keyword
              </label>
              <input
                ref={inputRef}
                id={inputId}
                className={styles.input}
                type="search"
                name="keyword"
                placeholder="Type your keyword..."
                required
                autoComplete="off"
              />
              <button type="submit" className={styles.submit} aria-label="Search">
                <Icon icon={faMagnifyingGlass} />
              </button>
            </form>
          </search>
        </div>
      </div>
    </div>
  );
}
