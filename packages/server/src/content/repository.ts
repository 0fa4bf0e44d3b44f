import type { ContentTypeDef } from '@grain/contract/content-types';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';
import { fromBoolean } from '../db/values.ts';

type Row = Record<string, unknown>;
// Content tables are named by their definitions, so queries here are built by name.
// biome-ignore lint/suspicious/noExplicitAny: dynamic table names; rows are mapped by toApiRecord.
type AnyDb = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: see above.
type AnySelect = SelectQueryBuilder<any, any, any>;

export interface ListOptions {
  activeOnly: boolean;
  /** Column → value equality filters (reference fields). */
  filters?: Record<string, number>;
  limit?: number;
  offset?: number;
}

export function contentRepository(database: Kysely<Database>, def: ContentTypeDef) {
  const db = database as unknown as AnyDb;

  const filtered = (query: AnySelect, options: Pick<ListOptions, 'activeOnly' | 'filters'>) => {
    let result = query;
    if (options.activeOnly && def.hasActiveFlag) result = result.where('is_active', '=', fromBoolean(true));
    for (const [column, value] of Object.entries(options.filters ?? {})) result = result.where(column, '=', value);
    return result;
  };

  return {
    async list(options: ListOptions): Promise<Row[]> {
      let query = filtered(db.selectFrom(def.table).selectAll(), options);
      for (const [column, direction] of def.order) query = query.orderBy(column, direction);
      query = query.orderBy('id', 'asc');
      if (options.limit !== undefined) query = query.limit(options.limit).offset(options.offset ?? 0);
      return query.execute();
    },

    async count(options: Pick<ListOptions, 'activeOnly' | 'filters'>): Promise<number> {
      const query = filtered(
        db.selectFrom(def.table).select((eb) => eb.fn.countAll().as('count')),
        options,
      );
      const row = await query.executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async find(id: number, options: { activeOnly: boolean }): Promise<Row | undefined> {
      return filtered(db.selectFrom(def.table).selectAll().where('id', '=', id), options).executeTakeFirst();
    },

    async insert(values: Row): Promise<number> {
      const row = await db.insertInto(def.table).values(values).returning('id').executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async update(id: number, values: Row): Promise<void> {
      await db.updateTable(def.table).set(values).where('id', '=', id).execute();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom(def.table).where('id', '=', id).execute();
    },

    async isTaken(column: string, value: unknown, exceptId?: number): Promise<boolean> {
      let query = db.selectFrom(def.table).select('id').where(column, '=', value);
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },
  };
}

/** id → name of referenced rows (blog → category), for nesting `{ id, name }` in responses. */
export async function namesById(
  database: Kysely<Database>,
  table: string,
  ids: number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const db = database as unknown as AnyDb;
  const rows: Row[] = await db
    .selectFrom(table)
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [Number(row.id), String(row.name)]));
}

export async function referenceExists(database: Kysely<Database>, table: string, id: number): Promise<boolean> {
  const db = database as unknown as AnyDb;
  return (await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
