import styles from './auth.module.css';

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
