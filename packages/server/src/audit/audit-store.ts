import type { AuditEntry, AuditFilters } from '@grain/contract/audit';
import type { Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import type { AuditLogTable, Database } from '../db/schema.ts';
import { toIsoTimestamp } from '../db/values.ts';

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00.000Z`) + 86_400_000).toISOString();

function filtered<O>(query: SelectQueryBuilder<Database, 'audit_log', O>, filters: AuditFilters) {
  let result = query;
  if (filters.user_id !== undefined) result = result.where('user_id', '=', filters.user_id);
  if (filters.action) result = result.where('action', '=', filters.action);
  if (filters.entity) result = result.where('entity', '=', filters.entity);
  if (filters.entity_id !== undefined) result = result.where('entity_id', '=', filters.entity_id);
  if (filters.from) result = result.where('created_at', '>=', `${filters.from}T00:00:00.000Z`);
  if (filters.to) result = result.where('created_at', '<', nextDay(filters.to));
  return result;
}

const present = (row: Selectable<AuditLogTable>): AuditEntry => ({
  ...row,
  created_at: toIsoTimestamp(row.created_at) ?? row.created_at,
  fields: row.fields ? (JSON.parse(row.fields) as string[]) : [],
});

/** A page of entries, newest first, filtered in SQL. */
export async function auditPage(db: Kysely<Database>, filters: AuditFilters, page: number, perPage: number) {
  const [rows, count] = await Promise.all([
    filtered(db.selectFrom('audit_log').selectAll(), filters)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    filtered(
      db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('count')),
      filters,
    ).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.count);
  return {
    data: rows.map(present),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}

/** Every matching entry, newest first, in batches (the CSV export streams them). */
export async function* auditEntries(db: Kysely<Database>, filters: AuditFilters, batch = 1000) {
  let before: { created_at: string; id: number } | undefined;
  for (;;) {
    let query = filtered(db.selectFrom('audit_log').selectAll(), filters);
    if (before) {
      const { created_at, id } = before;
      query = query.where((eb) =>
        eb.or([eb('created_at', '<', created_at), eb.and([eb('created_at', '=', created_at), eb('id', '<', id)])]),
      );
    }
    const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(batch).execute();
    for (const row of rows) yield present(row);
    if (rows.length < batch) return;
    const last = rows[rows.length - 1];
    before = { created_at: last.created_at, id: last.id };
  }
}

/** The retention sweep: entries older than `days` go; nothing else ever deletes one. */
export async function deleteOldAuditEntries(db: Kysely<Database>, days: number, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('audit_log')
    .where('created_at', '<', new Date(now - days * 86_400_000).toISOString())
    .execute();
}
