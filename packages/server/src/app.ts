import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { contentTypes } from '@grain/contract/content-types';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { AppContext } from './app-context.ts';
import { deleteOldAuditEntries } from './audit/audit-store.ts';
import { registerAuditRoutes } from './audit/routes.ts';
import { registerAccountRoutes } from './auth/account-routes.ts';
import { deleteStaleChallenges } from './auth/login-challenges.ts';
import { createLoginLimiter } from './auth/login-limiter.ts';
import { deleteStaleResetTokens } from './auth/password-reset.ts';
import { registerPasswordResetRoutes } from './auth/password-reset-routes.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { deleteExpiredTokens } from './auth/tokens.ts';
import { viewerFromToken } from './auth/viewer.ts';
import { answerApiCacheHitsEarly } from './cache/cached-api.ts';
import { ContentVersion } from './cache/content-version.ts';
import { COMPRESS_MIN_BYTES, ResponseCache } from './cache/response-cache.ts';
import { SaleClock } from './cache/sale-clock.ts';
import { categoryHooks } from './catalogue/category-hooks.ts';
import { registerProductCsvRoutes } from './catalogue/csv-routes.ts';
import { ProductCountMemo } from './catalogue/product-counts.ts';
import { products as appProducts, type ProductCollection } from './catalogue/products.ts';
import { registerCatalogueRoutes } from './catalogue/routes.ts';
import type { CollectionHooks } from './collections/hooks.ts';
import { registerPreviewRoutes } from './collections/preview-routes.ts';
import type { AppConfig, TrustProxy } from './config.ts';
import { registerContactFormRoute } from './contact/form-route.ts';
import { smtpMailerFor } from './contact/mailer.ts';
import { deleteOldContactMessages } from './contact/messages-repository.ts';
import { createContactNotifier } from './contact/notifier.ts';
import { registerContactRoutes } from './contact/routes.ts';
import { blogCategoryHooks } from './content/blog-category-hooks.ts';
import { registerContentRoutes } from './content/routes.ts';
import type { DatabaseHandle } from './db/database.ts';
import { EditorialCollections } from './editorial/collections.ts';
import { publishDraft } from './editorial/drafts.ts';
import { pruneRevisions } from './editorial/revisions.ts';
import { registerEditorialRoutes } from './editorial/routes.ts';
import { EditorialRunner, type PublishDraft } from './editorial/runner.ts';
import { registerScheduleRoutes } from './editorial/schedules/routes.ts';
import { registerTrashRoutes } from './editorial/trash/routes.ts';
import { registerBodyParsers } from './http/body-parsers.ts';
import { clientErrorHandler, frameworkErrorHandler, installErrorHandler } from './http/error-handler.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerRequestLog } from './http/request-log.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { setViewerResolver } from './http/viewer.ts';
import { ImageQueue } from './images/queue.ts';
import { rateLimiterFactory } from './limits/rate-limiter.ts';
import { registerMediaRoutes } from './media/routes.ts';
import { registerDemoRoutes } from './ops/demo-routes.ts';
import { registerHealthRoutes } from './ops/health-routes.ts';
import { registerWebApp } from './pages/web-app.ts';
import { deleteOldNotFoundEntries } from './redirects/redirect-store.ts';
import { registerRedirects } from './redirects/site-redirects.ts';
import { registerSeoRoutes } from './seo/routes.ts';
import { registerSiteSettingsRoutes } from './site-settings/routes.ts';
import { registerStaffRoutes } from './staff/routes.ts';
import { deleteStaleInvitations } from './staff/store.ts';
import { PRIVATE_FOLDERS, Storage } from './storage/storage.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Fastify takes a hop count as "trust nothing" (it cannot check the nearest peer), so a count is
 * given as the function that trusts exactly the nearest `hops` proxies, as Express does.
 */
function proxyTrust(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/**
 * Expired sign-in tokens, sign-in challenges, reset tokens and invitations are deleted while the
 * server runs, audit entries and contact messages past their retention, and 404 log entries not
 * seen for its days.
 */
function sweepExpiredTokens(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      const { db } = app.grain;
      Promise.all([
        deleteExpiredTokens(db),
        deleteStaleChallenges(db),
        deleteStaleResetTokens(db),
        deleteStaleInvitations(db),
        deleteOldAuditEntries(db, app.grain.config.auditRetentionDays),
        deleteOldNotFoundEntries(db, app.grain.config.notFoundLogDays),
        deleteOldContactMessages(db, app.grain.config.messageRetentionDays),
      ]).catch((error: unknown) =>
        app.log.warn({ err: { message: (error as Error).message } }, 'expired token sweep failed'),
      );
    }, app.grain.config.tokenSweepMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
/** Per-type behaviour beyond the generic life cycle, keyed by the type's API path. */
const contentHooks: Record<string, CollectionHooks> = {
  'blog-categories': blogCategoryHooks,
  categories: categoryHooks,
};

/** What the app serves besides its configuration: the product collection (catalogue/products.ts). */
export interface AppParts {
  /** By default the contract's products; a test may give a collection of more fields. */
  products?: ProductCollection;
  /** What a scheduled publish runs; a test may give its own (editorial/runner.ts). */
  publishDraft?: PublishDraft;
}

/** Builds the whole application on an open, migrated database. `main.ts` only listens. */
export async function buildApp(
  config: AppConfig,
  database: DatabaseHandle,
  parts: AppParts = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger ? { level: process.env.LOG_LEVEL || 'info' } : false,
    // One line per request instead, and the renderer's own calls at debug: http/request-log.ts.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: proxyTrust(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 2 * 1024 * 1024,
    frameworkErrors: frameworkErrorHandler,
    // Node's HTTP parser refuses over-long headers and URLs (431) before Fastify sees a request.
    clientErrorHandler,
  });
  const storage = new Storage(config.storageDir);
  await storage.prepare();
  const rateLimiter = rateLimiterFactory(database);
  const contentVersion = new ContentVersion(database.db, config.contentVersionStaleMs);
  const mailer = smtpMailerFor(config);
  const context: AppContext = {
    config,
    db: database.db,
    dialect: database.dialect,
    storage,
    // A finished image changes what answers show (its srcset): cached ones go stale.
    images: new ImageQueue({ db: database.db, storage, log: app.log, onProcessed: () => contentVersion.bump() }),
    rateLimiter,
    loginLimiter: createLoginLimiter(
      { perIpAndEmail: config.rateLimits.loginFailuresPerEmail, perIp: config.rateLimits.loginFailuresPerIp },
      rateLimiter,
    ),
    contactNotifier: createContactNotifier({ db: database.db, mailer, log: app.log }),
    mailer,
    contentVersion,
    responseCache: new ResponseCache(config.responseCacheBytes),
    saleClock: new SaleClock(database.db),
    productCounts: new ProductCountMemo(),
    editorial: undefined as unknown as AppContext['editorial'],
  };
  const collections = new EditorialCollections(contentTypes, contentHooks, parts.products ?? appProducts);
  context.editorial = {
    collections,
    runner: new EditorialRunner({
      context,
      dialect: database.dialect,
      collections,
      // A scheduled publish is nobody's click: no viewer, and a draft that someone else's
      // publish overtook fails visibly (the schedule's error) rather than overwriting it.
      publish: parts.publishDraft ?? (async (draftId) => void (await publishDraft(context, draftId, null))),
      pollMs: config.editorialPollMs,
      log: app.log,
      pruneRevisions: () => pruneRevisions(context, config.editorial).then(() => undefined),
    }),
  };
  app.decorate('grain', context);
  database.pool?.on('error', (error) =>
    app.log.warn({ err: { message: error.message } }, 'PostgreSQL connection lost'),
  );
  app.addHook('onReady', async () => context.contactNotifier.start());
  if (config.imageWorker) app.addHook('onReady', () => context.images.start());
  if (config.editorialRunner) app.addHook('onReady', async () => context.editorial.runner.start());
  sweepExpiredTokens(app);
  // preClose: deliveries under way must finish while the database is still open.
  app.addHook('preClose', () => context.contactNotifier.stop());
  app.addHook('preClose', () => context.images.stop());
  app.addHook('preClose', () => context.editorial.runner.stop());
  // Pages waiting for their recompression at brotli's best are let go: the one under way ends.
  app.addHook('onClose', async () => context.responseCache.clear());
  installErrorHandler(app);
  registerRequestLog(app);
  registerBodyParsers(app);
  registerSecurityHeaders(app);
  answerApiCacheHitsEarly(app);
  // Dynamic answers above 1 KB go out brotli- or gzip-compressed. Cached answers and built
  // assets arrive compressed already (their Content-Encoding set), and are left as they are.
  await app.register(compress, { global: true, threshold: COMPRESS_MIN_BYTES, encodings: ['br', 'gzip'] });
  setViewerResolver(app, viewerFromToken);

  await app.register(multipart, {
    limits: {
      fileSize: Math.max(config.maxImageBytes, config.maxVideoBytes),
      files: 20,
      fields: 200,
      fieldSize: 1024 * 1024,
      parts: 250,
    },
  });

  registerHealthRoutes(app);
  registerAuthRoutes(app);
  registerPasswordResetRoutes(app);
  registerAccountRoutes(app);
  registerStaffRoutes(app);
  registerAuditRoutes(app);
  registerMediaRoutes(app);
  registerSeoRoutes(app);
  const redirects = registerRedirects(app);
  for (const def of contentTypes) registerContentRoutes(app, def, contentHooks[def.path]);
  registerCatalogueRoutes(app, parts.products);
  registerProductCsvRoutes(app, parts.products);
  registerSiteSettingsRoutes(app);
  // After every collection: the engine's editorial routes serve them all.
  registerEditorialRoutes(app);
  registerTrashRoutes(app, context.editorial.collections);
  registerScheduleRoutes(app, context.editorial.collections);
  const sendContactMessage = registerContactRoutes(app);
  registerDemoRoutes(app);
  registerPreviewRoutes(app);
  await registerOpenApi(app);

  await app.register(fastifyStatic, {
    root: storage.root,
    prefix: '/storage/',
    // Stored names are generated and never reused, so files can be cached for good.
    maxAge: ONE_YEAR_SECONDS * 1000,
    immutable: true,
    // Uploads in progress and the untouched originals of images (metadata and all) stay private.
    allowedPath: (pathName) => !pathName.split('/').some((segment) => PRIVATE_FOLDERS.includes(segment)),
    decorateReply: false,
  });
  const pages = await registerWebApp(app, config.webDistDir, redirects);
  // The contact form posts to its page without the app: a page route, answered with a page.
  if (pages) await registerContactFormRoute(app, sendContactMessage, pages);
  return app;
}
