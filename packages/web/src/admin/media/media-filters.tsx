import { MEDIA_KINDS } from '@grain/contract/media';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { type MediaFilters, type MediaKind, mediaQueries } from '../../api/admin/media.ts';
import { FilterDate, FilterForm, FilterSelect, filterFieldStyles, useFilterValues } from '../ui/filter-form.tsx';

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
  const { values, setValues, set } = useFilterValues<MediaFilters>(filters);
  // A tag in the address that no item has any more still shows as chosen.
  const tagOptions = values.tag && !tags.includes(values.tag) ? [values.tag, ...tags] : tags;
  return (
    <FilterForm
      label="Search the library"
      onFilter={() => onApply(values)}
      onClear={() => {
        setValues({});
        onApply({});
      }}
    >
      <label htmlFor={`${id}-q`} className={filterFieldStyles.wide}>
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
      <FilterSelect
        id={`${id}-kind`}
        name="kind"
        label="Type"
        anyLabel="Pictures and videos"
        value={values.kind}
        onChange={set('kind')}
        options={MEDIA_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
      />
      <FilterSelect
        id={`${id}-tag`}
        name="tag"
        label="Tag"
        anyLabel="Any tag"
        value={values.tag}
        onChange={set('tag')}
        options={tagOptions.map((tag) => ({ value: tag, label: tag }))}
      />
      <FilterDate id={`${id}-from`} name="from" label="Uploaded from" value={values.from} onChange={set('from')} />
      <FilterDate id={`${id}-to`} name="to" label="Uploaded to" value={values.to} onChange={set('to')} />
      <label className={filterFieldStyles.check}>
        <input
          type="checkbox"
          name="unused"
          checked={values.unused ?? false}
          onChange={(event) => setValues((current) => ({ ...current, unused: event.target.checked || undefined }))}
        />
        Unused only
      </label>
    </FilterForm>
  );
}
