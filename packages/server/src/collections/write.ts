import type { FieldErrors } from '@grain/contract/envelope';
import { type Fields, messages } from '@grain/contract/fields';
import type { Kysely } from 'kysely';
import { writeAuditEntry } from '../db/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { uniqueViolationColumns } from '../db/unique-violations.ts';
import { nowIso, toIsoTimestamp } from '../db/values.ts';
import { currentActor } from '../http/actor.ts';
import { conflict, validationFailed } from '../http/errors.ts';
import { enqueueImages } from '../images/image-store.ts';
import { describeStoredFile, type NewMediaItem, registerMedia } from '../images/media-items.ts';
import { removeStoredFile, removeStoredFiles } from '../images/release.ts';
import { adoptImage } from '../storage/image-adoption.ts';
import type { Storage } from '../storage/storage.ts';
import { checkUploadType, type RequestInput, type UploadedFile } from '../storage/uploads.ts';
import { type Collection, uniqueFieldsOf } from './define.ts';
import type { WriteChange } from './hooks.ts';
import { collectionRows } from './read.ts';
import { moveToTrash } from './trash-rows.ts';
import { changedColumns, checkRecord, mergeRecord, parseRecord, replacedFiles, storedValues } from './values.ts';

/*
 * The one write path of every collection, in named steps:
 *
 *   1. checkUploads   every uploaded file is what its content says, before anything else;
 *   2. validate       the collection merges, parses and checks the record (values.ts) and answers
 *                     with a plan: the uploads to adopt, the rows to write, the files it lets go;
 *   3. adoptUploads   the uploads move into storage (an image as a re-encoded copy, its original
 *                     kept private);
 *   4. commitRows     one transaction: the rows, the adopted images' jobs, then the collection's
 *                     `afterWrite` hook with the same transaction; on any failure the adopted
 *                     files go again, and a unique value a parallel write took meanwhile is that
 *                     field's 422;
 *   5. afterCommit    the image worker is woken, the files let go of are removed, and the content
 *                     version moves on, so cached pages and answers go stale at once.
 *
 * Any failure before the commit leaves the database and storage as they were. A delete is the
 * same path without uploads: checkDelete, the move of the rows into the trash and their removal
 * in one transaction, then afterCommit; the files stay until the trash entry is purged.
 */

/** What a write needs from the app. */
export interface WriteContext {
  db: Kysely<Database>;
  storage: Storage;
  /** The image worker, told when new images wait for their variants. */
  images: { wake(): void };
  /** Moves on after every committed write (cache/content-version.ts). */
  contentVersion: { bump(): Promise<void> };
  /** How long a deleted record stays in the trash. */
  config: { editorial: { trashDays: number } };
}

/** Who deletes a record (kept with its trash entry). */
export type DeletedBy = number | null;

/** An upload to move into storage, and where its stored path goes once it is there. */
export interface Adoption {
  upload: UploadedFile;
  folder: string;
  place(path: string): void;
}

/** A validated write, ready to run: what it adopts, what it writes, what it lets go of. */
export interface WritePlan {
  adoptions: Adoption[];
  /** Writes the rows (a record and its child rows) with `trx` only; returns the record's id. */
  write(trx: Kysely<Database>): Promise<number>;
  /** The files the record held that it no longer uses once written (asked after the write). */
  released(): Array<string | null>;
}

/** Refuses the write with 422 when any field has an error. */
export function throwIfInvalid(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/** The uploads of file fields, the last one of each, each to its field's folder. */
export function adoptionsOf(
  fields: Fields,
  input: RequestInput,
  place: (name: string, path: string) => void,
): Adoption[] {
  return Object.entries(input.files).flatMap(([name, uploads]) => {
    const folder = Object.hasOwn(fields, name) ? fields[name].folder : undefined;
    const upload = uploads.at(-1);
    return folder && upload ? [{ upload, folder, place: (path: string) => place(name, path) }] : [];
  });
}

/** Step 1: every upload is what its content says (drafts check theirs the same way). */
export async function checkUploads(input: RequestInput): Promise<void> {
  for (const upload of Object.values(input.files).flat()) await checkUploadType(upload);
}

/** The stored paths of the adopted uploads, and which of them are images (they get variants). */
export interface Adopted {
  paths: string[];
  images: string[];
  /** What the media library records of each, added in the write's transaction. */
  media: NewMediaItem[];
}

export const nothingAdopted = (): Adopted => ({ paths: [], images: [], media: [] });

/** Step 3: the uploads move into storage; `adopted` collects their paths as they go. */
export async function adoptUploads(context: WriteContext, adoptions: Adoption[], adopted: Adopted): Promise<void> {
  for (const { upload, folder, place } of adoptions) {
    const path =
      upload.kind === 'image'
        ? await adoptImage(context.storage, upload, folder)
        : await context.storage.adopt(upload.tempPath, folder, upload.extension!);
    adopted.paths.push(path);
    if (upload.kind === 'image') adopted.images.push(path);
    adopted.media.push(await describeStoredFile(context.storage, path, upload.originalName));
    place(path);
  }
}

type Row = Record<string, unknown>;

/** A unique value that a parallel write took between the check and this write: that field's 422. */
function lostRace(error: unknown, collection: Collection) {
  const uniqueFields = uniqueFieldsOf(collection.fields);
  const field = uniqueViolationColumns(error, collection.table)?.find((column) => uniqueFields.includes(column));
  return field ? validationFailed({ [field]: [messages.unique(field)] }) : undefined;
}

/**
 * What a caller adds to a write: the version an update was based on (refused with `message`
 * when the record changed since), and what else commits with the rows (a revision, a draft gone).
 */
export interface WriteOptions {
  basedOn?: { updatedAt: string; message: string };
  inTransaction?(trx: Kysely<Database>, id: number): Promise<void>;
  /** What the audit log calls the write when not a plain create or update ('publish'). */
  auditAction?: string;
}

/**
 * Inside the write's transaction: an update of the row that changes nothing takes its lock
 * (PostgreSQL; on SQLite it makes the transaction a writer before anything is read), then the
 * row is read: its version is compared with the one the caller saw, so no other write can slip
 * in between the check and this write, and the audit entry compares the values with it.
 */
async function lockedRow(trx: Kysely<Database>, table: string, id: number, basedOn: WriteOptions['basedOn']) {
  // biome-ignore lint/suspicious/noExplicitAny: collection tables are named by their definitions.
  const rows = trx as Kysely<any>;
  await rows
    .updateTable(table)
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', id)
    .execute();
  const row = await readRow(trx, table, id);
  if (basedOn && (!row || toIsoTimestamp(row.updated_at) !== basedOn.updatedAt)) throw conflict(basedOn.message);
  return row;
}

async function commitRows(
  context: WriteContext,
  collection: Collection,
  plan: WritePlan,
  adopted: Adopted,
  existing: { id: number } | undefined,
  options: WriteOptions,
): Promise<number> {
  const operation: WriteChange['operation'] = existing ? 'update' : 'create';
  return context.db.transaction().execute(async (trx) => {
    const before = existing ? await lockedRow(trx, collection.table, existing.id, options.basedOn) : undefined;
    const id = await plan.write(trx);
    await enqueueImages(trx, adopted.images);
    await registerMedia(trx, adopted.media, currentActor());
    await collection.hooks.afterWrite?.(trx, { operation, table: collection.table, id });
    await options.inTransaction?.(trx, id);
    await auditWrite(trx, collection, options.auditAction ?? operation, id, before, adopted.paths.length > 0);
    return id;
  });
}

const readRow = (trx: Kysely<Database>, table: string, id: number): Promise<Row | undefined> =>
  // biome-ignore lint/suspicious/noExplicitAny: collection tables are named by their definitions.
  (trx as Kysely<any>).selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();

/** A record's name in the audit log: its first text field that holds something. */
function labelOf(collection: Collection, row: Row | undefined): string | null {
  if (!row) return null;
  for (const [name, field] of Object.entries(collection.fields)) {
    if (field.kind === 'text' && typeof row[name] === 'string' && row[name]) return String(row[name]).slice(0, 120);
  }
  return null;
}

/**
 * The audit entry of a create or update, in its transaction: the names of the columns whose
 * stored value changed (an update that changed nothing is not recorded).
 */
async function auditWrite(
  trx: Kysely<Database>,
  collection: Collection,
  action: string,
  id: number,
  before: Row | undefined,
  uploaded: boolean,
): Promise<void> {
  const after = await readRow(trx, collection.table, id);
  const columns = Object.keys(after ?? {}).filter((column) => !['id', 'created_at', 'updated_at'].includes(column));
  const changed = before
    ? columns.filter((column) => JSON.stringify(before[column]) !== JSON.stringify(after?.[column]))
    : columns.filter((column) => after?.[column] !== null && after?.[column] !== undefined);
  if (before && changed.length === 0) return;
  await writeAuditEntry(trx, currentActor(), {
    action,
    entity: collection.table,
    entityId: id,
    entityLabel: labelOf(collection, after),
    fields: changed,
    detail: uploaded ? 'with uploaded files' : null,
  });
}

async function afterCommit(context: WriteContext, adopted: Adopted, released: Array<string | null>): Promise<void> {
  if (adopted.images.length > 0) context.images.wake();
  await removeStoredFiles(context, released);
  await context.contentVersion.bump();
}

/**
 * Creates (no `existing`) or updates a record of `collection` through the steps above;
 * `validate` is the collection's own step 2. Returns the record's id.
 */
export async function runWrite(
  context: WriteContext,
  collection: Collection,
  input: RequestInput,
  existing: { id: number } | undefined,
  validate: () => Promise<WritePlan>,
  options: WriteOptions = {},
): Promise<number> {
  await checkUploads(input);
  const plan = await validate();
  const adopted = nothingAdopted();
  let id: number;
  try {
    await adoptUploads(context, plan.adoptions, adopted);
    id = await commitRows(context, collection, plan, adopted, existing, options);
  } catch (error) {
    // Nothing was committed: no job or metadata to forget, only the moved files.
    await Promise.all(adopted.paths.map((path) => removeStoredFile(context.storage, path)));
    throw lostRace(error, collection) ?? error;
  }
  await afterCommit(context, adopted, plan.released());
  return id;
}

/**
 * Deletes a record: its collection's checkDelete (409 with the reason when it may not go), the
 * copy of its rows into the trash, its rows (`remove`, child rows go with them) and the
 * afterWrite hook in one transaction, then afterCommit. Its files stay: the trash entry holds
 * them until it is purged (editorial/trash).
 */
export async function runDelete(
  context: WriteContext,
  collection: Collection,
  stored: { id: number },
  remove: (trx: Kysely<Database>) => Promise<void>,
  by: DeletedBy = null,
): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    const check = await collection.hooks.checkDelete?.(trx, stored.id);
    if (check?.blocked) throw conflict(check.reason);
    await moveToTrash(trx, collection, stored.id, { by, days: context.config.editorial.trashDays });
    const label = labelOf(collection, await readRow(trx, collection.table, stored.id));
    await remove(trx);
    await writeAuditEntry(trx, currentActor(), {
      action: 'delete',
      entity: collection.table,
      entityId: stored.id,
      entityLabel: label,
    });
    await collection.hooks.afterWrite?.(trx, { operation: 'delete', table: collection.table, id: stored.id });
  });
  await afterCommit(context, nothingAdopted(), []);
}

// ---------------------------------------------------------------------------------------------
// Collections whose record is one row of their fields (every content type).

async function writeRow(trx: Kysely<Database>, collection: Collection, record: Row, existing: Row | undefined) {
  const rows = collectionRows(trx, collection.table);
  const now = nowIso();
  const values = storedValues(collection.fields, record);
  if (!existing) return rows.insert({ ...values, created_at: now, updated_at: now });
  const id = Number(existing.id);
  // A save that changes nothing changes nothing, not even updated_at.
  if (!changedColumns(collection.fields, existing, values)) return id;
  await rows.update(id, { ...values, updated_at: now });
  return id;
}

/**
 * Creates (no `existing`) or updates a one-row record: merge with the stored values, validate
 * the whole record, then its unique values and references.
 */
export function saveRecord(
  context: WriteContext,
  collection: Collection,
  input: RequestInput,
  existing?: Row,
  options: WriteOptions = {},
): Promise<number> {
  const { fields } = collection;
  const stored = existing ? { id: Number(existing.id) } : undefined;
  return runWrite(
    context,
    collection,
    input,
    stored,
    async () => {
      const errors: FieldErrors = {};
      const values = await mergeRecord(context, collection, input, existing, errors);
      const record = parseRecord(fields, values, errors);
      throwIfInvalid(errors);
      // Parsed: a failed parse always leaves an error behind.
      const valid = record!;
      throwIfInvalid(await checkRecord(context, collection, valid, stored?.id));
      return {
        adoptions: adoptionsOf(fields, input, (name, path) => {
          valid[name] = path;
        }),
        write: (trx) => writeRow(trx, collection, valid, existing),
        released: () => replacedFiles(fields, existing, valid),
      };
    },
    options,
  );
}

/** Deletes a one-row record into the trash. */
export function removeRecord(
  context: WriteContext,
  collection: Collection,
  row: Row,
  by: DeletedBy = null,
): Promise<void> {
  const id = Number(row.id);
  return runDelete(context, collection, { id }, (trx) => collectionRows(trx, collection.table).remove(id), by);
}
