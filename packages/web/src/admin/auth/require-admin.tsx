import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isStaff, readToken, sessionQueries } from '../../api/admin/session.ts';
import { onUnauthorised } from '../../api/client.ts';
import styles from './auth.module.css';
import { ACCOUNT_PATH, ADMIN_LOGIN_PATH } from './auth-paths.ts';
import { AdminUserContext, useEndSession } from './use-admin-session.tsx';

/**
 * The session guard (spec admin §4): no stored token → login; a stored token is verified
 * through /api/me (state "checking"); an author, editor or administrator is let in; another role or a failed check
 * removes the token and goes to login. A 401 from any later admin call ends the session too.
 * An administrator who must set up two-factor sign-in is kept on the account screen until then.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  // undefined until the effect has read localStorage (render code stays free of browser globals).
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const endSession = useEndSession();
  const ended = useRef(false);
  const me = useQuery({ ...sessionQueries.me(), enabled: Boolean(token) });
  const location = useLocation();
  const seenPath = useRef(location.pathname);
  const { refetch } = me;

  // Lists are public reads, which answer a revoked token as a visitor's: without asking again,
  // a browser whose session was ended elsewhere would go on browsing. Each move to another
  // screen re-checks the session (a 401 ends it here, with the notice).
  useEffect(() => {
    if (seenPath.current === location.pathname) return;
    seenPath.current = location.pathname;
    if (token) void refetch();
  }, [location.pathname, token, refetch]);

  useEffect(() => setToken(readToken()), []);

  useEffect(
    () =>
      onUnauthorised(() => {
        if (ended.current) return;
        ended.current = true;
        endSession('expired');
      }),
    [endSession],
  );

  const refused = me.isError || (me.data !== undefined && !isStaff(me.data));
  useEffect(() => {
    if (!refused || ended.current) return;
    ended.current = true;
    endSession();
  }, [refused, endSession]);

  if (token === null) return <Navigate to={ADMIN_LOGIN_PATH} replace />;
  if (!token || !me.data || refused) {
    return (
      <div className={styles.checking} role="status" aria-live="polite">
        <span className={styles.spinner} aria-hidden="true" />
        Checking your session...
      </div>
    );
  }
  // An administrator who must use two-factor sign-in sets it up before anything else (the API refuses the rest).
  if (me.data.two_factor_setup_required && location.pathname !== ACCOUNT_PATH) {
    return <Navigate to={ACCOUNT_PATH} replace />;
  }
  return <AdminUserContext.Provider value={me.data}>{children}</AdminUserContext.Provider>;
}
