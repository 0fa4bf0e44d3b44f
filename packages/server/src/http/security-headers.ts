import type { IncomingMessage, ServerResponse } from 'node:http';
import type { InlineSources } from '@grain/contract/page-delivery';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

/**
 * The pages' Content-Security-Policy. Scripts come from our own origin only, and the one inline
 * script a server-rendered page carries (its starter) is allowed by its hash in that page's own
 * policy (pagePolicyAllowing): a stored or reflected injection cannot run. Style attributes are
 * allowed because rendered markup and the carousels set them; style sheets are same-origin, or
 * the page's own inline sheet, allowed by its hash.
 * Frames: the contact map (Google Maps on any of Google's country domains, or OpenStreetMap)
 * and video players (YouTube, Vimeo); a CSP host list cannot name every Google country domain,
 * so frames may come from any https origin, and the server only stores map URLs it rebuilt.
 * Images and videos may be absolute https URLs typed by an admin.
 */
export const pageDirectives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  styleSrcAttr: ["'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  mediaSrc: ["'self'", 'blob:', 'https:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ['https:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** JSON answers are data, never documents: nothing may load or run from them. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
/**
 * Uploaded files are images and videos checked by their bytes; served in a sandbox with no
 * script, so even a file that slipped through could not run anything on our origin.
 */
const STORAGE_POLICY =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";
/** Swagger UI (at /api/docs) runs its own bundled script and styles, all from our origin. */
const DOCS_POLICY =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; frame-ancestors 'none'";

const ONE_YEAR_SECONDS = 365 * 24 * 3600;
const SAFE_STORED_TYPE = /^(image\/(png|jpeg|gif|webp|avif)|video\/(mp4|webm|ogg|quicktime))\b/;

function policyFor(pathname: string): string | undefined {
  if (pathname.startsWith('/api/docs')) return DOCS_POLICY;
  if (pathname.startsWith('/api/')) return API_POLICY;
  if (pathname.startsWith('/storage/')) return STORAGE_POLICY;
  return undefined;
}

/**
 * A stored file goes out as what it is (an image or a video, shown inline) or, if its type is
 * anything else, as an opaque download that no browser renders.
 */
function protectStoredFile(reply: FastifyReply, pathname: string): void {
  const type = String(reply.getHeader('content-type') ?? '');
  const name = pathname.split('/').pop() ?? 'file';
  if (SAFE_STORED_TYPE.test(type)) {
    reply.header('content-disposition', `inline; filename="${name}"`);
  } else {
    reply.header('content-type', 'application/octet-stream');
    reply.header('content-disposition', `attachment; filename="${name}"`);
  }
}

/**
 * helmet's headers, read once at start: with these options none of them depends on the request,
 * so each answer gets a copy of the same set instead of running helmet's middleware again.
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  const applyHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: pageDirectives },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent per request below, only over https: over plain http it would be ignored, or worse,
    // pin a development host to https.
    strictTransportSecurity: false,
  });
  applyHeaders({} as IncomingMessage, collector as unknown as ServerResponse, () => {
    finished = true;
  });
  if (!finished || Object.keys(headers).length === 0) throw new Error('helmet did not set its headers at once');
  return headers;
}

let pageHeaders: Record<string, string> | undefined;
const securityHeaders = () => {
  pageHeaders ??= helmetHeaders();
  return pageHeaders;
};

const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]+=*'$/;
/** An https origin a page may name in its policy (an analytics provider's), wildcard subdomain allowed. */
const ORIGIN_SOURCE = /^https:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i;

function addSources(policy: string, directive: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy.replace(
    new RegExp(`(^|;)${directive} ([^;]*)`),
    (_all, start, existing) => `${start}${directive} ${existing} ${sources.join(' ')}`,
  );
}

/**
 * The pages' CSP, allowing also the inline starter script and style sheet a page carries
 * (packages/web/src/delivery/entry-server.tsx), by their hashes: no other inline script or style element
 * may run or apply. `extra` widens it for the analytics the owner chose (site-settings/analytics.ts):
 * that provider's origins and its inline snippet's hash, nothing else.
 */
export function pagePolicyAllowing(sources: InlineSources, extra: Record<string, readonly string[]> = {}): string {
  let policy = securityHeaders()['content-security-policy'];
  for (const [directive, source] of Object.entries(sources)) {
    if (!HASH_SOURCE.test(source)) throw new Error(`Not a CSP hash source: ${source}`);
    policy = addSources(policy, directive, [source]);
  }
  for (const [directive, added] of Object.entries(extra)) {
    for (const source of added) {
      if (!HASH_SOURCE.test(source) && !ORIGIN_SOURCE.test(source)) throw new Error(`Not a CSP source: ${source}`);
    }
    policy = addSources(policy, directive, added);
  }
  return policy;
}

/**
 * Security headers on every answer (helmet): the CSP above for pages, a deny-all one for the
 * API and a sandbox for uploaded files; no framing, no MIME sniffing, a strict referrer policy,
 * and HSTS when the request came over https (directly or through a trusted proxy).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload, done) => {
    const pathname = request.url.split('?')[0];
    const policy = policyFor(pathname);
    if (policy) reply.header('content-security-policy', policy);
    if (pathname.startsWith('/storage/') && reply.statusCode < 300) protectStoredFile(reply, pathname);
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`);
    }
    done(null, payload);
  });
}
