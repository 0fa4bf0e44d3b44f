import { z } from 'zod';
import { paths } from './site-paths.ts';

/*
 * Redirects and the 404 log (issue 48, part 3). A redirect sends a visitor from a path of the
 * site to another path of the site or to an absolute http(s) address, with 301 (permanent) or
 * 302 (temporary).
 *
 * How a request is matched: its path, percent-escapes decoded and trailing slashes removed, must
 * equal a redirect's `from` exactly (letter case counts; `from` is kept in that same form). The
 * query string plays no part in the match and is passed on: `/old?page=2` goes to `/new?page=2`,
 * or to `/new?tab=a&page=2` when the target has a query of its own. Redirects are applied before
 * a page is rendered, so a redirect wins over a page at the same path: the owner set it.
 *
 * Every redirect is one hop: a target that is itself redirected, or a `from` that another
 * redirect leads to, is refused, and so loops cannot form.
 */

export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

export const REDIRECT_LIMITS = {
  /** A `from`, and a 404 log's path: longer requested paths are not logged. */
  path: 300,
  target: 2000,
  /** The Referer kept with a 404 log entry is cut to this. */
  referrer: 500,
} as const;

/** The site's own addresses, which are never pages: no redirect may take them over. */
const RESERVED_PREFIXES: ReadonlyArray<readonly [string, string]> = [
  ['/api', "the API's"],
  ['/admin', "the admin area's"],
  ['/storage', "the uploaded files'"],
  ['/assets', "the site's built files'"],
  ['/_state', "the pages' state"],
  ['/preview', "the previews'"],
];
const RESERVED_PATHS = ['/sitemap.xml', '/robots.txt', '/blog/feed.xml'];

/** Why `path` (in its matched form) may not be a redirect's `from`, or null when it may. */
export function reservedPathReason(path: string): string | null {
  const lower = path.toLowerCase();
  for (const [prefix, whose] of RESERVED_PREFIXES) {
    if (lower === prefix || lower.startsWith(`${prefix}/`))
      return `Paths under ${prefix} are ${whose} and cannot be redirected.`;
  }
  return RESERVED_PATHS.includes(lower) ? `${path} is served by the site itself and cannot be redirected.` : null;
}

/** Whether `path` (as requested, in its matched form) is a page's address, one a redirect or the 404 log may concern. */
export const isPagePath = (path: string) => reservedPathReason(path) === null;

/**
 * A path as redirects match it: percent-escapes decoded (a malformed one is kept as sent) and
 * trailing slashes removed (`/` stays `/`).
 */
export function sitePathKey(path: string): string {
  let decoded = path;
  if (path.includes('%')) {
    try {
      decoded = decodeURIComponent(path);
    } catch {
      decoded = path;
    }
  }
  let end = decoded.length;
  while (end > 1 && decoded.charCodeAt(end - 1) === 47) end -= 1;
  return end === decoded.length ? decoded : decoded.slice(0, end);
}

/** Any base will do: a site path is resolved against it only to be read back. */
const SITE_BASE = 'http://site.invalid';
const SITE_ORIGIN = new URL(SITE_BASE).origin;
const ABSOLUTE = /^https?:\/\//i;
/** Spaces, and control characters, which no address carries as they are. */
function hasSpaces(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code <= 32 || code === 127) return true;
  }
  return /\s/.test(text);
}

const originOf = (address: string) => {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
};

/** What a target is: the address sent as Location (without the visitor's query), and the site path it names. */
export interface RedirectTarget {
  /** The target as sent in Location, percent-encoded, before its fragment. */
  location: string;
  /** Its fragment (`#team`), or ''. */
  hash: string;
  /** Whether the target has a query string of its own (the visitor's is then added with `&`). */
  hasQuery: boolean;
  /** The path of this site it names, in its matched form; null for another site's address. */
  sitePath: string | null;
}

/**
 * Reads a redirect's target: a site path (`/blog`, `/about#team`) or an absolute http(s)
 * address; null when it is neither. An address on `siteOrigin` (PUBLIC_URL) names a site path.
 */
export function parseRedirectTarget(to: string, siteOrigin?: string): RedirectTarget | null {
  const site = to.startsWith('/') && !to.startsWith('//');
  if ((!site && !ABSOLUTE.test(to)) || hasSpaces(to)) return null;
  let url: URL;
  try {
    url = new URL(to, SITE_BASE);
  } catch {
    return null;
  }
  // A path the browser would read as another host's (`/\evil.example`) is no path of this site.
  if (site ? url.origin !== SITE_ORIGIN : !url.hostname) return null;
  const hasQuery = url.search.length > 0;
  const hash = url.hash;
  if (site) {
    return { location: `${url.pathname}${url.search}`, hash, hasQuery, sitePath: sitePathKey(url.pathname) };
  }
  const ownSite = siteOrigin !== undefined && url.origin === originOf(siteOrigin);
  const withoutHash = url.href.slice(0, url.href.length - hash.length);
  return { location: withoutHash, hash, hasQuery, sitePath: ownSite ? sitePathKey(url.pathname) : null };
}

/** Where a request for a redirected path goes: the target with the request's query string (`a=1`, without `?`). */
export function redirectLocation(target: RedirectTarget, query: string): string {
  if (query === '') return target.location + target.hash;
  return `${target.location}${target.hasQuery ? '&' : '?'}${query}${target.hash}`;
}

export const redirectTexts = {
  fromRequired: 'The from path is required.',
  fromSlash: 'The from path must start with /, like /old-page.',
  fromAddress: 'The from path is a path of this site, like /old-page, not an address.',
  fromQuery:
    'The from path cannot carry a query string (?) or a fragment (#): a redirect matches the path alone and passes the query string on.',
  fromSpaces: 'The from path cannot contain spaces.',
  fromLength: `The from path may be at most ${REDIRECT_LIMITS.path} characters.`,
  toRequired: 'The target is required.',
  toForm: 'The target must be a path of this site (starting with /) or a full http:// or https:// address.',
  toLength: `The target may be at most ${REDIRECT_LIMITS.target} characters.`,
  status: 'The status must be 301 (permanent) or 302 (temporary).',
  self: 'The target is the from path itself: the redirect would loop.',
  duplicate: (from: string) => `${from} is redirected already: edit that redirect instead.`,
  loop: (other: RedirectRule) =>
    `This would make a loop with the redirect ${other.from} → ${other.to}: a visitor would go round for ever.`,
  targetRedirected: (other: RedirectRule) =>
    `The target is redirected itself (${other.from} → ${other.to}): point this redirect at ${other.to}, so that visitors take one hop.`,
  sourceTargeted: (other: RedirectRule) =>
    `The redirect ${other.from} → ${other.to} leads to this path: visitors would be redirected twice. Point that redirect at the new target instead.`,
  notFound: 'Redirect not found',
} as const;

/** The two ends of a redirect, as a message names them. */
export interface RedirectRule {
  from: string;
  to: string;
}

const fromField = z
  .string({ error: redirectTexts.fromRequired })
  .trim()
  .min(1, { error: redirectTexts.fromRequired, abort: true })
  .max(REDIRECT_LIMITS.path, { error: redirectTexts.fromLength, abort: true })
  .superRefine((value, context) => {
    const problem = !value.startsWith('/')
      ? redirectTexts.fromSlash
      : value.startsWith('//')
        ? redirectTexts.fromAddress
        : /[?#]/.test(value)
          ? redirectTexts.fromQuery
          : hasSpaces(value)
            ? redirectTexts.fromSpaces
            : reservedPathReason(sitePathKey(value));
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .transform(sitePathKey);

const toField = z
  .string({ error: redirectTexts.toRequired })
  .trim()
  .min(1, { error: redirectTexts.toRequired, abort: true })
  .max(REDIRECT_LIMITS.target, { error: redirectTexts.toLength, abort: true })
  .refine((value) => parseRedirectTarget(value) !== null, { error: redirectTexts.toForm });

/** A redirect as the admin saves it (create and replace alike); `status` is 301 unless said. */
export const redirectBody = z
  .object({
    from: fromField,
    to: toField,
    status: z.literal(REDIRECT_STATUSES, { error: redirectTexts.status }).default(301),
  })
  .strict()
  .superRefine((body, context) => {
    if (parseRedirectTarget(body.to)?.sitePath === body.from)
      context.addIssue({ code: 'custom', message: redirectTexts.self, path: ['to'] });
  });
export type RedirectBody = z.input<typeof redirectBody>;

export const redirectSchema = z.object({
  id: z.number(),
  /** The path matched, in its matched form (decoded, no trailing slash). */
  from: z.string(),
  /** A site path or an absolute http(s) address, as it was entered. */
  to: z.string(),
  status: z.number().describe('301 (permanent) or 302 (temporary)'),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Redirect = z.infer<typeof redirectSchema>;

/**
 * Where a page address is redirected, as the page route would answer it (the visitor's query
 * kept): what the app asks before it shows a page it reached by its own navigation.
 */
export const redirectMatchSchema = z
  .object({
    location: z.string().describe('The Location the page route sends: a site path or an absolute address'),
    status: z.number().describe('301 or 302'),
  })
  .nullable();
export type RedirectMatch = z.infer<typeof redirectMatchSchema>;

/** A path of the site visitors asked for and got a 404, counted. */
export const notFoundEntrySchema = z.object({
  id: z.number(),
  path: z.string(),
  hits: z.number().describe('How many 404 answers the path got'),
  first_seen: z.string(),
  last_seen: z.string(),
  /** The last Referer a request for it came with (cut to 500 characters), or null when none came with any. */
  referrer: z.string().nullable(),
});
export type NotFoundEntry = z.infer<typeof notFoundEntrySchema>;

/**
 * Records with a page of their own, by their API path: the page of one (contract/site-paths'),
 * and the list it is shown in, where a deleted record's address is best redirected.
 */
export const PUBLIC_RECORD_PAGES: Readonly<Record<string, { page: (id: number) => string; list: string }>> = {
  blogs: { page: paths.blogPost, list: paths.blog },
  projects: { page: paths.project, list: paths.projects },
  services: { page: paths.service, list: paths.services },
  products: { page: paths.product, list: paths.products },
  categories: { page: paths.productCategory, list: paths.products },
};
