import { editorialMessages } from '@grain/contract/editorial';
import type { FileKind } from '@grain/contract/fields';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../http/envelope.ts';
import { idParams } from '../http/params.ts';
import { addRoute, type RouteDefinition } from '../http/route.ts';
import type { Viewer } from '../http/viewer.ts';
import { type RequestInput, readInput, sizeLimits } from '../storage/uploads.ts';
import type { EditorialCollection } from './editorial.ts';
import { nounOf } from './editorial.ts';
import { keepPublishRevision } from './revisions.ts';
import type { WriteOptions } from './write.ts';

/**
 * What a collection's write routes do; content types and products fill it in their own way
 * (their saves and deletes run the write path of write.ts, which moves the content version on).
 */
export interface WriteRoutes<Stored> {
  /** `/api/{path}`. */
  base: string;
  tag: string;
  /** The record's name at the start of a sentence: "Product", "Blog category". */
  name: string;
  body: NonNullable<RouteDefinition['body']>;
  /** The record the create and update answers carry. */
  response: RouteDefinition['response'];
  summaries: { create: string; update: string; multipartUpdate: string; remove: string };
  /** The fields of a multipart body that carry files, and the kind of each. */
  fileKinds: Readonly<Record<string, FileKind>>;
  /** The stored record (any state); throws 404 when there is none. */
  find(id: number): Promise<Stored>;
  save(input: RequestInput, existing: Stored | undefined, options: WriteOptions): Promise<number>;
  /** The collection as the editorial engine serves it: every save keeps a 'publish' revision. */
  editorial: EditorialCollection;
  /** Deletes the record into the trash, kept with who deleted it; throws 409 when it may not go. */
  remove(stored: Stored, by: number | null): Promise<void>;
  /** The record as the API returns it. */
  present(request: FastifyRequest, id: number): Promise<unknown>;
}

/** What a write with files may answer besides the usual failures. */
const uploadFailures = { 503: 'The storage folder cannot take the files at the moment: nothing was saved.' };

/** `"…"` or `W/"…"` → the version inside; null without a header. */
function ifMatchOf(request: FastifyRequest): string | null {
  const header = request.headers['if-match'];
  if (typeof header !== 'string' || header.trim() === '' || header.trim() === '*') return null;
  return header
    .trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
}

/**
 * A spec write publishes at once: it keeps a 'publish' revision in its transaction, and an
 * update based on a version (If-Match, or the body's `_version`) is refused when the record
 * moved on since; without either the last write wins, as before.
 */
function writeOptionsOf<Stored>(
  routes: WriteRoutes<Stored>,
  request: FastifyRequest,
  input: RequestInput,
  viewer: Viewer | null,
): WriteOptions {
  const version = ifMatchOf(request) ?? (typeof input.fields._version === 'string' ? input.fields._version : null);
  const basedOn = version
    ? { updatedAt: version, message: editorialMessages.staleUpdate(nounOf(routes.editorial)) }
    : undefined;
  return { basedOn, inTransaction: (trx, id) => keepPublishRevision(trx, routes.editorial, id, viewer) };
}

const staleFailure = {
  409: 'The record changed after the version the update was based on (If-Match or `_version`): nothing was saved.',
};

/** Reads a write's body, runs `use` with it, and always removes the temporary files it left. */
async function withInput<T>(read: Promise<RequestInput>, use: (input: RequestInput) => Promise<T>): Promise<T> {
  const input = await read;
  try {
    return await use(input);
  } finally {
    await input.cleanup();
  }
}

/**
 * Create (POST), update (PUT, PATCH, or POST with `_method=PUT` for multipart forms, where
 * `_method=DELETE` deletes) and delete of one collection, for administrators.
 */
export function registerWriteRoutes<Stored>(app: FastifyInstance, routes: WriteRoutes<Stored>): void {
  const { base, tag, name, body, summaries } = routes;
  const { storage, config } = app.grain;
  const failures = Object.keys(routes.fileKinds).length > 0 ? uploadFailures : undefined;
  const read = (request: FastifyRequest) =>
    readInput(request, storage, { kinds: routes.fileKinds, maxBytes: sizeLimits(config) });
  const remove = async (stored: Stored, viewer: Viewer | null) => {
    await routes.remove(stored, viewer?.id ?? null);
    return ok(null, `${name} deleted successfully`);
  };

  addRoute(app, {
    method: 'POST',
    url: base,
    summary: summaries.create,
    tag,
    access: 'editor',
    body,
    response: routes.response,
    successStatus: 201,
    failures,
    contentVersion: 'handler',
    handler: ({ request, viewer }) =>
      withInput(read(request), async (input) => {
        const id = await routes.save(input, undefined, writeOptionsOf(routes, request, input, viewer));
        return ok(await routes.present(request, id), `${name} created successfully`);
      }),
  });

  for (const method of ['PUT', 'PATCH', 'POST'] as const) {
    addRoute(app, {
      method,
      url: `${base}/:id`,
      summary: method === 'POST' ? summaries.multipartUpdate : summaries.update,
      tag,
      access: 'editor',
      params: idParams,
      body,
      // POST may also delete (`_method=DELETE`), answering null: only PUT and PATCH always answer the record.
      response: method === 'POST' ? routes.response.nullable() : routes.response,
      failures: failures ? { ...failures, ...staleFailure } : staleFailure,
      contentVersion: 'handler',
      handler: async ({ request, params, viewer }) => {
        const existing = await routes.find(params.id);
        return withInput(read(request), async (input) => {
          if (String(input.fields._method ?? '').toUpperCase() === 'DELETE') return remove(existing, viewer);
          await routes.save(input, existing, writeOptionsOf(routes, request, input, viewer));
          return ok(await routes.present(request, params.id), `${name} updated successfully`);
        });
      },
    });
  }

  addRoute(app, {
    method: 'DELETE',
    url: `${base}/:id`,
    summary: summaries.remove,
    tag,
    access: 'editor',
    params: idParams,
    response: z.null(),
    contentVersion: 'handler',
    handler: async ({ params, viewer }) => remove(await routes.find(params.id), viewer),
  });
}
