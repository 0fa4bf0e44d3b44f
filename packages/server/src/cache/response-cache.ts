import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** One cached answer: its body as sent, and its compressed forms as they are asked for. */
export interface CachedResponse {
  status: number;
  contentType: string;
  body: Buffer;
  /** Strong, from the body alone: the same content gives the same tag on every instance. */
  etag: string;
  /** The content version the answer was made from; an entry of an older version is never served. */
  version: number;
  encoded: Partial<Record<Encoding, Buffer>>;
  /** Headers of this answer alone (a page's CSP, which allows its own inline style by hash). */
  headers?: Record<string, string>;
  /**
   * When (ms since the epoch) the answer stops being true with no write: the next start or end
   * of a sale (see sale-clock.ts). Not served from then on.
   */
  expiresAt?: number;
}

/** Bodies smaller than this go out as they are: compressing them saves nothing worth the time. */
export const COMPRESS_MIN_BYTES = 1024;

export const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

const sizeOf = (entry: CachedResponse) =>
  entry.body.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0) + 200;

const brotliParams = (body: Buffer, quality: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});

/** Brotli's fast quality: the first answer goes out at once (a home page in 5 ms here). */
const BROTLI_FAST_QUALITY = 5;
/** Brotli's best: a tenth fewer bytes than the fast quality, at 60 times its time. */
export const BROTLI_BEST_QUALITY = 11;
const brotliCompressAsync = promisify(brotliCompress);
/** Beyond this many pages waiting (after a write, when all are new), a page is queued at its next request. */
const MAX_PENDING_RECOMPRESSIONS = 32;

export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, brotliParams(body, BROTLI_FAST_QUALITY))
    : // The best gzip: a cached body is compressed once, and browsers that get gzip (any page over
      // plain http, where they do not offer brotli) get fewer bytes for it.
      gzipSync(body, { level: 9 });
}

/**
 * Public answers (rendered pages, API reads) kept in memory per normalised URL, bounded by
 * bytes, least recently used first out. An entry belongs to one content version: after any
 * admin write the version moves on and older entries are dropped as they are met; an entry
 * made before a sale starts or ends is dropped at that instant (its `expiresAt`).
 *
 * Several instances: each keeps its own entries, and all read one content version from the
 * database (see content-version.ts), so an instance serves another's write within that
 * version's staleness bound.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private bytes = 0;
  /** The key last in `entries`' order, when known. */
  private newest: string | undefined;
  /** Pages waiting for (or in) their recompression at brotli's best, one after another. */
  private recompressions: Promise<void> = Promise.resolve();
  private pendingRecompressions = 0;
  /** The entries recompressed or queued for it: each is recompressed once. */
  private readonly recompressing = new WeakSet<CachedResponse>();
  readonly maxBytes: number;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  get(key: string, version: number): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version || (entry.expiresAt !== undefined && Date.now() >= entry.expiresAt)) {
      this.delete(key);
      return undefined;
    }
    // Most recently used moves last; a hot entry most often is last already.
    if (this.newest !== key) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      this.newest = key;
    }
    return entry;
  }

  set(key: string, entry: CachedResponse): void {
    this.delete(key);
    const size = sizeOf(entry);
    if (this.maxBytes <= 0 || size > this.maxBytes / 4) return;
    this.entries.set(key, entry);
    this.newest = key;
    this.bytes += size;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  /**
   * The body in the encoding the client takes best, made once per entry. A page's brotli form is
   * then made again at brotli's best, off the event loop (recompressPage).
   */
  encodedBody(key: string, entry: CachedResponse, encoding: Encoding | null): Buffer {
    if (!encoding || entry.body.length < COMPRESS_MIN_BYTES) return entry.body;
    let encoded = entry.encoded[encoding];
    if (!encoded) {
      encoded = compress(entry.body, encoding);
      if (this.entries.get(key) === entry) {
        this.bytes += encoded.length;
        entry.encoded[encoding] = encoded;
      }
    }
    if (encoding === 'br' && entry.contentType.startsWith('text/html')) this.recompressPage(key, entry);
    return encoded;
  }

  /** Settles once every recompression asked for so far is done (the tests wait on it). */
  recompressed(): Promise<void> {
    return this.recompressions;
  }

  /**
   * A page's first bytes are what its first paint waits for, and on a slow network each window
   * of TCP's slow start costs a round trip: the home page, 45.8 KB at brotli's fast quality,
   * needs a third window (past 43.8 KB) that 41.0 KB at its best does not, which Lighthouse's
   * phone puts at 150 ms of its largest paint. The best quality takes 300 ms of a core for that
   * page, so it runs on libuv's pool, one page at a time, and replaces the fast form when done,
   * if the entry is still kept; until then the fast form is served. Pages only: an API answer's
   * bytes are not on the way to a paint, and the API is read at many more addresses.
   */
  private recompressPage(key: string, entry: CachedResponse): void {
    if (this.recompressing.has(entry) || this.pendingRecompressions >= MAX_PENDING_RECOMPRESSIONS) return;
    if (this.entries.get(key) !== entry) return;
    this.recompressing.add(entry);
    this.pendingRecompressions += 1;
    this.recompressions = this.recompressions
      .then(async () => {
        if (this.entries.get(key) !== entry) return;
        const best = await brotliCompressAsync(entry.body, brotliParams(entry.body, BROTLI_BEST_QUALITY));
        const fast = entry.encoded.br;
        if (this.entries.get(key) !== entry || !fast || best.length >= fast.length) return;
        entry.encoded.br = best;
        this.bytes -= fast.length - best.length;
      })
      .catch(() => {
        // The fast form stays: it is right, only larger.
      })
      .finally(() => {
        this.pendingRecompressions -= 1;
      });
  }

  clear(): void {
    this.entries.clear();
    this.newest = undefined;
    this.bytes = 0;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    if (this.newest === key) this.newest = undefined;
    this.bytes -= sizeOf(entry);
  }
}

/** The best encoding the client accepts: brotli, then gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...parameters] = part.trim().split(';');
    const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, quality ? Number(quality.slice(2)) : 1);
  }
  const allowed = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return null;
}

/**
 * A normalised URL: the path, and its query parameters in name order (a stable sort: repeated
 * names keep their order). The text stays as it was sent, so two spellings of one query
 * (`a+b`, `a%20b`) are two keys: a miss at worst, never a wrong answer. Made without a URL
 * object, which cost a cached answer a sixth of its time.
 */
export function cacheKeyOf(url: string): string {
  if (url.length > RECENT_URL_MAX_LENGTH) return normalisedUrl(url);
  let key = recentKeys.get(url);
  if (key === undefined) {
    if (recentKeys.size >= RECENT_KEYS_MAX) recentKeys.clear();
    key = normalisedUrl(url);
    recentKeys.set(url, key);
  }
  return key;
}

/**
 * The keys of recent URLs, as a cache hit costs less without sorting its query again; bounded
 * (at most 2,000 URLs of 256 characters) so that made-up URLs cannot fill the memory.
 */
const recentKeys = new Map<string, string>();
const RECENT_KEYS_MAX = 2000;
const RECENT_URL_MAX_LENGTH = 256;

function normalisedUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const path = url.slice(0, mark);
  const pairs = url
    .slice(mark + 1)
    .split('&')
    .filter((pair) => pair !== '');
  if (pairs.length === 0) return path;
  pairs.sort((a, b) => compareNames(nameOf(a), nameOf(b)));
  return `${path}?${pairs.join('&')}`;
}

const nameOf = (pair: string) => {
  const equals = pair.indexOf('=');
  return equals === -1 ? pair : pair.slice(0, equals);
};

const compareNames = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
