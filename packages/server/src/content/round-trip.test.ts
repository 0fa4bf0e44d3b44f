import fs from 'node:fs/promises';
import path from 'node:path';
import { type ContentTypeDef, contentTypes } from '@grain/contract/content-types';
import { isFileField } from '@grain/contract/fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ContentPath,
  contentSamples,
  createSampleRefs,
  formFields,
  listItems,
  type SampleRefs,
  type Values,
  withUniqueValues,
} from '../../test/content-samples.ts';
import { pruneAllRevisions } from '../../test/editorial.ts';
import { mp4Video, pngImage } from '../../test/fixtures.ts';
import { createTestApp, emptyTrash, type TestApp, testDialect } from '../../test/harness.ts';
import { deleteMediaItemAt, noTraces, storedTraces } from '../../test/media.ts';
import { multipart } from '../../test/multipart.ts';

/** File URLs in answers are built from the host the request came to (no PUBLIC_URL in tests). */
const BASE = '';
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The record the API must answer for stored values: every field, a URL per file field, timestamps. */
function expectedRecord(def: ContentTypeDef, values: Values, refs: SampleRefs): Values {
  const record: Values = { id: expect.any(Number) };
  for (const [name, field] of Object.entries(def.fields)) {
    // A boolean left out takes its default (a search field's noindex: false).
    const value = values[name] ?? (field.kind === 'boolean' && name === 'noindex' ? false : null);
    record[name] = value;
    if (isFileField(field)) {
      record[`${name}_url`] =
        typeof value === 'string' && !value.startsWith('http') ? `${BASE}/storage/${value}` : value;
    }
    // No variants yet: the worker is off in tests, so every image's variants are pending.
    if (field.kind === 'image') record[`${name}_meta`] = null;
  }
  if (def.path === 'blogs') record.category = { id: refs.blogCategoryId, name: 'Sample category' };
  return {
    ...record,
    created_at: expect.stringMatching(ISO_TIMESTAMP),
    updated_at: expect.stringMatching(ISO_TIMESTAMP),
  };
}

/** The upload a multipart update sends for the type's first file field, if it has one. */
async function firstFileUpload(def: ContentTypeDef) {
  const entry = Object.entries(def.fields).find(([, field]) => isFileField(field));
  if (!entry) return undefined;
  const [name, field] = entry;
  const file =
    field.kind === 'video'
      ? { filename: 'workshop.mp4', contentType: 'video/mp4', content: mp4Video() }
      : { filename: 'photo.png', contentType: 'image/png', content: await pngImage() };
  const extension = field.kind === 'video' ? 'mp4' : 'png';
  return { name, file, stored: new RegExp(`^${field.folder}/[0-9a-f-]{36}\\.${extension}$`) };
}

describe(`content round trip (${testDialect})`, () => {
  let t: TestApp;
  let refs: SampleRefs;

  beforeAll(async () => {
    t = await createTestApp();
    refs = await createSampleRefs(t);
  });
  afterAll(() => t.close());

  const read = (def: ContentTypeDef, id: number | string) =>
    t.asAdmin({ method: 'GET', url: `/api/${def.path}/${id}` });

  it.each(contentTypes)('creates, reads, updates and deletes a $singular', async (def) => {
    const sample = contentSamples(refs)[def.path as ContentPath];
    const values = withUniqueValues(def, sample.create);
    const name = capitalised(def.singular);

    // Create (JSON) and read back, one by id and in the public list.
    const created = await t.asAdmin({ method: 'POST', url: `/api/${def.path}`, payload: values });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      success: true,
      message: `${name} created successfully`,
      data: expectedRecord(def, values, refs),
    });
    const record = created.json().data;
    expect((await t.app.inject({ method: 'GET', url: `/api/${def.path}/${record.id}` })).json().data).toEqual(record);
    const list = await t.app.inject({ method: 'GET', url: `/api/${def.path}` });
    expect(listItems(list.json().data)).toContainEqual(record);

    // Update with JSON: only the sent fields change.
    const put = await t.asAdmin({ method: 'PUT', url: `/api/${def.path}/${record.id}`, payload: sample.update });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      success: true,
      message: `${name} updated successfully`,
      data: {
        ...expectedRecord(def, { ...values, ...sample.update }, refs),
        id: record.id,
        created_at: record.created_at,
      },
    });
    expect(put.json().data.updated_at >= record.updated_at).toBe(true);

    // Update as a browser form does: every field as text, booleans as 1/0, a file when chosen.
    const upload = await firstFileUpload(def);
    const form = { ...formFields(values), ...(def.hasActiveFlag ? { is_active: '0' } : {}) };
    const posted = await t.asAdmin({
      method: 'POST',
      url: `/api/${def.path}/${record.id}`,
      ...multipart({ ...form, _method: 'PUT', ...(upload ? { [upload.name]: upload.file } : {}) }),
    });
    expect(posted.statusCode).toBe(200);
    const updated = posted.json().data;
    const storedFile = upload ? updated[upload.name] : undefined;
    if (upload) {
      expect(storedFile).toMatch(upload.stored);
      expect(await fs.readFile(path.join(t.config.storageDir, storedFile))).toEqual(upload.file.content);
    }
    expect(updated).toEqual({
      ...expectedRecord(
        def,
        {
          ...values,
          ...(def.hasActiveFlag ? { is_active: false } : {}),
          ...(upload ? { [upload.name]: storedFile } : {}),
        },
        refs,
      ),
      id: record.id,
      created_at: record.created_at,
    });
    expect(await read(def, record.id).then((response) => response.json().data)).toEqual(updated);

    // Delete: the record is gone; its uploaded file stays, as a library item, until the item is deleted.
    const deleted = await t.asAdmin({ method: 'DELETE', url: `/api/${def.path}/${record.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: `${name} deleted successfully`, data: null });
    const after = await read(def, record.id);
    expect(after.statusCode).toBe(404);
    expect(after.json()).toEqual({ success: false, message: `${name} not found` });
    if (storedFile) await fs.stat(path.join(t.config.storageDir, storedFile));
    await emptyTrash(t);
    await pruneAllRevisions(t);
    if (storedFile) {
      // A picture keeps its untouched original behind it; a video is stored as it came.
      const original = upload?.file.contentType.startsWith('image/') ?? false;
      expect(await storedTraces(t, storedFile)).toMatchObject({ file: true, original, item: true });
      // Nothing uses it any more: deleting the item removes its file with it.
      expect((await deleteMediaItemAt(t, storedFile)).statusCode).toBe(204);
      expect(await storedTraces(t, storedFile)).toEqual(noTraces);
      await expect(fs.stat(path.join(t.config.storageDir, storedFile))).rejects.toThrow();
    }
  });

  it.each(contentTypes)('answers 404 for a $singular that does not exist', async (def) => {
    const missing = { success: false, message: `${capitalised(def.singular)} not found` };
    const malformed = { success: false, message: 'Resource not found' };
    const requests = [
      { method: 'GET', id: 999_999, body: missing },
      { method: 'PUT', id: 999_999, body: missing },
      { method: 'PATCH', id: 999_999, body: missing },
      { method: 'DELETE', id: 999_999, body: missing },
      { method: 'GET', id: 'oak', body: malformed },
      { method: 'PUT', id: '1.5', body: malformed },
      { method: 'DELETE', id: '-1', body: malformed },
    ] as const;
    for (const { method, id, body } of requests) {
      const response = await t.asAdmin({
        method,
        url: `/api/${def.path}/${id}`,
        payload: method === 'GET' ? undefined : {},
      });
      expect({ method, id, status: response.statusCode, body: response.json() }).toEqual({
        method,
        id,
        status: 404,
        body,
      });
    }
  });

  it('answers PATCH like PUT', async () => {
    const def = contentTypes.find((type) => type.path === 'faqs')!;
    const sample = contentSamples(refs).faqs;
    const created = (await t.asAdmin({ method: 'POST', url: '/api/faqs', payload: sample.create })).json().data;
    const patched = await t.asAdmin({ method: 'PATCH', url: `/api/faqs/${created.id}`, payload: { order: 7 } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toEqual({ ...created, order: 7, updated_at: expect.stringMatching(ISO_TIMESTAMP) });
    expect((await read(def, created.id)).json().data.order).toBe(7);
  });

  describe('booleans', () => {
    const spellings: Array<[sent: unknown, stored: boolean]> = [
      [true, true],
      [false, false],
      [1, true],
      [0, false],
      ['1', true],
      ['0', false],
      ['true', true],
      ['false', false],
      ['on', true],
      ['off', false],
    ];

    it.each(spellings)('stores is_active sent as %j in JSON as %s', async (sent, stored) => {
      const response = await t.asAdmin({
        method: 'POST',
        url: '/api/faqs',
        payload: { ...contentSamples(refs).faqs.create, is_active: sent },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().data.is_active).toBe(stored);
    });

    it.each(spellings.filter(([sent]) => typeof sent !== 'boolean'))(
      'stores is_active sent as %j in a form as %s',
      async (sent, stored) => {
        const response = await t.asAdmin({
          method: 'POST',
          url: '/api/faqs',
          ...multipart(formFields({ ...contentSamples(refs).faqs.create, is_active: sent })),
        });
        expect(response.statusCode).toBe(201);
        expect(response.json().data.is_active).toBe(stored);
      },
    );

    it('refuses a word that is not a boolean', async () => {
      const response = await t.asAdmin({
        method: 'POST',
        url: '/api/faqs',
        payload: { ...contentSamples(refs).faqs.create, is_active: 'maybe' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ is_active: ['The is active field must be true or false.'] });
    });
  });
});
