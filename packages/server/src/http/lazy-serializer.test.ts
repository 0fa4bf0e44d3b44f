import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazySerializerCompiler } from './lazy-serializer.ts';

const schema = { type: 'object', properties: { name: { type: 'string' } }, additionalProperties: false };

describe('lazySerializerCompiler', () => {
  it('writes answers with the schema’s serializer: fields it does not name are not sent', async () => {
    const app = Fastify();
    app.get('/', { schema: { response: { 200: schema } }, serializerCompiler: lazySerializerCompiler }, async () => ({
      name: 'Oak',
      secret: 'kept in',
    }));
    const response = await app.inject({ url: '/' });
    expect(response.json()).toEqual({ name: 'Oak' });
    await app.close();
  });

  it('compiles nothing until the first answer', () => {
    const serialize = lazySerializerCompiler({ schema: { type: 'object', properties: { x: { $ref: '#/missing' } } } });
    // A broken schema only fails when first used: proof that creating the serializer compiled nothing.
    expect(() => serialize({ x: 1 })).toThrow();
  });
});
