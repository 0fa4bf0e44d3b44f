import type { AuditEntry } from '@grain/contract/audit';
import type { Page } from '@grain/contract/envelope';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../client.ts';
import { adminQueries } from './admin-queries.ts';
import { downloadCsv } from './product-csv.ts';

/** The audit log (administrators, issue 46): read and exported, never changed. */
export type AuditPage = Page<AuditEntry>;

/** The filters, as the screen's address and the API both take them. */
export type AuditFilters = Partial<Record<'user_id' | 'action' | 'entity' | 'entity_id' | 'from' | 'to', string>>;

export const auditQueryString = (filters: AuditFilters) =>
  new URLSearchParams(Object.entries(filters).filter(([, value]) => value) as Array<[string, string]>).toString();

export const AUDIT_PER_PAGE = 50;

export const auditQueries = {
  page: (filters: AuditFilters, page: number) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'audit', filters, page],
      queryFn: ({ signal }) =>
        api<AuditPage>(`/audit?${auditQueryString(filters)}&page=${page}&per_page=${AUDIT_PER_PAGE}`, { signal }),
      placeholderData: keepPreviousData,
    }),
};

export { AUDIT_ACTIONS } from '@grain/contract/audit';
export type { AuditEntry };

export const downloadAuditCsv = (filters: AuditFilters) =>
  downloadCsv(`/audit/export.csv?${auditQueryString(filters)}`, 'audit-log.csv');
