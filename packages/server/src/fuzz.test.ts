import os from 'node:os';
import { productInputSchema } from '@grain/contract/catalogue';
import { contactFormSchema } from '@grain/contract/contact';
import { contentTypes } from '@grain/contract/content-types';
import { recordSchema } from '@grain/contract/fields';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { mp4Video, pngImage } from '../test/fixtures.ts';
import { type OpenApiDocument, operationsOf } from '../test/fuzz/operations.ts';
import { type FuzzRequest, fuzzRequest } from '../test/fuzz/requests.ts';
import { createTestApp, type TestApp, testDialect } from '../test/harness.ts';
import { findTokenOwner, issueToken } from './auth/tokens.ts';
import { configFromEnv } from './config.ts';
import { seedDemoContentIfNew } from './demo/seed.ts';

// 5,000 requests per database by default (the suite runs on SQLite and on PostgreSQL), from a
// fixed seed so that a failure reproduces; FUZZ_SEED and FUZZ_RUNS explore further.
const RUNS = Number(process.env.FUZZ_RUNS ?? 5000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);

type Row = Record<string, unknown>;

/** `{ success: false, message }`, as every refusal must be. */
function isRefusalEnvelope(body: string): boolean {
  try {
    const parsed = JSON.parse(body);
    return parsed.success === false && typeof parsed.message === 'string';
  } catch {
    return false;
  }
}

interface Failure {
  request: string;
  status: number;
  body: string;
  cause?: string;
}

describe(`fuzzing every documented operation (${testDialect}, seed ${SEED}, ${RUNS} runs)`, () => {
  let t: TestApp;
  // Requests run one at a time: the error a request raised, if any, is the last one seen.
  const seen: { cause?: Error } = {};

  beforeAll(async () => {
    t = await createTestApp({
      // Enough contact posts get through to be stored and checked; login keeps its own limit.
      rateLimits: {
        ...configFromEnv({}, os.tmpdir()).rateLimits,
        contactPerIp: { points: 1_000_000, durationSeconds: 600 },
      },
    });
    t.app.addHook('onError', async (_request, _reply, error) => {
      seen.cause = error;
    });
    await seedDemoContentIfNew({ db: t.database.db, storage: t.app.grain.storage });
    // Drawing the demo's pictures takes a while on a busy machine.
  }, 180_000);
  afterAll(() => t?.close());

  /** The sender's token (a forger's header comes with the request); a sign-out gets a token of its own, so the shared ones stay valid. */
  async function tokenOf(request: FuzzRequest): Promise<string | undefined> {
    const shared = { admin: t.adminToken, staff: t.staffToken }[request.sender as 'admin' | 'staff'];
    if (!shared || !request.url.startsWith('/api/logout')) return shared;
    const owner = await findTokenOwner(t.database.db, shared);
    // A generated request may have ended the sender's sessions (or deactivated them): then 401.
    return owner ? issueToken(t.database.db, owner.user.id, 1) : shared;
  }

  const send = async (request: FuzzRequest) => {
    const token = await tokenOf(request);
    const authorization = token ? { authorization: `Bearer ${token}` } : {};
    return t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: { ...request.headers, ...authorization },
      payload: request.payload,
    });
  };

  const describeRequest = (request: FuzzRequest) =>
    `${request.sender} ${request.method} ${request.url} ${request.headers['content-type'] ?? ''} ${String(request.payload ?? '').slice(0, 300)}`;

  it('answers every generated request with a 4xx envelope or a success, never a 5xx', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as OpenApiDocument;
    // Removing the demo would take away the seeded records the last check reads (an admin's
    // request may succeed): demo/removal.test.ts tests it.
    // Ending sessions would sign the shared admin and staff tokens out: auth/account.test.ts tests it.
    const endsSessions = (operation: { method: string; path: string }) =>
      operation.path.startsWith('/api/account/sessions/') ||
      /^\/api\/users\/[^/]+\/sessions\/end$/.test(operation.path);
    const operations = operationsOf(document).filter(
      (operation) => !(operation.method === 'DELETE' && operation.path === '/api/demo') && !endsSessions(operation),
    );
    expect(operations.length).toBeGreaterThan(100);
    const files = { png: await pngImage(4, 4), mp4: mp4Video() };
    const failures: Failure[] = [];
    const statuses = new Map<number, number>();
    const exercised = new Set<string>();

    await fc.assert(
      fc.asyncProperty(fuzzRequest(operations, files), async (request) => {
        exercised.add(request.operation);
        const response = await send(request);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode >= 500 || (response.statusCode >= 400 && !isRefusalEnvelope(response.body))) {
          failures.push({
            request: describeRequest(request),
            status: response.statusCode,
            body: response.body.slice(0, 300),
            cause: seen.cause?.stack?.split('\n').slice(0, 4).join(' | '),
          });
        }
        seen.cause = undefined;
      }),
      { numRuns: RUNS, seed: SEED },
    );

    console.info(`fuzz (${testDialect}): answers by status`, Object.fromEntries([...statuses].sort()));
    expect(failures.slice(0, 10)).toEqual([]);
    // Some 40 requests per operation by default: every one of them is reached.
    if (RUNS >= 10 * operations.length) expect(exercised.size).toBe(operations.length);
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
  }, 600_000);

  /** Every record of a list, page by page when the list is paged. */
  async function listAll(url: string): Promise<Row[]> {
    const rows: Row[] = [];
    for (let page = 1; ; page++) {
      const separator = url.includes('?') ? '&' : '?';
      const response = await t.asAdmin({ url: `${url}${separator}per_page=100&page=${page}` });
      expect(response.statusCode, url).toBe(200);
      const data = response.json().data;
      if (Array.isArray(data)) return data;
      rows.push(...data.data);
      if (page >= data.last_page) return rows;
    }
  }

  /** A stored record parses with the contract's schema, and its text is already as the schema leaves it. */
  function expectValid(schema: z.ZodType, record: Row, label: string) {
    const parsed = schema.safeParse(record);
    expect(parsed.error?.issues ?? [], `${label} ${JSON.stringify(record).slice(0, 500)}`).toEqual([]);
    for (const [name, value] of Object.entries(parsed.data as Row)) {
      if (typeof value === 'string') expect(record[name], `${label}.${name}`).toBe(value);
    }
  }

  it('leaves only records that parse with the contract schemas', async () => {
    let checked = 0;
    for (const def of contentTypes) {
      for (const record of await listAll(`/api/${def.path}`)) {
        expectValid(recordSchema(def.fields), record, `${def.path} ${record.id}`);
        checked++;
      }
    }
    for (const product of await listAll('/api/products/allproducts')) {
      expectValid(productInputSchema, product, `product ${product.id}`);
      checked++;
    }
    for (const message of await listAll('/api/contact-messages')) {
      expectValid(contactFormSchema, message, `contact message ${message.id}`);
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });
});
