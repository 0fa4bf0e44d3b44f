import { useId, useState } from 'react';
import { Modal } from '../../ui/modal.tsx';
import { Button } from '../ui/button.tsx';
import styles from './editorial.module.css';
import type { Conflict } from './use-draft-editor.ts';
import { ValueView } from './value-view.tsx';

interface Props {
  conflict: Conflict;
  labelOf: (name: string) => string;
  onResolve: (choices: Record<string, 'mine' | 'theirs'>) => void;
  onCancel: () => void;
}

/**
 * Someone else saved (or published) first: what they changed, field by field, beside ours,
 * and a choice per field; "Keep mine" and "Take theirs" choose for every field at once.
 */
export function ConflictDialog({ conflict, labelOf, onResolve, onCancel }: Props) {
  const id = useId();
  const [choices, setChoices] = useState<Record<string, 'mine' | 'theirs'>>(() =>
    Object.fromEntries(conflict.rows.map((row) => [row.name, 'mine' as const])),
  );
  const all = (side: 'mine' | 'theirs') => onResolve(Object.fromEntries(conflict.rows.map((row) => [row.name, side])));
  const theirsLabel = conflict.kind === 'draft' ? 'Their draft' : 'Published now';
  const resolveLabel = conflict.kind === 'draft' ? 'Save with these choices' : 'Publish with these choices';
  return (
    <Modal title="Someone else changed this meanwhile" onClose={onCancel} size="lg">
      <p className={styles.lead}>{conflict.message}</p>
      {conflict.rows.length === 0 ? (
        <p>None of the fields you changed were changed by them: saving again keeps both.</p>
      ) : (
        <p>Choose, field by field, which value to keep.</p>
      )}
      <div className={styles.conflictRows}>
        {conflict.rows.map((row) => (
          <fieldset key={row.name} className={styles.conflictRow}>
            <legend>{labelOf(row.name)}</legend>
            {(['theirs', 'mine'] as const).map((side) => (
              <label key={side} className={styles.side}>
                <input
                  type="radio"
                  name={`${id}-${row.name}`}
                  checked={choices[row.name] === side}
                  onChange={() => setChoices((current) => ({ ...current, [row.name]: side }))}
                />
                <span className={styles.sideTitle}>{side === 'theirs' ? theirsLabel : 'Yours'}</span>
                <ValueView
                  value={side === 'theirs' ? row.theirs : row.mine}
                  files={side === 'theirs' ? conflict.theirFiles : conflict.myFiles}
                  alt={`${labelOf(row.name)}, ${side === 'theirs' ? theirsLabel.toLowerCase() : 'yours'}`}
                />
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        {conflict.rows.length > 0 ? (
          <>
            <Button onClick={() => all('theirs')}>Take theirs</Button>
            <Button onClick={() => all('mine')}>Keep mine</Button>
          </>
        ) : null}
        <Button variant="primary" onClick={() => onResolve(choices)}>
          {resolveLabel}
        </Button>
      </div>
    </Modal>
  );
}
