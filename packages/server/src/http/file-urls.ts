import type { FastifyRequest } from 'fastify';

/**
 * Base of file URLs in responses: PUBLIC_URL, else nothing (root-relative `/storage/…` URLs).
 * The request's Host header is never written into a URL: a forged one would poison answers.
 */
export function fileBase(config: { publicUrl?: string }, _request: FastifyRequest): string {
  return config.publicUrl ?? '';
}
