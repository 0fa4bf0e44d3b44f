import {
  pageSeoBody,
  pageSeoSchema,
  type SeoPageKey,
  seoHealthSchema,
  seoMessages,
  seoPageOf,
} from '@grain/contract/seo';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { writeAuditEntry } from '../db/audit-log.ts';
import { currentActor } from '../http/actor.ts';
import { ok } from '../http/envelope.ts';
import { notFound, validationFailed } from '../http/errors.ts';
import { fileBase } from '../http/file-urls.ts';
import { addRoute, parseOr422 } from '../http/route.ts';
import { accessibilityIssues } from '../media/media-store.ts';
import { isLibraryPicture, presentPageSeo, readPageSeo, savePageSeo } from './page-seo-store.ts';
import { seoHealth } from './seo-health.ts';

const tag = 'Search & sharing';
const keyParams = z.object({ key: z.string().max(100) });

/**
 * Search & sharing (issue 48): the fixed pages' meta title, description, sharing picture and
 * noindex (public read for the pages' heads; editors write, audited in the write's transaction,
 * and the route wrapper moves the content version on so cached pages follow), and the SEO
 * health list. The records' own values are fields of their collections.
 */
export function registerSeoRoutes(app: FastifyInstance): void {
  const { db } = app.grain;

  addRoute(app, {
    method: 'GET',
    url: '/api/page-seo',
    summary: "The fixed pages' search and sharing values (blank: the page's derived default applies)",
    tag,
    access: 'public',
    response: z.array(pageSeoSchema),
    handler: async ({ request }) =>
      ok(await presentPageSeo(db, await readPageSeo(db), fileBase(app.grain.config, request))),
  });

  addRoute(app, {
    method: 'PUT',
    url: '/api/page-seo/:key',
    summary: "Saves a fixed page's meta title, meta description, sharing picture (a library picture) and noindex",
    tag,
    access: 'editor',
    params: keyParams,
    body: { schema: pageSeoBody, encoding: 'json' },
    response: pageSeoSchema,
    failures: { 404: 'No fixed page has this key', 422: 'Refused, by field: too long, or not a library picture' },
    handler: async ({ request, params }) => {
      const page = seoPageOf(params.key);
      if (!page) throw notFound('Page');
      const input = parseOr422(pageSeoBody, request.body ?? {});
      if (input.share_image && !(await isLibraryPicture(db, input.share_image))) {
        throw validationFailed({ share_image: [seoMessages.unknownPicture] });
      }
      const key = page.key as SeoPageKey;
      await db.transaction().execute(async (trx) => {
        const fields = await savePageSeo(trx, key, input);
        await writeAuditEntry(trx, currentActor(), {
          action: 'update',
          entity: 'page_seo',
          entityId: null,
          entityLabel: `${page.title} (${page.path})`,
          fields,
        });
      });
      const saved = (await readPageSeo(db)).filter((row) => row.page_key === key);
      const [answer] = await presentPageSeo(db, saved, fileBase(app.grain.config, request));
      return ok(answer, `The search and sharing values of ${page.title} were saved.`);
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/api/seo/health',
    summary:
      'The SEO health list: missing, duplicate and over-long titles and descriptions, noindex pages in the menu, pictures without alt text',
    tag,
    access: 'editor',
    response: seoHealthSchema,
    handler: async ({ request }) => {
      // The accessibility screen's own query: the pictures the public sees without alt text.
      const withoutAlt = await accessibilityIssues(db, fileBase(app.grain.config, request));
      return ok(await seoHealth(db, withoutAlt.length));
    },
  });
}
