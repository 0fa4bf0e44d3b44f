import { type FileKind, toFieldErrors } from '@grain/contract/fields';
import { mayActAs, type StaffRole } from '@grain/contract/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { answerFromApiCache, mayUseApiCache } from '../cache/cached-api.ts';
import { personLabel, withActor } from './actor.ts';
import { forbidden, notFound, unauthenticated, unsupportedMediaType, validationFailed } from './errors.ts';
import { lazySerializerCompiler } from './lazy-serializer.ts';
import { serializerSchemaOf, successEnvelopeSchema } from './response-schema.ts';
import { type Viewer, viewerOf } from './viewer.ts';

export const TWO_FACTOR_FIRST =
  'Administrators must use two-factor sign-in: set it up under Your account before anything else.';

/**
 * Who may call a route: anyone, any signed-in user, or the admin area's roles from the one
 * named up (`author`: authors, editors and administrators; `admin`: administrators only).
 */
export type Access = 'public' | 'signed-in' | StaffRole;

/** What a signed-in user whose role falls short is told (403). */
export const ROLE_REFUSALS: Readonly<Record<StaffRole, string>> = {
  author: 'This action requires an account of the admin area (author, editor or administrator).',
  editor: 'This action requires an editor or an administrator.',
  admin: 'This action requires an administrator.',
};

/** Whether a route is one of the admin area's (any staff role), as opposed to public or signed-in. */
export const isStaffAccess = (access: Access): access is StaffRole => access !== 'public' && access !== 'signed-in';

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
  /**
   * The `data` of the success envelope: documents it, and the answer is written by a
   * serializer compiled from it (fields it does not name are not sent).
   */
  response: z.ZodType;
  /** Fields the answer repeats beside the envelope's (the original client reads them there). */
  alongside?: Record<string, z.ZodType>;
  successStatus?: number;
  /** Failure answers the route gives besides the usual ones, documented by status. */
  failures?: Record<number, string>;
  /**
   * Public GETs are answered from the response cache (per URL, until the next admin write)
   * unless the route says `false`: its answer depends on something besides the content.
   */
  cache?: false;
  /**
   * An admin write moves the content version on once its handler succeeds, unless the handler
   * does it itself after its commit (`'handler'`: the collection writes, collections/write.ts).
   */
  contentVersion?: 'handler';
  handler: (context: RouteContext<TParams, TQuery>) => Promise<unknown>;
}

/** Every registered route, for the OpenAPI description. */
export const routeCatalog = new WeakMap<FastifyInstance, RouteDefinition[]>();

export function parseOr422<T>(schema: z.ZodType<T> | undefined, value: unknown): T {
  if (!schema) return value as T;
  const result = schema.safeParse(value);
  if (!result.success) throw validationFailed(toFieldErrors(result.error));
  return result.data;
}

export function addRoute<TParams, TQuery>(app: FastifyInstance, definition: RouteDefinition<TParams, TQuery>): void {
  const catalog = routeCatalog.get(app) ?? [];
  catalog.push(definition as RouteDefinition);
  routeCatalog.set(app, catalog);

  const cached = definition.access === 'public' && definition.method === 'GET' && definition.cache !== false;
  const run = (request: FastifyRequest, reply: FastifyReply) => runRoute(app, definition, request, reply);
  const envelope = successEnvelopeSchema({ data: definition.response, alongside: definition.alongside });
  app.route({
    method: definition.method,
    url: definition.url,
    // Compiled once, on first use (fast-json-stringify); the response cache serialises with it too.
    schema: { response: { [definition.successStatus ?? 200]: serializerSchemaOf(envelope) } },
    serializerCompiler: lazySerializerCompiler,
    config: { apiCache: cached },
    handler: async (request, reply) => {
      if (cached && mayUseApiCache(request)) return answerFromApiCache(request, reply, () => run(request, reply));
      const body = await run(request, reply);
      if (body === reply || reply.sent) return reply;
      return reply.send(body);
    },
  });
}

/** Checks access and input, runs the handler, and returns the body to send (status set on the reply). */
async function runRoute<TParams, TQuery>(
  app: FastifyInstance,
  definition: RouteDefinition<TParams, TQuery>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown> {
  const viewer = await viewerOf(app, request);
  if (definition.access !== 'public' && !viewer) throw unauthenticated();
  if (isStaffAccess(definition.access) && viewer) {
    if (!mayActAs(viewer.role.name, definition.access)) throw forbidden(ROLE_REFUSALS[definition.access]);
    if (viewer.mustEnrolTwoFactor) throw forbidden(TWO_FACTOR_FIRST);
  }
  // A malformed id can never name a record: answer as for a missing one.
  const paramsResult = definition.params?.safeParse(request.params);
  if (paramsResult && !paramsResult.success) throw notFound();
  const params = (paramsResult ? paramsResult.data : request.params) as TParams;
  const query = parseOr422(definition.query, request.query);
  if (definition.body?.encoding === 'json' && request.isMultipart())
    throw unsupportedMediaType('This request takes a JSON body.');
  const actor = { userId: viewer?.id ?? null, label: viewer ? personLabel(viewer) : 'a visitor', ip: request.ip };
  const body = await withActor(actor, () => definition.handler({ request, reply, params, query, viewer }));
  // Every admin write may change what visitors see: cached pages and answers go stale at once.
  const bumps =
    isStaffAccess(definition.access) && definition.method !== 'GET' && definition.contentVersion !== 'handler';
  if (bumps) await request.server.grain.contentVersion.bump();
  // A handler that sent its own answer returns the reply.
  if (body !== reply && !reply.sent) reply.status(definition.successStatus ?? 200);
  return body;
}
