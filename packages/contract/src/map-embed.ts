/**
 * Contact-section maps (spec admin §4, public §2): the admin pastes an <iframe> embed code;
 * only an https embed of Google Maps or OpenStreetMap is accepted. The server stores it
 * rebuilt from its URL alone and the contact page renders its own iframe from that URL, so
 * no other markup or attribute ever reaches a page. Written once, for both.
 */

// Google's own domains only (google.com, google.de, google.co.uk, google.com.au): a looser
// `google\.[a-z.]+` would also match hosts such as google.com.evil.example.
const GOOGLE_HOST = /^(?:www\.|maps\.)?google\.(?:com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$/;

const allowedEmbeds: ReadonlyArray<{ host: RegExp; path: RegExp }> = [
  { host: GOOGLE_HOST, path: /^\/maps(?:\/|$)/ },
  { host: /^(?:www\.)?openstreetmap\.org$/, path: /^\/export\/embed\.html$/ },
];

export const MAP_EMBED_ERROR = 'The map embed must be an <iframe> embed code from Google Maps or OpenStreetMap.';

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>' };

/** Decodes the entities an embed code's attribute may hold, each once ("&amp;lt;" stays "&lt;"). */
export const decodeAttribute = (value: string): string =>
  value.replace(/&(amp|quot|#39|lt|gt);/g, (_, name: string) => ENTITIES[name]);

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function parsedUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

const isAllowed = (url: URL) =>
  url.protocol === 'https:' &&
  !url.username &&
  !url.password &&
  !url.port &&
  allowedEmbeds.some((rule) => rule.host.test(url.hostname) && rule.path.test(url.pathname));

/** The embed's URL when the markup is a lone iframe of an allowed map, else null. */
export function mapEmbedUrl(markup: string | null | undefined): string | null {
  const iframe = markup?.trim().match(/^<iframe\b([^>]*)>\s*<\/iframe>$/i);
  const src = iframe?.[1].match(/\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i);
  if (!src) return null;
  const url = parsedUrl(decodeAttribute(src[1] ?? src[2]));
  return url && isAllowed(url) ? url.toString() : null;
}

/** The iframe the server stores, rebuilt from the URL alone; null when the markup is not allowed. */
export function normaliseMapEmbed(markup: string | null | undefined): string | null {
  const url = mapEmbedUrl(markup);
  if (!url) return null;
  return `<iframe src="${escapeAttribute(url)}" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>`;
}
