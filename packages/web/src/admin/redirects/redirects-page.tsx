import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { deleteRedirect, type Redirect, redirectQueries } from '../../api/admin/redirects.ts';
import { useRowAction } from '../editorial/use-row-action.tsx';
import tableStyles from '../resources/resource.module.css';
import type { CustomScreen, ScreenProps } from '../screen-types.ts';
import { Button } from '../ui/button.tsx';
import { describeFailure } from '../ui/failure.ts';
import { FailureAlert } from '../ui/failure-alert.tsx';
import { Loading } from '../ui/loading.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { Pager } from '../ui/pager.tsx';
import { NotFoundList } from './not-found-list.tsx';
import { emptyDraft, type RedirectDraft, RedirectForm } from './redirect-form.tsx';
import styles from './redirects.module.css';

const pageOf = (value: string | null) => Math.max(1, Number(value) || 1);

function SearchForm({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [value, setValue] = useState(q);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <search>
      <form className={styles.search} onSubmit={submit}>
        <label htmlFor={id}>Search redirects</label>
        <input id={id} type="search" value={value} onChange={(event) => setValue(event.target.value)} />
        <Button type="submit">Search</Button>
      </form>
    </search>
  );
}

function RedirectsTable({
  redirects,
  busy,
  onEdit,
}: {
  redirects: Redirect[];
  busy: boolean;
  onEdit: (redirect: Redirect) => void;
}) {
  const remove = useRowAction<Redirect>({
    title: 'Delete redirect',
    confirmLabel: 'Delete',
    busyLabel: 'Deleting...',
    question: (redirect) => (
      <p>
        Delete the redirect from <code>{redirect.from}</code> to <code>{redirect.to}</code>? The old address then
        answers as it would without it.
      </p>
    ),
    run: (redirect) => deleteRedirect(redirect.id),
    done: (redirect) => `The redirect from ${redirect.from} was deleted.`,
    errorMessage: 'Failed to delete the redirect.',
  });
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className={tableStyles.tableWrap} aria-label="Redirects table" tabIndex={0}>
        <table className={tableStyles.table} aria-busy={busy || undefined}>
          <caption className="visually-hidden">Redirects</caption>
          <thead>
            <tr>
              <th scope="col">From</th>
              <th scope="col">To</th>
              <th scope="col">Status</th>
              <th scope="col" className={tableStyles.actionsHeader}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {redirects.map((redirect) => (
              <tr key={redirect.id}>
                <td className={tableStyles.wrap} data-label="From">
                  <code className={styles.path}>{redirect.from}</code>
                </td>
                <td className={tableStyles.wrap} data-label="To">
                  <code className={styles.path}>{redirect.to}</code>
                </td>
                <td data-label="Status">{redirect.status === 302 ? '302 (for now)' : '301 (for good)'}</td>
                <td className={tableStyles.rowActions}>
                  <div className={tableStyles.rowButtons}>
                    <Button size="sm" onClick={() => onEdit(redirect)}>
                      Edit <span className="visually-hidden">the redirect from {redirect.from}</span>
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => remove.ask(redirect)}>
                      Delete <span className="visually-hidden">the redirect from {redirect.from}</span>
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {remove.dialog}
    </>
  );
}

/**
 * Redirects (editors and administrators): old addresses sent on to new ones, and the 404 log,
 * whose paths become redirects in one click. Lists, search and pages live in the address.
 */
export function RedirectsPage({ screen }: ScreenProps<CustomScreen>) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = pageOf(params.get('page'));
  const logPage = pageOf(params.get('log'));
  const redirects = useQuery(redirectQueries.page(q, page));
  const [draft, setDraft] = useState<{ value: RedirectDraft; key: number; focus: boolean }>({
    value: emptyDraft,
    key: 0,
    focus: false,
  });
  const formRef = useRef<HTMLElement>(null);

  const go = (next: Record<string, string | number>) => {
    const merged = { q, page, log: logPage, ...next };
    setParams(
      Object.fromEntries(
        Object.entries(merged)
          .filter(([name, value]) => (name === 'q' ? value !== '' : Number(value) > 1))
          .map(([name, value]) => [name, String(value)]),
      ),
    );
  };
  const startWith = (value: RedirectDraft) => {
    setDraft((current) => ({ value, key: current.key + 1, focus: true }));
    formRef.current?.scrollIntoView?.({ block: 'nearest' });
  };
  const reset = () => setDraft((current) => ({ value: emptyDraft, key: current.key + 1, focus: false }));

  let list: React.ReactNode;
  if (redirects.isPending) list = <Loading text="Loading..." />;
  else if (redirects.isError)
    list = <FailureAlert failure={describeFailure(redirects.error, 'Failed to load the redirects.')} />;
  else if (redirects.data.data.length === 0)
    list = <p className={tableStyles.empty}>{q ? 'No redirect matches this search.' : 'No redirects yet.'}</p>;
  else
    list = (
      <>
        <RedirectsTable
          redirects={redirects.data.data}
          busy={redirects.isFetching}
          onEdit={(redirect) => startWith({ ...redirect })}
        />
        <Pager
          page={page}
          lastPage={redirects.data.last_page}
          onChange={(next) => go({ page: next })}
          label="Redirect pages"
        />
      </>
    );

  const editing = draft.value.id !== null;
  return (
    <section className={tableStyles.screen} aria-labelledby="admin-screen-title">
      <PageHeader
        title={screen.title}
        note="A redirect sends visitors from an old address to a new one before any page is looked for, so it wins over a page at the same path. The path matches exactly (letter case counts, a trailing slash does not), and the visitor's query string is passed on."
      />
      <section ref={formRef} className={styles.panel} aria-labelledby="redirect-form-title">
        <h2 id="redirect-form-title" className={styles.panelTitle}>
          {editing ? `Edit the redirect from ${draft.value.from}` : 'Add a redirect'}
        </h2>
        <RedirectForm key={draft.key} draft={draft.value} focusTarget={draft.focus} onDone={reset} />
      </section>
      <section className={styles.section} aria-labelledby="redirects-title">
        <h2 id="redirects-title" className={styles.panelTitle}>
          Redirects{redirects.data ? ` (${redirects.data.total})` : ''}
        </h2>
        <SearchForm key={q} q={q} onSearch={(next) => go({ q: next, page: 1 })} />
        {list}
      </section>
      <section className={styles.section} aria-labelledby="not-found-title">
        <h2 id="not-found-title" className={styles.panelTitle}>
          Pages not found (404)
        </h2>
        <p className={styles.help}>
          Addresses visitors asked for and did not find, most asked first, with where the last of them came from.
          Redirect one to send its visitors somewhere useful.
        </p>
        <NotFoundList
          page={logPage}
          onPage={(next) => go({ log: next })}
          onRedirect={(entry) => startWith({ ...emptyDraft, from: entry.path })}
        />
      </section>
    </section>
  );
}
