import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * site_settings: the owner's settings of the site, one row (id 1) written by the first save of
 * the admin's "Site settings" screen. `data` is JSON of the settings as the contract's
 * storedSiteSettingsSchema reads them, so a new setting needs no migration: a value missing
 * from an older row reads as its default. No row: every setting at its default.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and do not use the app's table types.
export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('site_settings')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('data', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
}
