import type { ContentTypeDef } from '@grain/contract/content-types';
import type { FieldErrors } from '@grain/contract/envelope';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { fromBoolean, nowIso } from '../db/values.ts';
import type { RequestInput } from '../storage/uploads.ts';
import type { ContentHooks } from './hooks.ts';
import { changedColumns, checkRecord, filesOf, mergeRecord, parseRecord, replacedFiles } from './record-values.ts';
import { contentRepository } from './repository.ts';
import { adoptionsOf, deleteWith, saveWith, throwIfInvalid, uniqueFieldsOf, type WriteContext } from './write.ts';

type Row = Record<string, unknown>;

/** A validated record as its row stores it: booleans as 1/0, absent values as null. */
function storedValues(def: ContentTypeDef, record: Row): Row {
  const row: Row = {};
  for (const [name, field] of Object.entries(def.fields)) {
    const value = record[name] ?? null;
    row[name] = field.kind === 'boolean' ? fromBoolean(value === true) : value;
  }
  return row;
}

async function writeRow(trx: Kysely<Database>, def: ContentTypeDef, record: Row, existing: Row | undefined) {
  const repository = contentRepository(trx, def);
  const now = nowIso();
  if (!existing) return repository.insert({ ...storedValues(def, record), created_at: now, updated_at: now });
  const id = Number(existing.id);
  // A save that changes nothing changes nothing, not even updated_at.
  if (!changedColumns(def.fields, existing, storedValues(def, record))) return id;
  await repository.update(id, { ...storedValues(def, record), updated_at: now });
  return id;
}

/**
 * Creates (no `existing`) or updates a record of a content type on the write skeleton: merge
 * with the stored values, validate the whole record, then its unique values and references.
 */
export function saveRecord(
  context: WriteContext,
  def: ContentTypeDef,
  input: RequestInput,
  options: { existing?: Row; hooks?: ContentHooks },
): Promise<number> {
  const { existing, hooks } = options;
  const collection = { table: def.table, fields: def.fields, prepare: hooks?.prepare };
  return saveWith(context, input, async () => {
    const errors: FieldErrors = {};
    const values = await mergeRecord(context, collection, input, existing, errors);
    const record = parseRecord(def.fields, values, errors);
    throwIfInvalid(errors);
    // Parsed: a failed parse always leaves an error behind.
    const valid = record!;
    throwIfInvalid(await checkRecord(context, collection, valid, existing ? Number(existing.id) : undefined));
    return {
      adoptions: adoptionsOf(def.fields, input, (name, path) => {
        valid[name] = path;
      }),
      write: (trx) => writeRow(trx, def, valid, existing),
      released: () => replacedFiles(def.fields, existing, valid),
      uniqueFields: uniqueFieldsOf(def.fields),
    };
  });
}

/** Deletes a record of a content type and its files. */
export function removeRecord(context: WriteContext, def: ContentTypeDef, row: Row): Promise<void> {
  return deleteWith(context, (trx) => contentRepository(trx, def).remove(Number(row.id)), filesOf(def.fields, row));
}
