import { type ContentTypeDef, contentTypes } from '@grain/contract/content-types';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ContentPath,
  contentSamples,
  createSample,
  createSampleRefs,
  formFields,
  type SampleRefs,
  type Values,
} from '../../test/content-samples.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';

/** Every write route of a content type, as a request against one existing record. */
const writeRoutes: Array<{ route: string; request: (def: ContentTypeDef, id: number, body: Values) => InjectOptions }> =
  [
    { route: 'POST create', request: (def, _id, body) => ({ method: 'POST', url: `/api/${def.path}`, payload: body }) },
    { route: 'PUT', request: (def, id, body) => ({ method: 'PUT', url: `/api/${def.path}/${id}`, payload: body }) },
    { route: 'PATCH', request: (def, id, body) => ({ method: 'PATCH', url: `/api/${def.path}/${id}`, payload: body }) },
    {
      route: 'POST with _method=PUT',
      request: (def, id, body) => ({
        method: 'POST',
        url: `/api/${def.path}/${id}`,
        ...multipart({ ...formFields(body), _method: 'PUT' }),
      }),
    },
    { route: 'DELETE', request: (def, id) => ({ method: 'DELETE', url: `/api/${def.path}/${id}` }) },
  ];

const callers = [
  { caller: 'without a token', status: 401, message: 'Unauthenticated.', token: () => undefined },
  { caller: 'with an unknown token', status: 401, message: 'Unauthenticated.', token: () => 'not-a-real-token' },
  {
    caller: 'with the staff token',
    status: 403,
    message: 'This action requires an editor or an administrator.',
    token: (t: TestApp) => t.staffToken,
  },
];

describe('content write access', () => {
  let t: TestApp;
  let refs: SampleRefs;
  const existing = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp();
    refs = await createSampleRefs(t);
    for (const def of contentTypes) existing.set(def.path, (await createSample(t, def, refs)).id);
  });
  afterAll(() => t.close());

  const adminList = async (def: ContentTypeDef) =>
    (await t.asAdmin({ method: 'GET', url: `/api/${def.path}?per_page=100` })).json().data;

  describe.each(contentTypes)('$path', (def) => {
    const cases = writeRoutes.flatMap((route) => callers.map((caller) => ({ ...route, ...caller })));

    it.each(cases)(
      'refuses $route $caller with $status and changes nothing',
      async ({ request, token, status, message }) => {
        const before = await adminList(def);
        const sample = contentSamples(refs)[def.path as ContentPath];
        const options = request(def, existing.get(def.path)!, { ...sample.create, ...sample.update });
        const bearer = token(t);
        const response = await t.app.inject({
          ...options,
          headers: { ...options.headers, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
        });

        expect(response.statusCode).toBe(status);
        expect(response.json()).toEqual({ success: false, message });
        expect(await adminList(def)).toEqual(before);
      },
    );
  });
});
