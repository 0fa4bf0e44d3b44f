import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type CachedResponse, cacheKeyOf, etagOf } from './response-cache.ts';
import { sendCached } from './send-cached.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Marks the reads of a draft's preview page (http/preview-request.ts): never answered from the
 * cache nor kept in it, whoever sends it.
 */
export const PREVIEW_DRAFT_HEADER = 'x-grain-preview-draft';

/**
 * Whether a public read may be answered from the cache: not with a token (an administrator
 * sees inactive records, and a bad token must not be told apart by timing either), not for a
 * preview page's reads (they show a draft), and not when the cache is off (RESPONSE_CACHE_MB=0).
 */
export function mayUseApiCache(request: FastifyRequest): boolean {
  return (
    request.headers.authorization === undefined &&
    request.headers[PREVIEW_DRAFT_HEADER] === undefined &&
    request.server.grain.responseCache.maxBytes > 0
  );
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's public GET answers are kept in the response cache (http/route.ts). */
    apiCache?: boolean;
  }
}

const apiCacheKeyOf = (url: string) => `api:${cacheKeyOf(url)}`;

/**
 * Answers a public read that the cache holds as soon as its route is known, before the rest of
 * the request's life cycle: most public reads are such hits. Anything else (a miss, a version
 * not read within its staleness bound) goes on to the route, and answerFromApiCache.
 * Register it after the security headers, whose onRequest hook must have run.
 */
export function answerApiCacheHitsEarly(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.routeOptions.config.apiCache || !mayUseApiCache(request)) return done();
    const { contentVersion, responseCache } = app.grain;
    const version = contentVersion.fresh();
    if (version === undefined) return done();
    const key = apiCacheKeyOf(request.url);
    const cached = responseCache.get(key, version);
    if (!cached) return done();
    sendCached(request, reply, responseCache, key, cached, 'no-cache');
  });
}

/**
 * Answers a public API read from the response cache, or runs `produce` and keeps its answer
 * when it is a 200. The version is read before `produce` runs, so an answer made during a
 * write is kept under the older version and never outlives it (route.ts bumps after the write
 * commits).
 */
export async function answerFromApiCache(
  request: FastifyRequest,
  reply: FastifyReply,
  produce: () => Promise<unknown>,
): Promise<unknown> {
  const { contentVersion, responseCache } = request.server.grain;
  // Without the version (the database is away) nothing cached can be trusted.
  const version = await contentVersion.currentOrNull();
  if (version === null) return produce();
  const key = apiCacheKeyOf(request.url);
  const cached = responseCache.get(key, version);
  if (cached) return sendCached(request, reply, responseCache, key, cached, 'no-cache');
  // Before the answer is made: a sale that starts or ends meanwhile expires it at once.
  const expiresAt = await request.server.grain.saleClock.nextTransition(version);
  const answer = await produce();
  if (answer === reply || reply.sent || reply.statusCode !== 200) return answer;
  // The route's compiled serializer, as for an answer sent without the cache.
  const body = Buffer.from(reply.serialize(answer) as string);
  const entry: CachedResponse = {
    status: 200,
    contentType: JSON_TYPE,
    body,
    etag: etagOf(body),
    version,
    encoded: {},
    expiresAt,
  };
  responseCache.set(key, entry);
  return sendCached(request, reply, responseCache, key, entry, 'no-cache');
}
