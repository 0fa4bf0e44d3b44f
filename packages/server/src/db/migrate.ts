import { type Kysely, sql } from 'kysely';
import { type Migration, type MigrationResultSet, Migrator } from 'kysely/migration';
import type { DialectName } from './database.ts';
import * as initial from './migrations/0001-initial.ts';
import * as productSearchName from './migrations/0002-product-search-name.ts';
import * as normaliseLineEndings from './migrations/0003-normalise-line-endings.ts';
import * as rateLimits from './migrations/0004-rate-limits.ts';
import * as contentVersion from './migrations/0005-content-version.ts';
import * as productSearchIndex from './migrations/0006-product-search-index.ts';
import * as imagePipeline from './migrations/0007-image-pipeline.ts';
import * as productChildrenJson from './migrations/0008-product-children-json.ts';
import * as repairSlugs from './migrations/0009-repair-slugs.ts';
import * as siteSetup from './migrations/0010-site-setup.ts';
import * as demoRecords from './migrations/0020-demo-records.ts';
import * as editorial from './migrations/0021-editorial.ts';
import * as accounts from './migrations/0022-accounts.ts';
import * as siteSettings from './migrations/0023-site-settings.ts';
import * as childTriggersByIndex from './migrations/0024-child-triggers-by-index.ts';
import * as staffRoles from './migrations/0025-staff-roles.ts';
import * as auditLog from './migrations/0026-audit-log.ts';
import * as mediaLibrary from './migrations/0027-media-library.ts';
import * as enquiries from './migrations/0028-enquiries.ts';
import * as redirects from './migrations/0029-redirects.ts';
import * as catalogueSemantics from './migrations/0030-catalogue-semantics.ts';
import * as productFacets from './migrations/0031-product-facets.ts';
import * as searchAndSharing from './migrations/0032-search-and-sharing.ts';
import * as listedPriceOrder from './migrations/0033-listed-price-order.ts';
import * as saleTimesIndex from './migrations/0034-sale-times-index.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations do not use the app's table types.
type MigrationModule = { up(db: Kysely<any>, dialect: DialectName): Promise<void> };

/** Listed by hand, in order: no file discovery, so bundling and reading stay simple. */
const migrations: Record<string, MigrationModule> = {
  '0001-initial': initial,
  '0002-product-search-name': productSearchName,
  '0003-normalise-line-endings': normaliseLineEndings,
  '0004-rate-limits': rateLimits,
  '0005-content-version': contentVersion,
  '0006-product-search-index': productSearchIndex,
  '0007-image-pipeline': imagePipeline,
  '0008-product-children-json': productChildrenJson,
  '0009-repair-slugs': repairSlugs,
  '0010-site-setup': siteSetup,
  '0020-demo-records': demoRecords,
  '0021-editorial': editorial,
  '0022-accounts': accounts,
  '0023-site-settings': siteSettings,
  '0024-child-triggers-by-index': childTriggersByIndex,
  '0025-staff-roles': staffRoles,
  '0026-audit-log': auditLog,
  '0027-media-library': mediaLibrary,
  '0028-enquiries': enquiries,
  '0029-redirects': redirects,
  '0030-catalogue-semantics': catalogueSemantics,
  '0031-product-facets': productFacets,
  '0032-search-and-sharing': searchAndSharing,
  '0033-listed-price-order': listedPriceOrder,
  '0034-sale-times-index': saleTimesIndex,
};

/** Every migration this version of Grain knows, in order. */
export const migrationNames = Object.keys(migrations);

// biome-ignore lint/suspicious/noExplicitAny: see above.
async function migratorFor(db: Kysely<any>, dialect: DialectName): Promise<Migrator> {
  const provider = {
    async getMigrations(): Promise<Record<string, Migration>> {
      return Object.fromEntries(
        Object.entries(migrations).map(([name, module]) => [name, { up: (database) => module.up(database, dialect) }]),
      );
    },
  };
  const migrationTableSchema = dialect === 'postgres' ? await currentSchema(db) : undefined;
  return new Migrator({ db, provider, migrationTableSchema });
}

function appliedBy({ error, results }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function migrateToLatest(db: Kysely<any>, dialect: DialectName): Promise<string[]> {
  return retryingOtherSchemasDrop(dialect, async () =>
    appliedBy(await (await migratorFor(db, dialect)).migrateToLatest()),
  );
}

/** Applies the migrations up to and including `name` (a backup restores into the schema it was made from). */
// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function migrateUpTo(db: Kysely<any>, dialect: DialectName, name: string): Promise<string[]> {
  return retryingOtherSchemasDrop(dialect, async () =>
    appliedBy(await (await migratorFor(db, dialect)).migrateTo(name)),
  );
}

/** PostgreSQL's invalid_schema_name, undefined_table and undefined_column. */
const DROPPED_UNDER_THE_READ = new Set(['3F000', '42P01', '42703']);

/**
 * Kysely's migrator reads the columns of every table in every schema of the database to find its
 * own tables, and that read fails when another schema is dropped (3F000, 42P01) or drops a column
 * of a table (42703, its own migration running) while it runs: another site's, or a parallel test
 * file's. Each migration runs in its own transaction on
 * PostgreSQL, so the whole run can be tried again, up to five times.
 */
async function retryingOtherSchemasDrop<T>(dialect: DialectName, migrate: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await migrate();
    } catch (error) {
      const code = String((error as { code?: unknown }).code);
      if (dialect !== 'postgres' || !DROPPED_UNDER_THE_READ.has(code) || attempt >= 5) throw error;
    }
  }
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
