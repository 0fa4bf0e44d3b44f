import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document.ts';
import { routeCatalog } from './route.ts';

const info: OpenApiDocument['info'] = {
  title: 'Grain API',
  version: '1.0.0',
  description: [
    'Content, catalogue and contact API of the Grain website.',
    'Every answer is an envelope: `{ success: true, data }` or `{ success: false, message, errors? }`.',
    'Writes need an administrator: sign in with `POST /api/login` and send the token as a bearer header, `Authorization: Bearer <token>`. The scheme is case-insensitive (RFC 9110): `bearer <token>` is accepted too.',
    'An account with two-factor sign-in gets a `challenge` from `POST /api/login` instead of a token; `POST /api/login/two-factor` with the challenge and a code (or a recovery code) gives the token.',
  ].join('\n\n'),
};

/**
 * /api/openapi.json and /api/docs, generated from the route catalogue. The document is built
 * on the first request, once every route is registered (Fastify refuses routes after start),
 * and kept; the docs page is Swagger UI served from the package's own files, so works offline.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  let document: OpenApiDocument | undefined;
  const currentDocument = () => {
    document ??= buildOpenApiDocument(routeCatalog.get(app) ?? [], info);
    return document;
  };

  app.get('/api/openapi.json', async () => currentDocument());

  // Swagger UI needs @fastify/swagger registered; its static document is only the frame, the
  // UI reads the generated one through transformSpecification.
  await app.register(swagger, {
    mode: 'static',
    specification: { document: { openapi: '3.1.0', info, paths: {} } },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    transformSpecification: () => currentDocument(),
    transformSpecificationClone: false,
    uiConfig: { docExpansion: 'list', deepLinking: true },
    theme: { title: 'Grain API' },
  });
}
