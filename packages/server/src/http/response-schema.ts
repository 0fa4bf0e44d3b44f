import { z } from 'zod';

export type JsonSchema = { [keyword: string]: unknown };

/**
 * The JSON Schema of a zod schema. Inputs are described as sent (`io: 'input'`), outputs as
 * returned. Parts JSON Schema cannot express (transforms, custom checks) become untyped, and a
 * schema zod cannot convert at all is documented as untyped rather than breaking the document.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  try {
    const { $schema: _dialect, ...converted } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
    return converted;
  } catch {
    return {};
  }
}

/** What a route answers on success: the envelope around its `data`, and any fields beside it. */
export interface SuccessAnswer {
  data: z.ZodType;
  /** Fields the answer repeats beside the envelope's (the original client reads them there). */
  alongside?: Record<string, z.ZodType>;
}

/** The success envelope `{ success: true, message?, data }` of an answer, as JSON Schema. */
export function successEnvelopeSchema({ data, alongside = {} }: SuccessAnswer): JsonSchema {
  const extra = Object.fromEntries(
    Object.entries(alongside).map(([name, schema]) => [name, jsonSchemaOf(schema, 'output')]),
  );
  return {
    type: 'object',
    // An optional field beside the envelope (the token of a sign-in that needs no second step) may be absent.
    required: [
      'success',
      'data',
      ...Object.keys(alongside).filter((name) => !alongside[name].safeParse(undefined).success),
    ],
    properties: {
      success: { type: 'boolean', const: true },
      message: { type: 'string' },
      data: jsonSchemaOf(data, 'output'),
      ...extra,
    },
    additionalProperties: false,
  };
}

const ANNOTATIONS = new Set(['description', 'title', 'examples', 'default']);

/**
 * `anyOf` branches of distinct single types as one schema with a list of types (`T | null`, a
 * list or a page): the same meaning, and fast-json-stringify then picks the branch by the
 * value's type instead of validating the value against each branch.
 */
function mergedAnyOf(branches: JsonSchema[], siblings: JsonSchema): JsonSchema | undefined {
  const types = branches.map((branch) => branch.type);
  if (!types.every((type) => typeof type === 'string') || new Set(types).size !== types.length) return undefined;
  const merged: JsonSchema = { ...siblings };
  for (const branch of branches) {
    for (const [keyword, value] of Object.entries(branch)) {
      if (keyword === 'type' || ANNOTATIONS.has(keyword)) continue;
      if (keyword in merged) return undefined;
      merged[keyword] = value;
    }
  }
  return { ...merged, type: types };
}

/** A JSON Schema shaped for fast-json-stringify (see `mergedAnyOf`), keyword by keyword. */
export function serializerSchemaOf(schema: JsonSchema): JsonSchema {
  const walked: JsonSchema = Object.fromEntries(
    Object.entries(schema).map(([keyword, value]) => [keyword, walkedValue(keyword, value)]),
  );
  const { anyOf, ...siblings } = walked;
  if (!Array.isArray(anyOf)) return walked;
  return mergedAnyOf(anyOf as JsonSchema[], siblings) ?? walked;
}

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function walkedValue(keyword: string, value: unknown): unknown {
  if (keyword === 'properties' && isSchema(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([name, property]) => [
        name,
        isSchema(property) ? serializerSchemaOf(property) : property,
      ]),
    );
  }
  if (['items', 'additionalProperties'].includes(keyword) && isSchema(value)) return serializerSchemaOf(value);
  if (['anyOf', 'oneOf', 'allOf', 'prefixItems'].includes(keyword) && Array.isArray(value)) {
    return value.map((item) => (isSchema(item) ? serializerSchemaOf(item) : item));
  }
  return value;
}
