import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import styles from './auth.module.css';

/** The server's reason for a refused request, or `fallback` when it gave none. */
export const messageOf = (failure: unknown, fallback: string) => {
  if (!(failure instanceof ApiError) || failure.status === 0) return fallback;
  return Object.values(failure.errors)[0]?.[0] ?? failure.message ?? fallback;
};

/**
 * The state and submit of a form that sets a new password (a reset, an invitation): every
 * field filled, the repetition the same, then `send`, with the server's reason on failure.
 */
export function useNewPasswordForm(options: {
  /** False while the form cannot be sent at all (a link without its token): nothing happens. */
  ready?: () => boolean;
  filled: () => boolean;
  mismatch: string;
  failure: string;
  initialError?: string | null;
  send: (password: string) => Promise<unknown>;
}) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(options.initialError ?? null);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || options.ready?.() === false) return;
    if (!options.filled() || !password || !repeat) {
      setError('Please fill in all fields');
      return;
    }
    if (password !== repeat) {
      setError(options.mismatch);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await options.send(password);
      setDone(true);
    } catch (failure) {
      setError(messageOf(failure, options.failure));
    } finally {
      setBusy(false);
    }
  };

  return { password, setPassword, repeat, setRepeat, busy, error, done, submit };
}

/**
 * A new password and its repetition, for a reset and for an invitation's acceptance: the
 * browser's password manager is offered the account's address (`username`) to save it with.
 */
export function NewPasswordFields({
  username,
  password,
  repeat,
  onPassword,
  onRepeat,
  labels,
}: {
  username: string;
  password: string;
  repeat: string;
  onPassword: (value: string) => void;
  onRepeat: (value: string) => void;
  labels: { password: string; repeat: string };
}) {
  return (
    <>
      <input type="text" name="username" autoComplete="username" hidden readOnly value={username} />
      <label className={styles.field}>
        <span>{labels.password}</span>
        <input
          type="password"
          name="password"
          autoComplete="new-password"
          minLength={12}
          required
          value={password}
          onChange={(event) => onPassword(event.target.value)}
        />
      </label>
      <label className={styles.field}>
        <span>{labels.repeat}</span>
        <input
          type="password"
          name="password_repeat"
          autoComplete="new-password"
          required
          value={repeat}
          onChange={(event) => onRepeat(event.target.value)}
        />
      </label>
    </>
  );
}
