import { contentTypes } from '@grain/contract/content-types';
import type { FieldDef } from '@grain/contract/fields';
import type { ImageMeta } from '@grain/contract/image-meta';
import { useQuery } from '@tanstack/react-query';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { adminContentQueries, type ContentRecord } from '../../api/admin/content.ts';
import { Icon } from '../../ui/icon.tsx';
import { iconFromClass } from '../../ui/icon-names.ts';
import { fromSiteLocal, toSiteLocal, useSiteTimeZone } from '../editorial/site-time.ts';
import { LengthCounter } from '../seo/seo-previews.tsx';
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
  /** The placeholder, in place of the config's (the derived default a search field overrides). */
  placeholder?: string;
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

/**
 * A date and time picked on the site's clock (GRAIN_TIME_ZONE, as schedules are), whatever the
 * browser's zone: the form holds the UTC instant the API takes, the input its wall-clock time.
 */
function SiteTimeInput({
  name,
  form,
  common,
}: {
  name: string;
  form: UseFormReturn<FormInput>;
  common: Record<string, unknown> & { id: string };
}) {
  const zone = useSiteTimeZone();
  const zoneId = `${common.id}-zone`;
  const describedBy = [common['aria-describedby'], zoneId].filter(Boolean).join(' ');
  return (
    <>
      <Controller
        control={form.control}
        name={name}
        render={({ field: controller }) => {
          const value = typeof controller.value === 'string' ? controller.value : '';
          return (
            <input
              {...common}
              aria-describedby={describedBy}
              type="datetime-local"
              name={controller.name}
              ref={controller.ref}
              value={value && !Number.isNaN(Date.parse(value)) ? toSiteLocal(value, zone) : value}
              onChange={(event) => {
                const local = event.target.value;
                controller.onChange(local ? (fromSiteLocal(local, zone) ?? local) : '');
              }}
              onBlur={controller.onBlur}
            />
          );
        }}
      />
      <p id={zoneId} className={styles.hint}>
        Site time ({zone})
      </p>
    </>
  );
}

/** The count of a field's characters, watched on its own so that typing re-renders only it. */
function FieldLengthCounter({
  id,
  form,
  name,
  suggested,
}: {
  id: string;
  form: UseFormReturn<FormInput>;
  name: string;
  suggested: number;
}) {
  const value = useWatch({ control: form.control, name });
  return <LengthCounter id={id} length={String(value ?? '').trim().length} suggested={suggested} />;
}

/** One labelled input of a content form, chosen by the field's kind, with its hint and error. */
export function FieldControl({ name, field, form, idPrefix, record, config, onTyped, placeholder }: Props) {
  const id = `${idPrefix}-${name}`;
  const error = form.formState.errors[name]?.message;
  const hint = config.hints?.[name];
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const counterId = `${id}-count`;
  const counted = field.suggestedLength !== undefined;
  const describedBy =
    [hint ? hintId : '', counted ? counterId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const shownPlaceholder = placeholder ?? config.placeholders?.[name];
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
          placeholder={shownPlaceholder}
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
    case 'datetime':
      control = <SiteTimeInput name={name} form={form} common={common} />;
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
              removable={!field.required}
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
          placeholder={shownPlaceholder}
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
      {counted ? (
        <FieldLengthCounter id={counterId} form={form} name={name} suggested={field.suggestedLength ?? 0} />
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
