import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { contentTypes } from '@grain/contract/content-types';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.ts';
import { createLoginLimiter } from './auth/login-limiter.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { registerCatalogueRoutes } from './catalogue/routes.ts';
import type { AppConfig } from './config.ts';
import { smtpMailerFor } from './contact/mailer.ts';
import { createContactNotifier } from './contact/notifier.ts';
import { registerContactRoutes } from './contact/routes.ts';
import { contentHooks } from './content/hooks.ts';
import { registerContentRoutes } from './content/routes.ts';
import type { DatabaseHandle } from './db/database.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { registerOpenApi } from './http/openapi.ts';
import { Storage, TEMP_FOLDER } from './storage/storage.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/** Builds the whole application on an open, migrated database. `main.ts` only listens. */
export async function buildApp(config: AppConfig, database: DatabaseHandle): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger ? { level: process.env.LOG_LEVEL || 'info' } : false,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 2 * 1024 * 1024,
  });
  const storage = new Storage(config.storageDir);
  await storage.prepare();
  const context: AppContext = {
    config,
    db: database.db,
    dialect: database.dialect,
    storage,
    loginLimiter: createLoginLimiter({
      perEmail: config.rateLimits.loginFailuresPerEmail,
      perIp: config.rateLimits.loginFailuresPerIp,
    }),
    contactNotifier: createContactNotifier({ db: database.db, mailer: smtpMailerFor(config), log: app.log }),
  };
  app.decorate('grain', context);
  app.addHook('onReady', async () => context.contactNotifier.start());
  // preClose: deliveries under way must finish while the database is still open.
  app.addHook('preClose', () => context.contactNotifier.stop());
  installErrorHandler(app);

  await app.register(multipart, {
    limits: {
      fileSize: Math.max(config.maxImageBytes, config.maxVideoBytes),
      files: 20,
      fields: 200,
      fieldSize: 1024 * 1024,
      parts: 250,
    },
  });

  registerAuthRoutes(app);
  for (const def of contentTypes) registerContentRoutes(app, def, contentHooks[def.path]);
  registerCatalogueRoutes(app);
  registerContactRoutes(app);
  await registerOpenApi(app);

  await app.register(fastifyStatic, {
    root: storage.root,
    prefix: '/storage/',
    // Stored names are generated and never reused, so files can be cached for good.
    maxAge: ONE_YEAR_SECONDS * 1000,
    immutable: true,
    allowedPath: (pathName) => !pathName.split('/').includes(TEMP_FOLDER),
    decorateReply: false,
  });
  await serveWebApp(app, config.webDistDir);
  return app;
}

/** The built React app: hashed assets cached for good, index.html for every other page. */
async function serveWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  if (!distDir || !indexFile || !fs.existsSync(indexFile)) return;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    setHeaders: (response, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      response.header(
        'cache-control',
        hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'public, max-age=3600',
      );
    },
  });
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  app.get('/*', (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (pathname.startsWith('/api/') || pathname.startsWith('/storage/') || pathname.startsWith('/assets/')) {
      return reply.callNotFound();
    }
    const file = path.join(distDir, decodeURIComponent(pathname));
    if (file.startsWith(distDir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(pathname.slice(1));
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}
