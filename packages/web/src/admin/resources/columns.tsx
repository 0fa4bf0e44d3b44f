import { truncate } from '@grain/contract/text';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';
import { formatDate, plainText, recordLabel } from './display.ts';
import styles from './resource.module.css';
import type { Column } from './resource-config.ts';

const text = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

interface CustomOptions {
  /** The fields the cell shows. */
  fields: string[];
  sort?: string;
  wrap?: Column['wrap'];
}

/**
 * Column builders for the resource tables; truncation lengths are spec admin §9. A column of
 * one field sorts by it on the server, except image and list columns.
 */
export const col = {
  id: (): Column => ({ header: 'ID', cell: (record) => record.id, fields: [], sort: 'id' }),

  text: (
    name: string,
    header: string,
    options: { truncate?: number; html?: boolean; wrap?: boolean } = {},
  ): Column => ({
    header,
    fields: [name],
    sort: name,
    wrap:
      options.truncate && options.truncate >= 100
        ? 'long'
        : Boolean(options.wrap || (options.truncate && options.truncate > 30)),
    cell: (record) => {
      const raw = record[name];
      const value = options.html ? plainText(raw as string) : raw;
      if (value === null || value === undefined || value === '') return '—';
      return options.truncate ? truncate(String(value), options.truncate) : text(value);
    },
  }),

  number: (name: string, header: string): Column => ({
    header,
    fields: [name],
    sort: name,
    cell: (record) => text(record[name]),
  }),

  status: (): Column => ({
    header: 'Status',
    fields: ['is_active'],
    sort: 'is_active',
    cell: (record) => <StatusBadge active={record.is_active === true} />,
  }),

  date: (name: string, header: string): Column => ({
    header,
    fields: [name],
    sort: name,
    cell: (record) => formatDate(record[name]),
  }),

  /** The name of the record a reference points to (`category_id` → `category.name`). */
  reference: (name: string, header: string): Column => ({
    header,
    fields: [name],
    wrap: true,
    cell: (record) => (record[name.replace(/_id$/, '')] as { name?: string } | null)?.name ?? '—',
  }),

  /** A thumbnail, or "None"; with `placeholder` the placeholder picture instead. */
  image: (name: string, header: string, options: { width?: number; placeholder?: boolean } = {}): Column => ({
    header,
    fields: [name],
    cell: (record) =>
      record[`${name}_url`] || options.placeholder ? (
        <ResponsiveImage
          src={record[`${name}_url`] as string | null}
          alt={`${header} of ${recordLabel(record)}`}
          className={styles.thumb}
          style={{ width: options.width ?? 64 }}
          loading="lazy"
        />
      ) : (
        <span className={styles.muted}>None</span>
      ),
  }),

  list: (header: string, names: string[]): Column => ({
    header,
    fields: names,
    wrap: true,
    cell: (record) => (
      <ul className={styles.cellList}>
        {names.map((name) => (
          <li key={name}>{text(record[name])}</li>
        ))}
      </ul>
    ),
  }),

  custom: (header: string, cell: Column['cell'], { fields, sort, wrap = false }: CustomOptions): Column => ({
    header,
    cell,
    fields,
    sort,
    wrap,
  }),
};
