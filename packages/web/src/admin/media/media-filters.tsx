import { MEDIA_KINDS } from '@grain/contract/media';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { type MediaFilters, type MediaKind, mediaQueries } from '../../api/admin/media.ts';
import { Button } from '../ui/button.tsx';
import styles from './media.module.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The library's filters from its address (`?q=oak&kind=image&unused=1`); anything odd is left out. */
export function mediaFiltersOf(params: URLSearchParams): MediaFilters {
  const filters: MediaFilters = {};
  const text = (name: 'q' | 'tag') => params.get(name)?.trim() ?? '';
  if (text('q')) filters.q = text('q');
  if (text('tag')) filters.tag = text('tag');
  const kind = params.get('kind');
  if (kind && (MEDIA_KINDS as readonly string[]).includes(kind)) filters.kind = kind as MediaKind;
  for (const name of ['from', 'to'] as const) {
    const day = params.get(name);
    if (day && DAY.test(day)) filters[name] = day;
  }
  if (params.get('unused') === '1') filters.unused = true;
  return filters;
}

/** The address of a state of the library: its filters, then its page when past the first. */
export function mediaAddress(filters: MediaFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ['q', 'kind', 'tag', 'from', 'to'] as const) {
    const value = filters[name]?.trim();
    if (value) params.set(name, value);
  }
  if (filters.unused) params.set('unused', '1');
  if (page > 1) params.set('page', String(page));
  return params;
}

export const KIND_LABELS: Readonly<Record<MediaKind, string>> = { image: 'Pictures', video: 'Videos' };

/** Search and filters, applied together (their values then live in the address). */
export function MediaFilterForm({
  filters,
  onApply,
}: {
  filters: MediaFilters;
  onApply: (filters: MediaFilters) => void;
}) {
  const id = useId();
  const tags = useQuery(mediaQueries.tags()).data ?? [];
  const [values, setValues] = useState<MediaFilters>(filters);
  const set = (name: 'q' | 'kind' | 'tag' | 'from' | 'to') => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value || undefined }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  // A tag in the address that no item has any more still shows as chosen.
  const tagOptions = values.tag && !tags.includes(values.tag) ? [values.tag, ...tags] : tags;
  return (
    <form className={styles.filters} onSubmit={submit} aria-label="Search the library">
      <label htmlFor={`${id}-q`} className={styles.searchLabel}>
        Search
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          value={values.q ?? ''}
          onChange={set('q')}
          placeholder="Name, alt text or caption"
        />
      </label>
      <label htmlFor={`${id}-kind`}>
        Type
        <select id={`${id}-kind`} name="kind" value={values.kind ?? ''} onChange={set('kind')}>
          <option value="">Pictures and videos</option>
          {MEDIA_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-tag`}>
        Tag
        <select id={`${id}-tag`} name="tag" value={values.tag ?? ''} onChange={set('tag')}>
          <option value="">Any tag</option>
          {tagOptions.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-from`} className={styles.dateLabel}>
        Uploaded from
        <input id={`${id}-from`} name="from" type="date" value={values.from ?? ''} onChange={set('from')} />
      </label>
      <label htmlFor={`${id}-to`} className={styles.dateLabel}>
        Uploaded to
        <input id={`${id}-to`} name="to" type="date" value={values.to ?? ''} onChange={set('to')} />
      </label>
      <label className={styles.checkLabel}>
        <input
          type="checkbox"
          name="unused"
          checked={values.unused ?? false}
          onChange={(event) => setValues((current) => ({ ...current, unused: event.target.checked || undefined }))}
        />
        Unused only
      </label>
      <div className={styles.filterActions}>
        <Button type="submit" variant="primary">
          Filter
        </Button>
        <Button
          onClick={() => {
            setValues({});
            onApply({});
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
