import { faTree } from '@fortawesome/free-solid-svg-icons/faTree';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { clearToken, fetchMe, isAdmin, login, readToken, sessionQueries, storeToken } from '../../api/admin/session.ts';
import { ApiError } from '../../api/client.ts';
import { Icon } from '../../ui/icon.tsx';
import styles from './auth.module.css';
import { ADMIN_HOME_PATH } from './auth-paths.ts';
import type { LoginState } from './use-admin-session.tsx';

export const loginTexts = {
  fillAll: 'Please fill in all fields',
  failed: 'Login failed',
  denied: 'Access denied. Admin privileges required.',
  expired: 'Your session has ended. Please sign in again.',
} as const;

/**
 * Sign-in (spec admin §2, §4, §5): both fields required; on success the token is stored and
 * verified, and only an admin goes on to the dashboard.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const expired = (location.state as LoginState | null)?.reason === 'expired';

  // Read once, as the page opens: the token a sign-in stores later leads on through submit().
  const [signedInAlready] = useState(() => readToken() !== null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!email.trim() || !password) {
      setError(loginTexts.fillAll);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { token } = await login(email.trim(), password);
      if (!token) throw new Error('The server answered without a token.');
      storeToken(token);
      const user = await fetchMe();
      if (!isAdmin(user)) {
        clearToken();
        setError(loginTexts.denied);
        setBusy(false);
        return;
      }
      queryClient.setQueryData(sessionQueries.me().queryKey, user);
      navigate(ADMIN_HOME_PATH, { replace: true });
    } catch (failure) {
      clearToken();
      setError(
        failure instanceof ApiError && failure.status > 0 && failure.message ? failure.message : loginTexts.failed,
      );
      setBusy(false);
    }
  };

  // A stored token goes through the guard, which verifies it (and removes it if it is stale),
  // without the form showing for a moment first.
  if (signedInAlready) return <Navigate to={ADMIN_HOME_PATH} replace />;

  return (
    <main className={styles.loginPage}>
      <div className={styles.card}>
        <p className={styles.brand}>
          <Icon icon={faTree} /> Grain
        </p>
        <h1 className={styles.heading}>Admin Login</h1>
        <p className={styles.lead}>Sign in to manage the website and the catalogue.</p>
        {expired && !error ? (
          <p className={styles.notice} role="status">
            {loginTexts.expired}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <form onSubmit={submit} noValidate className={styles.form} aria-describedby={error ? errorId : undefined}>
          <label className={styles.field}>
            <span>Email Address</span>
            <input
              type="email"
              name="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </label>
          <label className={styles.field}>
            <span>Password</span>
            <input
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </label>
          <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
            {busy ? 'Logging in...' : 'Login'}
          </button>
        </form>
      </div>
    </main>
  );
}
