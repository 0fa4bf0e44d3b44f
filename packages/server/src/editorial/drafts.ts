import type { DraftData } from '@grain/contract/editorial';
import { editorialMessages } from '@grain/contract/editorial';
import type { FieldErrors } from '@grain/contract/envelope';
import type { Kysely, Selectable } from 'kysely';
import type { AppContext } from '../app-context.ts';
import { filesOfData, inputOfData, mergeDraftFields } from '../collections/draft-data.ts';
import { type EditorialCollection, editorialByTable, nounOf } from '../collections/editorial.ts';
import { keepPublishRevision, keepRevision } from '../collections/revisions.ts';
import {
  adoptionsOf,
  adoptUploads,
  checkUploads,
  nothingAdopted,
  throwIfInvalid,
  type WriteContext,
} from '../collections/write.ts';
import { writeAuditEntry } from '../db/audit-log.ts';
import type { Database, RecordDraftTable } from '../db/schema.ts';
import { uniqueViolationColumns } from '../db/unique-violations.ts';
import { nowIso, toIsoTimestamp } from '../db/values.ts';
import { currentActor } from '../http/actor.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { Viewer } from '../http/viewer.ts';
import { enqueueImages } from '../images/image-store.ts';
import { registerMedia } from '../images/media-items.ts';
import { removeStoredFile } from '../images/release.ts';
import type { RequestInput } from '../storage/uploads.ts';
import { removeUnreferencedFiles } from './files.ts';

/*
 * Drafts: at most one per live record, any number of new records'. A draft save merges what
 * was sent over the draft (or, for a first draft, over the live record), checks each value's
 * type, adopts uploads at once, and moves the draft's version on; a publish writes the draft
 * live through the collection's own write path, in whose transaction the draft goes and a
 * 'publish' revision is kept.
 */

export type DraftRow = Selectable<RecordDraftTable>;
type Who = Pick<Viewer, 'id' | 'fname' | 'lname'> | null;

export const findDraftById = (db: Kysely<Database>, id: number) =>
  db.selectFrom('record_drafts').selectAll().where('id', '=', id).executeTakeFirst();

export const findDraftOfRecord = (db: Kysely<Database>, table: string, recordId: number) =>
  db
    .selectFrom('record_drafts')
    .selectAll()
    .where('collection', '=', table)
    .where('record_id', '=', recordId)
    .executeTakeFirst();

export async function draftByIdOr404(db: Kysely<Database>, id: number): Promise<DraftRow> {
  const draft = await findDraftById(db, id);
  if (!draft) throw notFound('Draft');
  return draft;
}

export const dataOf = (draft: Pick<DraftRow, 'data'>): DraftData => JSON.parse(draft.data) as DraftData;

/** Where a save goes: a draft by its row, a live record's (first) draft, or a new record's. */
export type DraftTarget = { draft: DraftRow } | { recordId: number } | { newRecord: true };

interface Starting {
  draft?: DraftRow;
  recordId: number | null;
  data: DraftData;
  baseUpdatedAt: string | null;
}

async function startingPoint(
  db: Kysely<Database>,
  editorial: EditorialCollection,
  target: DraftTarget,
): Promise<Starting> {
  if ('draft' in target) {
    const { draft } = target;
    return {
      draft,
      recordId: draft.record_id,
      data: dataOf(draft),
      baseUpdatedAt: toIsoTimestamp(draft.base_updated_at),
    };
  }
  if ('newRecord' in target) return { recordId: null, data: {}, baseUpdatedAt: null };
  const draft = await findDraftOfRecord(db, editorial.collection.table, target.recordId);
  if (draft) return startingPoint(db, editorial, { draft });
  const live = await editorial.live(db, target.recordId);
  if (!live) throw notFound(editorial.collection.label);
  return { recordId: target.recordId, data: live.data, baseUpdatedAt: live.updatedAt };
}

const isManual = (value: unknown) => value === 1 || value === '1' || value === true || value === 'true';

/** Writes the draft row: a new one, or the next version of `draft` (refused when another save came first). */
async function writeDraft(
  trx: Kysely<Database>,
  editorial: EditorialCollection,
  start: Starting,
  data: DraftData,
  viewer: Who,
): Promise<number> {
  const now = nowIso();
  const json = JSON.stringify(data);
  if (!start.draft) {
    const row = await trx
      .insertInto('record_drafts')
      .values({
        collection: editorial.collection.table,
        record_id: start.recordId,
        data: json,
        base_updated_at: start.baseUpdatedAt,
        version: 1,
        created_by: viewer?.id ?? null,
        updated_by: viewer?.id ?? null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }
  const result = await trx
    .updateTable('record_drafts')
    .set({ data: json, version: start.draft.version + 1, updated_by: viewer?.id ?? null, updated_at: now })
    .where('id', '=', start.draft.id)
    .where('version', '=', start.draft.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw conflict(editorialMessages.staleDraft);
  return start.draft.id;
}

/**
 * Saves a draft: `_version` (the draft's version the editor began from) refuses a stale save;
 * `_manual` keeps a 'save' revision. Uploads are checked and adopted as the write path does.
 * Returns the draft's id.
 */
export async function saveDraft(
  context: WriteContext,
  editorial: EditorialCollection,
  target: DraftTarget,
  input: RequestInput,
  viewer: Who,
): Promise<number> {
  const start = await startingPoint(context.db, editorial, target);
  const basedOn = input.fields._version;
  if (start.draft && basedOn !== undefined && basedOn !== '' && Number(basedOn) !== start.draft.version) {
    throw conflict(editorialMessages.staleDraft);
  }
  await checkUploads(input);
  const { fields } = editorial.collection;
  const data: DraftData = { ...start.data };
  const errors: FieldErrors = {};
  await mergeDraftFields(context, fields, input, data, errors);
  const extras = (await editorial.extras?.merge(context, input, data, errors)) ?? { adoptions: [] };
  throwIfInvalid(errors);
  const adoptions = [
    ...adoptionsOf(fields, input, (name, path) => {
      data[name] = path;
    }),
    ...extras.adoptions,
  ];
  const adopted = nothingAdopted();
  let id: number;
  try {
    await adoptUploads(context, adoptions, adopted);
    id = await context.db.transaction().execute(async (trx) => {
      const draftId = await writeDraft(trx, editorial, start, data, viewer);
      await enqueueImages(trx, adopted.images);
      await registerMedia(trx, adopted.media, currentActor());
      // A draft is not a live change, but an upload into it is recorded (issue 46).
      if (adopted.paths.length > 0) {
        await writeAuditEntry(trx, currentActor(), {
          action: 'upload',
          entity: editorial.collection.table,
          entityId: start.recordId,
          detail: `${adopted.paths.length} file(s) into a draft`,
        });
      }
      if (isManual(input.fields._manual)) {
        const entry = { collection: editorial.collection.table, recordId: start.recordId, draftId, data, viewer };
        await keepRevision(trx, { ...entry, reason: 'save' });
      }
      return draftId;
    });
  } catch (error) {
    await Promise.all(adopted.paths.map((path) => removeStoredFile(context.storage, path)));
    // Two first saves of one record's draft at once: the other one made it.
    throw uniqueViolationColumns(error, 'record_drafts') ? conflict(editorialMessages.staleDraft) : error;
  }
  if (adopted.images.length > 0) context.images.wake();
  // Files this draft alone held and no longer names (an upload replaced before publishing).
  const kept = new Set(filesOfData(editorial, data));
  await removeUnreferencedFiles(
    context,
    filesOfData(editorial, start.data).filter((path) => !kept.has(path)),
  );
  return id;
}

/** Makes `data` the record's draft (a restore): the draft of its record, or of its new record. */
export async function replaceDraftData(
  context: WriteContext,
  editorial: EditorialCollection,
  target: { recordId: number | null; draftId: number | null },
  data: DraftData,
  viewer: Who,
): Promise<number> {
  const existing =
    target.recordId !== null
      ? await findDraftOfRecord(context.db, editorial.collection.table, target.recordId)
      : target.draftId !== null
        ? await findDraftById(context.db, target.draftId)
        : undefined;
  let baseUpdatedAt: string | null = null;
  if (!existing && target.recordId !== null) {
    const live = await editorial.live(context.db, target.recordId);
    if (!live) throw notFound(editorial.collection.label);
    baseUpdatedAt = live.updatedAt;
  }
  const start: Starting = existing
    ? { draft: existing, recordId: existing.record_id, data: dataOf(existing), baseUpdatedAt: null }
    : { recordId: target.recordId, data: {}, baseUpdatedAt };
  const id = await context.db.transaction().execute(async (trx) => {
    const draftId = await writeDraft(trx, editorial, start, data, viewer);
    const entry = { collection: editorial.collection.table, recordId: start.recordId, draftId, data, viewer };
    await keepRevision(trx, { ...entry, reason: 'restore' });
    return draftId;
  });
  const kept = new Set(filesOfData(editorial, data));
  await removeUnreferencedFiles(
    context,
    filesOfData(editorial, start.data).filter((path) => !kept.has(path)),
  );
  return id;
}

/** Discards a draft; the files it alone named go with it. */
export async function discardDraft(context: WriteContext, draft: DraftRow, editorial: EditorialCollection) {
  await context.db.deleteFrom('record_drafts').where('id', '=', draft.id).execute();
  await removeUnreferencedFiles(context, filesOfData(editorial, dataOf(draft)));
}

/**
 * Publishes a draft: the whole record validated and written live by the collection's write
 * path (as the spec's create and update: same 422s, cache, content version), and in its
 * transaction the draft goes and a 'publish' revision is kept. 409 when the live record
 * changed after the draft began, unless `force`. Returns the record's id.
 * (The schedule runner calls it with a null viewer.)
 */
export async function publishDraft(
  context: AppContext,
  draftId: number,
  viewer: Who,
  options: { force?: boolean } = {},
): Promise<number> {
  const draft = await draftByIdOr404(context.db, draftId);
  const editorial = editorialByTable(context, draft.collection);
  const live = draft.record_id === null ? undefined : await editorial.live(context.db, draft.record_id);
  if (draft.record_id !== null && !live) throw notFound(editorial.collection.label);
  const base = toIsoTimestamp(draft.base_updated_at);
  const basedOn =
    live && !options.force && base
      ? { updatedAt: base, message: editorialMessages.stalePublish(nounOf(editorial)) }
      : undefined;
  const data = dataOf(draft);
  return editorial.save(inputOfData(data), live?.stored, {
    basedOn,
    auditAction: 'publish',
    inTransaction: async (trx, id) => {
      const gone = await trx
        .deleteFrom('record_drafts')
        .where('id', '=', draft.id)
        .where('version', '=', draft.version)
        .executeTakeFirst();
      if (Number(gone.numDeletedRows) === 0) throw conflict(editorialMessages.staleDraft);
      await keepPublishRevision(trx, editorial, id, viewer, draft.id);
    },
  });
}
