import { type Kysely, type Migration, Migrator } from 'kysely';
import type { DialectName } from './database.ts';
import * as initial from './migrations/0001-initial.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations do not use the app's table types.
type MigrationModule = { up(db: Kysely<any>, dialect: DialectName): Promise<void> };

/** Listed by hand, in order: no file discovery, so bundling and reading stay simple. */
const migrations: Record<string, MigrationModule> = {
  '0001-initial': initial,
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
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
