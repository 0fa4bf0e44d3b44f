import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { ContactFormRefusal } from '@grain/contract/contact-rules';
import type {
  InlineSources,
  InProcessAnswer,
  PageDeliveryModule,
  RenderDocument,
  SiteSettings,
} from '@grain/contract/page-delivery';
import { defaultSiteSettings } from '@grain/contract/site-settings-values';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type CachedResponse, cacheKeyOf, etagOf } from '../cache/response-cache.ts';
import { sendCached } from '../cache/send-cached.ts';
import { databaseFault } from '../db/faults.ts';
import { publicSiteSettings, readSiteSettings } from '../db/site-settings.ts';
import { analyticsTags, withAnalytics } from '../http/analytics-tags.ts';
import { fileBase } from '../http/file-urls.ts';
import { previewRequestHeaders } from '../http/preview-request.ts';
import { internalRequestHeaders } from '../http/request-log.ts';
import { API_POLICY, pagePolicyAllowing } from '../http/security-headers.ts';
import type { SitePages } from '../http/site-pages.ts';
import { registerPreviewPages } from './preview-page.ts';
import { siteOrigin } from './site-origin.ts';
import { registerSitemap } from './sitemap.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;
const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
const COMPRESSED_COPY = /\.(br|gz)$/;
/** The inline starter the web build writes beside its renderer (packages/web/src/delivery/starter.ts). */
const STARTER_FILE = 'starter.js';

/**
 * Answers the renderer's API calls in-process: the same routes, rules and caches as over HTTP.
 * The body is parsed from the text the injection already decoded, with no fetch Response (and
 * its byte stream) built around it.
 */
function inProcessApi(app: FastifyInstance) {
  return async (url: string, init: { method?: string }): Promise<InProcessAnswer> => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      // Marked as the server's own: logged at debug, not as a visitor's request.
      // On a preview page, they also carry its draft (editorial/preview/scope.ts).
      headers: { accept: 'application/json', ...internalRequestHeaders(), ...previewRequestHeaders() },
    });
    const status = answer.statusCode;
    return { ok: status >= 200 && status < 300, status, json: async () => answer.json() };
  };
}

/** Where the site lives, its currency and the owner's settings, for one render. */
async function siteSettings(app: FastifyInstance, request: FastifyRequest): Promise<SiteSettings> {
  // While the database is away the page still renders (the designed 503 page, or a refused
  // form kept with its values), with the default settings.
  const { settings } = await readSiteSettings(app.grain.db).catch((error: unknown) => {
    if (databaseFault(error)) return { settings: defaultSiteSettings };
    throw error;
  });
  return {
    origin: siteOrigin(app, request),
    currency: app.grain.config.currency,
    settings: publicSiteSettings(settings, fileBase(app.grain.config, request)),
  };
}

/** A rendered page with the owner's analytics, and its CSP widened for that provider only. */
function pageWithAnalytics(html: Buffer, inlineSources: InlineSources, site: SiteSettings) {
  const tags = analyticsTags(site.settings.analytics);
  return { html: withAnalytics(html, tags), policy: pagePolicyAllowing(inlineSources, tags.sources) };
}

/** Not the page template, the manifest folder or a compressed copy by its own name. */
const isPublicBuildPath = (pathname: string) =>
  pathname !== '/index.html' && !pathname.includes('/.') && !COMPRESSED_COPY.test(pathname);

/**
 * The built files by URL path, those visitors may fetch and the others (the template, the
 * manifest, compressed copies by their own names), listed once: the build does not change under
 * a running server, so a request costs no look at the disk.
 */
function buildFiles(clientDir: string): { served: Set<string>; private: Set<string> } {
  const files = fs.readdirSync(clientDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const paths = files.map((entry) =>
    `/${path.relative(clientDir, path.join(entry.parentPath, entry.name))}`.split(path.sep).join('/'),
  );
  return {
    served: new Set(paths.filter(isPublicBuildPath)),
    // Dot folders (Vite's manifest) stay out of sight: their addresses are pages like any other.
    private: new Set(paths.filter((each) => !isPublicBuildPath(each) && !each.includes('/.'))),
  };
}

/** The built style sheets' text by manifest name (`assets/x-Ab12.css`): pages carry theirs inline. */
function styleSheetsIn(clientDir: string): Record<string, string> {
  const assets = path.join(clientDir, 'assets');
  const names = fs.existsSync(assets) ? fs.readdirSync(assets).filter((name) => name.endsWith('.css')) : [];
  return Object.fromEntries(names.map((name) => [`assets/${name}`, fs.readFileSync(path.join(assets, name), 'utf8')]));
}

function isAppPath(pathname: string): boolean {
  return !['/api/', '/storage/', '/assets/'].some((prefix) => pathname.startsWith(prefix)) && pathname !== '/api';
}

/** A rendered page and its state, as the response cache keeps them. */
interface PageAnswers {
  page: CachedResponse;
  state: CachedResponse;
}

const cachedAnswer = (body: Buffer, status: number, contentType: string, version: number | null) => ({
  status,
  contentType,
  body,
  etag: etagOf(body),
  version: version ?? -1,
  encoded: {},
});

/**
 * A public page (`url`: path and query), from the response cache or rendered: the page itself,
 * or its state, which the app fetches as it starts (both are kept, from one render, until the
 * next admin write). `undefined` when the address redirects (the redirect is sent).
 */
async function pageAnswer(
  app: FastifyInstance,
  renderDocument: RenderDocument,
  request: FastifyRequest,
  reply: FastifyReply,
  url: string,
  part: keyof PageAnswers,
): Promise<{ key: string; entry: CachedResponse } | undefined> {
  const { contentVersion, responseCache } = app.grain;
  const origin = siteOrigin(app, request);
  // With the origin from the request, two hosts must not share a page.
  const keyOf = (each: keyof PageAnswers) => `${each}:${app.grain.config.publicUrl ? '' : origin}${cacheKeyOf(url)}`;
  const key = keyOf(part);
  // Without the version (the database is away) nothing cached can be trusted: render afresh,
  // which answers with the designed 503 page while the database is unreachable.
  const version = await contentVersion.currentOrNull();
  const cached = version === null ? undefined : responseCache.get(key, version);
  if (cached) return { key, entry: cached };

  // Before the page is made: a sale that starts or ends meanwhile expires it at once.
  const expiresAt = version === null ? undefined : await app.grain.saleClock.nextTransition(version);
  const site = await siteSettings(app, request);
  const page = await renderDocument({ url, site });
  if (page.kind === 'redirect') {
    reply.redirect(page.location, page.status);
    return undefined;
  }
  if (page.missingData.length > 0)
    request.log.warn({ url, queries: page.missingData }, 'page rendered without its data');
  const { html, policy } = pageWithAnalytics(page.html, page.inlineSources, site);
  const answers: PageAnswers = {
    page: {
      ...cachedAnswer(html, page.status, HTML, version),
      headers: { 'content-security-policy': policy },
    },
    // The state of any page, a 404 page's too, is found: the app hydrates that page from it.
    state: {
      ...cachedAnswer(Buffer.from(page.state), 200, JSON_TYPE, version),
      headers: { 'content-security-policy': API_POLICY },
    },
  };
  if (page.status === 200 && version !== null) {
    for (const each of ['page', 'state'] as const) responseCache.set(keyOf(each), { ...answers[each], expiresAt });
  }
  return { key, entry: answers[part] };
}

async function sendPage(
  app: FastifyInstance,
  renderDocument: RenderDocument,
  request: FastifyRequest,
  reply: FastifyReply,
  url: string,
  part: keyof PageAnswers,
) {
  const answer = await pageAnswer(app, renderDocument, request, reply, url, part);
  if (!answer) return reply;
  if (answer.entry.status === 503) reply.header('retry-after', '2');
  return sendCached(request, reply, app.grain.responseCache, answer.key, answer.entry, 'no-cache');
}

/** A page answering a posted form: rendered with the form's state, for this visitor only. */
async function sendFormPage(
  app: FastifyInstance,
  renderDocument: RenderDocument,
  request: FastifyRequest,
  reply: FastifyReply,
  page: { url: string; status: number; contactForm: ContactFormRefusal },
): Promise<FastifyReply> {
  const site = await siteSettings(app, request);
  const rendered = await renderDocument({ url: page.url, site, contactForm: page.contactForm });
  if (rendered.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);
  const { html, policy } = pageWithAnalytics(rendered.html, rendered.inlineSources, site);
  return reply
    .code(page.status)
    .type(HTML)
    .header('cache-control', 'no-store')
    .header('content-security-policy', policy)
    .send(html);
}

/**
 * What app.ts may add around the public pages (redirects/ gives it; neither imports the other):
 * a redirect answered before the page is looked for, cached or not, and each 404 page counted.
 */
export interface PageHooks {
  /** Sends the redirect of a page request's path when it has one: true when sent. */
  redirect(request: FastifyRequest, reply: FastifyReply, path: string): boolean | Promise<boolean>;
  /** Told of a page request answered 404. */
  notFound(request: FastifyRequest, path: string): void;
}

/**
 * The built web app: hashed assets cached for good, public pages rendered on the server (and
 * cached until the next admin write), and the admin area's shell, which the browser renders.
 * Answers the pages for routes that answer with one (null without a web build).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
  hooks?: PageHooks,
): Promise<SitePages | null> {
  const clientDir = distDir ? path.join(distDir, 'client') : '';
  const templateFile = path.join(clientDir, 'index.html');
  const rendererFile = distDir ? path.join(distDir, 'server', 'entry-server.js') : '';
  const starterFile = distDir ? path.join(distDir, 'server', STARTER_FILE) : '';
  if (!distDir || ![templateFile, rendererFile, starterFile].every((file) => fs.existsSync(file))) return null;

  // reply.sendFile only: the route below serves the listed files. A route per built file (over a
  // thousand, with the compressed copies) would cost the router some 10 MB of memory.
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    serve: false,
    index: false,
    // The build wrote a .br and a .gz beside each text file: sent as they are, never recompressed.
    preCompressed: true,
    allowedPath: isPublicBuildPath,
    setHeaders: (response, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      response.header(
        'cache-control',
        hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'public, max-age=3600',
      );
    },
  });

  const template = fs.readFileSync(templateFile, 'utf8');
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'));
  const module = (await import(pathToFileURL(rendererFile).href)) as PageDeliveryModule;
  const renderDocument = await module.createDocumentRenderer({
    template,
    manifest,
    styleSheets: styleSheetsIn(clientDir),
    starter: fs.readFileSync(starterFile, 'utf8'),
    fetchApi: inProcessApi(app),
  });
  const statePrefix = `${module.PAGE_STATE_PREFIX}/`;
  const adminShell = Buffer.from(module.clientOnlyPage(template, 'Admin | Grain'));
  const adminEntry: CachedResponse = {
    status: 200,
    contentType: HTML,
    body: adminShell,
    etag: etagOf(adminShell),
    version: 0,
    encoded: {},
  };

  registerSitemap(app);
  registerPreviewPages(app, renderDocument, (request) => siteSettings(app, request));
  const files = buildFiles(clientDir);

  const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (pathname.startsWith(statePrefix)) {
      const pageUrl = request.url.slice(statePrefix.length - 1);
      const pagePath = pageUrl.split('?')[0];
      if (!isAppPath(pagePath) || isAdminPath(pagePath)) return reply.callNotFound();
      return sendPage(app, renderDocument, request, reply, pageUrl, 'state');
    }
    // The router already refused malformed escapes (400), so decoding cannot throw here.
    const file = decodeURIComponent(pathname);
    if (files.served.has(file)) return reply.sendFile(pathname.slice(1));
    if (files.private.has(file) || !isAppPath(pathname)) return reply.callNotFound();
    if (isAdminPath(pathname)) {
      return sendCached(request, reply, app.grain.responseCache, 'admin-shell', adminEntry, 'no-cache');
    }
    // Redirects go first, before the cache and the renderer: they win over a page at their path.
    const redirected = hooks?.redirect(request, reply, pathname);
    if (redirected && (redirected === true || (await redirected))) return reply;
    const sent = await sendPage(app, renderDocument, request, reply, request.url, 'page');
    if (reply.statusCode === 404) hooks?.notFound(request, pathname);
    return sent;
  });

  return {
    origin: (request) => siteOrigin(app, request),
    sendFormPage: (request, reply, page) => sendFormPage(app, renderDocument, request, reply, page),
  };
}
