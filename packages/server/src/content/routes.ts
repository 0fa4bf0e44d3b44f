import type { ContentTypeDef } from '@grain/contract/content-types';
import { type FileKind, fieldSchema, isFileField, MAX_ID, messages } from '@grain/contract/fields';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { ok, page } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { addRoute } from '../http/route.ts';
import { type RequestInput, readInput } from '../storage/uploads.ts';
import { type ApiRecord, toApiRecord } from './records.ts';
import { contentRepository, namesById } from './repository.ts';
import { type ContentHooks, removeFilesOf, saveRecord } from './write.ts';

export const idParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

export const pagingQuery = (defaultPerPage: number) =>
  z.object({
    page: z.coerce
      .number({ error: 'The page must be a whole number of at least 1.' })
      .int()
      .min(1, 'The page must be a whole number of at least 1.')
      .default(1),
    per_page: z.coerce
      .number({ error: 'The per page must be between 1 and 100.' })
      .int()
      .min(1, 'The per page must be between 1 and 100.')
      .max(100, 'The per page must be between 1 and 100.')
      .default(defaultPerPage),
  });

/** Base of file URLs in responses: PUBLIC_URL, else the host the request came to. */
export function fileBase(context: AppContext, request: FastifyRequest): string {
  return context.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** The record schema for documentation: every field as its input schema, file fields named apart. */
function documentedBody(def: ContentTypeDef) {
  return {
    schema: z.object(
      Object.fromEntries(Object.entries(def.fields).map(([name, field]) => [name, fieldSchema(name, field)])),
    ),
    encoding: 'json-or-multipart' as const,
    files: fileKindsOf(def),
  };
}

/** Field name → file kind, for the file fields (image, video) of a content type. */
function fileKindsOf(def: ContentTypeDef): Record<string, FileKind> {
  return Object.fromEntries(
    Object.entries(def.fields)
      .filter(([, field]) => isFileField(field))
      .map(([name, field]) => [name, field.kind as FileKind]),
  );
}

export function readContentInput(
  context: AppContext,
  request: FastifyRequest,
  def: ContentTypeDef,
): Promise<RequestInput> {
  const kinds = fileKindsOf(def);
  return readInput(request, context.storage, {
    kindOf: (name) => kinds[name],
    maxBytes: { image: context.config.maxImageBytes, video: context.config.maxVideoBytes },
  });
}

/** Nests `{ id, name }` of each referenced record (a blog's category) next to its id. */
async function withReferences(context: AppContext, def: ContentTypeDef, records: ApiRecord[]): Promise<ApiRecord[]> {
  let result = records;
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.kind !== 'reference' || !field.references) continue;
    const names = await namesById(
      context.db,
      field.references,
      result.map((record) => Number(record[name])),
    );
    const key = name.replace(/_id$/, '');
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
export function registerContentRoutes(app: FastifyInstance, def: ContentTypeDef, hooks: ContentHooks = {}): void {
  const context = app.grain;
  const repository = contentRepository(context.db, def);
  const base = `/api/${def.path}`;
  const tag = def.path;
  const referenceFilters = Object.entries(def.fields)
    .filter(([, field]) => field.kind === 'reference')
    .map(([name]) => name);
  const filterQuery = z.object(
    Object.fromEntries(
      referenceFilters.map((name) => [
        name,
        z.coerce
          .number({ error: messages.invalidReference(name) })
          .int()
          .positive()
          .max(MAX_ID)
          .optional(),
      ]),
    ),
  );

  const present = async (request: FastifyRequest, rows: Record<string, unknown>[]) =>
    withReferences(
      context,
      def,
      rows.map((row) => toApiRecord(def, row, fileBase(context, request))),
    );

  const findOr404 = async (id: number, activeOnly: boolean) => {
    const row = await repository.find(id, { activeOnly });
    if (!row) throw notFound(def.singular.charAt(0).toUpperCase() + def.singular.slice(1));
    return row;
  };

  const listQuery = def.paged ? pagingQuery(def.paged.perPage).extend(filterQuery.shape) : filterQuery;
  const list = async ({
    request,
    query,
    viewer,
  }: {
    request: FastifyRequest;
    query: Record<string, unknown>;
    viewer: { isAdmin: boolean } | null;
  }) => {
    const filters = Object.fromEntries(
      referenceFilters.filter((name) => query[name] !== undefined).map((name) => [name, Number(query[name])]),
    );
    const options = { activeOnly: !viewer?.isAdmin, filters };
    if (!def.paged) return ok(await present(request, await repository.list(options)));
    const { page: current, per_page: perPage } = query as { page: number; per_page: number };
    const [rows, total] = await Promise.all([
      repository.list({ ...options, limit: perPage, offset: (current - 1) * perPage }),
      repository.count(options),
    ]);
    return ok(page(await present(request, rows), total, current, perPage));
  };

  addRoute(app, {
    method: 'GET',
    url: base,
    summary: `List ${def.singular} records`,
    tag,
    access: 'public',
    query: listQuery,
    handler: list,
  });

  // The admin client reads some lists at /all (features, blog categories); same rules apply.
  addRoute(app, {
    method: 'GET',
    url: `${base}/all`,
    summary: `List ${def.singular} records (admin alias)`,
    tag,
    access: 'public',
    query: listQuery,
    handler: list,
  });

  addRoute(app, {
    method: 'GET',
    url: `${base}/:id`,
    summary: `One ${def.singular}`,
    tag,
    access: 'public',
    params: idParams,
    handler: async ({ request, params, viewer }) => {
      const row = await findOr404(params.id, !viewer?.isAdmin);
      return ok((await present(request, [row]))[0]);
    },
  });

  const body = documentedBody(def);

  addRoute(app, {
    method: 'POST',
    url: base,
    summary: `Create a ${def.singular}`,
    tag,
    access: 'admin',
    body,
    successStatus: 201,
    handler: async ({ request }) => {
      const input = await readContentInput(context, request, def);
      try {
        const id = await saveRecord(context, def, input, { hooks });
        return ok(
          (await present(request, [await findOr404(id, false)]))[0],
          `${capitalised(def.singular)} created successfully`,
        );
      } finally {
        await input.cleanup();
      }
    },
  });

  const update = async ({ request, params }: { request: FastifyRequest; params: { id: number } }) => {
    const existing = await findOr404(params.id, false);
    const input = await readContentInput(context, request, def);
    try {
      if (String(input.fields._method ?? '').toUpperCase() === 'DELETE') return remove(params.id);
      await saveRecord(context, def, input, { existing, hooks });
      return ok(
        (await present(request, [await findOr404(params.id, false)]))[0],
        `${capitalised(def.singular)} updated successfully`,
      );
    } finally {
      await input.cleanup();
    }
  };

  const remove = async (id: number) => {
    const row = await findOr404(id, false);
    await hooks.beforeDelete?.(context, id);
    await repository.remove(id);
    await removeFilesOf(context, def, row);
    return ok(null, `${capitalised(def.singular)} deleted successfully`);
  };

  for (const method of ['PUT', 'PATCH', 'POST'] as const) {
    addRoute(app, {
      method,
      url: `${base}/:id`,
      summary: method === 'POST' ? `Update a ${def.singular} (multipart with _method=PUT)` : `Update a ${def.singular}`,
      tag,
      access: 'admin',
      params: idParams,
      body,
      handler: update,
    });
  }

  addRoute(app, {
    method: 'DELETE',
    url: `${base}/:id`,
    summary: `Delete a ${def.singular}`,
    tag,
    access: 'admin',
    params: idParams,
    handler: ({ params }) => remove(params.id),
  });
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
