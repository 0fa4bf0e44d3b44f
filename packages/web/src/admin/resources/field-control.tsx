import { contentTypes } from '@grain/contract/content-types';
import type { FieldDef } from '@grain/contract/fields';
import type { ImageMeta } from '@grain/contract/image-meta';
import { useQuery } from '@tanstack/react-query';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { adminContentQueries, type ContentRecord } from '../../api/admin/content.ts';
import { Icon } from '../../ui/icon.tsx';
import { iconFromClass } from '../../ui/icon-names.ts';
import { FileField } from './file-field.tsx';
import styles from './resource.module.css';
import type { FormConfig, FormInput } from './resource-config.ts';

interface Props {
  name: string;
  field: FieldDef;
  form: UseFormReturn<FormInput>;
  idPrefix: string;
  record?: ContentRecord;
  config: FormConfig;
  /** Called after the value of this field changed by typing (the slug rule listens to its source). */
  onTyped?: (value: string) => void;
}

/** Whether a field takes a whole row of the form grid. */
export const isWide = (field: FieldDef) =>
  ['textarea', 'html', 'map-embed', 'image', 'video', 'boolean'].includes(field.kind);

/** The options of a reference field: the records of the referenced content type. */
function ReferenceSelect({
  field,
  id,
  form,
  name,
  describedBy,
}: {
  field: FieldDef;
  id: string;
  form: UseFormReturn<FormInput>;
  name: string;
  describedBy?: string;
}) {
  const def = contentTypes.find((type) => type.table === field.references);
  if (!def) throw new Error(`No content type for the table ${field.references}.`);
  const options = useQuery(adminContentQueries(def).list());
  const invalid = Boolean(form.formState.errors[name]);
  return (
    <select
      id={id}
      {...form.register(name)}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      aria-required={field.required || undefined}
    >
      <option value="">{options.isPending ? 'Loading...' : `Select ${field.label.toLowerCase()}`}</option>
      {(options.data ?? []).map((option) => (
        <option key={option.id} value={String(option.id)}>
          {String(option.name ?? option.title ?? option.id)}
          {option.is_active === false ? ' (inactive)' : ''}
        </option>
      ))}
    </select>
  );
}

/** One labelled input of a content form, chosen by the field's kind, with its hint and error. */
export function FieldControl({ name, field, form, idPrefix, record, config, onTyped }: Props) {
  const id = `${idPrefix}-${name}`;
  const error = form.formState.errors[name]?.message;
  const hint = config.hints?.[name];
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required || undefined,
  } as const;
  const register = () =>
    form.register(name, {
      onChange: onTyped ? (event: { target: { value: string } }) => onTyped(event.target.value) : undefined,
    });

  let control: React.ReactNode;
  switch (field.kind) {
    case 'boolean':
      return (
        <div className={`${styles.field} ${styles.wide}`}>
          <label className={styles.checkbox}>
            <input type="checkbox" {...common} {...register()} />
            <span>{field.label}</span>
          </label>
          {hint ? (
            <p id={hintId} className={styles.hint}>
              {hint}
            </p>
          ) : null}
        </div>
      );
    case 'textarea':
    case 'html':
    case 'map-embed':
      control = (
        <textarea
          {...common}
          {...register()}
          rows={field.kind === 'html' ? 8 : field.kind === 'map-embed' ? 3 : 4}
          maxLength={field.maxLength}
          placeholder={config.placeholders?.[name]}
        />
      );
      break;
    case 'integer':
    case 'decimal':
    case 'reference':
      control =
        field.kind === 'reference' ? (
          <ReferenceSelect field={field} id={id} form={form} name={name} describedBy={describedBy} />
        ) : (
          <input
            {...common}
            {...register()}
            type="number"
            inputMode={field.kind === 'integer' ? 'numeric' : 'decimal'}
            step={field.kind === 'integer' ? 1 : 0.01}
            min={field.min}
            max={field.max}
          />
        );
      break;
    case 'date':
      control = <input {...common} {...register()} type="date" />;
      break;
    case 'image':
    case 'video':
      control = (
        <Controller
          control={form.control}
          name={name}
          render={({ field: controller }) => (
            <FileField
              id={id}
              label={field.label}
              kind={field.kind === 'video' ? 'video' : 'image'}
              value={controller.value instanceof File || typeof controller.value === 'string' ? controller.value : null}
              onChange={(file) => controller.onChange(file)}
              onBlur={controller.onBlur}
              currentUrl={(record?.[`${name}_url`] as string | null | undefined) ?? null}
              currentValue={(record?.[name] as string | null | undefined) ?? null}
              currentMeta={(record?.[`${name}_meta`] as ImageMeta | null | undefined) ?? null}
              previewWidth={config.previewWidth?.[name]}
              required={field.required && !record?.[name]}
              invalid={Boolean(error)}
              describedBy={describedBy}
            />
          )}
        />
      );
      break;
    default:
      control = (
        <input
          {...common}
          {...register()}
          type={field.kind === 'email' ? 'email' : field.kind === 'url' ? 'url' : 'text'}
          maxLength={field.maxLength}
          placeholder={config.placeholders?.[name]}
          autoComplete="off"
        />
      );
  }

  const iconClass = field.kind === 'icon-class' ? String(form.watch(name) ?? '') : '';
  return (
    <div className={`${styles.field} ${isWide(field) ? styles.wide : ''}`}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {field.label}
        </label>
        {/* Outside the label so that the field's name stays its label; aria-required says it. */}
        {field.required && !(isFileFieldKind(field) && record?.[name]) ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      {field.kind === 'icon-class' ? (
        <div className={styles.iconInput}>
          <span className={styles.iconPreview} aria-hidden="true">
            <Icon icon={iconFromClass(iconClass)} />
          </span>
          {control}
        </div>
      ) : (
        control
      )}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {String(error)}
        </p>
      ) : null}
    </div>
  );
}

const isFileFieldKind = (field: FieldDef) => field.kind === 'image' || field.kind === 'video';
