import { faCloudArrowUp } from '@fortawesome/free-solid-svg-icons/faCloudArrowUp';
import { type DragEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { type MediaItem, uploadMedia } from '../../api/admin/media.ts';
import { ApiError } from '../../api/client.ts';
import { Icon } from '../../ui/icon.tsx';
import { Button } from '../ui/button.tsx';
import styles from './media.module.css';
import { mediaItemPath } from './media-format.ts';

type UploadStatus = 'uploading' | 'done' | 'refused' | 'cancelled';

export interface UploadEntry {
  key: number;
  file: File;
  status: UploadStatus;
  /** Sent so far, 0 to 1. */
  fraction: number;
  /** Why the server (or the browser) did not take it. */
  reason?: string;
  item?: MediaItem;
}

/** What the library takes: pictures and videos (the server checks the bytes). */
export const ACCEPTED_FILES = 'image/*,video/*';
export const NOT_MEDIA = 'Only pictures and videos can be added to the library.';

/** A file the browser names as neither a picture nor a video (an unnamed type goes to the server). */
const isOtherType = (file: File) => file.type !== '' && !/^(image|video)\//.test(file.type);

/** The server's reason for refusing a file, in its words: the file's field error, else its message. */
export function refusalOf(error: unknown): string {
  if (!(error instanceof ApiError)) return 'The upload failed. Try again.';
  if (error.status >= 500) return 'The server could not take the file. Try again later.';
  return error.errors.file?.[0] ?? error.message;
}

/** "2 uploaded. Not added: notes.jpg." — what the status region says as uploads finish. */
function summaryOf(entries: UploadEntry[]): string {
  const count = (status: UploadStatus) => entries.filter((entry) => entry.status === status);
  const uploading = count('uploading').length;
  const done = count('done').length;
  const refused = count('refused').map((entry) => entry.file.name);
  const cancelled = count('cancelled').length;
  return [
    uploading > 0 ? `Uploading ${uploading} ${uploading === 1 ? 'file' : 'files'}.` : '',
    done > 0 ? `${done} uploaded.` : '',
    refused.length > 0 ? `Not added: ${refused.join(', ')}.` : '',
    cancelled > 0 ? `${cancelled} cancelled.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * Uploads into the library, each file in its own request (XMLHttpRequest, for its progress),
 * several at once: each can be cancelled, and each refusal keeps the server's reason.
 */
export function useMediaUploads(onUploaded: (item: MediaItem) => void) {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const controllers = useRef(new Map<number, AbortController>());
  const nextKey = useRef(1);
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  const update = useCallback(
    (key: number, change: Partial<UploadEntry>) =>
      setEntries((list) => list.map((entry) => (entry.key === key ? { ...entry, ...change } : entry))),
    [],
  );

  const send = useCallback(
    async (key: number, file: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      try {
        const item = await uploadMedia(file, {
          signal: controller.signal,
          onUploadProgress: ({ loaded, total }) => update(key, { fraction: total > 0 ? loaded / total : 0 }),
        });
        update(key, { status: 'done', fraction: 1, item });
        uploaded.current(item);
      } catch (error) {
        if ((error as Error).name === 'AbortError') update(key, { status: 'cancelled' });
        else update(key, { status: 'refused', reason: refusalOf(error) });
      } finally {
        controllers.current.delete(key);
      }
    },
    [update],
  );

  const start = useCallback(
    (files: File[]) => {
      const added = files.map((file): UploadEntry => {
        const key = nextKey.current++;
        return isOtherType(file)
          ? { key, file, status: 'refused', fraction: 0, reason: NOT_MEDIA }
          : { key, file, status: 'uploading', fraction: 0 };
      });
      setEntries((list) => [...added, ...list]);
      for (const entry of added) if (entry.status === 'uploading') void send(entry.key, entry.file);
    },
    [send],
  );

  const cancel = useCallback((key: number) => controllers.current.get(key)?.abort(), []);
  const clearFinished = useCallback(
    () => setEntries((list) => list.filter((entry) => entry.status === 'uploading')),
    [],
  );

  // Leaving the screen stops what is still being sent.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  return { entries, start, cancel, clearFinished };
}

function UploadRow({ entry, onCancel }: { entry: UploadEntry; onCancel: () => void }) {
  const percent = Math.round(entry.fraction * 100);
  const { file, status } = entry;
  return (
    <li className={`${styles.upload} ${styles[`upload-${status}`]}`}>
      <span className={styles.uploadName}>{file.name}</span>
      {status === 'uploading' ? (
        <>
          <progress className={styles.uploadBar} max={100} value={percent} aria-label={file.name} />
          <span className={styles.uploadStatus}>{percent < 100 ? `${percent}%` : 'Processing...'}</span>
          <Button size="sm" onClick={onCancel}>
            Cancel <span className="visually-hidden">the upload of {file.name}</span>
          </Button>
        </>
      ) : null}
      {status === 'done' && entry.item ? (
        <span className={styles.uploadStatus}>
          Uploaded.{' '}
          <Link to={mediaItemPath(entry.item.id)}>
            {entry.item.kind === 'image' ? 'Add alt text' : 'Add details'}{' '}
            <span className="visually-hidden">to {file.name}</span>
          </Link>
        </span>
      ) : null}
      {status === 'refused' ? <span className={styles.uploadReason}>Not added: {entry.reason}</span> : null}
      {status === 'cancelled' ? <span className={styles.uploadStatus}>Cancelled.</span> : null}
    </li>
  );
}

/**
 * Where files enter the library: dropped on the zone or chosen with the button, any number at
 * once, each with its progress, a Cancel while it is sent, and the server's reason if refused.
 */
export function MediaUploads({ onUploaded }: { onUploaded: (item: MediaItem) => void }) {
  const inputId = useId();
  const hintId = useId();
  const { entries, start, cancel, clearFinished } = useMediaUploads(onUploaded);
  const [dragging, setDragging] = useState(false);
  const busy = entries.some((entry) => entry.status === 'uploading');

  const over = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) start(files);
  };

  return (
    <section className={styles.uploads} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="visually-hidden">
        Upload files
      </h2>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a mouse shortcut; the button beside it chooses files by keyboard */}
      <div
        className={`${styles.dropZone} ${dragging ? styles.dragging : ''}`}
        onDragEnter={over}
        onDragOver={over}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <Icon icon={faCloudArrowUp} className={styles.dropIcon} />
        <p className={styles.dropText}>Drag pictures and videos here, or</p>
        <input
          id={inputId}
          type="file"
          multiple
          accept={ACCEPTED_FILES}
          className={`visually-hidden ${styles.chooseInput}`}
          aria-describedby={hintId}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length > 0) start(files);
          }}
        />
        <label htmlFor={inputId} className={styles.chooseButton}>
          Choose files
        </label>
        <p id={hintId} className={styles.dropHint}>
          Pictures (JPEG, PNG, WebP, GIF, AVIF) and videos (MP4, WebM, MOV, OGG). Several at once.
        </p>
      </div>
      <p className={styles.uploadSummary} role="status">
        {summaryOf(entries)}
      </p>
      {entries.length > 0 ? (
        <>
          <ul className={styles.uploadList} aria-label="Uploads">
            {entries.map((entry) => (
              <UploadRow key={entry.key} entry={entry} onCancel={() => cancel(entry.key)} />
            ))}
          </ul>
          {busy ? null : (
            <Button size="sm" variant="ghost" onClick={clearFinished}>
              Clear this list
            </Button>
          )}
        </>
      ) : null}
    </section>
  );
}
