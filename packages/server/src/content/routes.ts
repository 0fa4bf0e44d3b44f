import type { ContentTypeDef } from '@grain/contract/content-types';
import { fieldSchema } from '@grain/contract/fields';
import { pageOffset } from '@grain/contract/paging';
import { pageSchema, recordResponseSchema, referenceKey } from '@grain/contract/responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { type Collection, defineCollection, fileKindsOf } from '../collections/define.ts';
import type { CollectionHooks } from '../collections/hooks.ts';
import { type ApiRecord, collectionRepository, toApiRecord } from '../collections/read.ts';
import { registerWriteRoutes } from '../collections/routes.ts';
import { removeRecord, saveRecord } from '../collections/write.ts';
import { namesById } from '../db/lookups.ts';
import type { Database } from '../db/schema.ts';
import { ok, page } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { fileBase } from '../http/file-urls.ts';
import { idParams } from '../http/params.ts';
import { addRoute, type RouteContext } from '../http/route.ts';
import { loadImageMeta } from '../images/image-meta.ts';
import { type ContentListQuery, contentListQuery, contentListRequest } from './list-query.ts';

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

  const listQuery = contentListQuery(def);
  const list = async ({ request, query, viewer }: RouteContext<unknown, ContentListQuery>) => {
    const { criteria, ordering, paging } = contentListRequest(def, query, viewer?.isAdmin === true);
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
    handler: async ({ request, params, viewer }) => {
      const row = await findOr404(params.id, !viewer?.isAdmin);
      return ok((await present(request, [row]))[0]);
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
    save: (input, existing) => saveRecord(context, collection, input, existing),
    remove: (row, by) => removeRecord(context, collection, row, by),
    present: async (request, id) => (await present(request, [await findOr404(id, false)]))[0],
  });
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
