import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import type { DialectName } from './database.ts';
import * as initial from './migrations/0001-initial.ts';
import * as productSearchName from './migrations/0002-product-search-name.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations do not use the app's table types.
type MigrationModule = { up(db: Kysely<any>, dialect: DialectName): Promise<void> };

/** Listed by hand, in order: no file discovery, so bundling and reading stay simple. */
const migrations: Record<string, MigrationModule> = {
  '0001-initial': initial,
  '0002-product-search-name': productSearchName,
};

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function migrateToLatest(db: Kysely<any>, dialect: DialectName): Promise<string[]> {
  const provider = {
    async getMigrations(): Promise<Record<string, Migration>> {
      return Object.fromEntries(
        Object.entries(migrations).map(([name, module]) => [name, { up: (database) => module.up(database, dialect) }]),
      );
    },
  };
  const migrationTableSchema = dialect === 'postgres' ? await currentSchema(db) : undefined;
  const { error, results } = await new Migrator({ db, provider, migrationTableSchema }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/**
 * Kysely looks for its migration tables in every schema unless told which one, so another
 * schema's tables (a parallel test file's) would pass for ours: name the one in use.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above.
async function currentSchema(db: Kysely<any>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0].schema;
}
