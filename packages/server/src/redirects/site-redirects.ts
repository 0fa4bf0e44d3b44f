import { isPagePath, REDIRECT_LIMITS, redirectLocation, sitePathKey } from '@grain/contract/redirects';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundLog } from './not-found-log.ts';
import { type RedirectEntry, RedirectTable } from './redirect-table.ts';
import { registerRedirectRoutes } from './routes.ts';

/**
 * What the page route asks of the redirects (app.ts hands it to pages/web-app.ts; neither
 * imports the other): a redirect sent before a page is looked for, and each 404 counted.
 */
export interface SiteRedirects {
  /** Sends the redirect of a page request's path when it has one: true when sent. */
  redirect(request: FastifyRequest, reply: FastifyReply, path: string): boolean | Promise<boolean>;
  /** Counts a page request answered 404. */
  notFound(request: FastifyRequest, path: string): void;
}

/**
 * A 301 is kept an hour by browsers (without a lifetime, they keep it for good, and a redirect
 * the owner deletes or changes would go on for those who followed it); a 302 is never kept.
 */
const CACHE_CONTROL: Readonly<Record<number, string>> = { 301: 'public, max-age=3600', 302: 'no-store' };

function sendRedirect(request: FastifyRequest, reply: FastifyReply, entry: RedirectEntry): true {
  const mark = request.url.indexOf('?');
  const query = mark === -1 ? '' : request.url.slice(mark + 1);
  reply.header('cache-control', CACHE_CONTROL[entry.status] ?? 'no-store');
  reply.redirect(redirectLocation(entry.target, query), entry.status);
  return true;
}

/**
 * The redirects' routes, their table in memory and the 404 log's counter (written every few
 * seconds, and as the server stops).
 */
export function registerRedirects(app: FastifyInstance): SiteRedirects {
  const { db, contentVersion } = app.grain;
  const table = new RedirectTable(db, contentVersion, app.log);
  const notFoundLog = new NotFoundLog(db, app.log);
  app.addHook('onReady', async () => notFoundLog.start());
  // preClose: the last hits are written while the database is still open.
  app.addHook('preClose', () => notFoundLog.stop());
  registerRedirectRoutes(app, notFoundLog, (path) => table.find(path));

  return {
    redirect(request, reply, path) {
      const found = table.find(path);
      if (found === undefined) return false;
      if (found instanceof Promise) return found.then((entry) => (entry ? sendRedirect(request, reply, entry) : false));
      return sendRedirect(request, reply, found);
    },
    notFound(request, path) {
      if (path.length > REDIRECT_LIMITS.path) return;
      const key = sitePathKey(path);
      if (!isPagePath(key)) return;
      const referrer = request.headers.referer;
      notFoundLog.record(key, referrer ? referrer.slice(0, REDIRECT_LIMITS.referrer) : null);
    },
  };
}
