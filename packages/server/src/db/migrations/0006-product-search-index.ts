import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * An index for the product search (a substring of products.search_text, which is already
 * folded): on SQLite an FTS5 table with the trigram tokenizer, kept in step with products by
 * triggers, so every write is seen at once; on PostgreSQL a pg_trgm GIN index, which serves
 * the same LIKE the search already runs. Queries under three characters have no trigram and
 * still scan.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and do not use the app's table types.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') await postgresIndex(db);
  else await sqliteIndex(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
async function sqliteIndex(db: Kysely<any>): Promise<void> {
  await sql`create virtual table products_search using fts5(
    search_text, content = 'products', content_rowid = 'id', tokenize = 'trigram'
  )`.execute(db);
  await sql`insert into products_search (products_search) values ('rebuild')`.execute(db);
  await sql`create trigger products_search_insert after insert on products begin
    insert into products_search (rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
  await sql`create trigger products_search_delete after delete on products begin
    insert into products_search (products_search, rowid, search_text) values ('delete', old.id, old.search_text);
  end`.execute(db);
  await sql`create trigger products_search_update after update of search_text on products begin
    insert into products_search (products_search, rowid, search_text) values ('delete', old.id, old.search_text);
    insert into products_search (rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
}

/**
 * The extension goes into `public` (or stays where the database already has it), not into the
 * schema in use: it belongs to the whole database, and dropping one schema must not take it
 * from the others.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above.
async function postgresIndex(db: Kysely<any>): Promise<void> {
  // Migrations of other schemas (parallel test files) may add it at the same moment.
  await sql`select pg_advisory_xact_lock(hashtext('grain: create extension pg_trgm'))`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  } catch (error) {
    throw new Error(
      `PostgreSQL refused to create the pg_trgm extension, which the product search index needs (${(error as Error).message}). ` +
        'Ask the database owner to run "CREATE EXTENSION pg_trgm;" in this database (it ships with PostgreSQL; since PostgreSQL 13 any user allowed to CREATE in the database may add it), then start Grain again.',
    );
  }
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  const operatorClass = sql`${sql.id(rows[0].schema)}.gin_trgm_ops`;
  await sql`create index products_search_text_trgm on products using gin (search_text ${operatorClass})`.execute(db);
}
