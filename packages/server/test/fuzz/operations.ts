/** The parts of an OpenAPI 3.1 document the fuzzer reads: operations, parameters, bodies. */
export interface JsonSchema {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  default?: unknown;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** One documented operation, flattened for request generation. */
export interface FuzzOperation {
  method: string;
  /** The path template, `{id}` style. */
  path: string;
  pathParams: string[];
  query: Array<{ name: string; schema: JsonSchema }>;
  /** Body schema by media type (`application/json`, `multipart/form-data`); empty without a body. */
  bodies: Record<string, JsonSchema>;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function operationsOf(document: OpenApiDocument): FuzzOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => {
        const parameters = operation.parameters ?? [];
        return {
          method: method.toUpperCase(),
          path,
          pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
          query: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
          bodies: Object.fromEntries(
            Object.entries(operation.requestBody?.content ?? {}).map(([type, media]) => [type, media.schema ?? {}]),
          ),
        };
      }),
  );
}
