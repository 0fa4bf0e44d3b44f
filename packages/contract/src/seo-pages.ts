import type { ImageMeta } from './image-meta.ts';
import { paths } from './site-paths.ts';
import type { MenuEntryKey } from './site-settings-values.ts';

/*
 * Search & sharing (issue 48): the fixed pages' keys, the lengths the admin's counters warn at,
 * and the menu's pages, without zod, so that the public pages can import them. The schemas are in
 * seo.ts.
 */

/** A meta title longer than this is cut in search results (about 600 px of Google's title). */
export const SEO_TITLE_SUGGESTED = 60;
/** The longest meta title the API takes. */
export const SEO_TITLE_MAX = 70;
/** A meta description longer than this is cut in search results. */
export const SEO_DESCRIPTION_SUGGESTED = 160;
/** The longest meta description the API takes. */
export const SEO_DESCRIPTION_MAX = 320;

/**
 * The site's pages that are no record's (spec public §2), each with its key in `page_seo`, its
 * path, and the title its head has had: the admin's "Search & sharing" screen lists them in this
 * order. The alternative home layouts are left out: they are never indexed apart from `/`.
 * `/services/details` shows the first service, whose own fields apply.
 */
export const seoPages = [
  { key: 'home', path: paths.home, title: 'Home', description: 'the About section’s description' },
  { key: 'about', path: paths.about, title: 'About Us', description: 'the About section’s description' },
  { key: 'services', path: paths.services, title: 'Services', description: 'the first services’ titles' },
  { key: 'mission', path: paths.mission, title: 'Mission & Vision', description: 'the mission and vision titles' },
  { key: 'faq', path: paths.faq, title: 'FAQ', description: 'the first questions' },
  { key: 'pricing', path: paths.pricing, title: 'Pricing', description: 'a fixed text about the plans' },
  { key: 'team', path: paths.team, title: 'Our Team', description: 'a fixed text about the team' },
  { key: 'projects', path: paths.projects, title: 'Projects', description: 'the first projects’ titles' },
  { key: 'products', path: paths.products, title: 'Products', description: 'a fixed text about the catalogue' },
  {
    key: 'customized-products',
    path: paths.customizedProducts,
    title: 'Customized Products',
    description: 'a fixed text about custom work',
  },
  { key: 'blog', path: paths.blog, title: 'Blog', description: 'a fixed text about the blog' },
  { key: 'contact', path: paths.contact, title: 'Contact Us', description: 'the contact details' },
] as const;

export type SeoPageKey = (typeof seoPages)[number]['key'];
export const seoPageKeys = seoPages.map((page) => page.key) as SeoPageKey[];

/** The fixed page of a key. */
export const seoPageOf = (key: string) => seoPages.find((page) => page.key === key);

/**
 * The fixed pages each main-menu entry links to (site/layout/menu.ts builds the menu from the
 * same entries; its test checks that they agree): a `noindex` page the menu links to is flagged.
 */
export const menuEntryPages: Record<MenuEntryKey, SeoPageKey[]> = {
  home: ['home'],
  pages: ['about', 'services', 'mission', 'faq'],
  projects: ['projects'],
  products: ['products', 'customized-products'],
  blog: ['blog'],
  contact: ['contact'],
};

/** A page's or record's own search and sharing values (null where the derived default applies). */
export interface SeoValues {
  meta_title: string | null;
  meta_description: string | null;
  /** The picture's stored path, and its URL and variants as answered. */
  share_image: string | null;
  share_image_url?: string | null;
  share_image_meta?: ImageMeta | null;
  noindex: boolean;
}

/** A fixed page's values as `GET /api/page-seo` answers them. */
export interface PageSeo extends SeoValues {
  page_key: SeoPageKey;
  updated_at: string | null;
}

/** The smallest JPEG/PNG variant at least this wide is shared (Facebook shows 1200 × 630). */
export const SHARE_IMAGE_WIDTH = 1200;

/**
 * The address of the picture to share: the narrowest fallback variant (JPEG or PNG) at least
 * 1200 px wide, else the widest one, else the picture itself (variants not made yet).
 */
export function shareImageSource(url: string | null | undefined, meta: ImageMeta | null | undefined): string | null {
  if (!url) return null;
  const set = meta?.srcset.jpeg ?? meta?.srcset.png;
  if (!set) return url;
  const candidates = set
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .map(([src, width]) => ({ src, width: Number.parseInt(width ?? '', 10) }))
    .filter((candidate) => candidate.src && Number.isFinite(candidate.width))
    .sort((a, b) => a.width - b.width);
  if (candidates.length === 0) return url;
  return (candidates.find((candidate) => candidate.width >= SHARE_IMAGE_WIDTH) ?? candidates.at(-1))?.src ?? url;
}

/** The description of a page that has no text of its own to be described by. */
export const SITE_DESCRIPTION =
  'Grain is a woodwork, furniture and flooring workshop: handmade furniture, custom joinery, wooden floors and renovation, built to last.';

const DESCRIPTION_LENGTH = 155;

/**
 * Plain text of at most ~155 characters from content that may be HTML, cut at a word: a page's
 * derived description (the heads), and what the admin shows as the default of a record's meta
 * description. Empty when there is no text.
 */
export function describeText(text: string | null | undefined): string {
  const plain = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= DESCRIPTION_LENGTH) return plain;
  const cut = plain.slice(0, DESCRIPTION_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** Text as a search result shows it: whole when it fits in `max` characters, else cut at a word with "…". */
export function snippet(text: string, max: number): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')} …`;
}
