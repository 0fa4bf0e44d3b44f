import { z } from 'zod';

/** One entry of the audit log as the API answers it (issue 46): read-only, newest first. */
export const auditEntrySchema = z.object({
  id: z.number(),
  created_at: z.string(),
  user_id: z.number().nullable(),
  /** Who, as they were named then ("Ada Admin <ada@example.com>"), or what acted. */
  actor: z.string(),
  ip_address: z.string().nullable(),
  action: z.string(),
  entity: z.string().nullable(),
  entity_id: z.number().nullable(),
  entity_label: z.string().nullable(),
  /** The names of the fields that changed. */
  fields: z.array(z.string()),
  detail: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The filters of the audit log's list and CSV export (dates are UTC days, both included). */
export interface AuditFilters {
  user_id?: number;
  action?: string;
  entity?: string;
  entity_id?: number;
  from?: string;
  to?: string;
}

/** The actions the log records, for the admin's filter. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'publish',
  'delete',
  'restore',
  'purge',
  'upload',
  'import',
  'demo removed',
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
  'status changed',
  'note added',
] as const;
