/**
 * The contact section's `map_embed` is iframe markup typed by an admin. The page never
 * injects it: it reads the iframe's `src`, accepts only https Google Maps or OpenStreetMap
 * embed addresses (the same rules the server applies on save) and renders its own iframe.
 */
// Google's own domains only (google.com, google.de, google.co.uk, google.com.au…): a looser
// pattern would also accept hosts such as google.com.attacker.example.
const GOOGLE = String.raw`google\.(?:com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})`;

const ALLOWED: Array<{ host: RegExp; path: RegExp }> = [
  { host: new RegExp(`^(?:www\\.)?${GOOGLE}$`), path: /^\/maps(\/embed)?/ },
  { host: new RegExp(`^maps\\.${GOOGLE}$`), path: /^\/maps/ },
  { host: /^(www\.)?openstreetmap\.org$/, path: /^\/export\/embed\.html$/ },
];

const decodeEntities = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The embed URL of an allowed map iframe, else null. */
export function mapEmbedUrl(markup: string | null | undefined): string | null {
  if (!markup) return null;
  const iframe = markup.trim().match(/^<iframe\b([^>]*)>\s*<\/iframe>$/i);
  const src = iframe?.[1].match(/\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i);
  if (!src) return null;
  let url: URL;
  try {
    url = new URL(decodeEntities(src[1] ?? src[2]));
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const allowed = ALLOWED.some((rule) => rule.host.test(url.hostname) && rule.path.test(url.pathname));
  return allowed ? url.toString() : null;
}
