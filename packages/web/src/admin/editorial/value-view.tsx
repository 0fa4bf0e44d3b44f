import { diffWords } from 'diff';
import type { FileUrls } from '../../api/admin/editorial.ts';
import styles from './editorial.module.css';

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/** Whether a value is a stored file (a path the answer's `files` knows). */
const isStoredFile = (value: unknown, files: FileUrls) => typeof value === 'string' && value in files;

/** A list item as text (a specification pair reads "key: value"). */
export function itemText(item: unknown): string {
  if (item && typeof item === 'object' && 'key' in item) {
    const pair = item as { key: unknown; value: unknown };
    return `${pair.key}: ${pair.value}`;
  }
  return String(item);
}

/** One side's value: a thumbnail for a picture, the items of a list, the text otherwise. */
export function ValueView({ value, files, alt }: { value: unknown; files: FileUrls; alt: string }) {
  if (isFile(value)) return <span>New file: {value.name}</span>;
  if (isStoredFile(value, files)) return <img className={styles.thumb} src={files[value as string]} alt={alt} />;
  if (value === null || value === undefined || value === '') return <span className={styles.blank}>(empty)</span>;
  if (typeof value === 'boolean') return <span>{value ? 'Yes' : 'No'}</span>;
  if (Array.isArray(value)) {
    return (
      <ul className={styles.items}>
        {value.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items may repeat; their place is their identity
          <li key={index}>
            {isStoredFile(item, files) ? (
              <img className={styles.thumb} src={files[item as string]} alt={`${alt} ${index + 1}`} />
            ) : (
              itemText(item)
            )}
          </li>
        ))}
      </ul>
    );
  }
  return <span className={styles.text}>{String(value)}</span>;
}

/** Long texts: the words removed and added, marked (del/ins read as such by screen readers). */
export function WordDiff({ before, after }: { before: string; after: string }) {
  return (
    <p className={styles.text}>
      {diffWords(before, after).map((part, index) => {
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts are in order and never move
        if (part.added) return <ins key={index}>{part.value}</ins>;
        // biome-ignore lint/suspicious/noArrayIndexKey: as above
        if (part.removed) return <del key={index}>{part.value}</del>;
        // biome-ignore lint/suspicious/noArrayIndexKey: as above
        return <span key={index}>{part.value}</span>;
      })}
    </p>
  );
}

/** Lists: the items only one side has, as added or removed. */
export function ListDiff({
  before,
  after,
  files,
  alt,
}: {
  before: unknown[];
  after: unknown[];
  files: FileUrls;
  alt: string;
}) {
  const key = (item: unknown) => JSON.stringify(item);
  const had = new Set(before.map(key));
  const has = new Set(after.map(key));
  const removed = before.filter((item) => !has.has(key(item)));
  const added = after.filter((item) => !had.has(key(item)));
  const item = (value: unknown, index: number, sign: string) => (
    <li key={`${sign}${index}`} className={sign === '+' ? styles.added : styles.removed}>
      <span className="visually-hidden">{sign === '+' ? 'Added: ' : 'Removed: '}</span>
      {isStoredFile(value, files) ? (
        <img className={styles.thumb} src={files[value as string]} alt={`${alt}: ${String(value)}`} />
      ) : (
        itemText(value)
      )}
    </li>
  );
  return (
    <ul className={styles.items}>
      {removed.map((value, index) => item(value, index, '-'))}
      {added.map((value, index) => item(value, index, '+'))}
      {removed.length + added.length === 0 ? <li>Same items, in another order.</li> : null}
    </ul>
  );
}
