import { useId } from 'react';
import styles from './text-field.module.css';

/** A labelled input with its error below, tied to it for screen readers (account, users, invitation). */
export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  type = 'password',
  autoComplete,
  inputMode,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: string;
  autoComplete: string;
  inputMode?: 'numeric';
}) {
  const inputId = useId();
  const errorId = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        type={type}
        name={name}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <span id={errorId} className={styles.fieldError}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
