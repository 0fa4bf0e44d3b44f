import { seoPageOf } from '@grain/contract/seo-pages';
import { paths, staticSitePaths } from '@grain/contract/site-paths';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { etagOf } from '../cache/response-cache.ts';
import { sendCached } from '../cache/send-cached.ts';
import { toDateOnly, toIsoTimestamp } from '../db/values.ts';
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

/**
 * The alternative home layouts (/home-2, /home-3) show the home page's content again: they are
 * no canonical pages of their own, and a search engine should not list them beside `/`.
 */
const alternativeHomes = new Set<string>([paths.home2, paths.home3]);

async function sitemapUrls(app: FastifyInstance): Promise<SitemapUrl[]> {
  const { db } = app.grain;
  // Pages and records the owner hid from search engines (noindex, issue 48) are left out.
  const hidden = await db.selectFrom('page_seo').select('page_key').where('noindex', '=', sql.lit(true)).execute();
  const hiddenPaths = new Set<string | undefined>(hidden.map((row) => seoPageOf(row.page_key)?.path));
  const urls: SitemapUrl[] = staticSitePaths
    .filter((path) => !alternativeHomes.has(path) && !hiddenPaths.has(path))
    .map((path) => ({ path, lastmod: null }));
  for (const page of recordPages) {
    const rows = await db
      .selectFrom(sql.table(page.table).as('t'))
      .select([sql<number>`t.id`.as('id'), sql<string>`t.updated_at`.as('updated_at')])
      .where((eb) => (page.activeFlag ? eb(sql.ref('t.is_active'), '=', sql.lit(true)) : eb.lit(true)))
      .where(sql.ref('t.noindex'), '=', sql.lit(false))
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

/** How many posts the blog's feed carries, newest first. */
export const FEED_POSTS = 20;
const FEED_PATH = '/blog/feed.xml';
const EXCERPT_LENGTH = 300;

/** Plain text of rich text: tags dropped, the few entities it holds decoded, spaces collapsed. */
function plainText(html: string): string {
  const text = html
    // Blocks part words; inline tags (strong, em, a) do not.
    .replace(/<\/?(p|br|h[1-6]|li|ul|ol|div|blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH - 1).replace(/\s+\S*$/, '')}…`;
}

/** RFC 822 dates, as RSS 2.0 wants them (`Sat, 28 Nov 2026 00:00:00 GMT`). */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

interface FeedPost {
  id: number;
  title: string;
  description: string;
  written_by: string;
  date: unknown;
  updated_at: unknown;
  category: string | null;
}

/** The newest active posts, by their date (then the newest first), as the blog lists them. */
async function feedPosts(app: FastifyInstance): Promise<FeedPost[]> {
  return (await app.grain.db
    .selectFrom('blogs as b')
    .leftJoin('blog_categories as c', 'c.id', 'b.category_id')
    .select([
      sql<number>`b.id`.as('id'),
      sql<string>`b.title`.as('title'),
      sql<string>`b.description`.as('description'),
      sql<string>`b.written_by`.as('written_by'),
      sql<unknown>`b.date`.as('date'),
      sql<unknown>`b.updated_at`.as('updated_at'),
      sql<string | null>`c.name`.as('category'),
    ])
    .where(sql.ref('b.is_active'), '=', sql.lit(true))
    .orderBy(sql.ref('b.date'), 'desc')
    .orderBy(sql.ref('b.id'), 'desc')
    .limit(FEED_POSTS)
    .execute()) as FeedPost[];
}

/** RSS 2.0 of the blog's newest posts: absolute links, every text escaped, a self link. */
function rssFeed(posts: FeedPost[], origin: string): string {
  const items = posts.map((post) => {
    const link = escapeXml(origin + paths.blogPost(post.id));
    const published = toDateOnly(post.date);
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      ...(published ? [`      <pubDate>${rfc822(`${published}T00:00:00Z`)}</pubDate>`] : []),
      `      <dc:creator>${escapeXml(post.written_by)}</dc:creator>`,
      ...(post.category ? [`      <category>${escapeXml(post.category)}</category>`] : []),
      `      <description>${escapeXml(plainText(post.description))}</description>`,
      '    </item>',
    ].join('\n');
  });
  const updated = posts
    .map((post) => toIsoTimestamp(post.updated_at))
    .filter((value): value is string => value !== null)
    .sort()
    .at(-1);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    '    <title>Grain blog</title>',
    `    <link>${escapeXml(origin + paths.blog)}</link>`,
    '    <description>News, projects and know-how from the Grain workshop.</description>',
    '    <language>en</language>',
    `    <atom:link href="${escapeXml(origin + FEED_PATH)}" rel="self" type="application/rss+xml"/>`,
    ...(updated ? [`    <lastBuildDate>${rfc822(updated)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
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
 * pages but the alternative home layouts, none the owner marked noindex, with lastmod; an
 * index of several files past 45,000 addresses), /robots.txt and the blog's RSS feed /blog/feed.xml, all made from the database
 * and cached until the next admin write.
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

  app.get(FEED_PATH, (request, reply) =>
    send(
      request,
      reply,
      'blog-feed',
      async () => rssFeed(await feedPosts(app), origin(request)),
      'application/rss+xml; charset=utf-8',
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
