import { faTree } from '@fortawesome/free-solid-svg-icons/faTree';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { confirmPasswordReset, requestPasswordReset } from '../../api/admin/session.ts';
import { Icon } from '../../ui/icon.tsx';
import styles from './auth.module.css';
import { ADMIN_LOGIN_PATH, FORGOT_PASSWORD_PATH } from './auth-paths.ts';
import { EmailField } from './email-field.tsx';
import { messageOf, NewPasswordFields, useNewPasswordForm } from './new-password-fields.tsx';

export const resetTexts = {
  requestHeading: 'Forgot your password?',
  requestLead: 'Enter the email address of your account: we will send it a link to choose a new password.',
  requestButton: 'Send reset link',
  resetHeading: 'Choose a new password',
  resetLead: 'At least 12 characters. A few unrelated words make a strong password that is easy to remember.',
  resetButton: 'Set new password',
  mismatch: 'The two passwords are not the same.',
  noToken: 'This password reset link is not complete. Please ask for a new one.',
  backToLogin: 'Back to login',
} as const;

export function AuthCard({ heading, lead, children }: { heading: string; lead: string; children: ReactNode }) {
  return (
    <main className={styles.loginPage}>
      <div className={styles.card}>
        <p className={styles.brand}>
          <Icon icon={faTree} /> Grain
        </p>
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.lead}>{lead}</p>
        {children}
        <p className={styles.aside}>
          <Link to={ADMIN_LOGIN_PATH}>{resetTexts.backToLogin}</Link>
        </p>
      </div>
    </main>
  );
}

/** /admin/forgot-password: the same answer whether or not the address has an account. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!email.trim()) {
      setError('Please fill in all fields');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await requestPasswordReset(email.trim());
      setSent(
        'If an account exists for that address, we have sent it a link to reset the password. The link is valid for 30 minutes.',
      );
    } catch (failure) {
      setError(messageOf(failure, 'The request failed. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard heading={resetTexts.requestHeading} lead={resetTexts.requestLead}>
      {sent ? (
        <p className={styles.notice} role="status">
          {sent}
        </p>
      ) : (
        <>
          {error ? (
            <p id={errorId} className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <form onSubmit={submit} noValidate className={styles.form} aria-describedby={error ? errorId : undefined}>
            <EmailField value={email} onChange={setEmail} />
            <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
              {busy ? 'Sending...' : resetTexts.requestButton}
            </button>
          </form>
        </>
      )}
    </AuthCard>
  );
}

/** /admin/reset-password?token=…: sets a new password; the server ends every session. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { password, setPassword, repeat, setRepeat, busy, error, done, submit } = useNewPasswordForm({
    ready: () => Boolean(token),
    filled: () => true,
    mismatch: resetTexts.mismatch,
    failure: 'The password could not be set. Please try again.',
    initialError: token ? null : resetTexts.noToken,
    send: (newPassword) => confirmPasswordReset(token, newPassword),
  });
  const errorId = useId();

  return (
    <AuthCard heading={resetTexts.resetHeading} lead={resetTexts.resetLead}>
      {done ? (
        <p className={styles.notice} role="status">
          Your password has been reset. <Link to={ADMIN_LOGIN_PATH}>Sign in</Link> with it.
        </p>
      ) : (
        <>
          {error ? (
            <p id={errorId} className={styles.error} role="alert">
              {error}
              {token ? null : (
                <>
                  {' '}
                  <Link to={FORGOT_PASSWORD_PATH}>Ask for a new link</Link>
                </>
              )}
            </p>
          ) : null}
          <form onSubmit={submit} noValidate className={styles.form} aria-describedby={error ? errorId : undefined}>
            <NewPasswordFields
              username=""
              password={password}
              repeat={repeat}
              onPassword={setPassword}
              onRepeat={setRepeat}
              labels={{ password: 'New password', repeat: 'Repeat the new password' }}
            />
            <button type="submit" className={styles.submit} disabled={busy || !token} aria-busy={busy}>
              {busy ? 'Saving...' : resetTexts.resetButton}
            </button>
          </form>
        </>
      )}
    </AuthCard>
  );
}
