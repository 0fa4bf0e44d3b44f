import type { Kysely } from 'kysely';
import { countReferencing } from '../db/lookups.ts';
import type { Database } from '../db/schema.ts';

type Row = Record<string, unknown>;

/** Whether a record may be deleted, and if not, why (the text the admin reads). */
export type DeleteCheck = { blocked: false } | { blocked: true; reason: string };

/** Per-type behaviour that the generic write and delete flows call into. */
export interface ContentHooks {
  /** Adjusts submitted values before validation (e.g. derive a category's slug from its name). */
  prepare?(values: Row, existing: Row | undefined): void;
  /** Says whether a record may be deleted; the route answers 409 with the reason when it may not. */
  checkDelete?(db: Kysely<Database>, id: number): Promise<DeleteCheck>;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** "This category still has 2 products. Move or delete them first." */
export function stillInUseReason(owner: string, item: string, count: number): string {
  return `This ${owner} still has ${plural(count, item)}. Move or delete ${count === 1 ? 'it' : 'them'} first.`;
}

/**
 * Refuses deleting a record while rows of another table still point at it (their foreign key
 * restricts): a clear refusal instead of a failure in the database.
 */
export function blockedWhileReferenced(rule: {
  owner: string;
  table: string;
  column: string;
  item: string;
}): NonNullable<ContentHooks['checkDelete']> {
  return async (db, id) => {
    const count = await countReferencing(db, rule.table, rule.column, id);
    return count > 0 ? { blocked: true, reason: stillInUseReason(rule.owner, rule.item, count) } : { blocked: false };
  };
}
