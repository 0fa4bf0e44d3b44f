import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type Draft,
  type DraftData,
  type FileUrls,
  type Revision,
  readRevision,
  restoreRevision,
  revisionsPage,
} from '../../api/admin/editorial.ts';
import { Modal } from '../../ui/modal.tsx';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { describeFailure } from '../ui/failure.ts';
import { FailureAlert } from '../ui/failure-alert.tsx';
import { Loading } from '../ui/loading.tsx';
import { Pager } from '../ui/pager.tsx';
import styles from './editorial.module.css';
import { formatWhen } from './time-zone.ts';
import { ListDiff, ValueView, WordDiff } from './value-view.tsx';

const REASONS = { publish: 'Published', save: 'Saved', restore: 'Restored' } as const;
/** Texts this long or longer show their changed words; shorter ones show both values. */
const LONG_TEXT = 60;

interface Props {
  path: string;
  recordId: number;
  /** What the revision is compared with: the draft's values, or the live record's. */
  current: { data: DraftData; files: FileUrls; isDraft: boolean };
  labelOf: (name: string) => string;
  timeZone?: string;
  onRestored: (draft: Draft) => void;
  onClose: () => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function FieldDiff({
  name,
  before,
  after,
  files,
  labelOf,
}: {
  name: string;
  before: unknown;
  after: unknown;
  files: FileUrls;
  labelOf: (name: string) => string;
}) {
  const label = labelOf(name);
  let body: React.ReactNode;
  if (Array.isArray(before) || Array.isArray(after)) {
    body = (
      <ListDiff before={(before ?? []) as unknown[]} after={(after ?? []) as unknown[]} files={files} alt={label} />
    );
  } else if (
    typeof before === 'string' &&
    typeof after === 'string' &&
    !(before in files) &&
    !(after in files) &&
    Math.max(before.length, after.length) >= LONG_TEXT
  ) {
    body = <WordDiff before={before} after={after} />;
  } else {
    body = (
      <div className={styles.sides}>
        <div>
          <span className={styles.sideTitle}>This version</span>
          <ValueView value={before} files={files} alt={`${label}, this version`} />
        </div>
        <div>
          <span className={styles.sideTitle}>Now</span>
          <ValueView value={after} files={files} alt={`${label}, now`} />
        </div>
      </div>
    );
  }
  return (
    <div className={styles.diffRow}>
      <h4>{label}</h4>
      {body}
    </div>
  );
}

/** One revision against the current values: changed fields only unless asked for all. */
function RevisionDiff({
  revision,
  current,
  labelOf,
}: {
  revision: Revision;
  current: Props['current'];
  labelOf: Props['labelOf'];
}) {
  const [all, setAll] = useState(false);
  const files = { ...current.files, ...revision.files };
  const names = Object.keys(revision.data).filter((name) => all || !same(revision.data[name], current.data[name]));
  return (
    <div>
      <label className={styles.toggle}>
        <input type="checkbox" checked={all} onChange={(event) => setAll(event.target.checked)} /> Show unchanged fields
        too
      </label>
      {names.length === 0 ? (
        <p>This version is the same as the {current.isDraft ? 'draft' : 'published record'}.</p>
      ) : (
        names.map((name) => (
          <FieldDiff
            key={name}
            name={name}
            before={revision.data[name]}
            after={current.data[name]}
            files={files}
            labelOf={labelOf}
          />
        ))
      )}
    </div>
  );
}

/** The record's kept versions; one chosen shows what differs from now, and can become the draft. */
export function HistoryDialog({ path, recordId, current, labelOf, timeZone, onRestored, onClose }: Props) {
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<number | null>(null);
  const [restoring, setRestoring] = useState(false);
  const [failure, setFailure] = useState<ReturnType<typeof describeFailure> | null>(null);
  const list = useQuery({
    queryKey: ['admin', 'editorial', 'revisions', path, recordId, page],
    queryFn: () => revisionsPage(path, recordId, page),
  });
  const revision = useQuery({
    queryKey: ['admin', 'editorial', 'revision', chosen],
    queryFn: () => readRevision(chosen as number),
    enabled: chosen !== null,
  });

  const restore = async () => {
    if (chosen === null) return;
    setRestoring(true);
    setFailure(null);
    try {
      onRestored(await restoreRevision(chosen));
    } catch (error) {
      setFailure(describeFailure(error, 'The version could not be restored.'));
    } finally {
      setRestoring(false);
    }
  };

  let versions: React.ReactNode;
  if (list.isPending) versions = <Loading text="Loading history..." />;
  else if (list.isError)
    versions = <FailureAlert failure={describeFailure(list.error, 'The history could not be loaded.')} />;
  else if (list.data.data.length === 0) versions = <p>No versions kept yet. Each publish keeps one.</p>;
  else
    versions = (
      <>
        <ul className={styles.versions}>
          {list.data.data.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={styles.version}
                aria-pressed={chosen === item.id}
                onClick={() => setChosen(item.id)}
              >
                <strong>{REASONS[item.reason]}</strong>
                {` ${formatWhen(item.created_at, timeZone)}${item.user_name ? ` by ${item.user_name}` : ''}`}
              </button>
            </li>
          ))}
        </ul>
        <Pager page={page} lastPage={list.data.last_page} onChange={setPage} label="History pages" />
      </>
    );

  return (
    <Modal title="History" onClose={onClose} size="lg">
      <div className={styles.history}>
        <nav aria-label="Versions">{versions}</nav>
        <section aria-label="Differences" className={styles.diff}>
          {chosen === null ? (
            <p>Choose a version to see what differs from the {current.isDraft ? 'draft' : 'published record'}.</p>
          ) : revision.isPending ? (
            <Loading text="Loading version..." />
          ) : revision.isError ? (
            <FailureAlert failure={describeFailure(revision.error, 'The version could not be loaded.')} />
          ) : (
            <>
              <RevisionDiff revision={revision.data} current={current} labelOf={labelOf} />
              <FailureAlert failure={failure} />
              <Alert tone="info">Restoring makes this version the draft. It is not live until you publish it.</Alert>
              <div className={styles.dialogActions}>
                <Button variant="primary" busy={restoring} busyText="Restoring..." onClick={restore}>
                  Restore this version
                </Button>
              </div>
            </>
          )}
        </section>
      </div>
    </Modal>
  );
}
