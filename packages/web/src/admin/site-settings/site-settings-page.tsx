import { faArrowDown } from '@fortawesome/free-solid-svg-icons/faArrowDown';
import { faArrowUp } from '@fortawesome/free-solid-svg-icons/faArrowUp';
import type { FieldErrors } from '@grain/contract/envelope';
import {
  type AdminSiteSettings,
  type AnalyticsProvider,
  analyticsProviderNames,
  analyticsProviders,
  type MenuEntry,
  type SitePictureName,
  type SiteSettingsInput,
  type SocialNetwork,
  socialNetworkNames,
  socialNetworks,
} from '@grain/contract/site-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type PictureChanges, saveSiteSettings, siteSettingsQueries } from '../../api/admin/site-settings.ts';
import { ApiError } from '../../api/client.ts';
import { MediaPicker } from '../media/media-picker.tsx';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Loading } from '../ui/loading.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { useToasts } from '../ui/toasts.tsx';
import styles from './site-settings.module.css';

/** The form's state: the editable fields as the API takes them, analytics ids kept per provider. */
interface FormState {
  site_name: string;
  phone: string;
  email: string;
  social_links: Record<SocialNetwork, string>;
  menu: MenuEntry[];
  footer_text: string;
  provider: AnalyticsProvider;
  plausible_domain: string;
  matomo_url: string;
  matomo_site_id: string;
  ga4_id: string;
}

function formStateOf(settings: AdminSiteSettings): FormState {
  const { analytics } = settings;
  return {
    site_name: settings.site_name,
    phone: settings.phone,
    email: settings.email,
    social_links: { ...settings.social_links_by_network },
    menu: settings.menu.map((entry) => ({ ...entry })),
    footer_text: settings.footer_text,
    provider: analytics.provider,
    plausible_domain: analytics.provider === 'plausible' ? analytics.domain : '',
    matomo_url: analytics.provider === 'matomo' ? analytics.url : '',
    matomo_site_id: analytics.provider === 'matomo' ? analytics.site_id : '',
    ga4_id: analytics.provider === 'ga4' ? analytics.measurement_id : '',
  };
}

function inputOf(form: FormState): SiteSettingsInput {
  const analytics: SiteSettingsInput['analytics'] =
    form.provider === 'plausible'
      ? { provider: 'plausible', domain: form.plausible_domain }
      : form.provider === 'matomo'
        ? { provider: 'matomo', url: form.matomo_url, site_id: form.matomo_site_id }
        : form.provider === 'ga4'
          ? { provider: 'ga4', measurement_id: form.ga4_id }
          : { provider: 'none' };
  return {
    site_name: form.site_name,
    phone: form.phone,
    email: form.email,
    social_links: form.social_links,
    menu: form.menu,
    footer_text: form.footer_text,
    analytics,
  };
}

const pictureLabels: Record<SitePictureName, { label: string; hint: string }> = {
  logo: {
    label: 'Logo',
    hint: 'Shown in the header and footer instead of the mark and name, 48 px high. PNG, JPEG, WebP, GIF or AVIF.',
  },
  favicon: { label: 'Favicon', hint: 'The small icon of browser tabs. A square PNG of 64 × 64 pixels or more.' },
  share_image: { label: 'Default sharing picture', hint: 'Shown when a page without its own picture is shared.' },
};

function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className={styles.error}>
      {errors[0]}
    </p>
  );
}

/** A text input with its label, hint and first error. */
function TextField(props: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: FieldErrors;
  hint?: string;
  type?: string;
  placeholder?: string;
}) {
  const id = useId();
  const errors = props.errors[props.name];
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        placeholder={props.placeholder}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? `${id}-error` : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.hint ? <p className={styles.hint}>{props.hint}</p> : null}
      <FieldError id={`${id}-error`} errors={errors} />
    </div>
  );
}

type PictureChange = PictureChanges[SitePictureName];

function PictureField(props: {
  name: SitePictureName;
  current: { url: string; width: number; height: number } | null;
  change: PictureChange;
  onChange: (change: PictureChange) => void;
  errors: FieldErrors;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [picking, setPicking] = useState(false);
  const { label, hint } = pictureLabels[props.name];
  const picked = props.change && props.change !== 'remove' && !(props.change instanceof File) ? props.change : null;
  const shown = props.change === 'remove' ? null : props.current;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.picture}>
        {picked ? (
          <>
            <img src={picked.meta?.src ?? picked.url} alt="" className={styles.preview} />
            <span className={styles.none}>From the library: {picked.name}</span>
          </>
        ) : shown ? (
          <img src={shown.url} alt="" width={shown.width} height={shown.height} className={styles.preview} />
        ) : (
          <span className={styles.none}>{props.change instanceof File ? props.change.name : 'None'}</span>
        )}
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
          onChange={(event) => props.onChange(event.target.files?.[0] ?? undefined)}
        />
        <Button size="sm" aria-haspopup="dialog" onClick={() => setPicking(true)}>
          Choose from library <span className="visually-hidden">for the {label.toLowerCase()}</span>
        </Button>
        {picking ? (
          <MediaPicker
            kind="image"
            onClose={() => setPicking(false)}
            onPick={({ path, url, name, meta }) => {
              setPicking(false);
              if (input.current) input.current.value = '';
              props.onChange({ path, url, name, meta });
            }}
          />
        ) : null}
        {props.current && props.change !== 'remove' ? (
          <Button size="sm" variant="ghost" onClick={() => props.onChange('remove')}>
            Remove
          </Button>
        ) : null}
      </div>
      <p className={styles.hint}>{hint}</p>
      <FieldError id={`${id}-error`} errors={props.errors[props.name]} />
    </div>
  );
}

function MenuEditor({
  menu,
  onChange,
  errors,
}: {
  menu: MenuEntry[];
  onChange: (menu: MenuEntry[]) => void;
  errors: FieldErrors;
}) {
  const move = (index: number, by: number) => {
    const next = [...menu];
    const [entry] = next.splice(index, 1);
    next.splice(index + by, 0, entry);
    onChange(next);
  };
  const update = (index: number, change: Partial<MenuEntry>) =>
    onChange(menu.map((entry, at) => (at === index ? { ...entry, ...change } : entry)));
  return (
    <div>
      <ol className={styles.menu}>
        {menu.map((entry, index) => (
          <li key={entry.key} className={styles.menuRow}>
            <input
              aria-label={`Label of the ${entry.key} entry`}
              value={entry.label}
              aria-invalid={errors[`menu.${index}.label`] ? true : undefined}
              onChange={(event) => update(index, { label: event.target.value })}
            />
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={entry.visible}
                onChange={(event) => update(index, { visible: event.target.checked })}
              />
              Shown
            </label>
            <Button
              size="sm"
              variant="ghost"
              icon={faArrowUp}
              disabled={index === 0}
              aria-label={`Move ${entry.label} up`}
              onClick={() => move(index, -1)}
            />
            <Button
              size="sm"
              variant="ghost"
              icon={faArrowDown}
              disabled={index === menu.length - 1}
              aria-label={`Move ${entry.label} down`}
              onClick={() => move(index, 1)}
            />
            <FieldError id={`menu-${index}-error`} errors={errors[`menu.${index}.label`]} />
          </li>
        ))}
      </ol>
      <FieldError id="menu-error" errors={errors.menu} />
    </div>
  );
}

/** The admin's "Site settings" screen: one form, saved as a whole. */
export function SiteSettingsPage() {
  const query = useQuery(siteSettingsQueries.edit());
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const [form, setForm] = useState<FormState | null>(null);
  const [pictures, setPictures] = useState<PictureChanges>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const providerId = useId();
  const footerId = useId();

  useEffect(() => {
    if (query.data && !form) setForm(formStateOf(query.data));
  }, [query.data, form]);

  const save = useMutation({
    mutationFn: () => saveSiteSettings(inputOf(form as FormState), pictures),
    onSuccess: (saved) => {
      queryClient.setQueryData(siteSettingsQueries.edit().queryKey, saved);
      setForm(formStateOf(saved));
      setPictures({});
      setErrors({});
      setFailure(null);
      toasts.success('Site settings saved successfully.');
    },
    onError: (error) => {
      setErrors(error instanceof ApiError ? error.errors : {});
      setFailure(error.message);
    },
  });

  if (query.isError) return <Alert tone="error">Failed to load the site settings: {query.error.message}</Alert>;
  if (!form || !query.data) return <Loading text="Loading site settings..." />;
  const set = (change: Partial<FormState>) => setForm({ ...form, ...change });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <section className={styles.screen} aria-labelledby="admin-screen-title">
      <PageHeader
        title="Site settings"
        note="What every page of the site shows: its name, pictures, contact and menu."
      />
      {failure ? (
        <Alert tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.group}>
          <legend>Identity</legend>
          <TextField
            name="site_name"
            label="Site name"
            value={form.site_name}
            errors={errors}
            hint="In every page's title, the logo's text and the emails' sender name."
            onChange={(value) => set({ site_name: value })}
          />
          {(['logo', 'favicon', 'share_image'] as const).map((name) => (
            <PictureField
              key={name}
              name={name}
              current={query.data[name]}
              change={pictures[name]}
              errors={errors}
              onChange={(change) => setPictures({ ...pictures, [name]: change })}
            />
          ))}
        </fieldset>

        <fieldset className={styles.group}>
          <legend>Contact</legend>
          <p className={styles.hint}>
            Shown in the top bar, header and footer. Empty: the contact section's are shown.
          </p>
          <TextField
            name="phone"
            label="Phone"
            type="tel"
            value={form.phone}
            errors={errors}
            onChange={(value) => set({ phone: value })}
          />
          <TextField
            name="email"
            label="Email"
            type="email"
            value={form.email}
            errors={errors}
            onChange={(value) => set({ email: value })}
          />
        </fieldset>

        <fieldset className={styles.group}>
          <legend>Social links</legend>
          <p className={styles.hint}>Only the networks filled in are shown, each with its icon.</p>
          {socialNetworks.map((network) => (
            <TextField
              key={network}
              name={`social_links.${network}`}
              label={socialNetworkNames[network]}
              type="url"
              placeholder="https://"
              value={form.social_links[network]}
              errors={errors}
              onChange={(value) => set({ social_links: { ...form.social_links, [network]: value } })}
            />
          ))}
        </fieldset>

        <fieldset className={styles.group}>
          <legend>Main menu</legend>
          <p className={styles.hint}>Rename, reorder or hide the menu's entries; their pages stay the same.</p>
          <MenuEditor menu={form.menu} errors={errors} onChange={(menu) => set({ menu })} />
        </fieldset>

        <fieldset className={styles.group}>
          <legend>Footer</legend>
          <div className={styles.field}>
            <label htmlFor={footerId}>Footer text</label>
            <textarea
              id={footerId}
              rows={3}
              value={form.footer_text}
              onChange={(event) => set({ footer_text: event.target.value })}
            />
            <FieldError id={`${footerId}-error`} errors={errors.footer_text} />
          </div>
        </fieldset>

        <fieldset className={styles.group}>
          <legend>Analytics</legend>
          <div className={styles.field}>
            <label htmlFor={providerId}>Provider</label>
            <select
              id={providerId}
              value={form.provider}
              onChange={(event) => set({ provider: event.target.value as AnalyticsProvider })}
            >
              {analyticsProviders.map((provider) => (
                <option key={provider} value={provider}>
                  {analyticsProviderNames[provider]}
                </option>
              ))}
            </select>
            <p className={styles.hint}>
              The pages load the provider's script, and allow its addresses, only when chosen.
            </p>
          </div>
          {form.provider === 'plausible' ? (
            <TextField
              name="analytics.domain"
              label="Plausible domain"
              placeholder="example.com"
              value={form.plausible_domain}
              errors={errors}
              onChange={(value) => set({ plausible_domain: value })}
            />
          ) : null}
          {form.provider === 'matomo' ? (
            <>
              <TextField
                name="analytics.url"
                label="Matomo URL"
                placeholder="https://analytics.example.com/"
                value={form.matomo_url}
                errors={errors}
                onChange={(value) => set({ matomo_url: value })}
              />
              <TextField
                name="analytics.site_id"
                label="Matomo site id"
                placeholder="1"
                value={form.matomo_site_id}
                errors={errors}
                onChange={(value) => set({ matomo_site_id: value })}
              />
            </>
          ) : null}
          {form.provider === 'ga4' ? (
            <TextField
              name="analytics.measurement_id"
              label="Measurement id"
              placeholder="G-XXXXXXX"
              value={form.ga4_id}
              errors={errors}
              onChange={(value) => set({ ga4_id: value })}
            />
          ) : null}
        </fieldset>

        <div className={styles.actions}>
          <Button type="submit" variant="primary" busy={save.isPending} busyText="Saving...">
            Save settings
          </Button>
        </div>
      </form>
    </section>
  );
}
