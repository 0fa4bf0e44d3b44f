import type { FastifyInstance } from 'fastify';

/** /api/openapi.json and /api/docs, generated from the route catalogue. */
export async function registerOpenApi(_app: FastifyInstance): Promise<void> {}
