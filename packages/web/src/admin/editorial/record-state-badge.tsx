import type { RecordState } from '@grain/contract/editorial';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { draftQueries } from '../../api/admin/drafts.ts';
import styles from './editorial.module.css';
import { formatSiteTime, useSiteTimeZone } from './site-time.ts';

const words: Record<RecordState, string> = {
  published: 'Published',
  draft: 'Draft',
  changed: 'Changed since publish',
  scheduled: 'Scheduled',
};

export interface RecordStateEntry {
  state: RecordState;
  schedules: { action: 'publish' | 'unpublish'; run_at: string }[];
}

/** Each record's editorial state by id, for a list screen (one call per screen). */
export function useRecordStates(path: string | undefined): ReadonlyMap<number, RecordStateEntry> {
  return useEditorialStates(path).byRecord;
}

/** The records' states by id, and the drafts of records not created yet. */
export function useEditorialStates(path: string | undefined) {
  const states = useQuery({ ...draftQueries.states(path ?? ''), enabled: path !== undefined });
  return useMemo(
    () => ({
      byRecord: new Map((states.data?.records ?? []).map((entry) => [entry.record_id, entry] as const)),
      newDrafts: states.data?.new_drafts ?? [],
    }),
    [states.data],
  );
}

/**
 * A record's state beside its row or title: Draft, Changed since publish, Scheduled (with
 * when); a plainly published record shows "Published" only where `showPublished` asks.
 */
export function RecordStateBadge({
  entry,
  showPublished = false,
  compact = false,
}: {
  entry?: RecordStateEntry;
  showPublished?: boolean;
  /** In a table row: "Changed" shown, the rest of the name read out and in the tooltip. */
  compact?: boolean;
}) {
  const zone = useSiteTimeZone();
  if (!entry || (entry.state === 'published' && !showPublished)) return null;
  const next = entry.schedules[0];
  const when = next ? `${next.action} on ${formatSiteTime(next.run_at, zone)}` : '';
  const name = words[entry.state];
  const [shown, rest] = compact && entry.state === 'changed' ? ['Changed', ' since publish'] : [name, ''];
  return (
    <span className={`${styles.state} ${styles[entry.state]}`} title={when ? `${name}: ${when}` : name}>
      {shown}
      {rest || when ? <span className="visually-hidden">{`${rest}${when ? `: ${when}` : ''}`}</span> : null}
    </span>
  );
}
