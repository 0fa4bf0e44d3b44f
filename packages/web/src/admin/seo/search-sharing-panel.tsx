import { describeText, SITE_DESCRIPTION } from '@grain/contract/seo-pages';
import { paths } from '@grain/contract/site-paths';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { ContentRecord } from '../../api/admin/collection.ts';
import { siteSettingsQueries } from '../../api/admin/site-settings.ts';
import { FieldControl } from '../resources/field-control.tsx';
import { useObjectUrl } from '../resources/file-field.tsx';
import { removesFile } from '../resources/form-model.ts';
import type { FormConfig, FormInput, ResourceType } from '../resources/resource-config.ts';
import styles from './seo.module.css';
import { SeoPreviews } from './seo-previews.tsx';

type Values = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * What each type with a page of its own shows when its search fields are blank, as the site's
 * heads derive it (site/…/…-routes.ts): the title, the description, the picture, the address.
 */
const derivedDefaults: Record<
  string,
  { title: (v: Values) => string; description: (v: Values) => string; pictures: string[]; path: (id: string) => string }
> = {
  products: {
    title: (v) => text(v.name),
    description: (v) => describeText(text(v.short_description) || text(v.description)),
    pictures: ['image'],
    path: paths.product,
  },
  categories: {
    title: (v) => (text(v.name) ? `Products in ${text(v.name)}` : ''),
    description: (v) =>
      describeText(text(v.description) || (text(v.name) ? `Browse our ${text(v.name).toLowerCase()}.` : '')),
    pictures: ['image'],
    path: paths.productCategory,
  },
  projects: {
    title: (v) => text(v.title),
    description: (v) => describeText(text(v.short_description) || text(v.description)),
    pictures: ['project_feature_image', 'gallery_image_1'],
    path: paths.project,
  },
  services: {
    title: (v) => text(v.title),
    description: (v) => describeText(text(v.description)),
    pictures: ['image'],
    path: paths.service,
  },
  blogs: {
    title: (v) => text(v.title),
    description: (v) => describeText(text(v.description)),
    pictures: ['image'],
    path: paths.blogPost,
  },
};

/** The site's name (for derived titles), from its settings; the built-in one until they load. */
export function useSiteName(): string {
  const settings = useQuery({ ...siteSettingsQueries.edit(), retry: false });
  return settings.data?.site_name ?? 'Grain';
}

/** The host the site answers on, as previews show it. */
export const siteHost = () => (typeof window === 'undefined' ? 'example.com' : window.location.host);

/** The URL a chosen picture shows at: an upload's, a library item's, else the current one. */
function usePictureUrl(value: unknown, current: string | null): string | null {
  const uploadUrl = useObjectUrl(value instanceof File ? value : null);
  if (uploadUrl) return uploadUrl;
  if (typeof value === 'string' && value) return /^https?:/i.test(value) ? value : `/storage/${value}`;
  return current;
}

interface Props {
  fields: string[];
  def: ResourceType;
  form: UseFormReturn<FormInput>;
  idPrefix: string;
  record?: ContentRecord;
  config: FormConfig;
}

/**
 * The record form's "Search & sharing" panel (issue 48), collapsed until opened (open at once
 * when the record has values of its own): the meta title and description with their counts and
 * the derived defaults as placeholders, the sharing picture, noindex, and previews of a search
 * result and of a shared link as the page will have them.
 */
export function SearchSharingPanel({ fields, def, form, idPrefix, record, config }: Props) {
  const siteName = useSiteName();
  // Watched here, not at the form's root: typing re-renders the panel, not the whole form.
  const values = useWatch({ control: form.control }) as Values;
  const own = fields.some((name) => (name === 'noindex' ? record?.[name] === true : Boolean(record?.[name])));
  const failed = fields.some((name) => form.formState.errors[name]);
  const [open, setOpen] = useState(own);
  const defaults = derivedDefaults[def.path];
  const derivedTitle = defaults?.title({ ...record, ...values }) ?? '';
  const derivedDescription = defaults?.description({ ...record, ...values }) || '';
  const derivedPicture =
    defaults?.pictures.map((name) => record?.[`${name}_url`] as string | null | undefined).find(Boolean) ?? null;
  // A sharing picture marked to be removed leaves the page's own picture, as the head will.
  const currentPicture = removesFile(values.share_image)
    ? derivedPicture
    : ((record?.share_image_url as string | null | undefined) ?? derivedPicture);
  const picture = usePictureUrl(values.share_image, currentPicture);
  const placeholders: Record<string, string> = {
    meta_title: derivedTitle ? `${derivedTitle} | ${siteName}` : '',
    meta_description: derivedDescription || `Nothing to derive one from: “${SITE_DESCRIPTION}”`,
  };
  const title = text(values.meta_title) || placeholders.meta_title;
  const description = text(values.meta_description) || derivedDescription || SITE_DESCRIPTION;
  const path = defaults?.path(record?.id === undefined ? 'new' : String(record.id)) ?? '/';

  return (
    <details
      className={styles.panel}
      open={open || failed}
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary>
        Search &amp; sharing
        <span className={styles.summaryNote}>
          {own ? 'Own values set' : 'Using the page’s defaults'}
          {values.noindex === true ? ' · hidden from search engines' : ''}
        </span>
      </summary>
      {/* Rendered once opened: a closed panel adds no fields (nor their labels) to the form. */}
      {open || failed ? (
        <div className={styles.panelBody}>
          <p className={styles.counter}>
            Leave a field blank to keep what the page uses today, shown in grey in the field.
          </p>
          {fields.map((name) => (
            <FieldControl
              key={name}
              name={name}
              field={def.fields[name]}
              form={form}
              idPrefix={idPrefix}
              record={record}
              config={config}
              placeholder={placeholders[name]}
            />
          ))}
          <SeoPreviews title={title} description={description} host={siteHost()} path={path} image={picture} />
        </div>
      ) : null}
    </details>
  );
}
