import { faPlus } from '@fortawesome/free-solid-svg-icons/faPlus';
import { faXmark } from '@fortawesome/free-solid-svg-icons/faXmark';
import { useId } from 'react';
import { type Control, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { Icon } from '../../ui/icon.tsx';
import type { FormInput } from '../resources/resource-config.ts';
import { Button } from '../ui/button.tsx';
import styles from './products.module.css';

/** Form shape of a list of text lines (react-hook-form arrays hold objects). */
export type Lines = { value: string }[];

interface Props {
  form: UseFormReturn<FormInput>;
  name: string;
  legend: string;
  lineLabel: string;
  addLabel: string;
  placeholder: string;
  hint?: string;
}

/** An editable list of text lines (specifications, features): add, edit and remove lines. */
export function LineListField({ form, name, legend, lineLabel, addLabel, placeholder, hint }: Props) {
  // The form's values are untyped (its fields come from definitions): this part of it holds lines.
  const control = form.control as unknown as Control<Record<string, Lines>>;
  const { fields, append, remove } = useFieldArray({ control, name });
  const id = useId();
  const error = form.formState.errors[name]?.message;
  return (
    <fieldset className={styles.lines} aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {fields.length === 0 ? <p className={styles.noLines}>No lines yet.</p> : null}
      <ol className={styles.lineList}>
        {fields.map((line, index) => (
          <li key={line.id}>
            <label htmlFor={`${id}-${index}`} className="visually-hidden">
              {`${lineLabel} ${index + 1}`}
            </label>
            <input id={`${id}-${index}`} {...form.register(`${name}.${index}.value`)} placeholder={placeholder} />
            <button
              type="button"
              className={styles.removeLine}
              onClick={() => remove(index)}
              aria-label={`Remove ${lineLabel.toLowerCase()} ${index + 1}`}
            >
              <Icon icon={faXmark} />
            </button>
          </li>
        ))}
      </ol>
      {error ? <p className={styles.error}>{String(error)}</p> : null}
      <Button size="sm" icon={faPlus} onClick={() => append({ value: '' })}>
        {addLabel}
      </Button>
    </fieldset>
  );
}
