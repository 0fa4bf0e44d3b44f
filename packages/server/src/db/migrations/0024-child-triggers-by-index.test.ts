import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialect } from '../../../test/harness.ts';
import { migrateToLatest } from '../migrate.ts';

/**
 * On PostgreSQL the child-row triggers must reach their product by its key however small the
 * products table was when their plan was made (migration 0024); SQLite plans each statement anew.
 */
describe.runIf(testDialect === 'postgres')('migration 0024: the child triggers plan without sequential scans', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.db, database.dialect);
  });
  afterAll(() => database.close());

  it('sets enable_seqscan off on each of the three functions', async () => {
    const { rows } = await sql<{ name: string; config: string[] | null }>`
      select p.proname as name, p.proconfig as config from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = current_schema() and p.proname like 'product\\_%\\_json' order by p.proname`.execute(
      database.db,
    );
    expect(rows).toEqual([
      { name: 'product_features_json', config: ['enable_seqscan=off'] },
      { name: 'product_images_json', config: ['enable_seqscan=off'] },
      { name: 'product_specifications_json', config: ['enable_seqscan=off'] },
    ]);
  });
});
