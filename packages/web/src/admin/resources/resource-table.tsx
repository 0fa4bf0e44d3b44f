import type { ContentRecord } from '../../api/admin/content.ts';
import { Button } from '../ui/button.tsx';
import { recordLabel } from './display.ts';
import styles from './resource.module.css';
import type { Column } from './resource-config.ts';

interface Props {
  caption: string;
  columns: Column[];
  records: ContentRecord[];
  onEdit?: (record: ContentRecord) => void;
  onDelete?: (record: ContentRecord) => void;
}

/**
 * The one table of every generic screen. On narrow screens it scrolls sideways inside its
 * own focusable region, so the page itself never overflows.
 */
export function ResourceTable({ caption, columns, records, onEdit, onDelete }: Props) {
  const hasActions = Boolean(onEdit || onDelete);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={styles.tableWrap} aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
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
            <tr key={record.id}>
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
                  {onEdit ? (
                    <Button
                      size="sm"
                      icon="fa-solid fa-pen"
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
                      icon="fa-solid fa-trash-can"
                      onClick={() => onDelete(record)}
                      aria-label={`Delete ${recordLabel(record)}`}
                    >
                      Delete
                    </Button>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
