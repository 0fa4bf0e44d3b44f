import fastJsonStringify, { type Schema } from 'fast-json-stringify';

type Serialize = (data: unknown) => string;

/**
 * Fastify's serializer compiler, compiling on a route's first answer rather than at start-up:
 * fast-json-stringify's code for the full records of a hundred routes costs about 0.2 s of cold
 * start and 30 MB held for routes (most of the admin's) an instance may never answer.
 */
export function lazySerializerCompiler({ schema }: { schema: unknown }): Serialize {
  let compiled: Serialize | undefined;
  return (data) => {
    compiled ??= fastJsonStringify(schema as Schema) as Serialize;
    return compiled(data);
  };
}
