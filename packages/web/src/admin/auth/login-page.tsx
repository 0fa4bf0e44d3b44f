import { faTree } from '@fortawesome/free-solid-svg-icons/faTree';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import {
  type AdminUser,
  clearToken,
  fetchMe,
  isStaff,
  login,
  loginWithCode,
  readToken,
  sessionQueries,
  storeToken,
} from '../../api/admin/session.ts';
import { ApiError } from '../../api/client.ts';
import { Icon } from '../../ui/icon.tsx';
import styles from './auth.module.css';
import { ACCOUNT_PATH, ADMIN_HOME_PATH, FORGOT_PASSWORD_PATH } from './auth-paths.ts';
import { EmailField } from './email-field.tsx';
import type { LoginState } from './use-admin-session.tsx';

export const loginTexts = {
  fillAll: 'Please fill in all fields',
  failed: 'Login failed',
  denied: 'Access denied. Admin privileges required.',
  expired: 'Your session has ended. Please sign in again.',
  codeStep: 'Enter the 6-digit code from your authenticator app',
  recoveryStep: 'Enter one of your recovery codes',
  useRecovery: 'Use a recovery code instead',
  useCode: 'Use a code from the app instead',
  forgot: 'Forgot your password?',
} as const;

/** The step of a sign-in: the password, then (with two-factor) a code or a recovery code. */
type Step = { kind: 'password' } | { kind: 'code' | 'recovery'; challenge: string };

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
  const [code, setCode] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const expired = (location.state as LoginState | null)?.reason === 'expired';

  // Read once, as the page opens: the token a sign-in stores later leads on through submit().
  const [signedInAlready] = useState(() => readToken() !== null);

  /** Stores the token, verifies it, and lets an admin in (to enrolment first when it is required). */
  const finish = async (token: string | undefined) => {
    if (!token) throw new Error('The server answered without a token.');
    storeToken(token);
    const user: AdminUser = await fetchMe();
    if (!isStaff(user)) {
      clearToken();
      setError(loginTexts.denied);
      setBusy(false);
      return;
    }
    queryClient.setQueryData(sessionQueries.me().queryKey, user);
    navigate(user.two_factor_setup_required ? ACCOUNT_PATH : ADMIN_HOME_PATH, { replace: true });
  };

  const failed = (failure: unknown) => {
    clearToken();
    setError(
      failure instanceof ApiError && failure.status > 0 && failure.message ? failure.message : loginTexts.failed,
    );
    setBusy(false);
  };

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
      const answer = await login(email.trim(), password);
      if (answer.two_factor_required) {
        setStep({ kind: 'code', challenge: answer.challenge });
        setCode('');
        setBusy(false);
        return;
      }
      await finish(answer.token);
    } catch (failure) {
      failed(failure);
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || step.kind === 'password') return;
    if (!code.trim()) {
      setError(loginTexts.fillAll);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const secondFactor = step.kind === 'code' ? { code: code.trim() } : { recovery_code: code.trim() };
      const answer = await loginWithCode(step.challenge, secondFactor);
      await finish(answer.token);
    } catch (failure) {
      // A spent or expired challenge cannot take another code: start again from the password.
      if (failure instanceof ApiError && /expired/i.test(failure.message)) {
        setStep({ kind: 'password' });
        setPassword('');
      }
      failed(failure);
    }
  };

  const switchTo = (kind: 'code' | 'recovery') => {
    if (step.kind === 'password') return;
    setStep({ kind, challenge: step.challenge });
    setCode('');
    setError(null);
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
        {step.kind === 'password' ? (
          <>
            <form onSubmit={submit} noValidate className={styles.form} aria-describedby={error ? errorId : undefined}>
              <EmailField value={email} onChange={setEmail} />
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
            <p className={styles.aside}>
              <Link to={FORGOT_PASSWORD_PATH}>{loginTexts.forgot}</Link>
            </p>
          </>
        ) : (
          <>
            <form
              onSubmit={submitCode}
              noValidate
              className={styles.form}
              aria-describedby={error ? errorId : undefined}
            >
              <label className={styles.field}>
                <span>{step.kind === 'code' ? loginTexts.codeStep : loginTexts.recoveryStep}</span>
                <input
                  key={step.kind}
                  name={step.kind === 'code' ? 'code' : 'recovery_code'}
                  inputMode={step.kind === 'code' ? 'numeric' : 'text'}
                  autoComplete={step.kind === 'code' ? 'one-time-code' : 'off'}
                  spellCheck={false}
                  maxLength={step.kind === 'code' ? 6 : 40}
                  required
                  // biome-ignore lint/a11y/noAutofocus: the field is the only thing this step asks for
                  autoFocus
                  value={code}
                  onChange={(event) =>
                    setCode(step.kind === 'code' ? event.target.value.replace(/\D/g, '') : event.target.value)
                  }
                />
              </label>
              <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
                {busy ? 'Verifying...' : 'Verify'}
              </button>
            </form>
            <p className={styles.aside}>
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => switchTo(step.kind === 'code' ? 'recovery' : 'code')}
              >
                {step.kind === 'code' ? loginTexts.useRecovery : loginTexts.useCode}
              </button>
            </p>
          </>
        )}
      </div>
    </main>
  );
}
