import { type AuditFilters, auditEntrySchema } from '@grain/contract/audit';
import { pageSchema } from '@grain/contract/responses';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { csvStream } from '../http/csv.ts';
import { ok } from '../http/envelope.ts';
import { pageNumber, perPage } from '../http/params.ts';
import { addRoute } from '../http/route.ts';
import { auditEntries, auditPage } from './audit-store.ts';

const tag = 'Audit log';
const day = z.iso.date({ error: 'Dates are written YYYY-MM-DD.' });
const id = z.coerce.number({ error: 'Must be a whole number.' }).int().positive();
const filtersSchema = z.object({
  user_id: id.optional(),
  action: z.string().trim().min(1).max(60).optional(),
  entity: z.string().trim().min(1).max(60).optional(),
  entity_id: id.optional(),
  from: day.optional(),
  to: day.optional(),
});
const pageQuery = filtersSchema.extend({ page: pageNumber.default(1), per_page: perPage(50) });

const auditPageSchema = pageSchema(auditEntrySchema);

const CSV_COLUMNS = ['when', 'who', 'ip_address', 'action', 'record_type', 'record_id', 'record', 'fields', 'detail'];

/**
 * The audit log (administrators): read and exported, never edited or deleted through the API;
 * entries go only with the retention sweep (AUDIT_RETENTION_DAYS).
 */
export function registerAuditRoutes(app: FastifyInstance): void {
  const { db } = app.grain;

  addRoute(app, {
    method: 'GET',
    url: '/api/audit',
    summary: 'Audit log entries, newest first, by person, action, record and dates (UTC days)',
    tag,
    access: 'admin',
    query: pageQuery,
    response: auditPageSchema,
    handler: async ({ query }) => {
      const { page, per_page, ...filters } = query;
      return ok(await auditPage(db, filters as AuditFilters, page, per_page));
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/api/audit/export.csv',
    summary: 'The audit log entries of the same filters as CSV',
    tag,
    access: 'admin',
    query: filtersSchema,
    response: z.string(),
    handler: async ({ query, reply }) => {
      async function* lines() {
        yield CSV_COLUMNS;
        for await (const entry of auditEntries(db, query as AuditFilters)) {
          yield [
            entry.created_at,
            entry.actor,
            entry.ip_address ?? '',
            entry.action,
            entry.entity ?? '',
            entry.entity_id ?? '',
            entry.entity_label ?? '',
            entry.fields.join('|'),
            entry.detail ?? '',
          ];
        }
      }
      const date = new Date().toISOString().slice(0, 10);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${date}.csv"`)
        .header('cache-control', 'no-store');
      return reply.send(csvStream(lines()));
    },
  });
}
