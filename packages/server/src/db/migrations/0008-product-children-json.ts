import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Each product row carries its ordered children as JSON arrays (gallery_json,
 * specifications_json, features_json), so that a page of products is read from the products
 * table alone: three correlated sub-queries per row cost twice what the page itself does. The
 * child tables stay the records; triggers rewrite a product's array whenever one of its child
 * rows is inserted, changed or deleted, in the same statement, so no writer (the API, an
 * import, a bulk seed) can leave them apart.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and do not use the app's table types.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  for (const child of CHILDREN) {
    await db.schema
      .alterTable('products')
      .addColumn(child.column, 'text', (column) => column.notNull().defaultTo('[]'))
      .execute();
    const array = arrayOf(child, dialect);
    await sql`update products set ${sql.ref(child.column)} = ${array}`.execute(db);
    if (dialect === 'postgres') await postgresTriggers(db, child, array);
    else await sqliteTriggers(db, child, array);
  }
}

interface Child {
  table: 'product_images' | 'product_specifications' | 'product_features';
  column: 'gallery_json' | 'specifications_json' | 'features_json';
  item: (dialect: DialectName) => RawBuilder<unknown>;
}

const CHILDREN: Child[] = [
  { table: 'product_images', column: 'gallery_json', item: () => sql.ref('path') },
  {
    table: 'product_specifications',
    column: 'specifications_json',
    item: (dialect) =>
      dialect === 'postgres'
        ? sql`json_build_object('key', ${sql.ref('key')}, 'value', ${sql.ref('value')})`
        : sql`json_object('key', ${sql.ref('key')}, 'value', ${sql.ref('value')})`,
  },
  { table: 'product_features', column: 'features_json', item: () => sql.ref('text') },
];

/** The JSON array of the children of the products row being updated, in their stored order. */
function arrayOf(child: Child, dialect: DialectName): RawBuilder<unknown> {
  const of = sql`from ${sql.table(child.table)} where ${sql.ref(`${child.table}.product_id`)} = ${sql.ref('products.id')}`;
  const item = child.item(dialect);
  if (dialect === 'postgres') {
    return sql`coalesce((select json_agg(${item} order by ${sql.ref('position')}) ${of})::text, '[]')`;
  }
  // Not json_group_array(… order by …): that needs SQLite 3.44, and a trigger is part of the
  // schema, which an older sqlite3 shell (Debian 12 has 3.40) must still read to open the file.
  // The rows reach the aggregate in the sub-query's order.
  // (json_object is applied out here: a JSON value read through a sub-query's column is text.)
  return sql`(select json_group_array(${item}) from (select * ${of} order by ${sql.ref('position')}))`;
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
async function sqliteTriggers(db: Kysely<any>, child: Child, array: RawBuilder<unknown>): Promise<void> {
  const refresh = (ids: RawBuilder<unknown>) =>
    sql`update products set ${sql.ref(child.column)} = ${array} where id in (${ids});`;
  const changedProducts = {
    insert: 'new.product_id',
    delete: 'old.product_id',
    update: 'old.product_id, new.product_id',
  };
  for (const [event, ids] of Object.entries(changedProducts)) {
    const name = sql.id(`${child.table}_json_${event}`);
    await sql`create trigger ${name} after ${sql.raw(event)} on ${sql.table(child.table)} begin ${refresh(sql.raw(ids))} end`.execute(
      db,
    );
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
async function postgresTriggers(db: Kysely<any>, child: Child, array: RawBuilder<unknown>): Promise<void> {
  const fn = sql.id(`${child.table}_json`);
  // A function's body is text: the statement goes in compiled (it has no parameters).
  const refresh = sql`update products set ${sql.ref(child.column)} = ${array} where id in (old.product_id, new.product_id)`;
  const body = refresh.compile(db).sql;
  await sql`create function ${fn}() returns trigger language plpgsql as ${sql.raw(`$$ begin ${body}; return null; end $$`)}`.execute(
    db,
  );
  await sql`create trigger ${sql.id(`${child.table}_json`)} after insert or update or delete on ${sql.table(
    child.table,
  )} for each row execute function ${fn}()`.execute(db);
}
