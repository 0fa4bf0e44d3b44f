import type { SiteSettings } from '@grain/contract/page-delivery';
import { describeText, type SeoValues, SITE_DESCRIPTION, shareImageSource } from '@grain/contract/seo-pages';
import { defaultPublicSiteSettings } from '@grain/contract/site-settings-values';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** The site's name until the owner sets one (site settings). */
export const SITE_NAME = defaultPublicSiteSettings.site_name;
/** The description of a page that has no text of its own to be described by. */
export { SITE_DESCRIPTION };

/** A step of a page's breadcrumb trail after Home; the last one is the page itself. */
export interface Crumb {
  label: string;
  to?: string;
}

/** What a page says about itself in the document head (title, description, sharing, structured data). */
export interface PageHead {
  /** The page's own title; the document title is `{title} | {site name}`. */
  title: string;
  /** The owner's meta title (Search & sharing): the whole document title, in place of the derived one. */
  metaTitle?: string;
  /** The page's H1 in its banner, when it differs from the title. */
  heading?: string;
  /** Plain text, at most about 155 characters (see `describe`). */
  description?: string;
  /** The image shared with the link (root-relative or absolute). */
  image?: string | null;
  type?: 'website' | 'article' | 'product';
  /** The trail from Home, as the page's banner shows it; inner pages only. */
  breadcrumbs?: Crumb[];
  /** JSON-LD objects of the page's own content (a Product, a BlogPosting, an FAQPage). */
  structuredData?: object[];
  /** Error pages, and pages the owner hid from search engines, are not indexed. */
  noindex?: boolean;
}

/** Settings of the site that heads need: where it lives and the currency of its prices. */
export type { SiteSettings };

export interface HeadArgs {
  params: Params;
  url: URL;
  queryClient: QueryClient;
  site: SiteSettings;
}

/** Route handles carry the page's head and, for the server, the page's source module. */
export interface RouteHandle {
  head?: (args: HeadArgs) => PageHead;
  /** Source path of the route's lazy module (`src/site/…`), to preload its chunk and styles. */
  module?: string;
}

/** The head of the deepest matched route that has one. */
export function headOfMatches(
  matches: ReadonlyArray<{ params: Params; route?: { handle?: unknown }; handle?: unknown }>,
  args: Omit<HeadArgs, 'params'>,
): PageHead | undefined {
  for (let index = matches.length - 1; index >= 0; index--) {
    const match = matches[index];
    const handle = (match.handle ?? match.route?.handle) as RouteHandle | undefined;
    if (handle?.head) return handle.head({ ...args, params: matches[index].params });
  }
  return undefined;
}

/** Plain text of at most ~155 characters from content that may be HTML, cut at a word. */
export function describe(text: string | null | undefined, fallback = SITE_DESCRIPTION): string {
  return describeText(text) || fallback;
}

export const documentTitle = (head: Pick<PageHead, 'title' | 'metaTitle'>, siteName = SITE_NAME) =>
  head.metaTitle || `${head.title} | ${siteName}`;

/**
 * A page's head with the owner's own search and sharing values (issue 48) where they are set:
 * the meta title and description, the sharing picture (a variant about 1200 px wide) and noindex.
 * What is not set keeps the derived value, so a page nobody edited keeps its head exactly.
 */
export function withOwnSeo(head: PageHead, own: Partial<SeoValues> | null | undefined): PageHead {
  if (!own) return head;
  const title = own.meta_title?.trim();
  const description = own.meta_description?.replace(/\s+/g, ' ').trim();
  const image = shareImageSource(own.share_image_url, own.share_image_meta);
  return {
    ...head,
    ...(title ? { metaTitle: title } : {}),
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
    ...(own.noindex ? { noindex: true } : {}),
  };
}

/** The canonical address of a page: its path, plus its page number on paged lists. */
export function canonicalUrl(url: URL, origin: string): string {
  const page = Number(url.searchParams.get('page'));
  const path = url.pathname === '/' ? '/' : url.pathname.replace(/\/+$/, '');
  return `${origin}${path}${Number.isInteger(page) && page > 1 ? `?page=${page}` : ''}`;
}

export const absoluteUrl = (value: string, origin: string) =>
  /^https?:\/\//i.test(value) ? value : `${origin}${value.startsWith('/') ? '' : '/'}${value}`;
