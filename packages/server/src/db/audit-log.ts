import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';
import { nowIso } from './values.ts';

/** Who acts: a signed-in person (with the address the request came from), or the site itself. */
export interface AuditActor {
  userId: number | null;
  /** "Ada Admin <ada@example.com>", "schedule", "command line"… */
  label: string;
  ip: string | null;
}

export interface AuditEntry {
  action: string;
  entity?: string | null;
  entityId?: number | null;
  entityLabel?: string | null;
  fields?: readonly string[] | null;
  detail?: string | null;
}

/** The actor of work no person started (schedules, start-up, commands). */
export const SITE_ACTOR: AuditActor = { userId: null, label: 'the site', ip: null };

/**
 * Appends an entry. Called with the transaction of the change it records, so that the change
 * and its entry commit together or not at all.
 */
export async function writeAuditEntry(db: Kysely<Database>, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      created_at: nowIso(),
      user_id: actor.userId,
      actor: actor.label.slice(0, 300),
      ip_address: actor.ip?.slice(0, 64) ?? null,
      action: entry.action,
      entity: entry.entity ?? null,
      entity_id: entry.entityId ?? null,
      entity_label: entry.entityLabel?.slice(0, 300) ?? null,
      fields: entry.fields && entry.fields.length > 0 ? JSON.stringify(entry.fields) : null,
      detail: entry.detail?.slice(0, 1000) ?? null,
    })
    .execute();
}
