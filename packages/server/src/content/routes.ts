import type { ContentTypeDef } from '@grain/contract/content-types';
import { fieldSchema } from '@grain/contract/fields';
import { pageOffset } from '@grain/contract/paging';
import { pageSchema, recordResponseSchema, referenceKey } from '@grain/contract/responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { type Collection, defineCollection, fileKindsOf } from '../collections/define.ts';
import { draftDataOfRow } from '../collections/draft-data.ts';
import { type EditorialCollection, registerEditorial } from '../collections/editorial.ts';
import type { CollectionHooks } from '../collections/hooks.ts';
import {
  contentMatcher,
  draftValues,
  type ListOverlay,
  overlaidPage,
  previewIdOf,
} from '../collections/preview-overlay.ts';
import { type ApiRecord, collectionRepository, toApiRecord } from '../collections/read.ts';
import { registerWriteRoutes } from '../collections/routes.ts';
import { removeRecord, saveRecord, type WriteContext } from '../collections/write.ts';
import { namesById } from '../db/lookups.ts';
import type { Database } from '../db/schema.ts';
import { toBoolean, toIsoTimestamp } from '../db/values.ts';
import { ok, page } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { fileBase } from '../http/file-urls.ts';
import { idParams } from '../http/params.ts';
import { type PreviewDraft, previewDraftOf } from '../http/preview-request.ts';
import { addRoute, type RouteContext } from '../http/route.ts';
import { loadImageMeta } from '../images/image-meta.ts';
import { type ContentListQuery, type ContentListRequest, contentListQuery, contentListRequest } from './list-query.ts';

/** The draft a preview page shows over this type's records; null (no query) off previews. */
function draftOfType(request: FastifyRequest, def: ContentTypeDef): Promise<PreviewDraft | null> | null {
  const preview = previewDraftOf(request);
  return preview?.then((draft) => (draft?.collection === def.table ? draft : null)) ?? null;
}

/** The preview of a list of this type: the draft over its published rows. */
function listOverlay(
  def: ContentTypeDef,
  repository: ReturnType<typeof collectionRepository>,
  draft: PreviewDraft,
  { criteria, ordering }: Pick<ContentListRequest, 'criteria' | 'ordering'>,
): ListOverlay {
  return {
    draft,
    row: (live) => draftValues(def.fields, draft, live),
    matches: contentMatcher(def.fields, criteria, def.hasActiveFlag),
    ordering: ordering ?? [...def.order, ['id', 'asc']],
    loadLive: (id) => repository.find(id, { activeOnly: false }),
    nullable: new Set(
      Object.entries(def.fields)
        .filter(([, field]) => !field.required)
        .map(([name]) => name),
    ),
  };
}

/** The record schema for documentation: every field as its input schema, file fields named apart. */
function documentedBody(def: ContentTypeDef) {
  return {
    schema: z.object(
      Object.fromEntries(Object.entries(def.fields).map(([name, field]) => [name, fieldSchema(name, field)])),
    ),
    encoding: 'json-or-multipart' as const,
    files: fileKindsOf(def.fields),
  };
}

/** A content type as a collection of the engine. */
export const contentCollection = (def: ContentTypeDef, hooks: CollectionHooks = {}): Collection =>
  defineCollection({ table: def.table, fields: def.fields, label: capitalised(def.singular), hooks });

/** Nests `{ id, name }` of each referenced record (a blog's category) next to its id. */
async function withReferences(db: Kysely<Database>, def: ContentTypeDef, records: ApiRecord[]): Promise<ApiRecord[]> {
  let result = records;
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.kind !== 'reference' || !field.references) continue;
    const names = await namesById(
      db,
      field.references,
      result.map((record) => Number(record[name])),
    );
    const key = referenceKey(name);
    result = result.map((record) => {
      const id = Number(record[name]);
      return { ...record, [key]: names.has(id) ? { id, name: names.get(id) } : null };
    });
  }
  return result;
}

/**
 * The generic life cycle of a content type: list, read, create, update (PUT, or POST with
 * `_method=PUT` for multipart), delete. Public reads see active records; admins see all.
 */
export function registerContentRoutes(app: FastifyInstance, def: ContentTypeDef, hooks: CollectionHooks = {}): void {
  const context = app.grain;
  const collection = contentCollection(def, hooks);
  const repository = collectionRepository(context.db, def);
  const base = `/api/${def.path}`;
  const tag = def.path;
  const imageFields = Object.entries(def.fields).filter(([, field]) => field.kind === 'image');
  const response = recordResponseSchema(def.fields);
  // Without `page` a list answers every record (spec: the site's sections); with it, one page.
  const listResponse = z.union([z.array(response), pageSchema(response)]);
  const present = async (request: FastifyRequest, rows: Record<string, unknown>[]) => {
    const base = fileBase(context.config, request);
    const values = rows.flatMap((row) =>
      imageFields.map(([name, field]) => ({ value: row[name], folder: field.folder })),
    );
    const imageMeta = await loadImageMeta(context.db, values, base);
    return withReferences(
      context.db,
      def,
      rows.map((row) => toApiRecord(def.fields, row, base, imageMeta)),
    );
  };

  const findOr404 = async (id: number, activeOnly: boolean) => {
    const row = await repository.find(id, { activeOnly });
    if (!row) throw notFound(collection.label);
    return row;
  };

  const presentOne = async (request: FastifyRequest, id: number) =>
    (await present(request, [await findOr404(id, false)]))[0];
  const editorial = contentEditorial(context, def, collection, { present: presentOne, response });
  registerEditorial(context, editorial);

  const listQuery = contentListQuery(def);
  /** A list on a preview page: every matching row, the draft applied, then the page asked for. */
  const previewList = async (request: FastifyRequest, draft: PreviewDraft, listRequest: ContentListRequest) => {
    const { criteria, ordering, paging } = listRequest;
    const rows = await repository.list(criteria, { ordering });
    const window = paging ? { limit: paging.perPage, offset: pageOffset(paging.page, paging.perPage) } : {};
    const shown = await overlaidPage(rows, listOverlay(def, repository, draft, listRequest), window);
    const records = await present(request, shown.rows);
    return ok(paging ? page(records, shown.total, paging.page, paging.perPage) : records);
  };

  /** One record on a preview page: the draft's, when it is the draft's record. */
  const findInPreview = async (draft: PreviewDraft, id: number, activeOnly: boolean) => {
    if (previewIdOf(draft) !== id) return findOr404(id, activeOnly);
    const live = draft.recordId === null ? undefined : await findOr404(id, false);
    const row = draftValues(def.fields, draft, live);
    if (activeOnly && def.hasActiveFlag && !toBoolean(row.is_active)) throw notFound(collection.label);
    return row;
  };

  const list = async ({ request, query, viewer }: RouteContext<unknown, ContentListQuery>) => {
    const listRequest = contentListRequest(def, query, viewer?.isStaff === true);
    const preview = draftOfType(request, def);
    const draft = preview && (await preview);
    if (draft) return previewList(request, draft, listRequest);
    const { criteria, ordering, paging } = listRequest;
    if (!paging) return ok(await present(request, await repository.list(criteria, { ordering })));
    const window = { ordering, limit: paging.perPage, offset: pageOffset(paging.page, paging.perPage) };
    const [rows, total] = await Promise.all([repository.list(criteria, window), repository.count(criteria)]);
    return ok(page(await present(request, rows), total, paging.page, paging.perPage));
  };

  // The admin client reads some lists at /all (features, blog categories); same rules apply.
  for (const [url, summary] of [
    [base, `List ${def.singular} records`],
    [`${base}/all`, `List ${def.singular} records (admin alias)`],
  ]) {
    addRoute(app, {
      method: 'GET',
      url,
      summary,
      tag,
      access: 'public',
      query: listQuery,
      response: listResponse,
      handler: list,
    });
  }

  addRoute(app, {
    method: 'GET',
    url: `${base}/:id`,
    summary: `One ${def.singular}`,
    tag,
    access: 'public',
    params: idParams,
    response,
    handler: async ({ request, reply, params, viewer }) => {
      const preview = draftOfType(request, def);
      const draft = preview && (await preview);
      const row = draft
        ? await findInPreview(draft, params.id, !viewer?.isStaff)
        : await findOr404(params.id, !viewer?.isStaff);
      const [record] = await present(request, [row]);
      // What an editor's update sends back as If-Match (conflict checks).
      if (viewer?.isStaff) reply.header('ETag', `"${record.updated_at}"`);
      return ok(record);
    },
  });

  registerWriteRoutes(app, {
    base,
    tag,
    name: collection.label,
    body: documentedBody(def),
    response,
    summaries: {
      create: `Create a ${def.singular}`,
      update: `Update a ${def.singular}`,
      multipartUpdate: `Update a ${def.singular} (multipart with _method=PUT)`,
      remove: `Delete a ${def.singular}`,
    },
    fileKinds: fileKindsOf(def.fields),
    find: (id) => findOr404(id, false),
    save: (input, existing, options) => saveRecord(context, collection, input, existing, options),
    editorial,
    remove: (row, by) => removeRecord(context, collection, row, by),
    present: presentOne,
  });
}

/** A content type as the editorial engine serves it: a record is one row of its fields. */
function contentEditorial(
  context: WriteContext,
  def: ContentTypeDef,
  collection: Collection,
  answer: Pick<EditorialCollection, 'present' | 'response'>,
): EditorialCollection {
  return {
    fileKinds: fileKindsOf(def.fields),
    ...answer,
    path: def.path,
    collection,
    hasActiveFlag: def.hasActiveFlag,
    async live(db, id) {
      const row = await collectionRepository(db, def).find(id, { activeOnly: false });
      if (!row) return undefined;
      return { data: draftDataOfRow(def.fields, row), updatedAt: toIsoTimestamp(row.updated_at) ?? '', stored: row };
    },
    save: (input, stored, options) =>
      saveRecord(context, collection, input, stored as Record<string, unknown> | undefined, options),
  };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
