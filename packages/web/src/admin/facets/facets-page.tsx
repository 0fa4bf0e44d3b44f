import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import {
  type FacetEntryKind,
  type FacetKeyMapping,
  type FacetValueMapping,
  facetQueries,
  invalidateFacets,
  updateFacetEntry,
} from '../../api/admin/facets.ts';
import type { CustomScreen, ScreenProps } from '../screen-types.ts';
import { Button } from '../ui/button.tsx';
import { describeFailure, type Failure } from '../ui/failure.ts';
import { FailureAlert } from '../ui/failure-alert.tsx';
import { Loading } from '../ui/loading.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import styles from './facets.module.css';

type Entry = FacetKeyMapping | FacetValueMapping;

const shownName = (entry: Entry) => entry.label ?? entry.name;

/**
 * What an entry may be merged into: the others not merged away, and the one it is merged into
 * now, even when that one was merged in turn (the server follows the chain): without it, its
 * select would show "(none)" and saving the row for another change would undo the merge.
 */
const mergeTargets = <T extends Entry>(entries: T[], entry: Entry) =>
  entries.filter(
    (other) => other.id !== entry.id && (other.merge_into_id === null || other.id === entry.merge_into_id),
  );

const FIELDS = ['label', 'position', 'hidden', 'merge_into_id'];

interface RowProps {
  kind: FacetEntryKind;
  entry: Entry;
  /** What it may be merged into: the other keys, or the other values of its key. */
  targets: Entry[];
  onSaved: (message: string) => void;
}

/** One key or value: its label, position, hidden flag and merge, saved together. */
function EntryRow({ kind, entry, targets, onSaved }: RowProps) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const id = useId();
  const what = kind === 'keys' ? 'filter' : 'value';

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const merge = String(form.get('merge_into_id') ?? '');
    setBusy(true);
    setFailure(null);
    try {
      await updateFacetEntry(kind, entry.id, {
        label: String(form.get('label') ?? ''),
        position: Number(form.get('position') ?? 0),
        hidden: form.get('hidden') === 'on',
        merge_into_id: merge ? Number(merge) : null,
      });
      await invalidateFacets(queryClient);
      onSaved(`The ${what} ${entry.name} was saved.`);
    } catch (error) {
      setFailure(describeFailure(error, `Failed to save the ${what} ${entry.name}.`, FIELDS));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.row} onSubmit={save} aria-label={`${what} ${entry.name}`}>
      <div className={styles.found}>
        <span className={styles.name}>{entry.name}</span>
        <span className={styles.meta}>
          <code>{entry.slug}</code> · {entry.products} {entry.products === 1 ? 'product' : 'products'}
          {entry.merge_into_id !== null && ' · merged'}
          {entry.hidden && ' · hidden'}
        </span>
      </div>
      <label className={styles.field} htmlFor={`${id}-label`}>
        Label
        <input
          id={`${id}-label`}
          name="label"
          defaultValue={entry.label ?? ''}
          placeholder={entry.name}
          maxLength={120}
        />
      </label>
      <label className={styles.field} htmlFor={`${id}-position`}>
        Position
        <input
          id={`${id}-position`}
          name="position"
          type="number"
          step={1}
          min={-10000}
          max={10000}
          defaultValue={entry.position}
          className={styles.number}
        />
      </label>
      <label className={styles.check} htmlFor={`${id}-hidden`}>
        <input id={`${id}-hidden`} name="hidden" type="checkbox" defaultChecked={entry.hidden} />
        Hidden
      </label>
      <label className={styles.field} htmlFor={`${id}-merge`}>
        Merge into
        <select id={`${id}-merge`} name="merge_into_id" defaultValue={entry.merge_into_id ?? ''}>
          <option value="">(none)</option>
          {targets.map((target) => (
            <option key={target.id} value={target.id}>
              {shownName(target)}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" size="sm" busy={busy} busyText="Saving...">
        Save
      </Button>
      {failure && (
        <div className={styles.failure}>
          <FailureAlert failure={failure} />
          {Object.values(failure.fieldErrors).map((message) => (
            <p key={message} className={styles.fieldError}>
              {message}
            </p>
          ))}
        </div>
      )}
    </form>
  );
}

/**
 * The Filters screen (issue 48): every key and value found in the products' specification lines,
 * which the catalogue offers as filters. Renaming, ordering, hiding and merging change the
 * filters only: the products' own lines stay as they were typed.
 */
export function FacetsPage({ screen }: ScreenProps<CustomScreen>) {
  const mapping = useQuery(facetQueries.mapping());
  const [status, setStatus] = useState('');

  let body: ReactNode;
  if (mapping.isPending) body = <Loading text="Loading..." />;
  else if (mapping.isError)
    body = <FailureAlert failure={describeFailure(mapping.error, 'Failed to load the filters.')} />;
  else if (mapping.data.length === 0)
    body = <p>No specification lines yet: a line such as "Material: Oak" on a product makes a filter.</p>;
  else
    body = mapping.data.map((key) => (
      <section key={key.id} className={styles.key} aria-labelledby={`facet-key-${key.id}`}>
        <h2 id={`facet-key-${key.id}`} className={styles.keyTitle}>
          {shownName(key)}
        </h2>
        <EntryRow kind="keys" entry={key} targets={mergeTargets(mapping.data, key)} onSaved={setStatus} />
        {key.values.length > 0 && (
          <details className={styles.values}>
            <summary>
              {key.values.length} {key.values.length === 1 ? 'value' : 'values'}
            </summary>
            {key.values.map((value) => (
              <EntryRow
                key={value.id}
                kind="values"
                entry={value}
                targets={mergeTargets(key.values, value)}
                onSaved={setStatus}
              />
            ))}
          </details>
        )}
      </section>
    ));

  return (
    <>
      <PageHeader
        title={screen.title}
        note="Specification lines (Material: Oak) become the catalogue's filters. Rename, order, hide or merge them here; the products stay as they are."
      />
      <p role="status" className={styles.status}>
        {status}
      </p>
      {body}
    </>
  );
}
