import { chooseUsSections, faqs } from '@grain/contract/content-types';
import { messages } from '@grain/contract/fields';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, pngPart, productBody } from '../../test/catalogue-fixtures.ts';
import { contentSamples, createSampleRefs, formFields, type SampleRefs } from '../../test/content-samples.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';
import { up as normaliseStoredText } from '../db/migrations/0003-normalise-line-endings.ts';

/** Content tables are typed by their contract definitions, not by the schema interface. */
// biome-ignore lint/suspicious/noExplicitAny: see above.
const rawDb = (t: TestApp) => t.app.grain.db as unknown as Kysely<any>;

const crlfTitle = 'Honest Materials,\r\nPatient Craft,\r\nWork That Lasts';
const lfTitle = 'Honest Materials,\nPatient Craft,\nWork That Lasts';

describe('line endings of stored text', () => {
  let t: TestApp;
  let refs: SampleRefs;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: {
        loginFailuresPerEmail: { points: 100, durationSeconds: 60 },
        loginFailuresPerIp: { points: 100, durationSeconds: 60 },
        contactPerIp: { points: 100, durationSeconds: 600 },
      },
    });
    refs = await createSampleRefs(t);
  });
  afterAll(() => t.close());

  const chooseUs = () => contentSamples(refs)['choose-us-sections'].create;

  it('stores LF when a multipart update sends CRLF, as browsers post textareas', async () => {
    const created = await t.asAdmin({ method: 'POST', url: '/api/choose-us-sections', payload: chooseUs() });
    const id = created.json().data.id;
    const response = await t.asAdmin({
      method: 'POST',
      url: `/api/choose-us-sections/${id}`,
      ...multipart({ ...formFields(chooseUs()), _method: 'PUT', title: crlfTitle, feature_1_description: 'One\rTwo' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.title).toBe(lfTitle);
    expect(response.json().data.feature_1_description).toBe('One\nTwo');
    const row = await rawDb(t)
      .selectFrom(chooseUsSections.table)
      .select(['title', 'feature_1_description'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: lfTitle, feature_1_description: 'One\nTwo' });
  });

  it('stores LF when a JSON create sends CRLF', async () => {
    const response = await t.asAdmin({
      method: 'POST',
      url: '/api/faqs',
      payload: { question: 'Do you\r\ndeliver?', answer: 'Yes,\r\nwithin\rthe county.', order: 1 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ question: 'Do you\ndeliver?', answer: 'Yes,\nwithin\nthe county.' });
  });

  it('counts a length limit after the line breaks are normalised', async () => {
    const limit = faqs.fields.question.maxLength ?? 0;
    const lines = 'ab\r\n'.repeat(limit / 3).slice(0, -2);
    const fits = lines.replaceAll('\r\n', '\n');
    expect(lines.length).toBeGreaterThan(limit);
    expect(fits.length).toBeLessThanOrEqual(limit);
    const accepted = await t.asAdmin({
      method: 'POST',
      url: '/api/faqs',
      payload: { question: lines, answer: 'A', order: 2 },
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().data.question).toBe(fits);

    const refused = await t.asAdmin({
      method: 'POST',
      url: '/api/faqs',
      payload: { question: `${fits}\r\nx`.padEnd(limit + 3, 'x'), answer: 'A', order: 3 },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ question: [messages.maxLength('question', limit)] });
  });

  it('drops control characters from text, the same on both databases', async () => {
    const response = await t.asAdmin({
      method: 'POST',
      url: '/api/faqs',
      payload: { question: 'Oak\u0000 or\u0007 ash\u001b?', answer: 'Both.\u007f', order: 4 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ question: 'Oak or ash?', answer: 'Both.' });
  });

  it("normalises a product's description, specification lines and feature lines", async () => {
    const categoryId = await createCategory(t, 'Tables');
    const response = await t.asAdmin({
      method: 'POST',
      url: '/api/products',
      ...multipart({
        ...formFields(productBody(categoryId)),
        short_description: 'Solid oak,\r\noiled by hand.',
        'specifications[]': ['Material: Oak\r', 'Finish:\r\nOil'],
        features: 'Seats six\r\nExtends\r\n',
      }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      short_description: 'Solid oak,\noiled by hand.',
      specifications: [
        { key: 'Material', value: 'Oak' },
        { key: 'Finish', value: 'Oil' },
      ],
      features: ['Seats six', 'Extends'],
    });
  });

  it('normalises a contact message, and drops NUL from it for an anonymous visitor', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact/send',
      payload: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        message: 'Hello,\r\nA quote\u0000 please.',
      },
    });
    expect(response.statusCode).toBe(201);
    const stored = await t.app.grain.db
      .selectFrom('contact_messages')
      .select('message')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored.message).toBe('Hello,\nA quote please.');
  });

  it('the migration rewrites text stored with CRLF, CR or control characters, and nothing else', async () => {
    const db = rawDb(t);
    const created = await t.asAdmin({ method: 'POST', url: '/api/choose-us-sections', payload: chooseUs() });
    const id = created.json().data.id;
    await db
      .updateTable('choose_us_sections')
      .set({ title: crlfTitle, overlay_text: 'One\rTwo\u0001', updated_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', id)
      .execute();
    const untouched = await db.selectFrom('choose_us_sections').selectAll().where('id', '!=', id).execute();

    await normaliseStoredText(db, t.app.grain.dialect);

    const row = await db.selectFrom('choose_us_sections').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: lfTitle, overlay_text: 'One\nTwo', updated_at: '2020-01-01T00:00:00.000Z' });
    expect(await db.selectFrom('choose_us_sections').selectAll().where('id', '!=', id).execute()).toEqual(untouched);
  });
});

describe('a save that changes nothing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('leaves the record, its updated_at included, byte-identical', async () => {
    const refs = await createSampleRefs(t);
    const values = { ...contentSamples(refs)['choose-us-sections'].create, title: lfTitle };
    const created = await t.asAdmin({ method: 'POST', url: '/api/choose-us-sections', payload: values });
    const id = created.json().data.id;
    const read = async () => (await t.asAdmin({ method: 'GET', url: `/api/choose-us-sections/${id}` })).body;
    const before = await read();
    await new Promise((resolve) => setTimeout(resolve, 5));

    const saved = await t.asAdmin({
      method: 'POST',
      url: `/api/choose-us-sections/${id}`,
      ...multipart({ ...formFields(values), _method: 'PUT', title: crlfTitle }),
    });
    expect(saved.statusCode).toBe(200);
    expect(await read()).toBe(before);

    const changed = await t.asAdmin({
      method: 'PUT',
      url: `/api/choose-us-sections/${id}`,
      payload: { overlay_text: 'Changed' },
    });
    expect(changed.json().data.updated_at).not.toBe(JSON.parse(before).data.updated_at);
  });

  it('leaves a product with its gallery, specification and feature lines byte-identical', async () => {
    const categoryId = await createCategory(t, 'Tables');
    const fields = {
      ...formFields(productBody(categoryId, { description: 'Solid oak.\nOiled by hand.' })),
      'specifications[]': ['Material: Oak', 'Width: 180 cm'],
      'features[]': ['Seats eight', 'Extendable'],
    };
    const created = await t.asAdmin({
      method: 'POST',
      url: '/api/products',
      ...multipart({ ...fields, image: await pngPart(), 'gallery[]': [await pngPart('a.png')] }),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const read = async () => (await t.asAdmin({ method: 'GET', url: `/api/products/${id}` })).body;
    const before = await read();
    await new Promise((resolve) => setTimeout(resolve, 5));

    const saved = await t.asAdmin({
      method: 'POST',
      url: `/api/products/${id}`,
      ...multipart({ ...fields, _method: 'PUT', description: 'Solid oak.\r\nOiled by hand.' }),
    });
    expect(saved.statusCode).toBe(200);
    expect(await read()).toBe(before);

    const changed = await t.asAdmin({
      method: 'POST',
      url: `/api/products/${id}`,
      ...multipart({ ...fields, _method: 'PUT', 'features[]': ['Seats eight'] }),
    });
    expect(changed.json().data.features).toEqual(['Seats eight']);
    expect(changed.json().data.updated_at).not.toBe(JSON.parse(before).data.updated_at);
  });
});
