import type { FileKind } from '@grain/contract/fields';
import type { z } from 'zod';
import { type JsonSchema, jsonSchemaOf, successEnvelopeSchema } from './response-schema.ts';
import { type Access, isStaffAccess, type RouteDefinition } from './route.ts';

export { type JsonSchema, jsonSchemaOf };

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

interface MediaType {
  schema: JsonSchema;
}

interface ResponseObject {
  description: string;
  content?: Record<string, MediaType>;
}

interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Record<string, MediaType> };
  responses: Record<string, ResponseObject | { $ref: string }>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, JsonSchema>;
    schemas: Record<string, JsonSchema>;
    responses: Record<string, ResponseObject>;
  };
}

const json = (schema: JsonSchema): Record<string, MediaType> => ({ 'application/json': { schema } });

const failureSchema: JsonSchema = {
  type: 'object',
  required: ['success', 'message'],
  properties: {
    success: { const: false },
    message: { type: 'string' },
    errors: {
      type: 'object',
      description: 'Field name → its messages (422 only)',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
  },
};

const failure = (description: string): ResponseObject => ({
  description,
  content: json({ $ref: '#/components/schemas/Failure' }),
});

const errorResponses = {
  Unauthenticated: failure('No bearer token, or an unknown or expired one'),
  Forbidden: failure('The signed-in user’s role may not do this (the operation’s description names who may)'),
  NotFound: failure('No record has this id'),
  ValidationFailed: failure('The input is invalid; `errors` lists the messages of each field'),
};

const errorRef = (name: keyof typeof errorResponses) => ({ $ref: `#/components/responses/${name}` });

/** Fastify's `/api/services/:id` as OpenAPI's `/api/services/{id}`. */
export const openApiPath = (url: string) => url.replace(/:(\w+)(\([^)]*\))?/g, '{$1}');

const pathParameterNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]);

function parametersFrom(schema: z.ZodType | undefined, location: 'path' | 'query'): Parameter[] {
  if (!schema) return [];
  const converted = jsonSchemaOf(schema, 'input');
  const properties = (converted.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((converted.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

function parametersOf(route: RouteDefinition): Parameter[] {
  const path = parametersFrom(route.params, 'path');
  // Every placeholder of the path must be described, even without a params schema.
  const undescribed = pathParameterNames(route.url)
    .filter((name) => !path.some((parameter) => parameter.name === name))
    .map((name): Parameter => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  return [...path, ...undescribed, ...parametersFrom(route.query, 'query')];
}

/** An upload, or what the field's JSON value says it takes instead (`rules`, its description). */
function fileUpload(kind: FileKind, rules: unknown): JsonSchema {
  const file = kind === 'video' ? 'A video file' : 'An image file';
  const description =
    typeof rules === 'string' ? `${file}. ${rules}` : `${file}, or the storage path or URL of one already stored`;
  return { type: 'string', format: 'binary', description };
}

/** In a multipart body the file fields are uploads (or the text the JSON body takes); everything else is sent as text. */
function multipartSchema(schema: JsonSchema, files: Readonly<Record<string, FileKind>>): JsonSchema {
  const properties = { ...((schema.properties ?? {}) as Record<string, JsonSchema>) };
  for (const [name, kind] of Object.entries(files)) properties[name] = fileUpload(kind, properties[name]?.description);
  return { ...schema, type: 'object', properties };
}

function requestBodyOf(route: RouteDefinition): Operation['requestBody'] {
  if (!route.body) return undefined;
  const { schema, encoding, files = {} } = route.body;
  const converted = jsonSchemaOf(schema, 'input');
  const content: Record<string, MediaType> = {};
  if (encoding !== 'multipart') content['application/json'] = { schema: converted };
  if (encoding !== 'json') content['multipart/form-data'] = { schema: multipartSchema(converted, files) };
  const required = Array.isArray(converted.required) && converted.required.length > 0;
  return { required, content };
}

const envelopeOf = (route: RouteDefinition) =>
  successEnvelopeSchema({ data: route.response, alongside: route.alongside });

function responsesOf(route: RouteDefinition): Operation['responses'] {
  const responses: Operation['responses'] = {
    [String(route.successStatus ?? 200)]: { description: 'Success', content: json(envelopeOf(route)) },
  };
  if (route.access !== 'public') responses['401'] = errorRef('Unauthenticated');
  if (isStaffAccess(route.access)) responses['403'] = errorRef('Forbidden');
  if (pathParameterNames(route.url).length > 0) responses['404'] = errorRef('NotFound');
  if (route.query || route.body) responses['422'] = errorRef('ValidationFailed');
  for (const [status, description] of Object.entries(route.failures ?? {})) responses[status] = failure(description);
  return responses;
}

/** Public routes work without a token; with an admin's they also show inactive records. */
const securityOf = (access: Access): Operation['security'] =>
  access === 'public' ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }];

function operationIdOf(route: RouteDefinition, taken: Set<string>): string {
  const words = route.url
    .replace(/^\/api\//, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^a-zA-Z0-9]+/))
    .filter(Boolean);
  const base = [route.method.toLowerCase(), ...words.map((word) => word[0].toUpperCase() + word.slice(1))].join('');
  let id = base;
  for (let suffix = 2; taken.has(id); suffix++) id = `${base}${suffix}`;
  taken.add(id);
  return id;
}

const WHO_MAY: Readonly<Record<Access, string>> = {
  public: 'Anyone.',
  'signed-in': 'Any signed-in account.',
  author: 'Authors, editors and administrators.',
  editor: 'Editors and administrators.',
  admin: 'Administrators.',
};

function operationOf(route: RouteDefinition, takenIds: Set<string>): Operation {
  const parameters = parametersOf(route);
  const requestBody = requestBodyOf(route);
  return {
    operationId: operationIdOf(route, takenIds),
    summary: route.summary,
    description: `Who may call it: ${WHO_MAY[route.access]}`,
    tags: [route.tag],
    security: securityOf(route.access),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf(route),
  };
}

/** The OpenAPI 3.1 description of the given routes, in the order they were registered. */
export function buildOpenApiDocument(
  routes: readonly RouteDefinition[],
  info: OpenApiDocument['info'],
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const takenIds = new Set<string>();
  for (const route of routes) {
    const path = openApiPath(route.url);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operationOf(route, takenIds);
  }
  return {
    openapi: '3.1.0',
    info,
    tags: [...new Set(routes.map((route) => route.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token returned by POST /api/login' },
      },
      schemas: { Failure: failureSchema },
      responses: errorResponses,
    },
  };
}
