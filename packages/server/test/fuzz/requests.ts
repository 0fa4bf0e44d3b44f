import fc from 'fast-check';
import { type FilePart, multipart } from '../multipart.ts';
import type { FuzzOperation, JsonSchema } from './operations.ts';

/** Who sends a request: the admin, a staff user, nobody, or someone with a made-up authorization. */
export type Sender = 'admin' | 'staff' | 'visitor' | 'forger';

/** One generated request, as app.inject takes it (plus who sends it). */
export interface FuzzRequest {
  /** The operation it exercises, as `METHOD /path/{template}`. */
  operation: string;
  sender: Sender;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Files a multipart body may carry: real pictures and video, impostors and nothing. */
export interface SampleFiles {
  png: Buffer;
  mp4: Buffer;
}

// Strings known to break lenient parsers: controls and NUL, lone surrogates, numbers in
// disguise, markup, SQL, prototype keys, overlong text.
const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u001f\u007f',
  '\r\n\r\n',
  '\t',
  '\ud800',
  '\uffff',
  '😀',
  'x'.repeat(300),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%00',
  '0x10',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '9'.repeat(25),
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
];

export const oddText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(...ODD_STRINGS),
);

const jsonGarbage: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  oddText,
  fc.constantFrom(null, true, -1, 0, 1.5, 1e308, Number.MAX_SAFE_INTEGER),
);

const ODD_IDS = [
  '0',
  '-1',
  '0x2',
  '1e0',
  '%20%202',
  '01',
  '+1',
  '1.0',
  '99999999999999999999',
  '2147483648',
  '2147483647',
  '%00',
  'abc',
  '%ff',
  '1%2F2',
  '%2e%2e',
  'x'.repeat(150),
];

/** A path id: mostly ones that may exist, often malformed ones. */
const pathId = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 12 }).map(String) },
  { weight: 3, arbitrary: fc.constantFrom(...ODD_IDS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }).map(encodeURIComponent) },
);

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** A value that is plausible for a property of that name: dates, links, emails, icons, slugs, ids. */
function hintedValue(name: string): fc.Arbitrary<unknown> | undefined {
  if (name.endsWith('_id')) return fc.integer({ min: 1, max: 8 });
  if (name.includes('date'))
    return fc
      .date({ min: new Date('1990-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  if (/image|img|video/.test(name))
    return fc.constantFrom('https://example.com/picture.png', 'https://example.com/clip.mp4', '/storage/none.png');
  if (name.includes('email')) return fc.emailAddress();
  if (name.includes('url') || name.includes('link') || name.includes('map'))
    return fc.constantFrom('https://example.com/page', 'https://www.google.com/maps/embed?pb=x', 'http://a.b/c');
  if (name.includes('icon')) return fc.constantFrom('fas fa-hammer', 'fa fa-tree');
  if (name === 'slug') return fc.stringMatching(/^[a-z0-9-]{1,20}$/);
  return undefined;
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const max = schema.maxLength;
  const overLimit = max !== undefined && max < 1000 ? [fc.constant('y'.repeat(max + 1))] : [];
  const fitting = fc.string({ minLength: 1, maxLength: Math.min(max ?? 40, 40) });
  return fc.oneof({ weight: 9, arbitrary: fitting }, ...overLimit.map((arbitrary) => ({ weight: 1, arbitrary })));
}

function valueOfType(type: string, schema: JsonSchema): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: -2, max: 12 }) },
        { weight: 1, arbitrary: fc.constantFrom(2147483647, 2147483648, -2147483649, Number.MAX_SAFE_INTEGER) },
      );
    case 'number':
      return fc.oneof(fc.integer({ min: 0, max: 5000 }), fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFor(schema.items ?? {}), { maxLength: 4 });
    case 'object':
      return objectFor(schema);
    default:
      return jsonGarbage;
  }
}

/** A value that fits the schema (within reason), or near-misses of it. */
export function valueFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map(valueFor));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const types = typesOf(schema);
  return types.length > 0 ? fc.oneof(...types.map((type) => valueOfType(type, schema))) : jsonGarbage;
}

/** The schema without its `null` alternative: a plausible value of a property is a value. */
function withoutNull(schema: JsonSchema): JsonSchema {
  const variants = schema.anyOf?.filter((variant) => variant.type !== 'null');
  if (variants && variants.length > 0) return { ...schema, anyOf: variants };
  const types = typesOf(schema).filter((type) => type !== 'null');
  return types.length > 0 ? { ...schema, type: types } : schema;
}

/** A property's value: plausible, or (when `mixed`) sometimes garbage or left out (undefined). */
function propertyValue(name: string, schema: JsonSchema, mixed: boolean): fc.Arbitrary<unknown> {
  const hinted = schema.format === 'binary' ? undefined : hintedValue(name);
  const plausible = hinted ?? valueFor(withoutNull(schema));
  if (!mixed) return plausible;
  return fc.oneof(
    { weight: 6, arbitrary: plausible },
    { weight: 1, arbitrary: oddText },
    { weight: 1, arbitrary: jsonGarbage },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/**
 * An object for the schema's properties: half the time every value is plausible (so that
 * writes get through and are stored), else values mixed with garbage and gaps; now and then
 * with an unknown or prototype key.
 */
export function objectFor(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const known = (mixed: boolean) =>
    fc.record(Object.fromEntries(properties.map(([name, child]) => [name, propertyValue(name, child, mixed)])));
  const extra = fc.option(fc.dictionary(fc.oneof(oddText, fc.constantFrom('_method', 'id')), jsonGarbage), {
    freq: 5,
  });
  return fc.tuple(fc.oneof(known(false), known(true)), extra).map(([values, more]) => {
    const entries = Object.entries({ ...(more ?? {}), ...values }).filter(([, value]) => value !== undefined);
    return Object.fromEntries(entries);
  });
}

type MultipartValue = string | FilePart | string[];

/** A file for a field: mostly of the kind its name suggests, else the other kind, nothing or junk. */
function filePart(name: string, files: SampleFiles): fc.Arbitrary<FilePart> {
  const png = { filename: 'picture.png', contentType: 'image/png', content: files.png };
  const mp4 = { filename: 'clip.mp4', contentType: 'video/mp4', content: files.mp4 };
  const [fitting, other] = name.includes('video') ? [mp4, png] : [png, mp4];
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(fitting) },
    { weight: 1, arbitrary: fc.constant(other) },
    {
      weight: 1,
      arbitrary: fc.constant({ filename: '', contentType: 'application/octet-stream', content: Buffer.alloc(0) }),
    },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ maxLength: 64 })
        .map((bytes) => ({ filename: 'x".png', contentType: 'image/png', content: Buffer.from(bytes) })),
    },
  );
}

const asFormValue = (value: unknown): string | string[] => {
  if (value === null) return '';
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** A multipart body's fields and files, from the body schema (binary properties carry files). */
function formFor(schema: JsonSchema, files: SampleFiles): fc.Arbitrary<Record<string, MultipartValue>> {
  const binaries = Object.entries(schema.properties ?? {}).filter(([, child]) => child.format === 'binary');
  const uploads = fc.record(
    Object.fromEntries(binaries.map(([name]) => [name, fc.option(filePart(name, files), { freq: 4 })])),
  );
  return fc.tuple(objectFor(schema), uploads, fc.boolean()).map(([values, chosen, asMethodPut]) => {
    const form: Record<string, MultipartValue> = {};
    for (const [name, value] of Object.entries(values)) {
      const formValue = asFormValue(value);
      form[Array.isArray(formValue) ? `${name}[]` : name] = formValue;
    }
    for (const [name, upload] of Object.entries(chosen)) if (upload) form[name] = upload;
    if (asMethodPut) form._method = 'PUT';
    return form;
  });
}

const BOUNDARY = '----grainfuzz';

/** How a multipart body is spoiled: not at all (mostly), cut short, unterminated, or unlabelled. */
const spoilings = fc.oneof(
  { weight: 12, arbitrary: fc.constant({ kind: 'intact' as const, at: 0 }) },
  { weight: 1, arbitrary: fc.nat().map((at) => ({ kind: 'truncated' as const, at })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'unterminated' as const, at: 0 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('no-boundary', 'wrong-boundary', 'long-boundary').map((kind) => ({ kind, at: 0 })),
  },
);

function multipartBody(schema: JsonSchema, files: SampleFiles) {
  return fc.tuple(formFor(schema, files), spoilings).map(([form, spoil]) => {
    let { payload, headers } = multipart(form, BOUNDARY);
    const type = headers['content-type'];
    if (spoil.kind === 'truncated') payload = payload.subarray(0, spoil.at % Math.max(payload.length, 1));
    if (spoil.kind === 'unterminated') payload = payload.subarray(0, payload.length - `--${BOUNDARY}--\r\n`.length);
    const contentType =
      spoil.kind === 'no-boundary'
        ? 'multipart/form-data'
        : spoil.kind === 'wrong-boundary'
          ? `multipart/form-data; boundary=other`
          : spoil.kind === 'long-boundary'
            ? `multipart/form-data; boundary=${'b'.repeat(300)}`
            : type;
    return { payload, headers: { 'content-type': contentType } };
  });
}

const brokenJson = fc.oneof(
  fc.constantFrom(
    '{"a":',
    '{',
    '',
    'null',
    '"text"',
    '[1,2]',
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{}}}',
  ),
  fc.integer({ min: 1, max: 20_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 1, max: 20_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
);

function jsonBody(schema: JsonSchema) {
  return fc
    .oneof(
      { weight: 8, arbitrary: objectFor(schema).map((value) => JSON.stringify(value)) },
      { weight: 1, arbitrary: jsonGarbage.map((value) => JSON.stringify(value) ?? 'null') },
      { weight: 1, arbitrary: brokenJson },
    )
    .map((payload) => ({ payload, headers: { 'content-type': 'application/json' } }));
}

/** A body as app.inject sends it. */
interface Body {
  payload?: string | Buffer;
  headers: Record<string, string>;
}

const garbageBody: fc.Arbitrary<Body> = fc
  .tuple(
    fc.constantFrom(
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
      'application/json',
      'application/json; charset=utf-16',
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'application/octet-stream',
      'image/png',
      '',
      ';;;',
    ),
    fc.oneof(
      oddText,
      fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
    ),
  )
  .map(([type, payload]): Body => ({ payload, headers: type ? { 'content-type': type } : {} }));

function bodyFor(operation: FuzzOperation, files: SampleFiles): fc.Arbitrary<Body> {
  const documented: Array<fc.Arbitrary<Body>> = Object.entries(operation.bodies).map(([type, schema]) =>
    type.startsWith('multipart/') ? multipartBody(schema, files) : jsonBody(schema),
  );
  if (documented.length === 0) {
    return fc.oneof({ weight: 8, arbitrary: fc.constant({ headers: {} }) }, { weight: 1, arbitrary: garbageBody });
  }
  return fc.oneof(...documented.map((arbitrary) => ({ weight: 8, arbitrary })), { weight: 1, arbitrary: garbageBody });
}

const queryExtras = fc.constantFrom(
  '%zz',
  'a[b]=1',
  '=',
  '&&',
  'page=1&page=2',
  'q=%00',
  'per_page=-1',
  'sort=__proto__',
);

function queryFor(operation: FuzzOperation): fc.Arbitrary<string> {
  const values = fc.record(
    Object.fromEntries(
      operation.query.map(({ name, schema }) => [
        name,
        fc.option(
          fc.oneof({ weight: 4, arbitrary: hintedValue(name) ?? valueFor(schema) }, { weight: 1, arbitrary: oddText }),
          {
            freq: 2,
          },
        ),
      ]),
    ),
  );
  return fc.tuple(values, fc.option(queryExtras, { freq: 8 })).map(([chosen, extra]) => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(chosen)) {
      if (value === null) continue;
      for (const item of [asFormValue(value)].flat()) search.append(name, item);
    }
    const text = [search.toString(), extra ?? ''].filter(Boolean).join('&');
    return text ? `?${text}` : '';
  });
}

function pathFor(operation: FuzzOperation): fc.Arbitrary<string> {
  const ids = fc.tuple(...operation.pathParams.map(() => pathId));
  return ids.map((values) =>
    operation.pathParams.reduce((path, name, index) => path.replace(`{${name}}`, values[index]), operation.path),
  );
}

/** What a forger puts in the Authorization header: made-up tokens and malformed schemes. */
const forgedAuthorization = fc.oneof(
  fc.constantFrom('Bearer', 'Bearer ', 'bearer f0rged', 'Basic YWRtaW46YWRtaW4=', 'Bearer a b', 'Token x', '   '),
  fc.string({ maxLength: 80 }).map((token) => `Bearer ${token.replace(/[^\x20-\x7e]/g, '')}`),
  fc.constant(`Bearer ${'f'.repeat(5000)}`),
);

/** A request to one of the documented operations, with a generated path, query and body. */
export function fuzzRequest(operations: FuzzOperation[], files: SampleFiles): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...operations).chain((operation) =>
    fc
      .record({
        sender: fc.constantFrom<Sender>('admin', 'admin', 'admin', 'staff', 'visitor', 'forger'),
        path: pathFor(operation),
        query: queryFor(operation),
        body: bodyFor(operation, files),
        forged: forgedAuthorization,
      })
      .map(({ sender, path, query, body, forged }) => ({
        operation: `${operation.method} ${operation.path}`,
        sender,
        method: operation.method,
        url: `${path}${query}`,
        headers: sender === 'forger' ? { ...body.headers, authorization: forged } : body.headers,
        payload: body.payload,
      })),
  );
}
