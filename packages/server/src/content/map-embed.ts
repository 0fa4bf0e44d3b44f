/**
 * Contact-section maps: only an <iframe> from a known maps provider is accepted, and it is
 * stored rebuilt from its URL alone, so no other markup or attribute ever reaches the page.
 */
const allowedEmbeds: Array<{ host: RegExp; path: RegExp }> = [
  // Google's own domains only (google.com, google.de, google.co.uk, google.com.au): a looser
  // `google\.[a-z.]+` also matched hosts such as google.evil.example.
  { host: /^(www\.|maps\.)?google\.(com|co\.[a-z]{2}|com\.[a-z]{2}|[a-z]{2})$/, path: /^\/maps/ },
  { host: /^(www\.)?openstreetmap\.org$/, path: /^\/export\/embed\.html$/ },
];

export const MAP_EMBED_ERROR = 'The map embed must be an <iframe> embed code from Google Maps or OpenStreetMap.';

const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The embed's URL when the value is an allowed iframe, else null. */
export function mapEmbedUrl(markup: string): string | null {
  const trimmed = markup.trim();
  const iframe = trimmed.match(/^<iframe\b([^>]*)>\s*<\/iframe>$/i);
  if (!iframe) return null;
  const src = iframe[1].match(/\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i);
  if (!src) return null;
  let url: URL;
  try {
    url = new URL(decodeEntities(src[1] ?? src[2]));
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const allowed = allowedEmbeds.some((rule) => rule.host.test(url.hostname) && rule.path.test(url.pathname));
  return allowed ? url.toString() : null;
}

/** Rebuilds the stored iframe from the URL alone; null when the markup is not allowed. */
export function normaliseMapEmbed(markup: string): string | null {
  const url = mapEmbedUrl(markup);
  if (!url) return null;
  return `<iframe src="${escapeAttribute(url)}" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>`;
}
