import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CachedResponse, preferredEncoding, type ResponseCache } from './response-cache.ts';

const matchesEtag = (header: string | undefined, etag: string) =>
  Boolean(header?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));

/**
 * Sends an answer kept in (or made for) the response cache: its ETag (304 when the client has
 * it), and its body compressed the way the client takes best, compressed once per entry.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  key: string,
  entry: CachedResponse,
  cacheControl: string,
): FastifyReply {
  reply.header('etag', entry.etag).header('vary', 'Accept-Encoding').header('cache-control', cacheControl);
  if (entry.headers) reply.headers(entry.headers);
  if (entry.status === 200 && matchesEtag(request.headers['if-none-match'], entry.etag)) {
    return reply.code(304).send();
  }
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const body = cache.encodedBody(key, entry, encoding);
  if (body !== entry.body && encoding) reply.header('content-encoding', encoding);
  return reply.code(entry.status).type(entry.contentType).send(body);
}
