import { type ContentTypeDef, contentTypes } from '@grain/contract/content-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSample, createSampleRefs, listItems, type SampleRefs } from '../../test/content-samples.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

describe('content visibility', () => {
  let t: TestApp;
  let refs: SampleRefs;

  beforeAll(async () => {
    t = await createTestApp();
    refs = await createSampleRefs(t);
  });
  afterAll(() => t.close());

  const viewers = {
    public: () => undefined,
    staff: () => t.staffToken,
    admin: () => t.adminToken,
  };
  type Viewer = keyof typeof viewers;

  const get = (url: string, viewer: Viewer) => {
    const token = viewers[viewer]();
    return t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  };
  const listedIds = async (url: string, viewer: Viewer) =>
    listItems((await get(url, viewer)).json().data).map((record) => record.id);

  /** Each type's lists: every type answers its list at /all too (the admin reads features and blog categories there). */
  const listUrls = (def: ContentTypeDef) => [`/api/${def.path}`, `/api/${def.path}/all`];

  describe.each(contentTypes.filter((def) => def.hasActiveFlag))('$path', (def) => {
    let active: number;
    let inactive: number;

    beforeAll(async () => {
      active = (await createSample(t, def, refs, { is_active: true })).id;
      inactive = (await createSample(t, def, refs, { is_active: false })).id;
    });

    it.each(['public', 'staff'] as const)('hides inactive records from the lists for a %s viewer', async (viewer) => {
      for (const url of listUrls(def)) {
        const ids = await listedIds(url, viewer);
        expect(ids, url).toContain(active);
        expect(ids, url).not.toContain(inactive);
      }
    });

    it.each(['public', 'staff'] as const)('answers 404 for an inactive record to a %s viewer', async (viewer) => {
      const response = await get(`/api/${def.path}/${inactive}`, viewer);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: `${capitalised(def.singular)} not found` });
      expect((await get(`/api/${def.path}/${active}`, viewer)).statusCode).toBe(200);
    });

    it('shows inactive records to the admin, in the lists and by id', async () => {
      for (const url of listUrls(def))
        expect(await listedIds(url, 'admin'), url).toEqual(expect.arrayContaining([active, inactive]));
      const response = await get(`/api/${def.path}/${inactive}`, 'admin');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ id: inactive, is_active: false });
    });
  });

  it.each(contentTypes.filter((def) => !def.hasActiveFlag))(
    'shows every $singular publicly (no active flag)',
    async (def) => {
      const record = await createSample(t, def, refs);
      expect(await listedIds(`/api/${def.path}`, 'public')).toContain(record.id);
      expect((await get(`/api/${def.path}/${record.id}`, 'public')).statusCode).toBe(200);
    },
  );
});
