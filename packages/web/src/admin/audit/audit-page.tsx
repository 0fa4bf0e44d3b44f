import { faFileExport } from '@fortawesome/free-solid-svg-icons/faFileExport';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AUDIT_ACTIONS, type AuditFilters, auditQueries, downloadAuditCsv } from '../../api/admin/audit.ts';
import { staffQueries } from '../../api/admin/staff.ts';
import { formatSiteTime, useSiteTimeZone } from '../editorial/site-time.ts';
import tableStyles from '../resources/resource.module.css';
import type { CustomScreen, ScreenProps } from '../screen-types.ts';
import { Button } from '../ui/button.tsx';
import { describeFailure } from '../ui/failure.ts';
import { FailureAlert } from '../ui/failure-alert.tsx';
import { FilterDate, FilterForm, FilterSelect, useFilterValues } from '../ui/filter-form.tsx';
import { Loading } from '../ui/loading.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { Pager } from '../ui/pager.tsx';
import styles from './audit.module.css';

const FILTER_NAMES = ['user_id', 'action', 'entity', 'entity_id', 'from', 'to'] as const;

const filtersOf = (params: URLSearchParams): AuditFilters =>
  Object.fromEntries(FILTER_NAMES.flatMap((name) => (params.get(name) ? [[name, params.get(name)]] : [])));

/** The filter form: its values in the screen's address. */
function AuditFilterForm({ filters, onApply }: { filters: AuditFilters; onApply: (filters: AuditFilters) => void }) {
  const users = useQuery(staffQueries.users()).data ?? [];
  const id = useId();
  const { values, setValues, set } = useFilterValues<AuditFilters>(filters);
  return (
    <FilterForm
      label="Filter the audit log"
      onFilter={() => onApply(values)}
      onClear={() => {
        setValues({});
        onApply({});
      }}
    >
      <FilterSelect
        id={`${id}-user`}
        name="user_id"
        label="Person"
        anyLabel="Everyone"
        value={values.user_id}
        onChange={set('user_id')}
        options={users.map((user) => ({ value: user.id, label: `${user.fname} ${user.lname}` }))}
      />
      <FilterSelect
        id={`${id}-action`}
        name="action"
        label="Action"
        anyLabel="Any action"
        value={values.action}
        onChange={set('action')}
        options={AUDIT_ACTIONS.map((action) => ({ value: action, label: action }))}
      />
      <label htmlFor={`${id}-entity`}>
        Record type
        <input
          id={`${id}-entity`}
          name="entity"
          value={values.entity ?? ''}
          onChange={set('entity')}
          placeholder="faqs"
        />
      </label>
      <label htmlFor={`${id}-record`}>
        Record id
        <input
          id={`${id}-record`}
          name="entity_id"
          inputMode="numeric"
          value={values.entity_id ?? ''}
          onChange={set('entity_id')}
        />
      </label>
      <FilterDate id={`${id}-from`} name="from" label="From" value={values.from} onChange={set('from')} />
      <FilterDate id={`${id}-to`} name="to" label="To" value={values.to} onChange={set('to')} />
    </FilterForm>
  );
}

/** The audit log (administrators): who did what, when and from where; filters and a CSV export. */
export function AuditPage({ screen }: ScreenProps<CustomScreen>) {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const entries = useQuery(auditQueries.page(filters, page));
  const zone = useSiteTimeZone();
  const [exportFailure, setExportFailure] = useState<string | null>(null);

  const go = (next: AuditFilters, nextPage = 1) =>
    setParams(
      Object.fromEntries([
        ...Object.entries(next).filter(([, value]) => value),
        ...(nextPage > 1 ? [['page', String(nextPage)]] : []),
      ]),
    );
  const exportCsv = async () => {
    setExportFailure(null);
    try {
      await downloadAuditCsv(filters);
    } catch (error) {
      setExportFailure(describeFailure(error, 'Failed to export the audit log.').message);
    }
  };

  let body: React.ReactNode;
  if (entries.isPending) body = <Loading text="Loading..." />;
  else if (entries.isError)
    body = <FailureAlert failure={describeFailure(entries.error, 'Failed to load the audit log.')} />;
  else if (entries.data.data.length === 0) body = <p className={tableStyles.empty}>No entries match these filters.</p>;
  else {
    body = (
      <>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
        <section className={tableStyles.tableWrap} aria-label="Audit log table" tabIndex={0}>
          <table className={tableStyles.table} aria-busy={entries.isFetching || undefined}>
            <caption className="visually-hidden">Audit log</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Record</th>
                <th scope="col">Fields</th>
                <th scope="col">From</th>
              </tr>
            </thead>
            <tbody>
              {entries.data.data.map((entry) => (
                <tr key={entry.id}>
                  <td data-label="When">{formatSiteTime(entry.created_at, zone)}</td>
                  <td className={tableStyles.wrap} data-label="Who">
                    {entry.actor}
                  </td>
                  <td className={tableStyles.wrap} data-label="Action">
                    <span>
                      {entry.action}
                      {entry.detail ? <span className={styles.detail}> · {entry.detail}</span> : null}
                    </span>
                  </td>
                  <td className={tableStyles.wrap} data-label="Record">
                    {entry.entity ? `${entry.entity} #${entry.entity_id ?? '–'}` : '–'}
                    {entry.entity_label ? <span className={styles.detail}> {entry.entity_label}</span> : null}
                  </td>
                  <td className={tableStyles.wrap} data-label="Fields">
                    {entry.fields.length > 0 ? entry.fields.join(', ') : '–'}
                  </td>
                  <td data-label="From">{entry.ip_address ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <Pager
          page={page}
          lastPage={entries.data.last_page}
          onChange={(next) => go(filters, next)}
          label="Audit log pages"
        />
      </>
    );
  }

  const total = entries.data?.total;
  return (
    <section className={tableStyles.screen} aria-labelledby="admin-screen-title">
      <PageHeader
        title={screen.title}
        note={`Every sign-in and every change, kept as it happened. Times in ${zone}.${total === undefined ? '' : ` ${total} entries match.`}`}
      >
        <Button icon={faFileExport} onClick={exportCsv}>
          Export CSV
        </Button>
      </PageHeader>
      {exportFailure ? (
        <p className={styles.error} role="alert">
          {exportFailure}
        </p>
      ) : null}
      <AuditFilterForm key={params.toString()} filters={filters} onApply={(next) => go(next)} />
      {body}
    </section>
  );
}
