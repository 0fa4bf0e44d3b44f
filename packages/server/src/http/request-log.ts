import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * One log line per request, at `info`, with the host it was asked of and the visitor's address
 * (Fastify's own request logging, off in app.ts, wrote two, and as many again for each API call
 * the server renderer makes in-process). The renderer's own calls are marked with a header
 * whose value only this process knows, and go to `debug`: a page view is one line at `info`.
 */
const INTERNAL_HEADER = 'x-grain-internal';
const internalToken = randomUUID();

/** Headers that mark an in-process request of the server itself (pages/web-app.ts). */
export const internalRequestHeaders = (): Record<string, string> => ({ [INTERNAL_HEADER]: internalToken });

/** Query parameters that carry a secret (the token of a password reset link): never written to the log. */
const SECRET_PARAMS = /([?&](?:token|challenge)=)[^&#]*/gi;

/** A draft's preview link carries its token in the path (`/preview/<token>/…`). */
const PREVIEW_TOKEN = /^(\/preview\/)[^/?#]+/;

/** The address as the log shows it, with the secrets in its query and a preview's token replaced. */
export const loggedUrl = (url: string) =>
  url.replace(PREVIEW_TOKEN, '$1[redacted]').replace(SECRET_PARAMS, '$1[redacted]');
/** Whether a request is the server's own, made in-process (the header bears this process's token). */
export const isInternalRequest = (request: FastifyRequest): boolean =>
  request.headers[INTERNAL_HEADER] === internalToken;

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const line = {
      method: request.method,
      url: loggedUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
      host: request.host,
      ip: request.ip,
    };
    if (isInternalRequest(request)) request.log.debug({ ...line, internal: true }, 'request');
    else request.log.info(line, 'request');
  });
}
