import { faArrowLeft } from '@fortawesome/free-solid-svg-icons/faArrowLeft';
import { faDownload } from '@fortawesome/free-solid-svg-icons/faDownload';
import { faTrashCan } from '@fortawesome/free-solid-svg-icons/faTrashCan';
import { MEDIA_LIMITS, mediaUpdateSchema } from '@grain/contract/media';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  deleteMedia,
  downloadMediaOriginal,
  invalidateMedia,
  type MediaItemDetail,
  type MediaUpdate,
  mediaQueries,
  updateMedia,
} from '../../api/admin/media.ts';
import { ApiError } from '../../api/client.ts';
import { Icon } from '../../ui/icon.tsx';
import { useMay } from '../auth/use-admin-session.tsx';
import { formatSiteTime, useSiteTimeZone } from '../editorial/site-time.ts';
import formStyles from '../resources/resource.module.css';
import { useDiscardGuard } from '../resources/use-discard-guard.tsx';
import type { CustomScreen, ScreenProps } from '../screen-types.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { describeFailure, type Failure } from '../ui/failure.ts';
import { FailureAlert } from '../ui/failure-alert.tsx';
import { Loading } from '../ui/loading.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { useToasts } from '../ui/toasts.tsx';
import { type Focal, FocalPoint } from './focal-point.tsx';
import styles from './media.module.css';
import { formatBytes, pixelSize } from './media-format.ts';
import { MediaBadges } from './media-grid.tsx';
import { UseList } from './media-uses.tsx';

export const ALT_HINT = 'Describe what the picture shows for people who cannot see it.';
const FIELDS = ['alt', 'decorative', 'caption', 'credit', 'focal_x', 'focal_y', 'tags'] as const;

interface Values {
  alt: string;
  decorative: boolean;
  caption: string;
  credit: string;
  focal: Focal;
  /** Comma-separated, as typed. */
  tags: string;
}

const valuesOf = (item: MediaItemDetail): Values => ({
  alt: item.alt ?? '',
  decorative: item.decorative,
  caption: item.caption ?? '',
  credit: item.credit ?? '',
  focal: { x: item.focal_x, y: item.focal_y },
  tags: item.tags.join(', '),
});

/** The PATCH of the form's values (the server takes every field as given). */
const changeOf = (item: MediaItemDetail, values: Values): MediaUpdate => ({
  ...(item.kind === 'image' ? { alt: values.alt, decorative: values.decorative } : {}),
  caption: values.caption,
  credit: values.credit,
  focal_x: values.focal.x,
  focal_y: values.focal.y,
  tags: values.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean),
});

/** The contract's messages of a change, by field (the server checks the same). */
function checkChange(change: MediaUpdate): Record<string, string> {
  const parsed = mediaUpdateSchema.safeParse(change);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/** A refused delete: the server's reason (the item is in use) and where it is used. */
function DeleteRefusal({ error }: { error: ApiError }) {
  const uses = error.errors.uses ?? [];
  return (
    <Alert tone="error">
      <p>
        <strong>{error.message}</strong>
      </p>
      {uses.length > 0 ? (
        <ul className={styles.keptList}>
          {uses.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </Alert>
  );
}

function DeleteItem({ item, onDeleted }: { item: MediaItemDetail; onDeleted: () => void }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    setRefusal(null);
    try {
      await deleteMedia(item.id);
      setAsking(false);
      onDeleted();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setRefusal(error);
      else setFailure(describeFailure(error, 'Failed to delete the file.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="danger"
        icon={faTrashCan}
        onClick={() => {
          setFailure(null);
          setRefusal(null);
          setAsking(true);
        }}
      >
        Delete
      </Button>
      {asking ? (
        <ConfirmDialog
          title="Confirm Delete"
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={busy}
          failure={failure}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        >
          {refusal ? <DeleteRefusal error={refusal} /> : null}
          <p>
            Delete <strong>{item.name}</strong> for good? This cannot be undone.
          </p>
          {item.use_count > 0 ? (
            <p className={formStyles.warning}>
              It is used in {item.use_count} {item.use_count === 1 ? 'place' : 'places'}: a file in use is kept.
            </p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** What the library knows of the file: type, sizes, when and by whom it came. */
function FileFacts({ item }: { item: MediaItemDetail }) {
  const zone = useSiteTimeZone();
  const size = pixelSize(item);
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Type</dt>
        <dd>
          {item.kind === 'image' ? 'Picture' : 'Video'} ({item.mime})
        </dd>
      </div>
      {size ? (
        <div>
          <dt>Size</dt>
          <dd>{size}</dd>
        </div>
      ) : null}
      <div>
        <dt>File</dt>
        <dd>{formatBytes(item.size)}</dd>
      </div>
      <div>
        <dt>Uploaded</dt>
        <dd>
          {formatSiteTime(item.uploaded_at, zone)}
          {item.uploaded_by ? ` by ${item.uploaded_by}` : ''}
        </dd>
      </div>
    </dl>
  );
}

interface FormProps {
  item: MediaItemDetail;
  mayEdit: boolean;
  onSaved: (saved: MediaItemDetail) => void;
  /** Shown under the preview (after the fields on a phone): the file's facts and where it is used. */
  aside: React.ReactNode;
  /** Told whenever the form's values start or stop differing from the item's. */
  onDirtyChange: (dirty: boolean) => void;
}

/** The description of an item: alt text (pictures), caption, credit, tags, focal point. */
function ItemForm({ item, mayEdit, onSaved, aside, onDirtyChange }: FormProps) {
  const id = useId();
  const toasts = useToasts();
  const [values, setValues] = useState(() => valuesOf(item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [saving, setSaving] = useState(false);
  const tags = useQuery(mediaQueries.tags()).data ?? [];
  const picture = item.kind === 'image';
  const dirty = mayEdit && JSON.stringify(values) !== JSON.stringify(valuesOf(item));
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const set = <K extends keyof Values>(name: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!mayEdit) return;
    setFailure(null);
    const change = changeOf(item, values);
    const invalid = checkChange(change);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) {
      setFailure({ message: 'Please check the highlighted fields.', details: [], fieldErrors: invalid });
      return;
    }
    setSaving(true);
    try {
      const saved = await updateMedia(item.id, change);
      const detail = { ...item, ...saved, uses: item.uses };
      // The form shows what the server stored (tags in lower case, blanks as none).
      setValues(valuesOf(detail));
      toasts.success(`"${saved.name}" saved.`);
      onSaved(detail);
    } catch (error) {
      const described = describeFailure(error, 'Failed to save the file.', [...FIELDS]);
      setErrors(described.fieldErrors);
      setFailure(described);
    } finally {
      setSaving(false);
    }
  };

  const field = (name: string) => {
    const error = errors[name];
    const describedBy = [`${id}-${name}-hint`, error ? `${id}-${name}-error` : ''].filter(Boolean).join(' ');
    return {
      id: `${id}-${name}`,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
      readOnly: !mayEdit,
    } as const;
  };
  const message = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className={formStyles.error}>
        {errors[name]}
      </p>
    ) : null;
  const focal = errors.focal_x ?? errors.focal_y;

  return (
    <form className={styles.itemLayout} onSubmit={submit} noValidate aria-label="Describe the file">
      <div className={styles.itemPreview}>
        {picture ? (
          <>
            <FocalPoint
              item={item}
              value={values.focal}
              onChange={mayEdit ? (next) => set('focal', next) : undefined}
            />
            {focal ? <p className={formStyles.error}>{focal}</p> : null}
          </>
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: an uploaded clip has no caption track
          <video
            src={item.url}
            controls
            preload="metadata"
            className={styles.itemVideo}
            aria-label={`Preview of ${item.name}`}
          />
        )}
      </div>
      <div className={`${formStyles.form} ${styles.itemFields}`}>
        <FailureAlert failure={failure} />
        {picture ? (
          <>
            <div className={formStyles.field}>
              <label htmlFor={`${id}-alt`} className={formStyles.label}>
                Alt text
              </label>
              <textarea
                {...field('alt')}
                rows={2}
                maxLength={MEDIA_LIMITS.alt}
                value={values.alt}
                disabled={values.decorative}
                onChange={(event) => set('alt', event.target.value)}
              />
              <p id={`${id}-alt-hint`} className={formStyles.hint}>
                {values.decorative
                  ? 'A decorative picture is skipped by screen readers: it needs no alt text.'
                  : ALT_HINT}
              </p>
              {message('alt')}
            </div>
            <div className={formStyles.field}>
              <label className={formStyles.checkbox}>
                <input
                  type="checkbox"
                  checked={values.decorative}
                  disabled={!mayEdit}
                  aria-describedby={`${id}-decorative-hint`}
                  onChange={(event) => set('decorative', event.target.checked)}
                />
                <span>Decorative (no alt text)</span>
              </label>
              <p id={`${id}-decorative-hint`} className={formStyles.hint}>
                For pictures that add nothing to the text beside them: patterns, textures, ornaments.
              </p>
            </div>
          </>
        ) : null}
        <div className={formStyles.field}>
          <label htmlFor={`${id}-caption`} className={formStyles.label}>
            Caption
          </label>
          <textarea
            {...field('caption')}
            rows={2}
            maxLength={MEDIA_LIMITS.caption}
            value={values.caption}
            onChange={(event) => set('caption', event.target.value)}
          />
          <p id={`${id}-caption-hint`} className={formStyles.hint}>
            Shown under the picture where the page has room for one.
          </p>
          {message('caption')}
        </div>
        <div className={formStyles.field}>
          <label htmlFor={`${id}-credit`} className={formStyles.label}>
            Credit
          </label>
          <input
            {...field('credit')}
            type="text"
            maxLength={MEDIA_LIMITS.credit}
            value={values.credit}
            onChange={(event) => set('credit', event.target.value)}
          />
          <p id={`${id}-credit-hint`} className={formStyles.hint}>
            Who made it, when that must be said: "Photo: Ada Wood".
          </p>
          {message('credit')}
        </div>
        <div className={formStyles.field}>
          <label htmlFor={`${id}-tags`} className={formStyles.label}>
            Tags
          </label>
          <input
            {...field('tags')}
            type="text"
            list={`${id}-tag-list`}
            autoComplete="off"
            value={values.tags}
            onChange={(event) => set('tags', event.target.value)}
          />
          <datalist id={`${id}-tag-list`}>
            {tags.map((tag) => (
              <option key={tag} value={tag} />
            ))}
          </datalist>
          <p id={`${id}-tags-hint`} className={formStyles.hint}>
            Separated by commas, at most {MEDIA_LIMITS.tags}: they help find the file again.
          </p>
          {message('tags')}
        </div>
        <div className={formStyles.actions}>
          {mayEdit ? (
            <Button type="submit" variant="primary" busy={saving} busyText="Saving...">
              Save
            </Button>
          ) : (
            <p className={formStyles.roleNote}>An editor or administrator changes how a file is described.</p>
          )}
        </div>
      </div>
      <div className={styles.itemAside}>{aside}</div>
    </form>
  );
}

/**
 * One item of the library: its preview and focal point, its description (editors save it),
 * where it is used, its original to download, and a delete that an item in use refuses.
 */
export function MediaItemPage({ id, screen, screens }: ScreenProps<CustomScreen> & { id: number }) {
  const detail = useQuery(mediaQueries.detail(id));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const toasts = useToasts();
  const mayEdit = useMay('editor');
  const [downloadFailure, setDownloadFailure] = useState<Failure | null>(null);
  // Leaving with changes not saved asks first, as the record forms do.
  const guard = useDiscardGuard(() => {});
  const back = `${screen.path}${(location.state as { from?: string } | null)?.from ?? ''}`;

  const backLink = (
    <Link to={back} className={styles.backLink}>
      <Icon icon={faArrowLeft} /> Back to the library
    </Link>
  );

  if (detail.isPending) return <Loading text="Loading the file..." />;
  if (detail.isError)
    return (
      <section className={`${formStyles.screen} ${styles.itemPage}`} aria-labelledby="admin-screen-title">
        {backLink}
        <PageHeader title={screen.title} />
        <FailureAlert failure={describeFailure(detail.error, 'Failed to load the file.')} />
      </section>
    );
  const item = detail.data;

  const download = async () => {
    setDownloadFailure(null);
    try {
      await downloadMediaOriginal(item);
    } catch (error) {
      setDownloadFailure(describeFailure(error, 'Failed to download the original.'));
    }
  };

  return (
    <section className={`${formStyles.screen} ${styles.itemPage}`} aria-labelledby="admin-screen-title">
      {backLink}
      <PageHeader title={item.name} note={<MediaBadges item={item} />}>
        <Button icon={faDownload} onClick={() => void download()}>
          Download original
        </Button>
        {mayEdit ? (
          <DeleteItem
            item={item}
            onDeleted={() => {
              guard.onDirtyChange(false);
              toasts.success(`"${item.name}" deleted.`);
              queryClient.removeQueries({ queryKey: mediaQueries.detail(item.id).queryKey });
              void invalidateMedia(queryClient);
              navigate(back);
            }}
          />
        ) : null}
      </PageHeader>
      <FailureAlert failure={downloadFailure} onDismiss={() => setDownloadFailure(null)} />
      <ItemForm
        key={item.id}
        item={item}
        mayEdit={mayEdit}
        onSaved={(saved) => {
          queryClient.setQueryData(mediaQueries.detail(item.id).queryKey, saved);
          void invalidateMedia(queryClient);
        }}
        onDirtyChange={guard.onDirtyChange}
        aside={
          <>
            <FileFacts item={item} />
            <section className={styles.panel} aria-labelledby={`uses-${item.id}`}>
              <h2 id={`uses-${item.id}`} className={styles.panelTitle}>
                Where used
              </h2>
              {item.uses.length === 0 ? (
                <p className={styles.muted}>Not used anywhere{mayEdit ? ': it can be deleted.' : '.'}</p>
              ) : (
                <UseList uses={item.uses} screens={screens} />
              )}
            </section>
          </>
        }
      />
      {guard.dialog}
    </section>
  );
}
