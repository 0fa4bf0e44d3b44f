import type { ContactFormRefusal } from './contact-rules.ts';
import type { PublicSiteSettings } from './site-settings.ts';

/**
 * How a public page is delivered, typed once for both sides: the web build's server renderer
 * (packages/web/src/delivery/entry-server.tsx) implements it, and the server
 * (packages/server/src/pages/web-app.ts) loads that module from the build and calls it.
 */

export interface SiteSettings {
  /** `https://grain.example.com`: PUBLIC_URL, or the request's origin. */
  origin: string;
  /** ISO 4217 code of product prices in structured data (CURRENCY, default USD). */
  currency: string;
  /** The owner's settings (name, pictures, contact, social links, menu, footer, analytics). */
  settings: PublicSiteSettings;
  /**
   * Set on a draft's preview page (issue 45): the pages live under `base` (`/preview/<token>`),
   * show the preview bar and are never indexed. Carried in the page's state, so the browser
   * renders the same bar and links.
   */
  preview?: { base: string };
}

/** The CSP sources (`'sha256-…'`) of a page's inline script and style, by directive. */
export interface InlineSources {
  'script-src': string;
  'style-src': string;
}

/** What the renderer's API client reads of an answer (a subset of a fetch Response). */
export interface InProcessAnswer {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}

/** Vite's build manifest: source module → its chunk, the chunks it imports, and its styles. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

export interface RendererOptions {
  /** The built index.html, with the `<!--ssr-…-->` markers. */
  template: string;
  manifest: BuildManifest;
  /** The built style sheets' text, by their manifest name (`assets/page-banner-Ab12.css`). */
  styleSheets: Record<string, string>;
  /** The built inline starter's text (delivery/starter.ts, its own build entry). */
  starter: string;
  /** Answers the app's own API calls (`/api/…`) in-process. */
  fetchApi: (url: string, init: { method?: string }) => Promise<InProcessAnswer>;
}

export interface PageRequest {
  /** Path and query, e.g. `/products?page=2`. */
  url: string;
  site: SiteSettings;
  /** A contact form the server refused: the page answers that post, for this visitor only. */
  contactForm?: ContactFormRefusal;
}

export type RenderedPage =
  | {
      kind: 'page';
      status: number;
      html: Buffer;
      /** The page's state as JSON, served beside it (`PAGE_STATE_PREFIX`) for the app to hydrate from. */
      state: string;
      inlineSources: InlineSources;
      /** Keys of the queries the page showed without their loader having fetched them. */
      missingData: string[];
    }
  | { kind: 'redirect'; status: number; location: string };

/** Renders one public page as a whole HTML document, or answers its redirect. */
export type RenderDocument = (request: PageRequest) => Promise<RenderedPage>;

/** The server renderer module the web build ships (`dist/server/entry-server.js`). */
export interface PageDeliveryModule {
  createDocumentRenderer(options: RendererOptions): Promise<RenderDocument>;
  /** The page the browser renders by itself (the admin area): the template with a title only. */
  clientOnlyPage(template: string, title: string): string;
  /** Where the app fetches a page's state: this, then the page's path and query. */
  PAGE_STATE_PREFIX: string;
}
