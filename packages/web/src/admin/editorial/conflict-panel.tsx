import { type FieldDef, isFileField } from '@grain/contract/fields';
import type { ContentRecord, ContentValues } from '../../api/admin/collection.ts';
import { Button } from '../ui/button.tsx';
import styles from './editorial.module.css';
import { type Shown, showValue } from './field-diff.ts';
import historyStyles from './history.module.css';

interface Props {
  fields: Record<string, FieldDef>;
  /** The record as it is live now. */
  theirs: ContentRecord;
  /** What the form holds. */
  mine: ContentValues;
  busy: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

const asText = (shown: Shown) =>
  shown.kind === 'text' ? shown.text : shown.kind === 'pictures' ? shown.names.join(', ') : '—';
const isFile = (value: unknown) => typeof File !== 'undefined' && value instanceof File;

/** The fields where the live record and the form differ (files only when one is chosen, picked or removed). */
export function conflictRows(fields: Record<string, FieldDef>, theirs: ContentRecord, mine: ContentValues) {
  return Object.entries(fields).flatMap(([name, field]) => {
    const mineValue = mine[name];
    // A removed file (REMOVE_FILE) shows as empty, as any blank value.
    const changesFile = isFile(mineValue) || typeof mineValue === 'string';
    if (mineValue === undefined || (isFileField(field) && !changesFile)) return [];
    const a = asText(showValue(field, theirs[name], {}));
    const b = asText(showValue(field, mineValue, {}));
    return a === b ? [] : [{ name, label: field.label, theirs: a, mine: b }];
  });
}

/**
 * What a stale save shows: the fields someone else changed meanwhile next to this form's
 * values, and the choice between saving these over theirs and taking theirs.
 */
export function ConflictPanel({ fields, theirs, mine, busy, onKeepMine, onTakeTheirs }: Props) {
  const rows = conflictRows(fields, theirs, mine);
  return (
    <section className={styles.conflict} aria-labelledby="conflict-title">
      <h3 id="conflict-title">Changed meanwhile</h3>
      {rows.length === 0 ? (
        <p>The fields you edited hold the same values in both versions.</p>
      ) : (
        <table className={historyStyles.table}>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Published now</th>
              <th scope="col">Your version</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.label}</th>
                <td>{row.theirs}</td>
                <td>{row.mine}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className={styles.actions}>
        <Button onClick={onTakeTheirs} disabled={busy}>
          Use the published version
        </Button>
        <Button variant="primary" onClick={onKeepMine} busy={busy} busyText="Saving...">
          Save my version
        </Button>
      </div>
    </section>
  );
}
