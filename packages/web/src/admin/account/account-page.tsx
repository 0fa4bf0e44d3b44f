import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  type AccountSession,
  accountQueries,
  changePassword,
  confirmTwoFactor,
  disableTwoFactor,
  type Enrolment,
  endOtherSessions,
  endSession,
  startTwoFactor,
} from '../../api/admin/account.ts';
import { sessionQueries } from '../../api/admin/session.ts';
import { ApiError } from '../../api/client.ts';
import { useAdminUser } from '../auth/use-admin-session.tsx';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Loading } from '../ui/loading.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { TextField as Field } from '../ui/text-field.tsx';
import styles from './account.module.css';

export const accountTexts = {
  title: 'Your account',
  mustEnrol: 'Administrators must use two-factor sign-in. Set it up below before anything else.',
  passwordChanged: 'Your password has been changed. You were signed out everywhere else.',
  twoFactorOn: 'Two-factor sign-in is on.',
  twoFactorOff: 'Two-factor sign-in is off.',
  codesOnce:
    'Save these recovery codes now: they are shown only once. Each one signs you in once if you lose your phone.',
  endOthers: 'End all other sessions',
  endOne: 'End session',
  thisSession: 'This session',
} as const;

/** The message and field errors of a failed call, for a form. */
/** What a code field keeps of what is typed or pasted: its first six digits. */
const sixDigits = (value: string) => value.replace(/\D/g, '').slice(0, 6);

function failureOf(failure: unknown): { message: string; errors: Record<string, string[]> } {
  if (failure instanceof ApiError && failure.status > 0) return { message: failure.message, errors: failure.errors };
  return { message: 'The request failed. Please try again.', errors: {} };
}

function PasswordSection() {
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      setCurrent('');
      setNext('');
      setRepeat('');
      queryClient.invalidateQueries({ queryKey: accountQueries.sessions().queryKey });
    },
  });
  const failure = change.error ? failureOf(change.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMismatch(next !== repeat);
    if (next !== repeat) return;
    change.mutate({ current_password: current, password: next });
  };

  return (
    <section className={styles.section} aria-labelledby="account-password">
      <h2 id="account-password">Password</h2>
      {change.isSuccess ? <Alert tone="success">{accountTexts.passwordChanged}</Alert> : null}
      {failure && !Object.keys(failure.errors).length ? <Alert tone="error">{failure.message}</Alert> : null}
      <form className={styles.form} onSubmit={submit} noValidate>
        <input type="text" name="username" autoComplete="username" hidden readOnly value="" />
        <Field
          label="Current password"
          name="current_password"
          value={current}
          onChange={setCurrent}
          autoComplete="current-password"
          error={failure?.errors.current_password?.[0]}
        />
        <Field
          label="New password"
          name="password"
          value={next}
          onChange={setNext}
          autoComplete="new-password"
          error={failure?.errors.password?.[0]}
        />
        <Field
          label="Repeat the new password"
          name="password_repeat"
          value={repeat}
          onChange={setRepeat}
          autoComplete="new-password"
          error={mismatch ? 'The two passwords are not the same.' : undefined}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" busy={change.isPending} busyText="Saving...">
            Change password
          </Button>
        </div>
      </form>
    </section>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = `Grain recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    await navigator.clipboard?.writeText(text);
    setCopied(true);
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'grain-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div>
      <Alert tone="info">{accountTexts.codesOnce}</Alert>
      <ul className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button onClick={copy}>{copied ? 'Copied' : 'Copy'}</Button>
        <Button onClick={download}>Download</Button>
        <Button variant="primary" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}

function TwoFactorSection() {
  const queryClient = useQueryClient();
  const state = useQuery(accountQueries.twoFactor());
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [secretCopied, setSecretCopied] = useState(false);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: accountQueries.twoFactor().queryKey }),
      queryClient.invalidateQueries({ queryKey: sessionQueries.me().queryKey }),
    ]);
  const start = useMutation({
    mutationFn: startTwoFactor,
    onSuccess: (answer) => {
      setEnrolment(answer);
      setPassword('');
      setCode('');
    },
  });
  const confirm = useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: (answer) => {
      setEnrolment(null);
      setCode('');
      setCodes(answer.recovery_codes);
    },
  });
  const disable = useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => {
      setPassword('');
      setCode('');
      refresh();
    },
  });

  if (state.isPending) return <Loading text="Loading two-factor sign-in..." />;
  if (state.isError) return <Alert tone="error">Failed to load two-factor sign-in</Alert>;

  const failure = [start.error, confirm.error, disable.error]
    .map((error) => (error ? failureOf(error) : null))
    .find(Boolean);

  let body: React.ReactNode;
  if (codes) {
    body = (
      <>
        <Alert tone="success">{accountTexts.twoFactorOn}</Alert>
        <RecoveryCodes
          codes={codes}
          onDone={() => {
            setCodes(null);
            refresh();
          }}
        />
      </>
    );
  } else if (enrolment) {
    body = (
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          confirm.mutate(code.trim());
        }}
      >
        <p>Scan this QR code with your authenticator app (such as Google Authenticator, 1Password or Aegis).</p>
        <img className={styles.qr} src={enrolment.qr_code} alt="QR code to add Grain to an authenticator app" />
        <p>
          Or type this key into the app: <code className={styles.secret}>{enrolment.secret}</code>{' '}
          <Button
            size="sm"
            onClick={async () => {
              await navigator.clipboard?.writeText(enrolment.secret);
              setSecretCopied(true);
            }}
          >
            {secretCopied ? 'Copied' : 'Copy key'}
          </Button>
        </p>
        <Field
          label="Enter the 6-digit code from your authenticator app"
          name="code"
          type="text"
          inputMode="numeric"
          value={code}
          onChange={(value) => setCode(sixDigits(value))}
          autoComplete="one-time-code"
          error={confirm.error ? failureOf(confirm.error).errors.code?.[0] : undefined}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" busy={confirm.isPending} busyText="Checking...">
            Turn on two-factor sign-in
          </Button>
        </div>
      </form>
    );
  } else if (state.data.enabled) {
    body = (
      <>
        <p>
          {accountTexts.twoFactorOn} Recovery codes left: {state.data.recovery_codes_left}.
        </p>
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            disable.mutate({ password, code: code.trim() });
          }}
        >
          <p>To turn it off, confirm with your password and a current code.</p>
          <input type="text" name="username" autoComplete="username" hidden readOnly value="" />
          <Field
            label="Password"
            name="password"
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            error={disable.error ? failureOf(disable.error).errors.password?.[0] : undefined}
          />
          <Field
            label="Code from your authenticator app"
            name="code"
            type="text"
            inputMode="numeric"
            value={code}
            onChange={(value) => setCode(sixDigits(value))}
            autoComplete="one-time-code"
            error={disable.error ? failureOf(disable.error).errors.code?.[0] : undefined}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="danger" busy={disable.isPending} busyText="Turning off...">
              Turn off two-factor sign-in
            </Button>
          </div>
        </form>
      </>
    );
  } else {
    body = (
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          start.mutate(password);
        }}
      >
        {disable.isSuccess ? <Alert tone="success">{accountTexts.twoFactorOff}</Alert> : null}
        <p>
          Two-factor sign-in asks for a code from an app on your phone after your password, so a stolen password alone
          cannot open the admin.
        </p>
        <input type="text" name="username" autoComplete="username" hidden readOnly value="" />
        <Field
          label="Password"
          name="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          error={start.error ? failureOf(start.error).errors.password?.[0] : undefined}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" busy={start.isPending} busyText="Starting...">
            Set up two-factor sign-in
          </Button>
        </div>
      </form>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="account-two-factor">
      <h2 id="account-two-factor">Two-factor sign-in</h2>
      {failure && !Object.keys(failure.errors).length ? <Alert tone="error">{failure.message}</Alert> : null}
      {body}
    </section>
  );
}

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

function SessionsSection() {
  const queryClient = useQueryClient();
  const sessions = useQuery(accountQueries.sessions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountQueries.sessions().queryKey });
  const endOne = useMutation({ mutationFn: endSession, onSuccess: refresh });
  const endOthers = useMutation({ mutationFn: endOtherSessions, onSuccess: refresh });
  const failure = endOne.error ?? endOthers.error;
  const others = (sessions.data ?? []).filter((session) => !session.current).length;

  return (
    <section className={styles.section} aria-labelledby="account-sessions">
      <h2 id="account-sessions">Sessions</h2>
      <p>The browsers where you are signed in. End any you do not recognise, and change your password.</p>
      {failure ? <Alert tone="error">{failureOf(failure).message}</Alert> : null}
      {sessions.isPending ? <Loading text="Loading sessions..." /> : null}
      {sessions.isError ? <Alert tone="error">Failed to load sessions</Alert> : null}
      {sessions.data ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Browser</th>
                <th scope="col">IP address</th>
                <th scope="col">Signed in</th>
                <th scope="col">Last used</th>
                <th scope="col">
                  <span className="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sessions.data.map((session: AccountSession) => (
                <tr key={session.id}>
                  <td>{session.browser}</td>
                  <td>{session.ip_address ?? '—'}</td>
                  <td>{when(session.created_at)}</td>
                  <td>{when(session.last_used_at)}</td>
                  <td>
                    {session.current ? (
                      <span className={styles.current}>{accountTexts.thisSession}</span>
                    ) : (
                      <Button
                        size="sm"
                        variant="danger"
                        busy={endOne.isPending && endOne.variables === session.id}
                        busyText="Ending..."
                        onClick={() => endOne.mutate(session.id)}
                        aria-label={`${accountTexts.endOne}: ${session.browser}, ${session.ip_address ?? 'unknown address'}`}
                      >
                        {accountTexts.endOne}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="danger"
          disabled={others === 0}
          busy={endOthers.isPending}
          busyText="Ending..."
          onClick={() => endOthers.mutate()}
        >
          {accountTexts.endOthers}
        </Button>
      </div>
    </section>
  );
}

/** /admin/account: password, two-factor sign-in and sessions of the signed-in person. */
export function AccountPage() {
  const user = useAdminUser();
  return (
    <>
      <PageHeader title={accountTexts.title} note={user.email} />
      {user.two_factor_setup_required ? <Alert tone="info">{accountTexts.mustEnrol}</Alert> : null}
      <div className={styles.sections}>
        <TwoFactorSection />
        <PasswordSection />
        <SessionsSection />
      </div>
    </>
  );
}

export default AccountPage;
