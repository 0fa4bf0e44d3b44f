import { faPen } from '@fortawesome/free-solid-svg-icons/faPen';
import { faSort } from '@fortawesome/free-solid-svg-icons/faSort';
import { faSortDown } from '@fortawesome/free-solid-svg-icons/faSortDown';
import { faSortUp } from '@fortawesome/free-solid-svg-icons/faSortUp';
import { faTrashCan } from '@fortawesome/free-solid-svg-icons/faTrashCan';
import type { ListOrder } from '@grain/contract/list-query';
import type { ContentRecord } from '../../api/admin/collection.ts';
import { Icon } from '../../ui/icon.tsx';
import { RecordStateBadge, type RecordStateEntry } from '../editorial/record-state-badge.tsx';
import { Button } from '../ui/button.tsx';
import type { TableSelection } from './bulk-actions.tsx';
import { recordLabel } from './display.ts';
import styles from './resource.module.css';
import type { Column } from './resource-config.ts';

export interface TableSort {
  /** The field the rows are in order of, and which way. */
  field: string;
  order: ListOrder;
  /** Asks the server for the rows in order of a column's field. */
  onSort: (field: string) => void;
}

interface Props {
  caption: string;
  columns: Column[];
  records: ContentRecord[];
  sort?: TableSort;
  busy?: boolean;
  onEdit?: (record: ContentRecord) => void;
  onDelete?: (record: ContentRecord) => void;
  /** Row checkboxes for the bulk actions. */
  selection?: TableSelection;
  /** Each record's editorial state (Published, Draft, Changed, Scheduled), shown above its actions. */
  states?: ReadonlyMap<number, RecordStateEntry>;
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/** A header: a button that sorts by its column where the column can be sorted. */
function HeaderCell({ column, sort }: { column: Column; sort?: TableSort }) {
  if (!column.sort || !sort) return <th scope="col">{column.header}</th>;
  const active = sort.field === column.sort;
  const icon = active ? (sort.order === 'asc' ? faSortUp : faSortDown) : faSort;
  return (
    <th scope="col" aria-sort={active ? ariaSort[sort.order] : undefined}>
      <button type="button" className={styles.sortButton} onClick={() => sort.onSort(column.sort as string)}>
        {column.header}
        <Icon icon={icon} className={active ? '' : styles.sortIdle} />
      </button>
    </th>
  );
}

/**
 * The one table of every list screen. On narrow screens it scrolls sideways inside its own
 * focusable region, so the page itself never overflows.
 */
/** The header's checkbox: checked when every row shown is, mixed when some are. */
function SelectAll({ selection, records }: { selection: TableSelection; records: ContentRecord[] }) {
  const chosen = records.filter((record) => selection.selected.has(record.id)).length;
  return (
    <th scope="col" className={styles.selectCell}>
      <input
        type="checkbox"
        aria-label="Select all rows on this page"
        checked={chosen > 0 && chosen === records.length}
        ref={(box) => {
          if (box) box.indeterminate = chosen > 0 && chosen < records.length;
        }}
        onChange={selection.toggleAll}
      />
      <span className="visually-hidden">Select</span>
    </th>
  );
}

export function ResourceTable({ caption, columns, records, sort, busy, onEdit, onDelete, selection, states }: Props) {
  const hasActions = Boolean(onEdit || onDelete);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={styles.tableWrap} aria-label={`${caption} table`} tabIndex={0}>
      <table className={styles.table} aria-busy={busy || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {selection ? <SelectAll selection={selection} records={records} /> : null}
            {columns.map((column) => (
              <HeaderCell key={column.header} column={column} sort={sort} />
            ))}
            {hasActions ? (
              <th scope="col" className={styles.actionsHeader}>
                Actions
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id} aria-selected={selection ? selection.selected.has(record.id) : undefined}>
              {selection ? (
                <td className={styles.selectCell}>
                  <input
                    type="checkbox"
                    aria-label={`Select ${recordLabel(record)}`}
                    checked={selection.selected.has(record.id)}
                    onChange={() => selection.toggle(record.id)}
                  />
                </td>
              ) : null}
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={column.wrap ? `${styles.wrap} ${column.wrap === 'long' ? styles.long : ''}` : undefined}
                  data-label={column.header}
                >
                  {column.cell(record)}
                </td>
              ))}
              {hasActions ? (
                <td className={styles.rowActions}>
                  <div className={styles.rowButtons}>
                    <RecordStateBadge entry={states?.get(record.id)} compact showPublished />
                    {onEdit ? (
                      <Button
                        size="sm"
                        icon={faPen}
                        onClick={() => onEdit(record)}
                        aria-label={`Edit ${recordLabel(record)}`}
                      >
                        Edit
                      </Button>
                    ) : null}
                    {onDelete ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        className={styles.deleteButton}
                        icon={faTrashCan}
                        onClick={() => onDelete(record)}
                        aria-label={`Delete ${recordLabel(record)}`}
                      >
                        Delete
                      </Button>
                    ) : null}
                  </div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
