import type { FastifyInstance } from 'fastify';

/** Products and their searches (categories are a generic content type with hooks). */
export function registerCatalogueRoutes(_app: FastifyInstance): void {}
