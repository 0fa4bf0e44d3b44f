import type { ContactSection } from '@grain/contract/content-types';
import {
  absoluteUrl,
  canonicalUrl,
  documentTitle,
  type PageHead,
  SITE_DESCRIPTION,
  type SiteSettings,
} from './page-head.ts';
import { breadcrumbList, localBusiness } from './structured-data.ts';

/** One element of the document head that a page owns (marked `data-head`, replaced on navigation). */
export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  /** Text of a script element (JSON-LD). */
  text?: string;
}

const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
  tag: 'meta',
  attributes: { [key]: name, content },
});

/** Everything but the title: description, canonical, robots, the feed, Open Graph, Twitter card, JSON-LD. */
export function headTags(
  head: PageHead,
  url: URL,
  site: SiteSettings,
  contact: Pick<ContactSection, 'phone' | 'email' | 'location'> | undefined,
): HeadTag[] {
  const canonical = canonicalUrl(url, site.origin);
  const description = head.description ?? SITE_DESCRIPTION;
  const siteName = site.settings.site_name;
  // A page's own picture, else the owner's default sharing picture.
  const shared = head.image ?? site.settings.share_image?.url;
  const image = shared ? absoluteUrl(shared, site.origin) : undefined;
  const title = documentTitle(head, siteName);
  const favicon = site.settings.favicon;
  const structured = [
    localBusiness(contact, site),
    ...(head.breadcrumbs?.length ? [breadcrumbList(head.breadcrumbs, canonical, site)] : []),
    ...(head.structuredData ?? []),
  ];
  return [
    meta('name', 'description', description),
    ...(head.noindex || site.preview
      ? [meta('name', 'robots', 'noindex')]
      : [{ tag: 'link', attributes: { rel: 'canonical', href: canonical } } as HeadTag]),
    // The blog's RSS feed, found by readers and browsers from any page of the site.
    {
      tag: 'link',
      attributes: {
        rel: 'alternate',
        type: 'application/rss+xml',
        title: `${siteName} blog`,
        href: `${site.origin}/blog/feed.xml`,
      },
    },
    // The owner's favicon, after the built-in one in the template: browsers take the last.
    ...(favicon ? [{ tag: 'link', attributes: { rel: 'icon', href: favicon.url } } as HeadTag] : []),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', head.type === 'article' ? 'article' : head.type === 'product' ? 'product' : 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    ...structured.map((data) => ({
      tag: 'script' as const,
      attributes: { type: 'application/ld+json' },
      text: JSON.stringify(data),
    })),
  ];
}

export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/g;
const scriptEscapes: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };
/** JSON inside a script element, in one pass: `<` escaped so no text can close the element. */
export const scriptSafeJson = (json: string) => json.replace(UNSAFE_IN_SCRIPT, (char) => scriptEscapes[char]);

/** The head's title and tags as HTML, for the server's page. */
export function headHtml(head: PageHead, tags: HeadTag[], siteName?: string): string {
  const elements = tags.map(({ tag, attributes, text }) => {
    const attrs = Object.entries(attributes)
      .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
      .join('');
    return tag === 'script'
      ? `<script data-head${attrs}>${scriptSafeJson(text ?? '')}</script>`
      : `<${tag} data-head${attrs}>`;
  });
  return [`<title>${escapeText(documentTitle(head, siteName))}</title>`, ...elements].join('\n    ');
}

/**
 * Puts a page's head into the live document after a client-side navigation. A head that is
 * already there (the server's, as the page hydrates) is left untouched: replacing every tag with
 * its equal would only make the browser read them all again.
 */
export function applyHead(head: PageHead, tags: HeadTag[], siteName?: string): void {
  const title = documentTitle(head, siteName);
  if (document.title !== title) document.title = title;
  const current = [...document.head.querySelectorAll('[data-head]')];
  const wanted = tags.map(({ tag, attributes, text }) => {
    const element = document.createElement(tag);
    element.setAttribute('data-head', '');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    if (text !== undefined) element.textContent = text;
    return element;
  });
  if (current.length === wanted.length && current.every((element, index) => element.isEqualNode(wanted[index]))) return;
  for (const element of current) element.remove();
  document.head.append(...wanted);
}
