import styles from './auth.module.css';

/** The sign-in forms' email field (spec admin §1: "Email Address"), as the login and reset pages show it. */
export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <label className={styles.field}>
      <span>Email Address</span>
      <input
        type="email"
        name="email"
        autoComplete="username"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
