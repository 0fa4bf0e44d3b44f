import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { ADMIN_LOGIN_PATH } from '../auth/auth-paths.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';

/**
 * Unsaved changes are not lost silently: closing a dirty form, following a link away from it
 * or leaving the page asks first. Returns the close request to wire to Cancel, X, overlay and
 * Escape, the dirty reporter for the form, and the question dialog to render.
 */
export function useDiscardGuard(close: () => void) {
  const dirtyRef = useRef(false);
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const onDirtyChange = useCallback((value: boolean) => {
    dirtyRef.current = value;
    setDirty(value);
  }, []);
  // An ended session always goes to the login page, changes or not.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      nextLocation.pathname !== ADMIN_LOGIN_PATH,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const requestClose = useCallback(() => {
    if (dirtyRef.current) setAsking(true);
    else close();
  }, [close]);

  const leaving = blocker.state === 'blocked';
  const dialog =
    asking || leaving ? (
      <ConfirmDialog
        title="Discard changes?"
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        onConfirm={() => {
          setAsking(false);
          if (leaving) blocker.proceed();
          else close();
        }}
        onCancel={() => {
          setAsking(false);
          if (leaving) blocker.reset();
        }}
      >
        <p>You have unsaved changes. If you leave this form now, they will be lost.</p>
      </ConfirmDialog>
    ) : null;
  return { requestClose, onDirtyChange, dialog };
}
