import type { Kysely } from 'kysely';
import { countReferencing } from '../db/lookups.ts';
import type { Database } from '../db/schema.ts';

type Row = Record<string, unknown>;

/** Whether a record may be deleted, and if not, why (the text the admin reads). */
export type DeleteCheck = { blocked: false } | { blocked: true; reason: string };

/** What a write changed: the hooks that run in its transaction are told. */
export interface WriteChange {
  operation: 'create' | 'update' | 'delete';
  table: string;
  id: number;
}

/**
 * What a collection adds to the engine's life cycle (see write.ts for the steps). Hooks that
 * take `trx` run inside the write's transaction: what they write commits with the record or not
 * at all, and a hook that throws undoes the whole write.
 */
export interface CollectionHooks {
  /** Validate step: adjusts the merged values before validation (derive a category's slug from its name). */
  prepare?(values: Row, existing: Row | undefined): void;
  /** Delete, first in its transaction: whether the record may go; the route answers 409 with the reason. */
  checkDelete?(trx: Kysely<Database>, id: number): Promise<DeleteCheck>;
  /** Write step, last in the transaction: what else changes with the record (revisions, audit entries). */
  afterWrite?(trx: Kysely<Database>, change: WriteChange): Promise<void>;
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
}): NonNullable<CollectionHooks['checkDelete']> {
  return async (trx, id) => {
    const count = await countReferencing(trx, rule.table, rule.column, id);
    return count > 0 ? { blocked: true, reason: stillInUseReason(rule.owner, rule.item, count) } : { blocked: false };
  };
}
