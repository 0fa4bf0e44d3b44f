import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialect } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';
import { MAX_JSON_DEPTH } from './body-parsers.ts';

const faq = { question: 'Do you deliver?', answer: 'Anywhere in the country.' };

/** A multipart body holding a valid FAQ, for spoiling. */
const faqForm = () => multipart(faq, 'grainboundary');
const multipartType = 'multipart/form-data; boundary=grainboundary';

describe(`client mistakes answer 4xx in the envelope (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const faqCount = async () => (await t.app.inject({ url: '/api/faqs' })).json().data.length;

  async function expectRefusal(request: InjectOptions, status: number, message: string) {
    const before = await faqCount();
    const response = await t.asAdmin(request);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ success: false, message });
    expect(await faqCount()).toBe(before);
  }

  describe('a malformed or truncated multipart body is a 400', () => {
    const malformed = 'The multipart body is malformed or incomplete.';
    const post = (payload: Buffer | string, contentType = multipartType): InjectOptions => ({
      method: 'POST',
      url: '/api/faqs',
      headers: { 'content-type': contentType },
      payload,
    });

    it('without a boundary', () => expectRefusal(post(faqForm().payload, 'multipart/form-data'), 400, malformed));

    it('without its closing boundary', () => {
      const { payload } = faqForm();
      return expectRefusal(post(payload.subarray(0, payload.length - '--grainboundary--\r\n'.length)), 400, malformed);
    });

    it('cut off inside a part', () => expectRefusal(post(faqForm().payload.subarray(0, 60)), 400, malformed));

    it('with a boundary longer than multipart allows', () =>
      expectRefusal(post(faqForm().payload, `multipart/form-data; boundary=${'b'.repeat(300)}`), 400, malformed));

    it('with an empty boundary', () =>
      expectRefusal(post(faqForm().payload, 'multipart/form-data; boundary='), 400, malformed));

    it('on an update too, leaving the record as it was', async () => {
      const created = await t.asAdmin({ method: 'POST', url: '/api/faqs', payload: faq });
      const id = created.json().data.id;
      const { payload } = multipart({ _method: 'PUT', question: 'Changed?' }, 'grainboundary');
      const response = await t.asAdmin({ ...post(payload.subarray(0, 70)), url: `/api/faqs/${id}` });
      expect(response.statusCode).toBe(400);
      expect((await t.app.inject({ url: `/api/faqs/${id}` })).json().data.question).toBe(faq.question);
    });
  });

  describe('a body the route does not read is a 415', () => {
    const unsupported = 'Unsupported content type.';
    for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
      it(`${type} on a write`, () =>
        expectRefusal(
          { method: 'POST', url: '/api/faqs', headers: { 'content-type': type }, payload: 'question=Why' },
          415,
          unsupported,
        ));
    }

    it('text/plain on an update', async () => {
      const response = await t.asAdmin({
        method: 'PUT',
        url: '/api/faqs/1',
        headers: { 'content-type': 'text/plain' },
        payload: '{"question":"x"}',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ success: false, message: unsupported });
    });

    it('multipart on a JSON-only route (sign-in, contact form)', async () => {
      for (const url of ['/api/login', '/api/contact/send']) {
        const { payload, headers } = multipart({ email: 'admin@grain.test', password: 'admin-password' });
        const response = await t.app.inject({ method: 'POST', url, payload, headers });
        expect(response.statusCode, url).toBe(415);
        expect(response.json()).toEqual({ success: false, message: 'This request takes a JSON body.' });
      }
    });
  });

  describe('JSON bodies', () => {
    const json = (payload: string): InjectOptions => ({
      method: 'POST',
      url: '/api/faqs',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    const tooDeep = `The JSON body may not nest deeper than ${MAX_JSON_DEPTH} levels.`;

    it('over the size limit are a 413', () =>
      expectRefusal(
        json(JSON.stringify({ ...faq, answer: 'x'.repeat(3 * 1024 * 1024) })),
        413,
        'The request body is too large.',
      ));

    it('nested 10,000 levels deep are a 400, as arrays and as objects', async () => {
      await expectRefusal(json(`${'['.repeat(10_000)}${']'.repeat(10_000)}`), 400, tooDeep);
      await expectRefusal(json(`{"question":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_001)}`), 400, tooDeep);
    });

    it('nested deep within the limit are read (and then validated)', async () => {
      const nested = `${'['.repeat(MAX_JSON_DEPTH - 1)}1${']'.repeat(MAX_JSON_DEPTH - 1)}`;
      const response = await t.asAdmin(json(`{"question":${nested},"answer":"A"}`));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ question: ['The question field must be a string.'] });
    });

    it('with brackets inside strings are not counted as nesting', async () => {
      const response = await t.asAdmin(json(JSON.stringify({ ...faq, answer: '[{'.repeat(1000) })));
      expect(response.statusCode).toBe(201);
      expect(response.json().data.answer).toBe('[{'.repeat(1000));
    });
  });

  describe('ids are plain decimal digits within range', () => {
    let id16: number;
    beforeAll(async () => {
      // FAQ 16 exists, so that a lenient reading of `0x10` or `1.6e1` would find it.
      for (let made = 0; made < 16; made++) {
        const created = await t.asAdmin({ method: 'POST', url: '/api/faqs', payload: { ...faq, answer: `A${made}` } });
        id16 = created.json().data.id;
      }
      while (id16 < 16) {
        const created = await t.asAdmin({ method: 'POST', url: '/api/faqs', payload: faq });
        id16 = created.json().data.id;
      }
    });

    const odd = ['0x10', '1.6e1', '%20%2016', '16%20', '+16', '016', '16.0', '-16', '0', '99999999999999999999'];
    const sixteen = () => odd.map((id) => id.replace(/16/g, String(id16)));

    it('answer 404 to any other spelling, on read, update and delete', async () => {
      for (const id of sixteen()) {
        for (const method of ['GET', 'PUT', 'DELETE'] as const) {
          const response = await t.asAdmin({
            method,
            url: `/api/faqs/${id}`,
            payload: method === 'PUT' ? faq : undefined,
          });
          expect(response.statusCode, `${method} ${id}`).toBe(404);
          expect(response.json(), `${method} ${id}`).toEqual({ success: false, message: 'Resource not found' });
        }
      }
      expect((await t.app.inject({ url: `/api/faqs/${id16}` })).statusCode).toBe(200);
    });

    it('answer 404 past the largest id, and read the plain id', async () => {
      expect((await t.app.inject({ url: '/api/faqs/2147483648' })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/api/faqs/2147483647' })).json()).toEqual({
        success: false,
        message: 'FAQ not found',
      });
      expect((await t.app.inject({ url: `/api/faqs/${id16}` })).json().data.id).toBe(id16);
    });

    it('refuse a filter id in another spelling with the field error', async () => {
      const response = await t.app.inject({ url: '/api/blogs?category_id=0x1' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ category_id: ['The selected category is invalid.'] });
    });
  });

  describe('addresses Fastify cannot route', () => {
    it('answer invalid percent-encoding with a 400 in the envelope', async () => {
      const response = await t.app.inject({ url: '/api/faqs/%ff' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'The request address is not valid percent-encoding.',
      });
    });

    it('answer an overlong path segment with a 414 in the envelope', async () => {
      const response = await t.app.inject({ url: `/api/faqs/${'1'.repeat(150)}` });
      expect(response.statusCode).toBe(414);
      expect(response.json()).toEqual({ success: false, message: 'A part of the request address is too long.' });
    });
  });

  describe('control characters and NUL outside stored fields', () => {
    it('in a search are a refusal naming the parameter, not a database failure', async () => {
      for (const url of ['/api/faqs?q=a%00b', '/api/products/search?q=%00%01', '/api/blogs?q=%00&sort=title']) {
        const response = await t.app.inject({ url });
        expect(response.statusCode, url).toBe(422);
        expect(response.json().errors, url).toEqual({ q: ['The q field must not contain control characters.'] });
      }
    });

    it('in a sign-in are a refusal, not a database failure', async () => {
      const withNul = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'admin@grain.test\u0000', password: 'admin-password' },
      });
      expect(withNul.statusCode).toBe(422);
      const passwordWithNul = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'staff@grain.test', password: 'x\u0000' },
      });
      expect(passwordWithNul.statusCode).toBe(401);
    });

    it('a form field named after a prototype property is a 400', async () => {
      const { payload } = multipart({ constructor: 'x', ...faq }, 'grainboundary');
      await expectRefusal(
        { method: 'POST', url: '/api/faqs', headers: { 'content-type': multipartType }, payload },
        400,
        'A form field may not be named after an object prototype property.',
      );
    });
  });
});
