import type { Draft, RevisionReason } from '@grain/contract/editorial';
import type { FieldDef } from '@grain/contract/fields';
import { useQuery } from '@tanstack/react-query';
import { diffWords } from 'diff';
import { useState } from 'react';
import { restoreRevision, revisionQueries } from '../../api/admin/revisions.ts';
import { Modal } from '../../ui/modal.tsx';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { describeFailure, type Failure } from '../ui/failure.ts';
import { FailureAlert } from '../ui/failure-alert.tsx';
import { Loading } from '../ui/loading.tsx';
import { useToasts } from '../ui/toasts.tsx';
import { type DiffRow, diffRows, type FileUrls, type Shown } from './field-diff.ts';
import styles from './history.module.css';
import { formatSiteTime, useSiteTimeZone } from './site-time.ts';

export interface HistoryDialogProps {
  path: string;
  recordId: number;
  fields: Record<string, FieldDef>;
  /** The values the editor shows now, and the URLs of the stored files among them. */
  current: Record<string, unknown>;
  currentFiles: FileUrls;
  onRestored: (draft: Draft) => void;
  onClose: () => void;
}

const reasonWords: Record<RevisionReason, string> = { publish: 'Published', save: 'Saved', restore: 'Restored' };

/** Words taken out and put in, marked for the eye and named for screen readers. */
function WordDiff({ before, after }: { before: string; after: string }) {
  return (
    <span className={styles.words}>
      {diffWords(before, after).map((part, index) => {
        const key = `${index}-${part.value.length}`;
        if (part.added) {
          return (
            <ins key={key}>
              <span className="visually-hidden">[added: </span>
              {part.value}
              <span className="visually-hidden">]</span>
            </ins>
          );
        }
        if (part.removed) {
          return (
            <del key={key}>
              <span className="visually-hidden">[removed: </span>
              {part.value}
              <span className="visually-hidden">]</span>
            </del>
          );
        }
        return <span key={key}>{part.value}</span>;
      })}
    </span>
  );
}

function Value({ shown }: { shown: Shown }) {
  if (shown.kind === 'empty') return <span className={styles.empty}>Empty</span>;
  if (shown.kind === 'text') return <span className={styles.text}>{shown.text}</span>;
  return (
    <span className={styles.pictures}>
      {shown.names.map((name, index) =>
        shown.urls[index] ? (
          <img key={name} src={shown.urls[index]} alt={name} width={72} height={54} loading="lazy" />
        ) : (
          <span key={name}>{name}</span>
        ),
      )}
    </span>
  );
}

function Row({ row }: { row: DiffRow }) {
  const words = row.changed && row.before.kind === 'text' && row.after.kind === 'text' && row.after.long;
  return (
    <tr className={row.changed ? styles.changed : undefined}>
      <th scope="row">
        {row.label}
        {row.changed ? <span className={styles.tag}>Changed</span> : null}
      </th>
      <td>
        <Value shown={row.before} />
      </td>
      <td>
        {words && row.before.kind === 'text' && row.after.kind === 'text' ? (
          <WordDiff before={row.before.text} after={row.after.text} />
        ) : (
          <Value shown={row.after} />
        )}
      </td>
    </tr>
  );
}

/** One kept version beside what the editor shows now, and its restore as the draft. */
function RevisionView({
  revisionId,
  props,
  onRestored,
}: {
  revisionId: number;
  props: HistoryDialogProps;
  onRestored: (draft: Draft) => void;
}) {
  const revision = useQuery(revisionQueries.one(revisionId));
  const [all, setAll] = useState(false);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  if (revision.isPending) return <Loading text="Loading..." />;
  if (revision.isError)
    return <FailureAlert failure={describeFailure(revision.error, 'Failed to load the version.')} />;

  const rows = diffRows(props.fields, revision.data.data, props.current, {
    before: revision.data.files,
    after: props.currentFiles,
  });
  const shown = all ? rows : rows.filter((row) => row.changed);
  const restore = async () => {
    setBusy(true);
    setFailure(null);
    try {
      onRestored(await restoreRevision(revisionId));
    } catch (error) {
      setFailure(describeFailure(error, 'Failed to restore the version.'));
      setBusy(false);
    }
  };

  return (
    <div className={styles.view}>
      <FailureAlert failure={failure} />
      <label className={styles.toggle}>
        <input type="checkbox" checked={all} onChange={(event) => setAll(event.target.checked)} /> Show unchanged fields
      </label>
      {shown.length === 0 ? (
        <p className={styles.same}>This version holds the same values as the editor now.</p>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">This version compared with the editor now</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">This version</th>
              <th scope="col">Now</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <Row key={row.name} row={row} />
            ))}
          </tbody>
        </table>
      )}
      {asking ? (
        <Alert tone="info">
          <p>Restore this version as a draft? The live page does not change until you publish.</p>
          <div className={styles.confirm}>
            <Button onClick={() => setAsking(false)} disabled={busy}>
              Cancel
            </Button>
            <Button variant="primary" onClick={restore} busy={busy} busyText="Restoring...">
              Restore as draft
            </Button>
          </div>
        </Alert>
      ) : (
        <div className={styles.confirm}>
          <Button variant="primary" onClick={() => setAsking(true)}>
            Restore this version
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * A record's history: its kept versions newest first (who, when, why), and the chosen one
 * compared field by field with what the editor shows now, words marked in long texts and
 * pictures as thumbnails; a version is restored as the draft, never straight to live.
 */
export function HistoryDialog(props: HistoryDialogProps) {
  const { path, recordId, onRestored, onClose } = props;
  const zone = useSiteTimeZone();
  const toasts = useToasts();
  const [pages, setPages] = useState(1);
  const [chosen, setChosen] = useState<number | null>(null);
  const first = useQuery(revisionQueries.page(path, recordId, 1));
  const more = useQuery({ ...revisionQueries.page(path, recordId, pages), enabled: pages > 1 });
  const lists = [first.data, ...(pages > 1 ? [more.data] : [])];
  const items = [...new Map(lists.flatMap((list) => list?.data ?? []).map((item) => [item.id, item])).values()];
  const lastPage = (pages > 1 ? more.data : first.data)?.last_page ?? 1;

  let list: React.ReactNode;
  if (first.isPending) list = <Loading text="Loading..." />;
  else if (first.isError) list = <FailureAlert failure={describeFailure(first.error, 'Failed to load the history.')} />;
  else if (items.length === 0) {
    list = <p>No revisions yet. A revision is kept each time this record is published or saved.</p>;
  } else {
    list = (
      <>
        <ul className={styles.list} aria-label="Versions">
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={styles.version}
                aria-pressed={chosen === item.id}
                onClick={() => setChosen(item.id)}
              >
                <strong>{formatSiteTime(item.created_at, zone)}</strong>
                <span>
                  {reasonWords[item.reason]}
                  {item.user_name ? ` by ${item.user_name}` : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {pages < lastPage ? (
          <Button size="sm" onClick={() => setPages((value) => value + 1)} busy={more.isFetching}>
            Show older versions
          </Button>
        ) : null}
      </>
    );
  }

  const restored = (draft: Draft) => {
    toasts.success('Revision restored as draft');
    onRestored(draft);
  };

  return (
    <Modal title="History" onClose={onClose} size="lg">
      <div className={styles.layout}>
        <nav aria-label="Versions of this record" className={styles.side}>
          {list}
        </nav>
        <section aria-live="polite" className={styles.main} aria-label="Chosen version">
          {chosen === null ? (
            items.length > 0 ? (
              <p className={styles.hint}>Choose a version to compare it with the editor and to restore it.</p>
            ) : null
          ) : (
            <RevisionView key={chosen} revisionId={chosen} props={props} onRestored={restored} />
          )}
        </section>
      </div>
    </Modal>
  );
}
