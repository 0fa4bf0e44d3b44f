import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

/** No API body nests deeper than a few levels; far deeper ones are refused before parsing. */
export const MAX_JSON_DEPTH = 32;

const OPENERS = new Set(['[', '{']);
const CLOSERS = new Set([']', '}']);

/**
 * How deep the arrays and objects of a JSON text nest, counted without parsing (so a body
 * of thousands of levels costs one pass, not a deep recursion later). Brackets inside strings
 * do not count. Malformed text is left for the parser to refuse.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (OPENERS.has(char)) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (CLOSERS.has(char)) {
      depth--;
    }
  }
  return deepest;
}

/**
 * The API reads JSON and (through @fastify/multipart) multipart bodies, nothing else: Fastify's
 * plain-text parser is removed so that a text body answers 415 instead of reaching a handler as
 * a string. JSON keeps Fastify's own parser (prototype poisoning refused) behind a depth limit.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepth(body as string) > MAX_JSON_DEPTH) {
      done(badRequest(`The JSON body may not nest deeper than ${MAX_JSON_DEPTH} levels.`), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
