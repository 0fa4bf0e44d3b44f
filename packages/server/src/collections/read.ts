import type { ContentTypeDef } from '@grain/contract/content-types';
import type { FieldDef, Fields } from '@grain/contract/fields';
import { imageMetaField } from '@grain/contract/image-meta';
import { searchableFields } from '@grain/contract/list-query';
import { resolveStorageUrl } from '@grain/contract/storage-url';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { containsIgnoringCase, type Ordering, orderedBy } from '../db/list-queries.ts';
import type { Database } from '../db/schema.ts';
import { fromBoolean, toBoolean, toDateOnly, toIsoTimestamp } from '../db/values.ts';
import type { ImageMetaLookup } from '../images/image-meta.ts';

/*
 * Reading a collection: the rows of a one-table collection (lists, counts, one record) and the
 * mapping of any collection's row to what the API answers.
 */

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

/** What a one-table collection's reads need of its definition (a content type's). */
export type ReadDefinition = Pick<ContentTypeDef, 'table' | 'fields' | 'order' | 'hasActiveFlag'>;

/** Reads and writes the rows of a one-table collection; `database` may be a transaction. */
export function collectionRepository(database: Kysely<Database>, def: ReadDefinition) {
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

    ...collectionRows(database, def.table),
  };
}

/** Writes the rows of a one-table collection; pass a transaction. */
export function collectionRows(database: Kysely<Database>, table: string) {
  const db = database as unknown as AnyDb;
  return {
    async insert(values: Row): Promise<number> {
      const row = await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async update(id: number, values: Row): Promise<void> {
      await db.updateTable(table).set(values).where('id', '=', id).execute();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom(table).where('id', '=', id).execute();
    },
  };
}

export type ApiRecord = Record<string, unknown> & { id: number };

/** How a definition's rows are mapped: its fields, and an answer with every key, to copy. */
interface Mapping {
  entries: Array<[string, FieldDef]>;
  template: ApiRecord;
}

const mappings = new WeakMap<Fields, Mapping>();

/**
 * Made once per definition. An answer is a copy of the template, whose keys it then fills: V8
 * keeps an object with more than a dozen keys added one by one under computed names in its slow
 * dictionary form (uncached product answers served 20-25 % fewer requests a second so, in
 * `npm run bench` runs taken in turns with commit 055757c), while a copy of an object with all
 * its keys keeps the fast form.
 */
function mappingOf(fields: Fields): Mapping {
  const known = mappings.get(fields);
  if (known) return known;
  const entries = Object.entries(fields);
  const keys = ['id'];
  for (const [name, field] of entries) {
    keys.push(name);
    if (field.kind === 'image' || field.kind === 'video') keys.push(`${name}_url`);
    if (field.kind === 'image') keys.push(imageMetaField(name));
  }
  keys.push('created_at', 'updated_at');
  // JSON.parse makes an object of fast properties, whatever its number of keys.
  const template = JSON.parse(JSON.stringify(Object.fromEntries(keys.map((key) => [key, null])))) as ApiRecord;
  const mapping = { entries, template };
  mappings.set(fields, mapping);
  return mapping;
}

/**
 * Maps a stored row to what the API returns: typed values plus a ready URL per file field, and
 * per image field its variants (`{field}_meta`, null until made). A bare file name is taken as
 * one of its field's folder (spec public §3).
 */
export function toApiRecord(
  fields: Fields,
  row: Record<string, unknown>,
  fileBase: string,
  imageMeta: ImageMetaLookup,
): ApiRecord {
  const { entries, template } = mappingOf(fields);
  const record: ApiRecord = { ...template };
  record.id = Number(row.id);
  for (const [name, field] of entries) {
    const value = row[name];
    switch (field.kind) {
      case 'boolean':
        record[name] = toBoolean(value);
        break;
      case 'integer':
      case 'reference':
      case 'decimal':
        record[name] = value === null || value === undefined ? null : Number(value);
        break;
      case 'date':
        record[name] = toDateOnly(value);
        break;
      case 'datetime':
        record[name] = toIsoTimestamp(value);
        break;
      case 'image':
      case 'video':
        record[name] = value ?? null;
        record[`${name}_url`] = resolveStorageUrl(value as string | null, { base: fileBase, folder: field.folder });
        if (field.kind === 'image') record[imageMetaField(name)] = imageMeta(value, field.folder);
        break;
      default:
        record[name] = value ?? null;
    }
  }
  record.created_at = toIsoTimestamp(row.created_at);
  record.updated_at = toIsoTimestamp(row.updated_at);
  return record;
}
