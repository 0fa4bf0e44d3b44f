import { type RefObject, useEffect } from 'react';

/** Keys typed into a field or said to an open dialog are theirs, not the list's. */
function isForSomethingElse(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return true;
  const target = event.target;
  if (target instanceof HTMLElement) {
    if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  }
  return document.querySelector('[aria-modal="true"]') !== null;
}

/**
 * The list shortcuts: `/` goes to the search field, `n` opens the add form where the screen
 * can add. Ignored while typing in a field or with a dialog open.
 */
export function useListShortcuts(search: RefObject<HTMLElement | null>, create?: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isForSomethingElse(event)) return;
      if (event.key === '/' && search.current) {
        event.preventDefault();
        search.current.focus();
      } else if ((event.key === 'n' || event.key === 'N') && create) {
        event.preventDefault();
        create();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [search, create]);
}
