import { messages } from '@grain/contract/fields';
import {
  notFoundEntrySchema,
  REDIRECT_LIMITS,
  redirectBody,
  redirectLocation,
  redirectMatchSchema,
  redirectSchema,
} from '@grain/contract/redirects';
import { pageSchema } from '@grain/contract/responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { writeAuditEntry } from '../db/audit-log.ts';
import { currentActor } from '../http/actor.ts';
import { ok } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { idParams, pageNumber, perPage } from '../http/params.ts';
import { addRoute, parseOr422 } from '../http/route.ts';
import type { NotFoundLog } from './not-found-log.ts';
import {
  deleteNotFoundEntry,
  deleteRedirect,
  findRedirect,
  notFoundPage,
  presentRedirect,
  redirectPage,
  saveRedirect,
} from './redirect-store.ts';
import type { RedirectEntry } from './redirect-table.ts';

const tag = 'Redirects';
const listQuery = z.object({
  // A control character is no part of any path (and PostgreSQL refuses a NUL in a query's text).
  q: z
    .string()
    .trim()
    .max(200)
    .regex(/^\P{Cc}*$/u, { error: messages.controlCharacters('q') })
    .optional(),
  page: pageNumber.default(1),
  per_page: perPage(50),
});
const logQuery = z.object({ page: pageNumber.default(1), per_page: perPage(50) });
const matchQuery = z.object({
  /** A page address: its path, with its query string if it has one. */
  url: z.string().startsWith('/', 'Must be a path of this site').max(REDIRECT_LIMITS.target),
});
const refusals = {
  422: 'Refused, by field: a `from` that is taken, reserved (/api, /admin, /storage, /assets…) or led to by another redirect; a target that is the path itself, or redirected itself (a loop or a chain of two hops)',
};

const label = (row: { from_path: string; to_url: string }) => `${row.from_path} → ${row.to_url}`;

/** The site's own origin, for a target written as an absolute address of this site. */
const ownOrigin = (app: FastifyInstance, request: FastifyRequest) =>
  app.grain.config.publicUrl ?? `${request.protocol}://${request.host}`;

/**
 * The redirects and the 404 log (issue 48, part 3), for editors and administrators. Every write
 * is audited in its transaction and moves the content version on (the route wrapper), which
 * makes the page route read its table of redirects again (redirect-table.ts).
 */
export function registerRedirectRoutes(
  app: FastifyInstance,
  notFoundLog: NotFoundLog,
  findRedirectOf: (path: string) => RedirectEntry | undefined | Promise<RedirectEntry | undefined>,
): void {
  const { db, dialect } = app.grain;

  addRoute(app, {
    method: 'GET',
    url: '/api/redirects/match',
    summary:
      'Where a page address is redirected, as the page route would answer it (null: it is not); the app asks before it shows a page it navigated to',
    tag,
    access: 'public',
    query: matchQuery,
    response: redirectMatchSchema,
    handler: async ({ query }) => {
      const mark = query.url.indexOf('?');
      const path = mark === -1 ? query.url : query.url.slice(0, mark);
      const entry = await findRedirectOf(path);
      if (!entry) return ok(null);
      return ok({
        location: redirectLocation(entry.target, mark === -1 ? '' : query.url.slice(mark + 1)),
        status: entry.status,
      });
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/api/redirects',
    summary: 'The redirects by their from path, searched in from and to',
    tag,
    access: 'editor',
    query: listQuery,
    response: pageSchema(redirectSchema),
    handler: async ({ query }) => ok(await redirectPage(db, query.q || undefined, query.page, query.per_page)),
  });

  addRoute(app, {
    method: 'GET',
    url: '/api/redirects/not-found',
    summary: 'The 404 log: paths of the site that answered 404, most hits first',
    tag,
    access: 'editor',
    query: logQuery,
    response: pageSchema(notFoundEntrySchema),
    handler: async ({ query }) => {
      // The hits counted in memory are written first, so that the list shows them.
      await notFoundLog.flush();
      return ok(await notFoundPage(db, query.page, query.per_page));
    },
  });

  addRoute(app, {
    method: 'DELETE',
    url: '/api/redirects/not-found/:id',
    summary: 'Removes a path from the 404 log (it comes back if it answers 404 again)',
    tag,
    access: 'editor',
    params: idParams,
    response: z.null(),
    // Nothing visitors see changes: the cached pages stay.
    contentVersion: 'handler',
    handler: async ({ params }) => {
      await db.transaction().execute(async (trx) => {
        const entry = await deleteNotFoundEntry(trx, params.id);
        await writeAuditEntry(trx, currentActor(), {
          action: 'delete',
          entity: 'not_found_log',
          entityId: entry.id,
          entityLabel: entry.path,
        });
      });
      return ok(null, 'The path was removed from the 404 log.');
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/api/redirects/:id',
    summary: 'One redirect',
    tag,
    access: 'editor',
    params: idParams,
    response: redirectSchema,
    handler: async ({ params }) => {
      const row = await findRedirect(db, params.id);
      if (!row) throw notFound('Redirect');
      return ok(presentRedirect(row));
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/api/redirects',
    summary: 'Creates a redirect (one hop: no chains, no loops); its path leaves the 404 log',
    tag,
    access: 'editor',
    body: { schema: redirectBody, encoding: 'json' },
    response: redirectSchema,
    successStatus: 201,
    failures: refusals,
    handler: async ({ request }) => {
      const input = parseOr422(redirectBody, request.body ?? {});
      const row = await db.transaction().execute(async (trx) => {
        const saved = await saveRedirect(trx, dialect, input, null, ownOrigin(app, request));
        await writeAuditEntry(trx, currentActor(), {
          action: 'create',
          entity: 'redirects',
          entityId: saved.row.id,
          entityLabel: label(saved.row),
          fields: saved.fields,
        });
        return saved.row;
      });
      return ok(presentRedirect(row), `${row.from_path} now redirects to ${row.to_url}.`);
    },
  });

  addRoute(app, {
    method: 'PUT',
    url: '/api/redirects/:id',
    summary: 'Replaces a redirect, under the same rules as a new one',
    tag,
    access: 'editor',
    params: idParams,
    body: { schema: redirectBody, encoding: 'json' },
    response: redirectSchema,
    failures: refusals,
    handler: async ({ params, request }) => {
      const input = parseOr422(redirectBody, request.body ?? {});
      const row = await db.transaction().execute(async (trx) => {
        const saved = await saveRedirect(trx, dialect, input, params.id, ownOrigin(app, request));
        if (saved.fields.length > 0) {
          await writeAuditEntry(trx, currentActor(), {
            action: 'update',
            entity: 'redirects',
            entityId: saved.row.id,
            entityLabel: label(saved.row),
            fields: saved.fields,
          });
        }
        return saved.row;
      });
      return ok(presentRedirect(row), 'The redirect was saved.');
    },
  });

  addRoute(app, {
    method: 'DELETE',
    url: '/api/redirects/:id',
    summary: 'Deletes a redirect: its path answers as it would without it',
    tag,
    access: 'editor',
    params: idParams,
    response: z.null(),
    handler: async ({ params }) => {
      await db.transaction().execute(async (trx) => {
        const row = await deleteRedirect(trx, params.id);
        await writeAuditEntry(trx, currentActor(), {
          action: 'delete',
          entity: 'redirects',
          entityId: row.id,
          entityLabel: label(row),
        });
      });
      return ok(null, 'The redirect was deleted.');
    },
  });
}
