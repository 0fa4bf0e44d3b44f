import { type FileKind, toFieldErrors } from '@grain/contract/fields';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { forbidden, notFound, unauthenticated, unsupportedMediaType, validationFailed } from './errors.ts';
import { type Viewer, viewerOf } from './viewer.ts';

/** Who may call a route: anyone, any signed-in user, or administrators only. */
export type Access = 'public' | 'signed-in' | 'admin';

export interface RouteContext<TParams, TQuery> {
  request: FastifyRequest;
  reply: FastifyReply;
  params: TParams;
  query: TQuery;
  /** The signed-in user, when the request carries a valid token. */
  viewer: Viewer | null;
}

export interface RouteDefinition<TParams = unknown, TQuery = unknown> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  summary: string;
  tag: string;
  access: Access;
  params?: z.ZodType<TParams>;
  query?: z.ZodType<TQuery>;
  /** Documents the body; bodies are read and validated by the handler (JSON or multipart). */
  body?: {
    schema: z.ZodType;
    encoding: 'json' | 'multipart' | 'json-or-multipart';
    /** Fields that carry an uploaded file in a multipart body (documented as binary). */
    files?: Readonly<Record<string, FileKind>>;
  };
  /** Documents the `data` of the success envelope. */
  response?: z.ZodType;
  successStatus?: number;
  /** Failure answers the route gives besides the usual ones, documented by status. */
  failures?: Record<number, string>;
  handler: (context: RouteContext<TParams, TQuery>) => Promise<unknown>;
}

/** Every registered route, for the OpenAPI description. */
export const routeCatalog = new WeakMap<FastifyInstance, RouteDefinition[]>();

function parseOr422<T>(schema: z.ZodType<T> | undefined, value: unknown): T {
  if (!schema) return value as T;
  const result = schema.safeParse(value);
  if (!result.success) throw validationFailed(toFieldErrors(result.error));
  return result.data;
}

export function addRoute<TParams, TQuery>(app: FastifyInstance, definition: RouteDefinition<TParams, TQuery>): void {
  const catalog = routeCatalog.get(app) ?? [];
  catalog.push(definition as RouteDefinition);
  routeCatalog.set(app, catalog);

  app.route({
    method: definition.method,
    url: definition.url,
    handler: async (request, reply) => {
      const viewer = await viewerOf(app, request);
      if (definition.access !== 'public' && !viewer) throw unauthenticated();
      if (definition.access === 'admin' && !viewer?.isAdmin) throw forbidden();
      // A malformed id can never name a record: answer as for a missing one.
      const paramsResult = definition.params?.safeParse(request.params);
      if (paramsResult && !paramsResult.success) throw notFound();
      const params = (paramsResult ? paramsResult.data : request.params) as TParams;
      const query = parseOr422(definition.query, request.query);
      if (definition.body?.encoding === 'json' && request.isMultipart())
        throw unsupportedMediaType('This request takes a JSON body.');
      const body = await definition.handler({ request, reply, params, query, viewer });
      // Every admin write may change what visitors see: cached pages and answers go stale at once.
      if (definition.access === 'admin' && definition.method !== 'GET')
        await request.server.grain.contentVersion.bump();
      if (reply.sent) return reply;
      return reply.status(definition.successStatus ?? 200).send(body);
    },
  });
}
