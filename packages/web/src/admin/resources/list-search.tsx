import { faMagnifyingGlass } from '@fortawesome/free-solid-svg-icons/faMagnifyingGlass';
import type { ContentTypeDef } from '@grain/contract/content-types';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { adminContentQueries } from '../../api/admin/content.ts';
import { Button } from '../ui/button.tsx';
import styles from './list-search.module.css';
import type { SearchField } from './resource-config.ts';

type Values = Readonly<Record<string, string>>;

/** Typing pauses this long before a search runs. */
export const SEARCH_DELAY_MS = 350;

/** The values of the form's own fields (the address may carry other filters too). */
const valuesOf = (fields: SearchField[], values: Values): Values =>
  Object.fromEntries(fields.map((field) => [field.name, values[field.name] ?? '']));
const sameValues = (a: Values, b: Values) => Object.keys(a).every((name) => a[name] === b[name]);
const isBlank = (values: Values) => Object.values(values).every((value) => !value.trim());

/** One labelled control of a search form. */
export function SearchControl({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

function ReferenceOptions({ type, allLabel }: { type: ContentTypeDef; allLabel: string }) {
  const records = useQuery(adminContentQueries(type).list()).data ?? [];
  return (
    <>
      <option value="">{allLabel}</option>
      {records.map((record) => (
        <option key={record.id} value={String(record.id)}>
          {String(record.name ?? record.title ?? record.id)}
        </option>
      ))}
    </>
  );
}

const statusOptions = (
  <>
    <option value="">All</option>
    <option value="1">Active</option>
    <option value="0">Inactive</option>
  </>
);

interface Props {
  /** The form's accessible name, e.g. "Search products". */
  label: string;
  fields: SearchField[];
  /** The criteria in force (from the address). */
  values: Values;
  /** Runs a search: after a pause in typing, at once for a choice, Search or Clear. */
  onSearch: (values: Record<string, string>) => void;
  /** The first text field, which `/` focuses. */
  searchRef: RefObject<HTMLInputElement | null>;
  /** Controls after the criteria (a sort order). */
  children?: ReactNode;
}

/** A list's search form: text criteria, status and reference filters, Search and Clear. */
export function ListSearch({ label, fields, values: allValues, onSearch, searchRef, children }: Props) {
  const ids = useId();
  const values = valuesOf(fields, allValues);
  const [draft, setDraft] = useState<Values>(values);
  const committed = useRef<Values>(values);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  const commit = useCallback((next: Values) => {
    committed.current = next;
    onSearchRef.current({ ...next });
  }, []);

  // The address changed from elsewhere (Back, Forward, a link): the form shows what is in force.
  // Back or Forward may also undo a search whose page never rendered (a slow machine, a slow
  // network): the values in force then do not change, so each history step checks them again.
  const inForce = JSON.stringify(values);
  const historySteps = useHistorySteps();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a history step alone re-checks the values.
  useEffect(() => {
    const next = JSON.parse(inForce) as Values;
    if (sameValues(next, committed.current)) return;
    committed.current = next;
    setDraft(next);
  }, [inForce, historySteps]);

  useEffect(() => {
    if (sameValues(draft, committed.current)) return;
    const timer = setTimeout(() => commit(draft), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, commit]);

  const choose = (name: string, value: string) => {
    const next = { ...draft, [name]: value };
    setDraft(next);
    commit(next);
  };
  const clear = () => {
    const empty = Object.fromEntries(fields.map((field) => [field.name, '']));
    setDraft(empty);
    commit(empty);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit(draft);
  };

  const firstText = fields.find((field) => field.kind === 'text');
  return (
    <form className={styles.search} aria-label={label} onSubmit={submit}>
      {fields.map((field) => {
        const id = `${ids}-${field.name}`;
        const value = draft[field.name] ?? '';
        return (
          <SearchControl key={field.name} id={id} label={field.label}>
            {field.kind === 'text' ? (
              <div className={styles.textInput}>
                <input
                  ref={field === firstText ? searchRef : undefined}
                  id={id}
                  type="search"
                  value={value}
                  placeholder={field.placeholder ?? ' '}
                  aria-keyshortcuts={field === firstText ? '/' : undefined}
                  onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
                />
                {field === firstText ? (
                  <span className={styles.shortcut} aria-hidden="true">
                    <kbd>/</kbd>
                  </span>
                ) : null}
              </div>
            ) : (
              <select id={id} value={value} onChange={(event) => choose(field.name, event.target.value)}>
                {field.kind === 'status' ? (
                  statusOptions
                ) : (
                  <ReferenceOptions type={field.type} allLabel={field.allLabel} />
                )}
              </select>
            )}
          </SearchControl>
        );
      })}
      {children}
      <div className={styles.buttons}>
        <Button type="submit" icon={faMagnifyingGlass}>
          Search
        </Button>
        <Button variant="ghost" disabled={isBlank(draft) && isBlank(committed.current)} onClick={clear}>
          Clear
        </Button>
      </div>
    </form>
  );
}

/** How many times Back or Forward has moved this page's history (each `popstate`). */
function useHistorySteps(): number {
  const [steps, setSteps] = useState(0);
  useEffect(() => {
    const onStep = () => setSteps((count) => count + 1);
    window.addEventListener('popstate', onStep);
    return () => window.removeEventListener('popstate', onStep);
  }, []);
  return steps;
}
