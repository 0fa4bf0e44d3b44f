import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { field, MAX_ID, searchTextSchema } from '@grain/contract/fields';
import {
  accessibilityIssueSchema,
  MEDIA_KINDS,
  type MediaFilters,
  mediaItemDetailSchema,
  mediaItemSchema,
  mediaTexts,
  mediaUpdateSchema,
} from '@grain/contract/media';
import { pageSchema } from '@grain/contract/responses';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { writeAuditEntry } from '../db/audit-log.ts';
import { currentActor } from '../http/actor.ts';
import { ok } from '../http/envelope.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { fileBase } from '../http/file-urls.ts';
import { idParams, optionalBoolean, pageNumber, perPage } from '../http/params.ts';
import { addRoute, parseOr422 } from '../http/route.ts';
import { mediaUses } from '../images/media-usage.ts';
import { originalPath } from '../storage/storage.ts';
import { deleteMediaItems, describeUse } from './media-delete.ts';
import {
  accessibilityIssues,
  findMediaRow,
  mediaDetail,
  mediaItem,
  mediaPage,
  mediaTags,
  updateMedia,
} from './media-store.ts';
import { receiveLibraryUpload } from './media-upload.ts';

const tag = 'Media library';
const day = z.iso.date({ error: 'Dates are written YYYY-MM-DD.' });
const filtersSchema = z.object({
  q: searchTextSchema('q', field.text('Search'), 'Text the name, alt text or caption must contain.') as z.ZodType<
    string | null | undefined,
    unknown
  >,
  kind: z.enum(MEDIA_KINDS, { error: 'The type is image or video.' }).optional(),
  tag: searchTextSchema('tag', field.text('Tag'), 'A tag the items carry.') as z.ZodType<
    string | null | undefined,
    unknown
  >,
  from: day.optional(),
  to: day.optional(),
  unused: optionalBoolean('unused'),
});
const pageQuery = filtersSchema.extend({ page: pageNumber.default(1), per_page: perPage(24) });
const bulkDeleteBody = z
  .object({
    ids: z
      .array(
        z
          .number({ error: 'Ids are whole numbers.' })
          .int()
          .positive()
          .max(MAX_ID, { error: 'No file has such an id.' }),
        { error: 'Send the ids to delete.' },
      )
      .min(1, { error: 'Choose at least one file.' })
      .max(200, { error: 'Delete at most 200 files at once.' }),
  })
  .strict();

/** The media library's calls (issue 47): staff browse, upload and describe; editors delete. */
export function registerMediaRoutes(app: FastifyInstance): void {
  const context = app.grain;
  const { db, storage } = context;

  addRoute(app, {
    method: 'GET',
    url: '/api/media',
    summary: 'The library, newest first: search by name, alt text and caption; filter by type, tag, dates, unused',
    tag,
    access: 'author',
    query: pageQuery,
    response: pageSchema(mediaItemSchema),
    handler: async ({ query, request }) => {
      const { page, per_page, ...filters } = query;
      return ok(
        await mediaPage(
          db,
          { ...filters, q: filters.q ?? undefined, tag: filters.tag ?? undefined } as MediaFilters,
          page,
          per_page,
          fileBase(context.config, request),
        ),
      );
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/api/media',
    summary: 'Uploads one picture or video (multipart field `file`) into the library',
    tag,
    access: 'author',
    body: { schema: z.object({ file: z.string() }), encoding: 'multipart', files: { file: 'video' } },
    response: mediaItemSchema,
    successStatus: 201,
    failures: { 413: 'The file is larger than its kind allows', 415: 'The file is not a picture or video we take' },
    handler: async ({ request, reply }) => {
      const id = await receiveLibraryUpload(context, request);
      reply.status(201);
      return ok(await mediaItem(db, id, fileBase(context.config, request)), 'The file was added to the library.');
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/api/media/tags',
    summary: 'Every tag the library uses',
    tag,
    access: 'author',
    response: z.array(z.string()),
    handler: async () => ok(await mediaTags(db)),
  });

  addRoute(app, {
    method: 'GET',
    url: '/api/media/accessibility',
    summary: 'Pictures the public sees with neither alt text nor "decorative", and where they show',
    tag,
    access: 'author',
    response: z.array(accessibilityIssueSchema),
    handler: async ({ request }) => ok(await accessibilityIssues(db, fileBase(context.config, request))),
  });

  addRoute(app, {
    method: 'GET',
    url: '/api/media/:id',
    summary: 'One item, with the records, drafts, revisions and trash entries that use it',
    tag,
    access: 'author',
    params: idParams,
    response: mediaItemDetailSchema,
    handler: async ({ params, request }) => {
      const detail = await mediaDetail(db, params.id, fileBase(context.config, request));
      if (!detail) throw notFound('Media item');
      return ok(detail);
    },
  });

  addRoute(app, {
    method: 'PATCH',
    url: '/api/media/:id',
    summary: "Saves an item's alt text, decorative flag, caption, credit, focal point and tags",
    tag,
    access: 'editor',
    params: idParams,
    body: { schema: mediaUpdateSchema, encoding: 'json' },
    response: mediaItemSchema,
    handler: async ({ params, request }) => {
      const change = parseOr422(mediaUpdateSchema, request.body ?? {});
      const saved = await db.transaction().execute(async (trx) => {
        const row = await findMediaRow(trx, params.id);
        if (!row) throw notFound('Media item');
        const fields = await updateMedia(trx, row, change);
        if (fields.length > 0) {
          await writeAuditEntry(trx, currentActor(), {
            action: 'update',
            entity: 'media_items',
            entityId: row.id,
            entityLabel: row.name,
            fields,
          });
        }
        return row.id;
      });
      return ok(await mediaItem(db, saved, fileBase(context.config, request)), 'The file was saved.');
    },
  });

  addRoute(app, {
    method: 'DELETE',
    url: '/api/media/:id',
    summary: 'Deletes an item nothing uses, with its files (refused with where it is used otherwise)',
    tag,
    access: 'editor',
    params: idParams,
    response: z.null(),
    successStatus: 204,
    failures: { 409: 'The item is in use: `errors.uses` says where' },
    handler: async ({ params, reply }) => {
      const row = await findMediaRow(db, params.id);
      if (!row) throw notFound('Media item');
      const { kept } = await deleteMediaItems(context, [row.id]);
      if (kept.length > 0) {
        const uses = (await mediaUses(db, [row.path])).get(row.path) ?? [];
        throw new HttpError(409, mediaTexts.inUse(uses.length), { uses: uses.map(describeUse) });
      }
      return reply.status(204).send();
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/api/media/delete',
    summary: 'Deletes the given items that nothing uses; those in use are kept and named',
    tag,
    access: 'editor',
    body: { schema: bulkDeleteBody, encoding: 'json' },
    response: z.object({ deleted: z.array(z.number()), kept: z.array(z.number()) }),
    handler: async ({ request }) => {
      const { ids } = parseOr422(bulkDeleteBody, request.body ?? {});
      const outcome = await deleteMediaItems(context, ids);
      const message = outcome.kept.length > 0 ? mediaTexts.someInUse : `${outcome.deleted.length} file(s) deleted.`;
      return ok(outcome, message);
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/api/media/:id/original',
    summary: 'Downloads the file as it was uploaded, with its metadata (staff only; never public)',
    tag,
    access: 'author',
    params: idParams,
    response: z.string(),
    cache: false,
    handler: async ({ params, reply }) => {
      const row = await findMediaRow(db, params.id);
      if (!row) throw notFound('Media item');
      const original = storage.absolute(originalPath(row.path));
      const file = await fs
        .access(original)
        .then(() => original)
        .catch(() => storage.absolute(row.path));
      const stat = await fs.stat(file).catch(() => null);
      if (!stat) throw notFound('File');
      const name = row.name.replace(/["\\\r\n]/g, '_');
      reply
        .type(row.mime)
        .header('content-length', stat.size)
        .header(
          'content-disposition',
          `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(row.name)}`,
        )
        .header('cache-control', 'private, no-store');
      return reply.send(createReadStream(file));
    },
  });
}
