import { createHash } from 'node:crypto';
import type { AnalyticsSettings } from '@grain/contract/site-settings';

/**
 * The analytics the owner chose (issue 50 §2): the provider's tags for the page's head, and the
 * hosts the page's CSP must allow for them, for that provider only. The tags are the providers'
 * documented snippets; their inline part is allowed by its hash, as the page's own starter is.
 */
export interface AnalyticsTags {
  /** HTML for the end of the head; empty for none. */
  html: string;
  /** CSP sources to add, by directive (`script-src`, `connect-src`, `img-src`). */
  sources: Record<string, string[]>;
}

const NONE: AnalyticsTags = { html: '', sources: {} };

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** A string as a JavaScript literal that cannot close its script element. */
const scriptString = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The Plausible script: https://plausible.io/docs/plausible-script */
const PLAUSIBLE_ORIGIN = 'https://plausible.io';
/** gtag.js: https://developers.google.com/tag-platform/security/guides/csp */
const GTAG_ORIGIN = 'https://www.googletagmanager.com';
const GA4_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

export function analyticsTags(analytics: AnalyticsSettings): AnalyticsTags {
  switch (analytics.provider) {
    case 'plausible':
      return {
        html: `<script defer data-domain="${attribute(analytics.domain)}" src="${PLAUSIBLE_ORIGIN}/js/script.js"></script>`,
        sources: { 'script-src': [PLAUSIBLE_ORIGIN], 'connect-src': [PLAUSIBLE_ORIGIN] },
      };
    case 'matomo': {
      // https://developer.matomo.org/guides/tracking-javascript-guide
      const origin = new URL(analytics.url).origin;
      const base = analytics.url.endsWith('/') ? analytics.url : `${analytics.url}/`;
      const inline =
        'var _paq=window._paq=window._paq||[];_paq.push(["trackPageView"]);_paq.push(["enableLinkTracking"]);' +
        `_paq.push(["setTrackerUrl",${scriptString(`${base}matomo.php`)}]);` +
        `_paq.push(["setSiteId",${scriptString(analytics.site_id)}]);`;
      return {
        html: `<script>${inline}</script>\n    <script async src="${attribute(`${base}matomo.js`)}"></script>`,
        sources: { 'script-src': [origin, hashOf(inline)], 'connect-src': [origin], 'img-src': [origin] },
      };
    }
    case 'ga4': {
      const id = analytics.measurement_id;
      const inline = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag("js",new Date());gtag("config",${scriptString(id)});`;
      return {
        html: `<script async src="${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}"></script>\n    <script>${inline}</script>`,
        sources: { 'script-src': [GTAG_ORIGIN, hashOf(inline)], 'connect-src': [...GA4_CONNECT], 'img-src': [] },
      };
    }
    default:
      return NONE;
  }
}

/** Puts the tags at the end of a rendered page's head. */
export function withAnalytics(html: Buffer, tags: AnalyticsTags): Buffer {
  if (!tags.html) return html;
  const text = html.toString('utf8');
  const end = Math.max(0, text.indexOf('</head>'));
  return Buffer.from(`${text.slice(0, end)}  ${tags.html}\n  ${text.slice(end)}`);
}
