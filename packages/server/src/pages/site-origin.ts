import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A Host header is used only when it is a plain host name or address with an optional port. */
const SAFE_HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * Where the site lives, for canonical, sharing and sitemap URLs: PUBLIC_URL, or else the
 * address the request came to (config refuses a trusted proxy without PUBLIC_URL).
 */
export function siteOrigin(app: FastifyInstance, request: FastifyRequest): string {
  const { publicUrl } = app.grain.config;
  if (publicUrl) return publicUrl;
  const host = SAFE_HOST.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
}
