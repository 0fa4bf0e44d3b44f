import { contentTypes } from '@grain/contract/content-types';
import type { Kysely } from 'kysely';
import type { Database, SiteSetupTable } from './schema.ts';
import { nowIso } from './values.ts';

export type SetupState = SiteSetupTable['state'];

/** The migration that creates every table: applied by a start, that start created the database. */
export const FIRST_MIGRATION = '0001-initial';

// biome-ignore lint/suspicious/noExplicitAny: the site's tables are named by their definitions.
type AnyDb = Kysely<any>;

const siteTables = [...contentTypes.map((def) => def.table), 'products', 'contact_messages'];

async function holdsSiteRecords(db: Kysely<Database>): Promise<boolean> {
  for (const table of siteTables) {
    if (await (db as unknown as AnyDb).selectFrom(table).select('id').limit(1).executeTakeFirst()) return true;
  }
  return false;
}

export async function readSetupState(db: Kysely<Database>): Promise<SetupState | undefined> {
  return (await db.selectFrom('site_setup').select('state').where('id', '=', 1).executeTakeFirst())?.state;
}

/**
 * How the database began, recorded at its first start and read from then on: 'new' when this
 * start created it, 'existing' when it already held a site (a database from before the
 * record was kept, or one restored from a backup without it). Only 'new' ever gets the demo,
 * and leaves that state once, for 'demo' or (GRAIN_DEMO=off) 'empty',
 * so a site whose owner deleted its records is never seeded again. A database from before the
 * record that holds no site record at all counts as new: instances starting together on a new
 * PostgreSQL database (only one of them migrates it) then all agree.
 */
export async function recordSetupState(db: Kysely<Database>, createdByThisStart: boolean): Promise<SetupState> {
  const recorded = await readSetupState(db);
  if (recorded) return recorded;
  const state: SetupState = createdByThisStart || !(await holdsSiteRecords(db)) ? 'new' : 'existing';
  await db
    .insertInto('site_setup')
    .values({ id: 1, state, updated_at: nowIso() })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  return (await readSetupState(db)) ?? state;
}

/**
 * Moves a 'new' database on to `state`, inside the caller's transaction; false when it was no
 * longer new (another instance sharing the database got there first).
 */
export async function leaveNewState(trx: Kysely<Database>, state: Exclude<SetupState, 'new'>): Promise<boolean> {
  const result = await trx
    .updateTable('site_setup')
    .set({ state, updated_at: nowIso() })
    .where('id', '=', 1)
    .where('state', '=', 'new')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** GRAIN_DEMO=off: a new database is recorded as started empty, so no later start seeds it. */
export async function startEmptyIfNew(db: Kysely<Database>): Promise<boolean> {
  if ((await recordSetupState(db, false)) !== 'new') return false;
  return db.transaction().execute((trx) => leaveNewState(trx, 'empty'));
}
