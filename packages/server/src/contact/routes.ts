import type { FastifyInstance } from 'fastify';

/** The contact form's send call and the admin's message calls. */
export function registerContactRoutes(_app: FastifyInstance): void {}
