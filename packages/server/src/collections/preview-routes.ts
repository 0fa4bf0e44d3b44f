import { toFieldErrors } from '@grain/contract/fields';
import {
  previewLinkInputSchema,
  previewLinkSchema,
  previewLinkSummarySchema,
  previewListQuerySchema,
} from '@grain/contract/preview';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../http/envelope.ts';
import { notFound, validationFailed } from '../http/errors.ts';
import { idParams } from '../http/params.ts';
import { findDraft } from '../http/preview-request.ts';
import { addRoute } from '../http/route.ts';
import { createPreviewLink, livePreviewLinks, revokePreviewLink } from './preview-links.ts';

const tag = 'editorial';
const base = '/api/editorial/previews';

/** Preview links of drafts (admin): make one, list a draft's live ones, withdraw one. */
export function registerPreviewRoutes(app: FastifyInstance): void {
  const { db, config } = app.grain;

  addRoute(app, {
    method: 'POST',
    url: base,
    summary: "A link to a draft's preview on the public site (the token is shown only in this answer)",
    tag,
    access: 'author',
    body: { schema: previewLinkInputSchema, encoding: 'json' },
    response: previewLinkSchema,
    successStatus: 201,
    // A link changes nothing visitors see: cached pages stay good.
    contentVersion: 'handler',
    failures: { 404: 'No draft of that id.' },
    handler: async ({ request, viewer }) => {
      const parsed = previewLinkInputSchema.safeParse(request.body ?? {});
      if (!parsed.success) throw validationFailed(toFieldErrors(parsed.error));
      const draft = await findDraft(db, parsed.data.draft_id);
      if (!draft) throw notFound('Draft');
      const link = await createPreviewLink(db, draft, {
        path: parsed.data.path,
        hours: config.editorial.previewHours,
        userId: viewer?.id ?? null,
      });
      return ok(link);
    },
  });

  addRoute(app, {
    method: 'GET',
    url: base,
    summary: "A draft's preview links still open",
    tag,
    access: 'author',
    query: previewListQuerySchema,
    response: z.array(previewLinkSummarySchema),
    handler: async ({ query }) => ok(await livePreviewLinks(db, query.draft_id)),
  });

  addRoute(app, {
    method: 'DELETE',
    url: `${base}/:id`,
    summary: 'Withdraw a preview link',
    tag,
    access: 'author',
    params: idParams,
    response: z.null(),
    contentVersion: 'handler',
    failures: { 404: 'No preview link of that id.' },
    handler: async ({ params }) => {
      if (!(await revokePreviewLink(db, params.id))) throw notFound('Preview link');
      return ok(null, 'Preview link withdrawn');
    },
  });
}
