import { banners, blogCategories, blogs, services } from '@grain/contract/content-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, pngPart, productBody } from '../../test/catalogue-fixtures.ts';
import { contentSamples, createRecord } from '../../test/content-samples.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';
import { type StandInWebBuild, writeStandInWebBuild } from '../../test/web-build.ts';

const origin = 'https://grain.example.com';

describe(`drafts: isolation, publish, discard (${testDialect})`, () => {
  let t: TestApp;
  let build: StandInWebBuild;
  let blogCategoryId: number;
  let categoryId: number;

  beforeAll(async () => {
    build = await writeStandInWebBuild({ page: '<h1>Grain</h1>' });
    t = await createTestApp({ webDistDir: build.dir, publicUrl: origin });
    blogCategoryId = (await createRecord(t, blogCategories, { name: 'Tips', slug: 'tips', description: 'Tips.' })).id;
    categoryId = await createCategory(t, 'Tables');
  });
  afterAll(async () => {
    await t.close();
    await build.remove();
  });

  const anonymous = (url: string) => t.app.inject({ method: 'GET', url });
  const saveDraft = (path: string, id: number, payload: Record<string, unknown>) =>
    t.asAdmin({ method: 'PUT', url: `/api/editorial/${path}/records/${id}/draft`, payload });
  const publish = (draftId: number, payload?: Record<string, unknown>) =>
    t.asAdmin({ method: 'POST', url: `/api/editorial/drafts/${draftId}/publish`, payload });

  /** Every public answer a visitor may get of the record: its list, its own answer, twice (the second from the cache). */
  async function publicTexts(path: string, id: number): Promise<string> {
    const answers: string[] = [];
    for (let round = 0; round < 2; round += 1) {
      answers.push((await anonymous(`/api/${path}`)).body, (await anonymous(`/api/${path}/${id}`)).body);
    }
    answers.push((await anonymous('/sitemap.xml')).body, (await anonymous('/feed.xml')).body);
    return answers.join('\n');
  }

  const cases = () => {
    const samples = contentSamples({ blogCategoryId });
    return [
      { path: banners.path, create: () => createRecord(t, banners, samples.banners.create), field: 'title' },
      { path: services.path, create: () => createRecord(t, services, samples.services.create), field: 'title' },
      { path: blogs.path, create: () => createRecord(t, blogs, samples.blogs.create), field: 'title' },
      {
        path: 'products',
        create: () => createProduct(t, productBody(categoryId, { sku: 'ISO-1' })),
        field: 'name',
      },
    ];
  };

  it('keeps a draft of a banner, a service, a blog post and a product out of every public answer until published', async () => {
    for (const { path, create, field } of cases()) {
      const record = await create();
      const before = await publicTexts(path, record.id);
      const draftValue = `Draft value of ${path}`;
      const saved = await saveDraft(path, record.id, { [field]: draftValue });
      expect(saved.statusCode, saved.body).toBe(200);
      const draft = saved.json().data;
      expect(draft).toMatchObject({ collection: path, record_id: record.id, version: 1 });
      expect(draft.data[field]).toBe(draftValue);
      expect(draft.base_updated_at).toBe(record.updated_at);

      const during = await publicTexts(path, record.id);
      expect(during).not.toContain(draftValue);
      // The admin's own read of the live record is unchanged too.
      const adminRead = await t.asAdmin({ method: 'GET', url: `/api/${path}/${record.id}` });
      expect(adminRead.json().data[field]).toBe(record[field as keyof typeof record]);
      expect(before).not.toContain(draftValue);

      const published = await publish(draft.id);
      expect(published.statusCode, published.body).toBe(200);
      expect(published.json().data.record_id).toBe(record.id);
      expect(published.json().data.record[field]).toBe(draftValue);
      const after = await publicTexts(path, record.id);
      expect(after).toContain(draftValue);
      const gone = await t.asAdmin({ method: 'GET', url: `/api/editorial/drafts/${draft.id}` });
      expect(gone.statusCode).toBe(404);
      const none = await t.asAdmin({ method: 'GET', url: `/api/editorial/${path}/records/${record.id}/draft` });
      expect(none.statusCode).toBe(200);
      expect(none.json()).toMatchObject({ success: true, data: null, message: 'No draft' });
    }
  });

  it('keeps a new record draft invisible until published, then it appears', async () => {
    const samples = contentSamples({ blogCategoryId });
    const title = 'A brand new post not yet out';
    const started = await t.asAdmin({
      method: 'POST',
      url: '/api/editorial/blogs/drafts',
      payload: { ...samples.blogs.create, title },
    });
    expect(started.statusCode, started.body).toBe(201);
    const draft = started.json().data;
    expect(draft.record_id).toBeNull();
    const list = await anonymous('/api/blogs');
    expect(list.body).not.toContain(title);
    expect((await anonymous('/sitemap.xml')).body).not.toContain(title);
    const states = await t.asAdmin({ method: 'GET', url: '/api/editorial/blogs/states' });
    expect(states.json().data.new_drafts).toEqual([
      { draft_id: draft.id, label: title, state: 'draft', updated_at: draft.updated_at, schedules: [] },
    ]);

    const published = await publish(draft.id);
    expect(published.statusCode, published.body).toBe(200);
    const id = published.json().data.record_id;
    expect((await anonymous('/api/blogs')).body).toContain(title);
    expect((await anonymous(`/api/blogs/${id}`)).json().data.title).toBe(title);
  });

  it('answers the states of the records: published, changed', async () => {
    const banner = await createRecord(t, banners, { title: 'State banner' });
    const saved = await saveDraft('banners', banner.id, { subtitle: 'Soon' });
    const states = await t.asAdmin({ method: 'GET', url: '/api/editorial/banners/states' });
    const row = states.json().data.records.find((entry: { record_id: number }) => entry.record_id === banner.id);
    expect(row).toEqual({
      record_id: banner.id,
      state: 'changed',
      draft_id: saved.json().data.id,
      draft_updated_at: saved.json().data.updated_at,
      schedules: [],
    });
    await t.asAdmin({ method: 'DELETE', url: `/api/editorial/drafts/${saved.json().data.id}` });
    const after = await t.asAdmin({ method: 'GET', url: '/api/editorial/banners/states' });
    expect(after.json().data.records.find((entry: { record_id: number }) => entry.record_id === banner.id).state).toBe(
      'published',
    );
  });

  it('discards a draft: the live record stays as published', async () => {
    const banner = await createRecord(t, banners, { title: 'Kept title' });
    const saved = await saveDraft('banners', banner.id, { title: 'Thrown away' });
    const discarded = await t.asAdmin({ method: 'DELETE', url: `/api/editorial/drafts/${saved.json().data.id}` });
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json()).toEqual({ success: true, message: 'Draft discarded', data: null });
    expect((await anonymous(`/api/banners/${banner.id}`)).json().data.title).toBe('Kept title');
    const again = await saveDraft('banners', banner.id, { subtitle: 'x' });
    expect(again.json().data.data.title).toBe('Kept title');
  });

  it('merges saves over the draft and moves its version on; a stale save answers 409 and saves nothing', async () => {
    const banner = await createRecord(t, banners, { title: 'Versioned' });
    const first = (await saveDraft('banners', banner.id, { title: 'One' })).json().data;
    const second = await t.asAdmin({
      method: 'PUT',
      url: `/api/editorial/drafts/${first.id}`,
      payload: { subtitle: 'Two', _version: first.version },
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toMatchObject({ version: 2, data: { title: 'One', subtitle: 'Two' } });
    const stale = await t.asAdmin({
      method: 'PUT',
      url: `/api/editorial/drafts/${first.id}`,
      payload: { title: 'Stale', _version: first.version },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      success: false,
      message: 'Someone else saved this draft after you opened it. Nothing was saved.',
    });
    const read = await t.asAdmin({ method: 'GET', url: `/api/editorial/drafts/${first.id}` });
    expect(read.json().data).toMatchObject({ version: 2, data: { title: 'One' }, updated_by_name: 'Ada Admin' });
  });

  it('refuses a draft value of the wrong type with 422 and saves nothing; blanks are allowed', async () => {
    const service = await createRecord(t, services, contentSamples({ blogCategoryId }).services.create);
    const bad = await saveDraft('services', service.id, { order: 'first', title: 'Not saved' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors, bad.body).toHaveProperty('order');
    const none = await t.asAdmin({ method: 'GET', url: `/api/editorial/services/records/${service.id}/draft` });
    expect(none.json().data).toBeNull();
    const blank = await saveDraft('services', service.id, { description: '' });
    expect(blank.statusCode, blank.body).toBe(200);
  });

  it('validates the whole record on publish: 422 with the field errors, nothing published', async () => {
    const service = await createRecord(t, services, contentSamples({ blogCategoryId }).services.create);
    const draft = (await saveDraft('services', service.id, { description: '', title: 'Half done' })).json().data;
    const refused = await publish(draft.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ description: ['The description field is required.'] });
    expect((await anonymous(`/api/services/${service.id}`)).json().data.title).toBe(service.title);
    expect((await t.asAdmin({ method: 'GET', url: `/api/editorial/drafts/${draft.id}` })).statusCode).toBe(200);
  });

  it('refuses to publish over a live change made after the draft began (409) unless forced', async () => {
    const banner = await createRecord(t, banners, { title: 'Base' });
    const draft = (await saveDraft('banners', banner.id, { subtitle: 'From the draft' })).json().data;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const changed = await t.asAdmin({
      method: 'PUT',
      url: `/api/banners/${banner.id}`,
      payload: { title: 'Live change' },
    });
    expect(changed.statusCode).toBe(200);
    const refused = await publish(draft.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This banner was published by someone else after your draft began. Nothing was published.',
    );
    const forced = await publish(draft.id, { force: true });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(forced.json().data.record).toMatchObject({ title: 'Base', subtitle: 'From the draft' });
  });

  it("saves a product's gallery, specifications and features in its draft (multipart), live only once published", async () => {
    const product = await createProduct(t, productBody(categoryId, { sku: 'GAL-1', specifications: ['Wood: ash'] }));
    const saved = await t.asAdmin({
      method: 'PUT',
      url: `/api/editorial/products/records/${product.id}/draft`,
      ...multipart({
        'gallery[]': [await pngPart('g1.png'), await pngPart('g2.png')],
        'specifications[]': ['Wood: oak', 'Finish: oil'],
        'features[]': ['Hand made'],
      }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = saved.json().data;
    expect(draft.data.gallery).toHaveLength(2);
    expect(draft.data.specifications).toEqual([
      { key: 'Wood', value: 'oak' },
      { key: 'Finish', value: 'oil' },
    ]);
    expect(draft.data.features).toEqual(['Hand made']);
    expect((await anonymous(`/api/products/${product.id}`)).json().data).toMatchObject({
      gallery: [],
      specifications: [{ key: 'Wood', value: 'ash' }],
      features: [],
    });
    const removed = await t.asAdmin({
      method: 'PUT',
      url: `/api/editorial/drafts/${draft.id}`,
      payload: { remove_gallery: [draft.data.gallery[0]], _version: draft.version },
    });
    expect(removed.json().data.data.gallery).toEqual([draft.data.gallery[1]]);
    const published = await publish(draft.id);
    expect(published.statusCode, published.body).toBe(200);
    expect((await anonymous(`/api/products/${product.id}`)).json().data).toMatchObject({
      gallery: [draft.data.gallery[1]],
      specifications: [
        { key: 'Wood', value: 'oak' },
        { key: 'Finish', value: 'oil' },
      ],
      features: ['Hand made'],
    });
  });

  it("answers parallel first saves of one record's draft with 200 or 409, never two drafts", async () => {
    const banner = await createRecord(t, banners, { title: 'Parallel' });
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, index) => saveDraft('banners', banner.id, { subtitle: `Editor ${index}` })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(
      statuses.every((status) => status === 200 || status === 409),
      statuses.join(),
    ).toBe(true);
    expect(statuses).toContain(200);
    const drafts = await t.app.grain.db
      .selectFrom('record_drafts')
      .select('id')
      .where('collection', '=', 'banners')
      .where('record_id', '=', banner.id)
      .execute();
    expect(drafts).toHaveLength(1);
  });
});
