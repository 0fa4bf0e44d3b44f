import type { ContentTypeDef } from '@grain/contract/content-types';
import { searchableFields } from '@grain/contract/list-query';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { containsIgnoringCase, type Ordering, orderedBy } from '../db/list-queries.ts';
import type { Database } from '../db/schema.ts';
import { fromBoolean } from '../db/values.ts';

type Row = Record<string, unknown>;
// Content tables are named by their definitions, so queries here are built by name.
// biome-ignore lint/suspicious/noExplicitAny: dynamic table names; rows are mapped by toApiRecord.
type AnyDb = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: see above.
type AnySelect = SelectQueryBuilder<any, any, any>;

/** What narrows a list; absent parts do not narrow it. */
export interface ListCriteria {
  /** is_active must be this (types with an active flag only). */
  active?: boolean;
  /** Column → value equality filters (reference fields). */
  filters?: Record<string, number>;
  /** Text one of the searchable fields must contain, whatever its case. */
  search?: string;
}

/** Which part of a list, in which order (by default the type's own, ties by id). */
export interface ListWindow {
  ordering?: Ordering;
  limit?: number;
  offset?: number;
}

export function contentRepository(database: Kysely<Database>, def: ContentTypeDef) {
  const db = database as unknown as AnyDb;
  const searched = searchableFields(def.fields);
  const ownOrder: Ordering = [...def.order, ['id', 'asc']];
  const nullable = new Set(
    Object.entries(def.fields)
      .filter(([, field]) => !field.required)
      .map(([name]) => name),
  );

  const filtered = (query: AnySelect, criteria: ListCriteria) => {
    let result = query;
    if (criteria.active !== undefined && def.hasActiveFlag) {
      result = result.where('is_active', '=', fromBoolean(criteria.active));
    }
    for (const [column, value] of Object.entries(criteria.filters ?? {})) result = result.where(column, '=', value);
    if (criteria.search) result = result.where(containsIgnoringCase(searched, criteria.search));
    return result;
  };

  return {
    async list(criteria: ListCriteria = {}, window: ListWindow = {}): Promise<Row[]> {
      let query = filtered(db.selectFrom(def.table).selectAll(), criteria);
      query = orderedBy(query, window.ordering ?? ownOrder, nullable);
      if (window.limit !== undefined) query = query.limit(window.limit).offset(window.offset ?? 0);
      return query.execute();
    },

    async count(criteria: ListCriteria = {}): Promise<number> {
      const query = filtered(
        db.selectFrom(def.table).select((eb) => eb.fn.countAll().as('count')),
        criteria,
      );
      const row = await query.executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async find(id: number, options: { activeOnly: boolean }): Promise<Row | undefined> {
      return filtered(db.selectFrom(def.table).selectAll().where('id', '=', id), {
        active: options.activeOnly ? true : undefined,
      }).executeTakeFirst();
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
  };
}
