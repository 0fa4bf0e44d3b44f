import type { RenderDocument, SiteSettings } from '@grain/contract/page-delivery';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { draftOfToken, withPreviewDraft } from '../http/preview-request.ts';
import { pagePolicyAllowing } from '../http/security-headers.ts';

const PREFIX = '/preview/';

/** The token and the public page of a preview address (`/preview/<token>/<path>?<query>`). */
function previewAddress(url: string): { token: string; page: string } {
  const rest = url.slice(PREFIX.length);
  const end = rest.search(/[/?]/);
  if (end < 0) return { token: rest, page: '/' };
  const page = rest.slice(end);
  return { token: rest.slice(0, end), page: page.startsWith('?') ? `/${page}` : page };
}

/**
 * A draft's preview of any public page (issue 45): rendered for this request alone, with the
 * link's draft over the published data (the renderer's API calls carry it, scope.ts), never
 * cached and never indexed. An unknown, expired or withdrawn link answers the site's 404 page
 * saying so (the site's `preview/*` route).
 */
export function registerPreviewPages(
  app: FastifyInstance,
  renderDocument: RenderDocument,
  siteOf: (request: FastifyRequest) => Promise<SiteSettings>,
): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    const { token, page } = previewAddress(request.url);
    const draft = await draftOfToken(app.grain.db, token);
    if (!draft) return sendRendered(reply, await renderDocument({ url: request.url, site: await siteOf(request) }));
    const base = `${PREFIX}${token}`;
    const site = { ...(await siteOf(request)), preview: { base } };
    const rendered = await withPreviewDraft(draft.id, () => renderDocument({ url: `${base}${page}`, site }));
    return sendRendered(reply, rendered);
  };
  app.get('/preview', handler);
  app.get('/preview/*', handler);
}

function sendRendered(reply: FastifyReply, rendered: Awaited<ReturnType<RenderDocument>>) {
  if (rendered.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);
  return reply
    .code(rendered.status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', pagePolicyAllowing(rendered.inlineSources))
    .send(rendered.html);
}
