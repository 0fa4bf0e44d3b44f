import type { ContactFormRefusal } from '@grain/contract/contact-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, productBody } from '../../test/catalogue-fixtures.ts';
import { contactRateLimits, validContactMessage as valid } from '../../test/contact.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/harness.ts';
import { type StandInWebBuild, writeStandInWebBuild } from '../../test/web-build.ts';

/** A product enquiry (issue 48): a message about one product, by the API and by the page's own form post. */

const UNKNOWN = 'The product you are asking about is not in our catalogue.';
const SITE = 'http://grain.test';

describe(`product enquiries (${testDialect})`, () => {
  let build: StandInWebBuild;
  let t: TestApp;
  let category: number;
  let oak: number;
  let hidden: number;

  beforeAll(async () => {
    build = await writeStandInWebBuild({ page: '<h1>Contact Us</h1>' });
    t = await createTestApp({ webDistDir: build.dir, rateLimits: contactRateLimits(1000) });
    category = await createCategory(t, 'Tables');
    oak = (await createProduct(t, productBody(category, { name: 'Oak Dining Table', sku: 'OAK-1' }))).id;
    hidden = (await createProduct(t, productBody(category, { name: 'Secret Chair', sku: 'SEC-1', is_active: false })))
      .id;
  });
  afterAll(async () => {
    await t.close();
    await build.remove();
  });

  const send = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/contact/send', payload });
  const storedMessages = () => t.app.grain.db.selectFrom('contact_messages').selectAll().orderBy('id').execute();
  const adminMessage = async (id: number) =>
    (await t.asAdmin({ method: 'GET', url: `/api/contact-messages/${id}` })).json().data;

  describe('through the API', () => {
    it('records the product and its name, and answers them in the receipt', async () => {
      const response = await send({ ...valid, product_id: oak });
      expect(response.statusCode).toBe(201);
      const { data } = response.json();
      expect(data).toMatchObject({ product_id: oak, product_name: 'Oak Dining Table' });
      const row = (await storedMessages()).find((message) => message.id === data.id);
      expect(row).toMatchObject({ product_id: oak, product_name: 'Oak Dining Table', status: 'new' });
      expect(await adminMessage(data.id)).toMatchObject({
        product_id: oak,
        product_name: 'Oak Dining Table',
        subject: 'Enquiry about Oak Dining Table',
      });
    });

    it('takes the id as digits too, and a blank or null one as a general message', async () => {
      expect((await send({ ...valid, product_id: String(oak) })).json().data.product_id).toBe(oak);
      for (const product_id of ['', null]) {
        const response = await send({ ...valid, product_id });
        expect(response.statusCode).toBe(201);
        expect(response.json().data).toMatchObject({ product_id: null, product_name: null });
      }
    });

    it.each([
      ['a product that does not exist', () => 999999],
      ['a product visitors cannot see', () => hidden],
      ['an id that is not a whole number', () => 'oak'],
      ['a negative id', () => -3],
      ['a fraction', () => 1.5],
    ])('refuses %s with 422 on product_id, storing nothing', async (_case, productId) => {
      const before = (await storedMessages()).length;
      const response = await send({ ...valid, product_id: productId() });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ success: false, message: UNKNOWN, errors: { product_id: [UNKNOWN] } });
      expect(await storedMessages()).toHaveLength(before);
    });

    it("reports the form's own problems first, the product's beside them", async () => {
      const response = await send({ ...valid, first_name: ' ', product_id: 999999 });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        success: false,
        message: 'All fields are required',
        errors: { first_name: ['All fields are required'], product_id: [UNKNOWN] },
      });
    });

    it('keeps the name of a product that is deleted, and links it again once it is restored', async () => {
      const stool = await createProduct(t, productBody(category, { name: 'Ash Stool', sku: 'ASH-1' }));
      const { id } = (await send({ ...valid, product_id: stool.id })).json().data;
      expect((await t.asAdmin({ method: 'DELETE', url: `/api/products/${stool.id}` })).statusCode).toBe(200);

      expect(await adminMessage(id)).toMatchObject({
        product_id: null,
        product_name: 'Ash Stool',
        subject: 'Enquiry about Ash Stool',
      });
      const filtered = await t.asAdmin({ method: 'GET', url: `/api/contact-messages?product_id=${stool.id}` });
      expect(filtered.json().data.data.map((message: { id: number }) => message.id)).toEqual([id]);
      // A gone product takes no new enquiries.
      expect((await send({ ...valid, product_id: stool.id })).statusCode).toBe(422);

      const trash = (await t.asAdmin({ method: 'GET', url: '/api/editorial/trash' })).json().data.data;
      const entry = trash.find((item: { record_id: number }) => item.record_id === stool.id);
      await t.asAdmin({ method: 'POST', url: `/api/editorial/trash/${entry.id}/restore` });
      expect((await adminMessage(id)).product_id).toBe(stool.id);
    });
  });

  describe('through the page without the app (POST /contact)', () => {
    const post = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/contact',
        headers: { host: 'grain.test', origin: SITE, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });

    /** The refused form the stand-in renderer was given, as its page shows it. */
    const refusalOf = (html: string): ContactFormRefusal =>
      JSON.parse((html.match(/<output>(.*)<\/output>/s)?.[1] ?? '').replace(/&lt;/g, '<').replace(/&amp;/g, '&'));

    it('stores the product of the hidden field', async () => {
      const response = await post({ ...valid, message: 'Posted about oak.', product_id: String(oak), website: '' });
      expect(response.statusCode).toBe(303);
      const row = (await storedMessages()).at(-1);
      expect(row).toMatchObject({ message: 'Posted about oak.', product_id: oak, product_name: 'Oak Dining Table' });
    });

    it('renders a refused post again with the product named, so it is posted again', async () => {
      const before = (await storedMessages()).length;
      const response = await post({ ...valid, email: 'ada@example', product_id: String(oak) });
      expect(response.statusCode).toBe(422);
      expect(refusalOf(response.body)).toEqual({
        message: 'Please enter a valid email address',
        invalid: ['email'],
        values: { ...valid, email: 'ada@example' },
        product: { id: oak, name: 'Oak Dining Table' },
      });
      expect(await storedMessages()).toHaveLength(before);
    });

    it('refuses an unknown product with its message, the page then without it', async () => {
      const response = await post({ ...valid, product_id: '999999' });
      expect(response.statusCode).toBe(422);
      expect(refusalOf(response.body)).toEqual({ message: UNKNOWN, invalid: [], values: valid, product: null });
    });

    it('keeps the product on the page that answers a post over the rate limit', async () => {
      const limited = await createTestApp({ webDistDir: build.dir, rateLimits: contactRateLimits(1) });
      try {
        const table = await createProduct(limited, productBody(await createCategory(limited, 'Tables')));
        const postTo = (fields: Record<string, string>) =>
          limited.app.inject({
            method: 'POST',
            url: '/contact',
            headers: { host: 'grain.test', origin: SITE, 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams(fields).toString(),
          });
        expect((await postTo({ ...valid, product_id: String(table.id) })).statusCode).toBe(303);
        const refused = await postTo({ ...valid, product_id: String(table.id) });
        expect(refused.statusCode).toBe(429);
        expect(refusalOf(refused.body).product).toEqual({ id: table.id, name: 'Oak Dining Table' });
      } finally {
        await limited.close();
      }
    });
  });
});
