import type { SiteSettings } from '@grain/contract/page-delivery';
import { defaultPublicSiteSettings } from '@grain/contract/site-settings-values';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** The site's name until the owner sets one (site settings). */
export const SITE_NAME = defaultPublicSiteSettings.site_name;
export const SITE_DESCRIPTION =
  'Grain is a woodwork, furniture and flooring workshop: handmade furniture, custom joinery, wooden floors and renovation, built to last.';

/** A step of a page's breadcrumb trail after Home; the last one is the page itself. */
export interface Crumb {
  label: string;
  to?: string;
}

/** What a page says about itself in the document head (title, description, sharing, structured data). */
export interface PageHead {
  /** The page's own title; the document title is `{title} | {site name}`. */
  title: string;
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
  /** Error pages are not indexed. */
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

const DESCRIPTION_LENGTH = 155;

/** Plain text of at most ~155 characters from content that may be HTML, cut at a word. */
export function describe(text: string | null | undefined, fallback = SITE_DESCRIPTION): string {
  const plain = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return fallback;
  if (plain.length <= DESCRIPTION_LENGTH) return plain;
  const cut = plain.slice(0, DESCRIPTION_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

export const documentTitle = (head: Pick<PageHead, 'title'>, siteName = SITE_NAME) => `${head.title} | ${siteName}`;

/** The canonical address of a page: its path, plus its page number on paged lists. */
export function canonicalUrl(url: URL, origin: string): string {
  const page = Number(url.searchParams.get('page'));
  const path = url.pathname === '/' ? '/' : url.pathname.replace(/\/+$/, '');
  return `${origin}${path}${Number.isInteger(page) && page > 1 ? `?page=${page}` : ''}`;
}

export const absoluteUrl = (value: string, origin: string) =>
  /^https?:\/\//i.test(value) ? value : `${origin}${value.startsWith('/') ? '' : '/'}${value}`;
