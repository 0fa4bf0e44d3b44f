import { faPhotoFilm } from '@fortawesome/free-solid-svg-icons/faPhotoFilm';
import { faTrashCan } from '@fortawesome/free-solid-svg-icons/faTrashCan';
import { REMOVE_FILE } from '@grain/contract/fields';
import type { ImageMeta } from '@grain/contract/image-meta';
import { storagePath } from '@grain/contract/storage-url';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import type { MediaItem } from '../../api/admin/media.ts';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import { MediaPicker } from '../media/media-picker.tsx';
import { Button } from '../ui/button.tsx';
import { fileName } from './display.ts';
import { removesFile } from './form-model.ts';
import styles from './resource.module.css';

interface Props {
  id: string;
  label: string;
  kind: 'image' | 'video';
  /**
   * The chosen file (form value): an upload, a media library item's stored path, `REMOVE_FILE`
   * (the current file goes), or null (it stays).
   */
  value: File | string | null;
  onChange: (file: File | string | null) => void;
  onBlur?: () => void;
  /** URL and stored value of the current file, when the record has one. */
  currentUrl?: string | null;
  currentValue?: string | null;
  /** The current image's variants (`{field}_meta`): null while they are being made. */
  currentMeta?: ImageMeta | null;
  previewWidth?: number;
  required?: boolean;
  /** Whether the current file may be removed (an optional field: not when the spec requires it). */
  removable?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

export const PROCESSING_NOTE = 'Processing: the optimised versions will appear shortly.';

/** Whether a stored image still waits for its variants; an absolute URL is not ours to process. */
export const awaitsVariants = (value: string | null | undefined, meta: ImageMeta | null | undefined) =>
  storagePath(value) !== null && !meta;

/** An object URL for a chosen file, revoked when the file changes or the field goes away. */
export function useObjectUrl(file: File | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** A file picked from the media library, as the field previews it. */
export type PickedMedia = Pick<MediaItem, 'path' | 'url' | 'name' | 'meta'>;

/**
 * A file input that accepts only its kind (image/* or video/*), and a "Choose from library"
 * button that picks a library item instead (its stored path is the value); it shows the current
 * file and a preview of the chosen one. Choosing nothing keeps the current file; a removable one
 * has a "Remove" button (issue 48), undone by "Keep" or by choosing another file. Images show as
 * the site shows them, from their variants; until they exist, the full-size image with a note.
 */
export function FileField({
  id,
  label,
  kind,
  value,
  onChange,
  onBlur,
  currentUrl,
  currentValue,
  currentMeta,
  previewWidth = 120,
  required,
  removable = false,
  invalid,
  describedBy,
}: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = value instanceof File ? value : null;
  const chosenUrl = useObjectUrl(upload);
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState<PickedMedia | null>(null);
  const fromLibrary = typeof value === 'string' && !removesFile(value) ? value : null;
  const removing = removesFile(value);
  const noun = kind === 'image' ? 'picture' : 'video';
  const hasCurrent = Boolean(currentValue || currentUrl);

  const choose = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null);
  const clear = () => {
    onChange(null);
    if (inputRef.current) inputRef.current.value = '';
  };
  const remove = () => {
    setPicked(null);
    if (inputRef.current) inputRef.current.value = '';
    onChange(REMOVE_FILE);
  };
  const pick = (item: MediaItem) => {
    setPicked(item);
    setPicking(false);
    if (inputRef.current) inputRef.current.value = '';
    onChange(item.path);
  };

  const preview = (url: string, caption: string, meta?: ImageMeta | null, processing = false) =>
    kind === 'image' ? (
      <figure className={`${styles.preview} ${removing ? styles.previewRemoved : ''}`}>
        <ResponsiveImage
          src={url}
          meta={meta}
          sizes={`${previewWidth}px`}
          alt={`${caption}: ${label}`}
          style={{ width: previewWidth }}
        />
        <figcaption>{caption}</figcaption>
        {processing ? <p className={styles.processing}>{PROCESSING_NOTE}</p> : null}
      </figure>
    ) : (
      <figure className={styles.preview}>
        {/* biome-ignore lint/a11y/useMediaCaption: an uploaded clip has no caption track */}
        <video
          src={url}
          controls
          preload="metadata"
          className={styles.videoPreview}
          aria-label={`${caption}: ${label}`}
        />
        <figcaption>{caption}</figcaption>
      </figure>
    );

  const libraryPreview = () => {
    if (!fromLibrary) return null;
    if (picked?.path !== fromLibrary) {
      return <p className={styles.currentFile}>From the library: {fileName(fromLibrary)}</p>;
    }
    const processing = kind === 'image' && !picked.meta;
    return preview(picked.url, `From the library: ${picked.name}`, picked.meta, processing);
  };

  return (
    <div className={styles.fileField}>
      <div className={styles.fileChoices}>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={kind === 'image' ? 'image/*' : 'video/*'}
          onChange={choose}
          onBlur={onBlur}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          required={required}
          className={styles.fileInput}
        />
        <Button size="sm" icon={faPhotoFilm} aria-haspopup="dialog" onClick={() => setPicking(true)}>
          Choose from library <span className="visually-hidden">for {label}</span>
        </Button>
        {removable && hasCurrent && value === null ? (
          <Button size="sm" variant="ghost" icon={faTrashCan} onClick={remove}>
            Remove {noun} <span className="visually-hidden">for {label}</span>
          </Button>
        ) : null}
      </div>
      {currentValue && kind === 'video' ? (
        <p className={styles.currentFile}>
          Current file: <strong>{fileName(currentValue)}</strong>
        </p>
      ) : null}
      <div className={styles.previews}>
        {currentUrl
          ? preview(
              currentUrl,
              removing ? 'Current (will be removed)' : value ? 'Current (will be replaced)' : 'Current',
              currentMeta,
              awaitsVariants(currentValue, currentMeta),
            )
          : null}
        {upload && chosenUrl ? preview(chosenUrl, `New: ${upload.name}`) : null}
        {libraryPreview()}
      </div>
      {removing ? (
        <button type="button" className={styles.linkButton} onClick={clear}>
          Keep the current {noun}
        </button>
      ) : value ? (
        <button type="button" className={styles.linkButton} onClick={clear}>
          {currentUrl ? 'Keep the current file instead' : 'Remove the chosen file'}
        </button>
      ) : null}
      {picking ? <MediaPicker kind={kind} onPick={pick} onClose={() => setPicking(false)} /> : null}
    </div>
  );
}
