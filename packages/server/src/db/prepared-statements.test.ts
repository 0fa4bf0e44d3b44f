import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

let dir: string;
// biome-ignore lint/suspicious/noExplicitAny: a table of this test only.
let db: Kysely<any>;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'grain-prepared-'));
  db = openDatabase(path.join(dir, 'prepared.db')).db;
  await sql`create table numbers (n integer not null)`.execute(db);
  await db
    .insertInto('numbers')
    .values([1, 2, 3, 4].map((n) => ({ n })))
    .execute();
});
afterAll(async () => {
  await db.destroy();
  await fs.rm(dir, { recursive: true, force: true });
});

it('runs a kept statement again with new parameters, and after the schema changed', async () => {
  const above = (n: number) => db.selectFrom('numbers').select('n').where('n', '>', n).orderBy('n').execute();
  expect(await above(2)).toEqual([{ n: 3 }, { n: 4 }]);
  expect(await above(3)).toEqual([{ n: 4 }]);
  await sql`alter table numbers add column label text`.execute(db);
  expect(await db.selectFrom('numbers').selectAll().where('n', '>', 3).execute()).toEqual([{ n: 4, label: null }]);
});

it('runs a kept statement again after a stream of it was left half read', async () => {
  const query = db.selectFrom('numbers').select('n').orderBy('n');
  expect(await query.execute()).toHaveLength(4);
  for await (const row of query.stream()) {
    expect(row.n).toBe(1);
    break;
  }
  expect(await query.execute()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }]);
});

it('binds values behind a unary plus, so that a kept statement is not planned again, and they come back as given', async () => {
  const page = db.selectFrom('numbers').select('n').where('n', '>=', 1).orderBy('n').limit(2).offset(1);
  expect(page.compile().sql).toBe('select "n" from "numbers" where "n" >= +? order by "n" limit +? offset +?');
  expect(await page.execute()).toEqual([{ n: 2 }, { n: 3 }]);

  const blob = Buffer.from([0, 1, 2]);
  const row = await sql<Record<string, unknown>>`select ${'text'} as text, typeof(${'text'}) as text_type,
    ${7} as integer, ${1.5} as real, typeof(${1.5}) as real_type, ${null} as missing, ${blob} as blob,
    typeof(${blob}) as blob_type, ${'a_c'} like ${'a\\_%'} escape ${'\\'} as escaped, ${'abc'} like ${'a_c'} as wildcard`
    .execute(db)
    .then((result) => result.rows[0]);
  expect(row).toEqual({
    text: 'text',
    text_type: 'text',
    integer: 7,
    real: 1.5,
    real_type: 'real',
    missing: null,
    blob,
    blob_type: 'blob',
    escaped: 1,
    wildcard: 1,
  });
});
