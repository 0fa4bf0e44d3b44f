import { truncate } from '@grain/contract/text';
import { ImageWithFallback } from '../../ui/image-with-fallback.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';
import { formatDate, plainText, recordLabel } from './display.ts';
import styles from './resource.module.css';
import type { Column } from './resource-config.ts';

const text = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

/** Column builders for the resource tables; truncation lengths are spec admin §9. */
export const col = {
  id: (): Column => ({ header: 'ID', cell: (record) => record.id }),

  text: (name: string, header: string, options: { truncate?: number; html?: boolean } = {}): Column => ({
    header,
    wrap: options.truncate && options.truncate >= 100 ? 'long' : Boolean(options.truncate && options.truncate > 30),
    cell: (record) => {
      const raw = record[name];
      const value = options.html ? plainText(raw as string) : raw;
      if (value === null || value === undefined || value === '') return '—';
      return options.truncate ? truncate(String(value), options.truncate) : text(value);
    },
  }),

  number: (name: string, header: string): Column => ({ header, cell: (record) => text(record[name]) }),

  status: (): Column => ({ header: 'Status', cell: (record) => <StatusBadge active={record.is_active === true} /> }),

  date: (name: string, header: string): Column => ({ header, cell: (record) => formatDate(record[name]) }),

  image: (name: string, header: string, width = 64): Column => ({
    header,
    cell: (record) =>
      record[`${name}_url`] ? (
        <ImageWithFallback
          src={record[`${name}_url`] as string}
          alt={`${header} of ${recordLabel(record)}`}
          className={styles.thumb}
          style={{ width }}
          loading="lazy"
        />
      ) : (
        <span className={styles.muted}>None</span>
      ),
  }),

  list: (header: string, names: string[]): Column => ({
    header,
    wrap: true,
    cell: (record) => (
      <ul className={styles.cellList}>
        {names.map((name) => (
          <li key={name}>{text(record[name])}</li>
        ))}
      </ul>
    ),
  }),

  custom: (header: string, cell: Column['cell'], wrap: Column['wrap'] = false): Column => ({ header, cell, wrap }),
};
