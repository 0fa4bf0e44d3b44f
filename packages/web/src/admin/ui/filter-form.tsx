import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from './button.tsx';
import styles from './filter-form.module.css';

/** Classes for a filter form's fields: `wide` (two columns) and `check` (a checkbox). */
export const filterFieldStyles = { wide: styles.wide, check: styles.check };

/**
 * The values of a filter form, kept as typed until applied. `set(name)` is a text field's or
 * select's onChange; an emptied field is left out.
 */
export function useFilterValues<T extends object>(filters: T) {
  const [values, setValues] = useState<T>(filters);
  const set = (name: keyof T & string) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value || undefined }));
  return { values, setValues, set };
}

/**
 * A screen's filter form: its fields, then Filter, which applies them together, and Clear,
 * which empties them and applies that.
 */
export function FilterForm({
  label,
  onFilter,
  onClear,
  children,
}: {
  label: string;
  onFilter: () => void;
  onClear: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter();
  };
  return (
    <form className={styles.filters} onSubmit={submit} aria-label={label}>
      {children}
      <div className={styles.actions}>
        <Button type="submit" variant="primary">
          Filter
        </Button>
        <Button onClick={onClear}>Clear</Button>
      </div>
    </form>
  );
}

/** A labelled select of a filter form whose first option, `anyLabel`, is no filter. */
export function FilterSelect({
  id,
  name,
  label,
  anyLabel,
  value,
  onChange,
  options,
}: {
  id: string;
  name: string;
  label: string;
  anyLabel: string;
  value: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
  options: ReadonlyArray<{ value: string | number; label: ReactNode }>;
}) {
  return (
    <label htmlFor={id}>
      {label}
      <select id={id} name={name} value={value ?? ''} onChange={onChange}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A labelled date of a filter form (two sit side by side on phones). */
export function FilterDate({
  id,
  name,
  label,
  value,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
}) {
  return (
    <label htmlFor={id} className={styles.half}>
      {label}
      <input id={id} name={name} type="date" value={value ?? ''} onChange={onChange} />
    </label>
  );
}
