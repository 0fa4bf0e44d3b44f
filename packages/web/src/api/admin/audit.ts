import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../client.ts';
import { adminQueries } from './admin-queries.ts';
import { downloadCsv } from './product-csv.ts';

/** The audit log (administrators, issue 46): read and exported, never changed. */
export interface AuditEntry {
  id: number;
  created_at: string;
  user_id: number | null;
  actor: string;
  ip_address: string | null;
  action: string;
  entity: string | null;
  entity_id: number | null;
  entity_label: string | null;
  fields: string[];
  detail: string | null;
}

export interface AuditPage {
  data: AuditEntry[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** The filters, as the screen's address and the API both take them. */
export type AuditFilters = Partial<Record<'user_id' | 'action' | 'entity' | 'entity_id' | 'from' | 'to', string>>;

export const auditQueryString = (filters: AuditFilters) =>
  new URLSearchParams(Object.entries(filters).filter(([, value]) => value) as Array<[string, string]>).toString();

export const AUDIT_PER_PAGE = 50;

/** The actions the log records, for the screen's filter. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'publish',
  'delete',
  'restore',
  'purge',
  'sign-in',
  'sign-in failed',
  'sign-in refused',
  'sign-out',
  'password changed',
  'password reset',
  'two-factor on',
  'two-factor off',
  'session ended',
  'sessions ended',
  'invited',
  'invitation withdrawn',
  'invitation accepted',
  'role changed',
  'deactivated',
  'reactivated',
] as const;

export const auditQueries = {
  page: (filters: AuditFilters, page: number) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'audit', filters, page],
      queryFn: ({ signal }) =>
        api<AuditPage>(`/audit?${auditQueryString(filters)}&page=${page}&per_page=${AUDIT_PER_PAGE}`, { signal }),
      placeholderData: keepPreviousData,
    }),
};

export const downloadAuditCsv = (filters: AuditFilters) =>
  downloadCsv(`/audit/export.csv?${auditQueryString(filters)}`, 'audit-log.csv');
