import type { BuildManifest, PageDeliveryModule, RenderedPage } from '@grain/contract/page-delivery';
import { dehydrate, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { setApiTransport } from '../api/client.ts';
import { createQueryClient } from '../api/query-client.ts';
import { escapeAttribute, escapeText, headHtml } from '../head/head-tags.ts';
import { headOfMatches, type PageHead, type RouteHandle, type SiteSettings } from '../head/page-head.ts';
import { SiteSettingsProvider } from '../head/site-settings.tsx';
import { routeContextFor } from '../routing/route-context.ts';
import { serverRenderContext } from '../routing/server-context.ts';
import { ContactFormRefusalContext } from '../site/contact/contact-form-refusal.ts';
import { siteHeadTags } from '../site/layout/document-head.tsx';
import { failureHead } from '../site/layout/page-failure.ts';
import { PreviewBar } from '../site/layout/preview-bar.tsx';
import { FirstPaintMarksContext } from '../ui/first-paint-mark.tsx';
import type { IconDefinition } from '../ui/icon.tsx';
import { IconSpriteContext, spriteHtml } from '../ui/icon-sprite.ts';
import { inlineStateHtml, MODULES_META, type PageState, RENDER_META, type SerialisedRouteError } from './page-state.ts';
import { appRoutes } from './routes.tsx';

export { PAGE_STATE_PREFIX } from './page-state.ts';

// The browser's route table (the admin route included, never matched here), so route ids agree.
const handler = createStaticHandler(appRoutes);

/**
 * The route handler of a page: a draft's preview page lives under its link's base
 * (`/preview/<token>`), so its routes match below it and its links stay in the preview.
 */
const handlerOf = (site: SiteSettings) =>
  site.preview ? createStaticHandler(appRoutes, { basename: site.preview.base }) : handler;

/**
 * The page's markup in one synchronous pass. The loaders have put all its data in the query
 * cache and every route module is loaded, so nothing suspends on the server (the lazy parts,
 * the lightboxes, load in the browser only): React's streaming renderer, which writes
 * in small chunks, would only add work, about a quarter of the render time of `/`.
 */
const renderToHtml = (element: ReactNode): Buffer => Buffer.from(renderToString(element));

const TEMPLATE_MARKERS = ['<!--ssr-head-->', '<!--ssr-sprite-->', '<!--ssr-html-->'] as const;

/**
 * The template split at its markers once, then filled per page by joining bytes (no string
 * replace: its `$&`-style patterns would rewrite any such text in the content).
 */
function templateFiller(template: string) {
  const parts: Buffer[] = [];
  let rest = template;
  for (const marker of TEMPLATE_MARKERS) {
    const at = rest.indexOf(marker);
    if (at < 0) throw new Error(`The page template lacks its ${marker} marker.`);
    parts.push(Buffer.from(rest.slice(0, at)));
    rest = rest.slice(at + marker.length);
  }
  const last = Buffer.from(rest);
  /** The markers' contents, in the template's order. */
  return (fills: [head: string, sprite: string, body: Buffer]) =>
    Buffer.concat([...fills.flatMap((fill, index) => [parts[index], Buffer.from(fill)]), last]);
}

const STYLESHEET_LINK = /\s*<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g;

const ENTRY_SCRIPT = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/;

/**
 * The template of server-rendered pages: without its style sheet links (Vite's, for the entry;
 * the page carries its styles inline), and with the inline starter (the build's starter.js,
 * delivery/starter.ts) instead of the entry script, which it adds once the page has painted.
 */
async function pageTemplate(template: string, starter: string) {
  const styles = [...template.matchAll(STYLESHEET_LINK)].map((match) => match[1]);
  const boot = ENTRY_SCRIPT.exec(template)?.[1];
  if (!boot) throw new Error('The page template lacks its entry script.');
  if (/<\/script|<!--/i.test(starter)) throw new Error('The built starter cannot be put inline.');
  const script = `<script data-boot="${escapeAttribute(boot)}">${starter}</script>`;
  return {
    template: template.replace(STYLESHEET_LINK, '').replace(ENTRY_SCRIPT, () => script),
    styles,
    starterSource: await sha256Source(starter),
  };
}

const sha256Base64 = async (bytes: Uint8Array<ArrayBuffer>) =>
  btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))));

const sha256Source = async (text: string) => `'sha256-${await sha256Base64(new TextEncoder().encode(text))}'`;

/** Names a page's markup: the same markup, from the same data, has the same name. */
const renderIdOf = async (markup: Buffer) =>
  (await sha256Base64(new Uint8Array(markup))).slice(0, 16).replace(/\+/g, '-').replace(/\//g, '_');

/**
 * A page's style sheets as one inline `<style>`, made once per set of sheets. Inline, they cost
 * a phone no request (each a round trip, most on a connection of its own) before the first paint.
 * Each sheet is also named by a disabled `<link>`, which browsers do not fetch: Vite's chunk
 * loader skips a sheet whose link is in the page, and would otherwise fetch it again as the app
 * imports the page's chunks. The page's CSP allows the inline text by its hash.
 */
function inlineStyles(styleSheets: Record<string, string>) {
  const made = new Map<string, Promise<{ html: string; source: string }>>();
  const make = async (files: string[]) => {
    const text = files
      .map((file) => {
        const css = styleSheets[file];
        if (css === undefined) throw new Error(`The style sheet ${file} is not in the build.`);
        if (/<\/style/i.test(css)) throw new Error(`The style sheet ${file} cannot be put inline.`);
        return css;
      })
      .join('\n');
    const links = files.map((file) => `<link rel="stylesheet" href="/${escapeAttribute(file)}" disabled>`);
    return { html: [`<style>${text}</style>`, ...links].join('\n    '), source: await sha256Source(text) };
  };
  return (files: string[]) => {
    const key = files.join(' ');
    let styles = made.get(key);
    if (!styles) {
      styles = make(files);
      made.set(key, styles);
    }
    return styles;
  };
}

/** The chunks and styles to load with the page: the entry's and those of the matched route modules. */
function assetsOf(manifest: BuildManifest, modules: string[]): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return { scripts: [...scripts], styles: [...styles] };
}

function serialiseErrors(errors: StaticHandlerContext['errors']): Record<string, SerialisedRouteError> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error)
        ? { status: error.status, statusText: error.statusText, data: error.data }
        : { status: 500, statusText: 'Server Error', data: { message: 'Something went wrong.' } },
    ]),
  );
}

function pageHead(context: StaticHandlerContext, url: URL, site: SiteSettings, queryClient: QueryClient): PageHead {
  const error = context.errors ? Object.values(context.errors)[0] : undefined;
  if (error !== undefined) return failureHead(error);
  return headOfMatches(context.matches, { url, site, queryClient }) ?? { title: site.settings.site_name };
}

/** Keys of the queries the page showed without their loader having fetched them. */
function missingData(queryClient: QueryClient): string[] {
  return queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'pending' && !query.isDisabled() })
    .map((query) => JSON.stringify(query.queryKey));
}

/** A block whose data failed (not found, say) renders its loading state; the browser retries it. */
function dropFailedQueries(queryClient: QueryClient): void {
  for (const query of queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' })) {
    queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
  }
}

/**
 * No first paint until the top of the page is parsed. On a slow device the browser paints while
 * the parser is still in the page: the header's navigation beside half of its links, then moved
 * 750 px when the rest arrived (a layout shift of 0.028 on a desktop page); a hero centred without
 * its picture, then moved 270 px (0.094). The page waits for the last first-paint mark it rendered (the
 * header's, or that of a block below it), collected as it renders (FirstPaintMarksContext). Browsers without `rel=expect` ignore it.
 */
function firstPaintHold(marks: string[]): string {
  const last = marks.at(-1);
  return last ? `<link rel="expect" href="#${escapeAttribute(last)}" blocking="render">` : '';
}

/**
 * The server renderer of the public site: React Router's static handler runs the route loaders
 * (which fill a fresh query cache through the same query factories the browser uses),
 * renderToString renders the page in one pass, and the page carries its head, its chunks and
 * styles, and the state the browser hydrates from without refetching.
 */
export const createDocumentRenderer: PageDeliveryModule['createDocumentRenderer'] = async (options) => {
  const { manifest } = options;
  setApiTransport(options.fetchApi);
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry) ?? '';
  const { template, styles: templateStyles, starterSource } = await pageTemplate(options.template, options.starter);
  const fillTemplate = templateFiller(template);
  const stylesOf = inlineStyles(options.styleSheets);

  return async function renderDocument(request): Promise<RenderedPage> {
    const { site } = request;
    const url = new URL(request.url, site.origin);
    const queryClient = createQueryClient({ server: true });
    const requestContext = routeContextFor(queryClient);
    requestContext.set(serverRenderContext, true);
    const pageHandler = handlerOf(site);
    const context = await pageHandler.query(new Request(url), { requestContext });
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
    }
    dropFailedQueries(queryClient);
    const router = createStaticRouter(pageHandler.dataRoutes, context);
    const icons = new Set<IconDefinition>();
    const marks: string[] = [];
    const contactForm = request.contactForm ?? null;
    const body = renderToHtml(
      <SiteSettingsProvider settings={site}>
        <QueryClientProvider client={queryClient}>
          <IconSpriteContext value={icons}>
            <FirstPaintMarksContext value={marks}>
              <ContactFormRefusalContext value={contactForm}>
                <PreviewBar />
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </ContactFormRefusalContext>
            </FirstPaintMarksContext>
          </IconSpriteContext>
        </QueryClientProvider>
      </SiteSettingsProvider>,
    );

    const render = await renderIdOf(body);
    const state: PageState = {
      render,
      site,
      queries: dehydrate(queryClient),
      router: { loaderData: context.loaderData, errors: serialiseErrors(context.errors) },
      contactForm,
    };
    const stateJson = JSON.stringify(state);
    const head = pageHead(context, url, site, queryClient);
    const routeModules = context.matches.map((match) => (match.route.handle as RouteHandle | undefined)?.module ?? '');
    const { scripts, styles } = assetsOf(manifest, routeModules.filter(Boolean));
    const entryFile = manifest[entry]?.file;
    // No modulepreload: the app's scripts load after the page (src/boot.ts), not beside its picture.
    const chunks = scripts.filter((file) => file !== entryFile).map((file) => `/${file}`);
    // The entry's style sheet (the global styles) comes last, as it did when linked from the template.
    const pageStyles = await stylesOf([...styles.filter((file) => !templateStyles.includes(file)), ...templateStyles]);
    const html = fillTemplate([
      [
        headHtml(head, siteHeadTags(head, url, site, queryClient), site.settings.site_name),
        firstPaintHold(marks),
        pageStyles.html,
        `<meta name="${MODULES_META}" content="${chunks.join(' ')}">`,
        `<meta name="${RENDER_META}" content="${render}">`,
        // A page answering a post carries its state: no address beside it serves this visitor's;
        // nor a preview page's, which is never cached.
        contactForm || site.preview ? inlineStateHtml(stateJson) : '',
      ]
        .filter(Boolean)
        .join('\n    '),
      spriteHtml(icons),
      body,
    ]);
    return {
      kind: 'page',
      status: context.statusCode,
      html,
      state: stateJson,
      inlineSources: { 'script-src': starterSource, 'style-src': pageStyles.source },
      missingData: missingData(queryClient),
    };
  };
};

/** The page the browser renders by itself (the admin area): the template with a title only. */
export function clientOnlyPage(template: string, title: string): string {
  return template
    .replace('<!--ssr-head-->', `<title>${escapeText(title)}</title>\n    <meta name="robots" content="noindex">`)
    .replace('<!--ssr-sprite-->', '')
    .replace('<!--ssr-html-->', '');
}
