import { paths, staticSitePaths } from '@grain/contract/site-paths';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { etagOf } from '../cache/response-cache.ts';
import { sendCached } from '../cache/send-cached.ts';
import { toIsoTimestamp } from '../db/values.ts';
import { siteOrigin } from './site-origin.ts';

/** A search engine reads at most 50,000 addresses per sitemap file. */
const URLS_PER_FILE = 45_000;

interface SitemapUrl {
  path: string;
  lastmod: string | null;
}

/** Every record a visitor can open on its own page, with when it last changed. */
const recordPages: Array<{ table: string; path: (id: number) => string; activeFlag: boolean }> = [
  { table: 'products', path: paths.product, activeFlag: true },
  { table: 'categories', path: paths.productCategory, activeFlag: false },
  { table: 'blogs', path: paths.blogPost, activeFlag: true },
  { table: 'projects', path: paths.project, activeFlag: true },
  { table: 'services', path: paths.service, activeFlag: true },
];

async function sitemapUrls(app: FastifyInstance): Promise<SitemapUrl[]> {
  const { db } = app.grain;
  const urls: SitemapUrl[] = staticSitePaths.map((path) => ({ path, lastmod: null }));
  for (const page of recordPages) {
    const rows = await db
      .selectFrom(sql.table(page.table).as('t'))
      .select([sql<number>`t.id`.as('id'), sql<string>`t.updated_at`.as('updated_at')])
      .where((eb) => (page.activeFlag ? eb(sql.ref('t.is_active'), '=', sql.lit(true)) : eb.lit(true)))
      .orderBy(sql.ref('t.id'))
      .execute();
    for (const row of rows) urls.push({ path: page.path(row.id), lastmod: toIsoTimestamp(row.updated_at) });
  }
  return urls;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function urlSet(urls: SitemapUrl[], origin: string): string {
  const entries = urls.map(
    ({ path, lastmod }) =>
      `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(files: number, origin: string): string {
  const entries = Array.from(
    { length: files },
    (_, index) => `  <sitemap><loc>${escapeXml(`${origin}/sitemap-${index + 1}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/**
 * /sitemap.xml (every active product, category, post, project and service, and the static
 * pages, with lastmod; an index of several files past 45,000 addresses) and /robots.txt, both
 * made from the database and cached until the next admin write.
 */
export function registerSitemap(app: FastifyInstance): void {
  const origin = (request: FastifyRequest) => siteOrigin(app, request);

  const send = async (
    request: FastifyRequest,
    reply: Parameters<typeof sendCached>[1],
    key: string,
    make: () => Promise<string | null>,
    type: string,
  ) => {
    const { contentVersion, responseCache } = app.grain;
    const version = await contentVersion.current();
    const cacheKey = `${key}:${origin(request)}`;
    let entry = responseCache.get(cacheKey, version);
    if (!entry) {
      const text = await make();
      if (text === null) return reply.callNotFound();
      const body = Buffer.from(text);
      entry = { status: 200, contentType: type, body, etag: etagOf(body), version, encoded: {} };
      responseCache.set(cacheKey, entry);
    }
    return sendCached(request, reply, responseCache, cacheKey, entry, 'public, max-age=300');
  };

  app.get('/sitemap.xml', (request, reply) =>
    send(
      request,
      reply,
      'sitemap',
      async () => {
        const urls = await sitemapUrls(app);
        if (urls.length <= URLS_PER_FILE) return urlSet(urls, origin(request));
        return sitemapIndex(Math.ceil(urls.length / URLS_PER_FILE), origin(request));
      },
      'application/xml; charset=utf-8',
    ),
  );

  app.get<{ Params: { n: string } }>('/sitemap-:n.xml', (request, reply) =>
    send(
      request,
      reply,
      `sitemap-${request.params.n}`,
      async () => {
        const file = Number(request.params.n);
        const urls = await sitemapUrls(app);
        const part =
          Number.isInteger(file) && file >= 1 ? urls.slice((file - 1) * URLS_PER_FILE, file * URLS_PER_FILE) : [];
        return urls.length > URLS_PER_FILE && part.length > 0 ? urlSet(part, origin(request)) : null;
      },
      'application/xml; charset=utf-8',
    ),
  );

  app.get('/robots.txt', (request, reply) =>
    send(
      request,
      reply,
      'robots',
      async () =>
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /admin',
          'Disallow: /api',
          '',
          `Sitemap: ${origin(request)}/sitemap.xml`,
          '',
        ].join('\n'),
      'text/plain; charset=utf-8',
    ),
  );
}
