import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';
import { isKyselyTable, postgresTables } from '../postgres-tables.ts';

// Frozen copy of the rule at the time of writing (contract `normaliseText`): the app's own
// copy may change, this migration must not.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;
const normalise = (text: string) => text.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '');

/**
 * Every text value stored before writes were normalised: CRLF and lone CR line breaks become LF
 * and control characters are dropped (browsers post textareas with CRLF, so a no-op save used to
 * change the text). Every text column of every table of the current schema is visited; only rows
 * that hold a CR or another control character are rewritten.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and do not use the app's table types.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  for (const { table, columns } of await textColumns(db, dialect)) {
    for (const column of columns) {
      const rows: Array<{ id: number; value: string }> = await db
        .selectFrom(table)
        .select(['id', sql<string>`${sql.ref(column)}`.as('value')])
        .where(needsNormalising(dialect, column))
        .execute();
      for (const row of rows) {
        const value = normalise(row.value);
        if (value !== row.value) await db.updateTable(table).set(column, value).where('id', '=', row.id).execute();
      }
    }
  }
}

/** Rows whose value holds a CR or another control character (NUL only exists on SQLite). */
function needsNormalising(dialect: DialectName, column: string) {
  const value = sql.ref(column);
  return dialect === 'postgres'
    ? sql<boolean>`${value} ~ ${'[\\r\\x01-\\x08\\x0b-\\x1f\\x7f]'}`
    : sql<boolean>`(${value} GLOB ${'*[\r\u0001-\u0008\u000B-\u001F\u007F]*'} OR instr(${value}, char(0)) > 0)`;
}

/** The text columns of the tables in the schema in use, tables with an `id` column only. */
// biome-ignore lint/suspicious/noExplicitAny: see above.
async function textColumns(db: Kysely<any>, dialect: DialectName) {
  // Kysely's lock table has an id too, but nothing to normalise.
  const tables =
    dialect === 'postgres'
      ? (await postgresTables(db)).filter((table) => !isKyselyTable(table.name))
      : await db.introspection.getTables();
  return tables
    .filter((table) => table.columns.some((column) => column.name === 'id'))
    .map((table) => ({
      table: table.name,
      columns: table.columns
        .filter((column) => /^(text|character varying|varchar)/i.test(column.dataType))
        .map((column) => column.name),
    }))
    .filter((table) => table.columns.length > 0);
}
