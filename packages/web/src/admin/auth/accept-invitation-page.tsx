import { roleLabel } from '@grain/contract/roles';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { acceptInvitation, readInvitation } from '../../api/admin/staff.ts';
import { ApiError } from '../../api/client.ts';
import styles from './auth.module.css';
import { ADMIN_LOGIN_PATH } from './auth-paths.ts';
import { NewPasswordFields, useNewPasswordForm } from './new-password-fields.tsx';
import { AuthCard } from './password-reset-pages.tsx';

export const invitationTexts = {
  heading: 'Join the Grain admin',
  lead: 'Choose your name and a password to finish setting up your account.',
  noToken: 'This invitation link is incomplete. Open the link from the invitation again.',
  mismatch: 'The passwords do not match.',
} as const;

/**
 * /admin/accept-invitation?token=…: the invitation's address and role, then the person's name
 * and password (checked for strength by the server). The link is spent when the account is made.
 */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => readInvitation(token),
    enabled: Boolean(token),
    retry: false,
  });
  const [fname, setFname] = useState('');
  const [lname, setLname] = useState('');
  const { password, setPassword, repeat, setRepeat, busy, error, done, submit } = useNewPasswordForm({
    filled: () => Boolean(fname.trim() && lname.trim()),
    mismatch: invitationTexts.mismatch,
    failure: 'The account could not be created. Please try again.',
    send: (newPassword) => acceptInvitation({ token, fname, lname, password: newPassword }),
  });
  const errorId = useId();

  let body: React.ReactNode;
  if (!token) body = <p className={styles.error}>{invitationTexts.noToken}</p>;
  else if (invitation.isPending) body = <p role="status">Checking the invitation...</p>;
  else if (invitation.isError) {
    const reason =
      invitation.error instanceof ApiError && invitation.error.status === 400
        ? invitation.error.message
        : 'The invitation could not be checked. Please try again.';
    body = (
      <p className={styles.error} role="alert">
        {reason}
      </p>
    );
  } else if (done) {
    body = (
      <p className={styles.notice} role="status">
        Your account is ready. <Link to={ADMIN_LOGIN_PATH}>Sign in</Link> with {invitation.data.email} and your new
        password.
      </p>
    );
  } else {
    body = (
      <>
        <p className={styles.notice}>
          You are invited as <strong>{roleLabel(invitation.data.role).toLowerCase()}</strong> with the address{' '}
          <strong>{invitation.data.email}</strong>.
        </p>
        {error ? (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <form onSubmit={submit} noValidate className={styles.form} aria-describedby={error ? errorId : undefined}>
          <label className={styles.field}>
            <span>First name</span>
            <input
              name="fname"
              autoComplete="given-name"
              required
              value={fname}
              onChange={(event) => setFname(event.target.value)}
            />
          </label>
          <label className={styles.field}>
            <span>Last name</span>
            <input
              name="lname"
              autoComplete="family-name"
              required
              value={lname}
              onChange={(event) => setLname(event.target.value)}
            />
          </label>
          <NewPasswordFields
            username={invitation.data.email}
            password={password}
            repeat={repeat}
            onPassword={setPassword}
            onRepeat={setRepeat}
            labels={{ password: 'Password (at least 12 characters)', repeat: 'Repeat the password' }}
          />
          <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
            {busy ? 'Creating your account...' : 'Create my account'}
          </button>
        </form>
      </>
    );
  }

  return (
    <AuthCard heading={invitationTexts.heading} lead={invitationTexts.lead}>
      {body}
    </AuthCard>
  );
}
