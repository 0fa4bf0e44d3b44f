import {
  type PageSeo,
  SEO_DESCRIPTION_MAX,
  SEO_DESCRIPTION_SUGGESTED,
  SEO_TITLE_MAX,
  SEO_TITLE_SUGGESTED,
  type SeoPageKey,
  seoPages,
} from '@grain/contract/seo-pages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { MediaItem } from '../../api/admin/media.ts';
import { invalidateSeo, savePageSeo, seoQueries } from '../../api/admin/seo.ts';
import { ApiError } from '../../api/client.ts';
import { MediaPicker } from '../media/media-picker.tsx';
import fieldStyles from '../resources/resource.module.css';
import type { CustomScreen, ScreenProps } from '../screen-types.ts';
import { Button } from '../ui/button.tsx';
import { describeFailure } from '../ui/failure.ts';
import { FailureAlert } from '../ui/failure-alert.tsx';
import { Loading } from '../ui/loading.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { useToasts } from '../ui/toasts.tsx';
import { siteHost, useSiteName } from './search-sharing-panel.tsx';
import styles from './seo.module.css';
import { LengthCounter, SeoPreviews } from './seo-previews.tsx';

type FixedPage = (typeof seoPages)[number];

interface Draft {
  meta_title: string;
  meta_description: string;
  share_image: { path: string; url: string } | null;
  noindex: boolean;
}

const draftOf = (page: PageSeo | undefined): Draft => ({
  meta_title: page?.meta_title ?? '',
  meta_description: page?.meta_description ?? '',
  share_image: page?.share_image ? { path: page.share_image, url: page.share_image_url ?? '' } : null,
  noindex: page?.noindex ?? false,
});

const ownValues = (page: PageSeo | undefined) =>
  Boolean(page?.meta_title || page?.meta_description || page?.share_image || page?.noindex);

/** One fixed page's values, in its own form. */
function PageSeoForm({ page, saved, siteName }: { page: FixedPage; saved: PageSeo | undefined; siteName: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const [picking, setPicking] = useState(false);
  const derivedTitle = `${page.title} | ${siteName}`;
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const answer = await savePageSeo(page.key as SeoPageKey, {
        meta_title: draft.meta_title,
        meta_description: draft.meta_description,
        share_image: draft.share_image?.path ?? null,
        noindex: draft.noindex,
      });
      setDraft(draftOf(answer));
      await invalidateSeo(queryClient);
      toasts.success(`The search and sharing values of ${page.title} were saved.`);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.errors);
      toasts.failure(describeFailure(error, `Failed to save the values of ${page.title}.`));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: 'meta_title' | 'meta_description', label: string, max: number, suggested: number) => {
    const inputId = `${id}-${name}`;
    const error = errors[name]?.[0];
    const describedBy = [`${inputId}-count`, error ? `${inputId}-error` : ''].filter(Boolean).join(' ');
    const common = {
      id: inputId,
      value: draft[name],
      maxLength: max,
      placeholder: name === 'meta_title' ? derivedTitle : `Made from ${page.description}`,
      'aria-describedby': describedBy,
      'aria-invalid': error ? true : undefined,
    } as const;
    return (
      <div className={`${fieldStyles.field} ${fieldStyles.wide}`}>
        <label htmlFor={inputId} className={fieldStyles.label}>
          {label}
        </label>
        {name === 'meta_title' ? (
          <input {...common} type="text" autoComplete="off" onChange={(e) => set({ [name]: e.target.value })} />
        ) : (
          <textarea {...common} rows={3} onChange={(e) => set({ [name]: e.target.value })} />
        )}
        <LengthCounter id={`${inputId}-count`} length={draft[name].trim().length} suggested={suggested} />
        {error ? (
          <p id={`${inputId}-error`} className={fieldStyles.error}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  const pick = (item: MediaItem) => {
    set({ share_image: { path: item.path, url: item.url } });
    setPicking(false);
  };

  return (
    <form className={styles.pageForm} onSubmit={submit} noValidate aria-label={`Search & sharing of ${page.title}`}>
      {field('meta_title', 'Meta title', SEO_TITLE_MAX, SEO_TITLE_SUGGESTED)}
      {field('meta_description', 'Meta description', SEO_DESCRIPTION_MAX, SEO_DESCRIPTION_SUGGESTED)}
      <div className={`${fieldStyles.field} ${fieldStyles.wide}`}>
        <span className={fieldStyles.label}>Sharing picture</span>
        <div className={styles.pictureRow}>
          <span>{draft.share_image ? draft.share_image.path.split('/').pop() : 'The site’s sharing picture'}</span>
          <Button size="sm" onClick={() => setPicking(true)}>
            Choose from library
          </Button>
          {draft.share_image ? (
            <Button size="sm" variant="ghost" onClick={() => set({ share_image: null })}>
              Remove picture
            </Button>
          ) : null}
        </div>
        {errors.share_image?.[0] ? <p className={fieldStyles.error}>{errors.share_image[0]}</p> : null}
      </div>
      <label className={fieldStyles.checkbox}>
        <input type="checkbox" checked={draft.noindex} onChange={(e) => set({ noindex: e.target.checked })} />
        <span>Hide from search engines (noindex)</span>
      </label>
      <SeoPreviews
        headingLevel={2}
        title={draft.meta_title.trim() || derivedTitle}
        description={draft.meta_description.trim() || `(Made from ${page.description}.)`}
        host={siteHost()}
        path={page.path}
        image={draft.share_image?.url ?? null}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" busy={busy} busyText="Saving...">
          Save {page.title}
        </Button>
      </div>
      {picking ? <MediaPicker kind="image" onPick={pick} onClose={() => setPicking(false)} /> : null}
    </form>
  );
}

/**
 * The "Search & sharing" screen (issue 48): the site's fixed pages, each with its meta title and
 * description, sharing picture and noindex in a collapsible part (`?page={key}` opens one). A
 * record's own values are in its form's panel.
 */
export function PageSeoPage({ screen }: ScreenProps<CustomScreen>) {
  const pages = useQuery(seoQueries.pages());
  const siteName = useSiteName();
  const [params] = useSearchParams();
  const opened = params.get('page');

  let body: React.ReactNode;
  if (pages.isPending) body = <Loading text="Loading the pages..." />;
  else if (pages.isError)
    body = <FailureAlert failure={describeFailure(pages.error, 'Failed to load the search and sharing values.')} />;
  else
    body = (
      <ul className={styles.pages}>
        {seoPages.map((page) => {
          const saved = pages.data.find((row) => row.page_key === page.key);
          return (
            <li key={page.key}>
              <details className={styles.panel} open={opened === page.key || undefined}>
                <summary>
                  {page.title} <span className={styles.summaryNote}>{page.path}</span>
                  <span className={styles.summaryNote}>
                    {ownValues(saved) ? 'Own values set' : 'Using the page’s defaults'}
                    {saved?.noindex ? ' · hidden from search engines' : ''}
                  </span>
                </summary>
                <PageSeoForm page={page} saved={saved} siteName={siteName} />
              </details>
            </li>
          );
        })}
      </ul>
    );

  return (
    <section className={fieldStyles.screen} aria-labelledby="admin-screen-title">
      <PageHeader
        title={screen.title}
        note="What search engines and shared links show of the site’s fixed pages. Blank fields keep what the page uses today. Products, categories, projects, services and blog posts have the same fields in their own forms."
      />
      {body}
    </section>
  );
}
