import { blogCategories, blogs, categories, faqs, projects } from '@grain/contract/content-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSamples, createRecord, type Values } from '../../test/content-samples.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/harness.ts';

/** FAQs in creation order; the fourth is a draft and shares its order with the third. */
const faqRows = [
  { question: 'How long does oak take to dry?', answer: 'About a year per inch.', order: 3, is_active: true },
  { question: 'Do you ship 100% assembled?', answer: 'Yes, fully assembled.', order: 1, is_active: true },
  { question: 'What is a dado_joint?', answer: 'A slot cut across the grain.', order: 2, is_active: true },
  { question: 'Can I visit the WORKSHOP?', answer: 'Yes, on Saturdays.', order: 2, is_active: false },
  { question: 'Do you use walnut?', answer: 'Often, for tables.', order: 5, is_active: true },
];

describe(`content lists: search, sort, active filter and paging (${testDialect})`, () => {
  let t: TestApp;
  /** Ids of the FAQs above, in the same order. */
  let faq: number[];

  beforeAll(async () => {
    t = await createTestApp();
    faq = [];
    for (const row of faqRows) faq.push((await createRecord(t, faqs, row)).id);
  });
  afterAll(() => t.close());

  const get = (url: string, asAdmin = true) =>
    asAdmin ? t.asAdmin({ method: 'GET', url }) : t.app.inject({ method: 'GET', url });

  /** The ids a list answers, whole or paged. */
  async function idsOf(url: string, asAdmin = true): Promise<number[]> {
    const response = await get(url, asAdmin);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    return (Array.isArray(data) ? data : data.data).map((record: Values) => record.id);
  }

  const byIndex = (...indexes: number[]) => indexes.map((index) => faq[index]);

  describe('q', () => {
    it('matches any text field, whatever the case', async () => {
      expect(await idsOf('/api/faqs?q=workshop')).toEqual(byIndex(3));
      expect(await idsOf('/api/faqs?q=OAK')).toEqual(byIndex(0));
      expect(await idsOf('/api/faqs?q=saturdays')).toEqual(byIndex(3));
      expect(await idsOf('/api/faqs?q=Do%20You')).toEqual(byIndex(1, 4));
    });

    it('takes % and _ literally', async () => {
      expect(await idsOf('/api/faqs?q=100%25')).toEqual(byIndex(1));
      expect(await idsOf('/api/faqs?q=%25')).toEqual(byIndex(1));
      expect(await idsOf('/api/faqs?q=_')).toEqual(byIndex(2));
      expect(await idsOf('/api/faqs?q=o_j')).toEqual(byIndex(2));
    });

    it('finds nothing when nothing matches, and filters nothing when blank', async () => {
      expect(await idsOf('/api/faqs?q=mahogany')).toEqual([]);
      expect(await idsOf('/api/faqs?q=%20%20')).toEqual(byIndex(1, 2, 3, 0, 4));
    });

    it("searches a blog's author too, together with its category filter", async () => {
      const workshop = await createRecord(t, blogCategories, {
        name: 'Workshop',
        slug: 'workshop',
        description: 'News.',
      });
      const timber = await createRecord(t, blogCategories, { name: 'Timber', slug: 'timber', description: 'Wood.' });
      const sample = contentSamples({ blogCategoryId: workshop.id }).blogs.create;
      const post = (title: string, author: string, categoryId: number) =>
        createRecord(t, blogs, { ...sample, title, written_by: author, category_id: categoryId });
      const first = await post('Sharpening', 'Ada Oakes', workshop.id);
      await post('Drying', 'Ben Birch', workshop.id);
      const third = await post('Grain', 'Ada Oakes', timber.id);

      expect(await idsOf('/api/blogs?q=ada%20oakes&sort=id')).toEqual([first.id, third.id]);
      expect(await idsOf(`/api/blogs?q=ada%20oakes&category_id=${timber.id}`)).toEqual([third.id]);
      const response = await get('/api/blogs?q=oakes');
      expect(response.json().data).toMatchObject({ current_page: 1, last_page: 1, per_page: 6, total: 2 });
    });
  });

  describe('sort and order', () => {
    it('sorts by a field, ascending unless told, ties by id ascending', async () => {
      expect(await idsOf('/api/faqs?sort=order')).toEqual(byIndex(1, 2, 3, 0, 4));
      expect(await idsOf('/api/faqs?sort=order&order=asc')).toEqual(byIndex(1, 2, 3, 0, 4));
      expect(await idsOf('/api/faqs?sort=order&order=desc')).toEqual(byIndex(4, 0, 2, 3, 1));
    });

    it('sorts by text and by id both ways', async () => {
      expect(await idsOf('/api/faqs?sort=question')).toEqual(byIndex(3, 1, 4, 0, 2));
      expect(await idsOf('/api/faqs?sort=question&order=desc')).toEqual(byIndex(2, 0, 4, 1, 3));
      expect(await idsOf('/api/faqs?sort=id&order=desc')).toEqual(byIndex(4, 3, 2, 1, 0));
    });

    it('accepts the timestamps and keeps the type order without sort', async () => {
      expect(await idsOf('/api/faqs?sort=created_at')).toHaveLength(5);
      expect(await idsOf('/api/faqs?sort=updated_at&order=desc')).toHaveLength(5);
      expect(await idsOf('/api/faqs')).toEqual(byIndex(1, 2, 3, 0, 4));
      expect(await idsOf('/api/faqs?order=desc')).toEqual(byIndex(1, 2, 3, 0, 4));
    });

    it('puts empty values last either way', async () => {
      const sample = contentSamples({ blogCategoryId: 0 }).projects.create;
      const made: number[] = [];
      for (const client of ['Bakery', null, 'Abbey']) {
        made.push((await createRecord(t, projects, { ...sample, client, year: client ? 2020 : null })).id);
      }
      expect(await idsOf('/api/projects?sort=client')).toEqual([made[2], made[0], made[1]]);
      expect(await idsOf('/api/projects?sort=client&order=desc')).toEqual([made[0], made[2], made[1]]);
      expect(await idsOf('/api/projects?sort=year&order=desc')).toEqual([made[0], made[2], made[1]]);
    });
  });

  describe('active', () => {
    it('keeps only active or only inactive records for the admin', async () => {
      expect(await idsOf('/api/faqs?active=1')).toEqual(byIndex(1, 2, 0, 4));
      expect(await idsOf('/api/faqs?active=true')).toEqual(byIndex(1, 2, 0, 4));
      expect(await idsOf('/api/faqs?active=0')).toEqual(byIndex(3));
      expect(await idsOf('/api/faqs?active=false&q=workshop')).toEqual(byIndex(3));
    });

    it('gives visitors active records only, whatever they send', async () => {
      expect(await idsOf('/api/faqs', false)).toEqual(byIndex(1, 2, 0, 4));
      expect(await idsOf('/api/faqs?active=0', false)).toEqual(byIndex(1, 2, 0, 4));
      expect(await idsOf('/api/faqs?q=workshop', false)).toEqual([]);
      const paged = await get('/api/faqs?page=1&active=false', false);
      expect(paged.json().data).toMatchObject({ total: 4 });
    });
  });

  describe('paging', () => {
    it('answers a page with totals when page is given', async () => {
      const first = await get('/api/faqs?page=1&per_page=2&sort=order');
      expect(first.json()).toEqual({
        success: true,
        data: {
          data: expect.any(Array),
          current_page: 1,
          last_page: 3,
          per_page: 2,
          total: 5,
        },
      });
      expect(first.json().data.data.map((record: Values) => record.id)).toEqual(byIndex(1, 2));
      expect(await idsOf('/api/faqs?page=3&per_page=2&sort=order')).toEqual(byIndex(4));
      const beyond = await get('/api/faqs?page=9&per_page=2');
      expect(beyond.json().data).toMatchObject({ data: [], current_page: 9, last_page: 3, total: 5 });
    });

    it('pages 20 at a time by default, and counts what the search keeps', async () => {
      const response = await get('/api/faqs?page=1&q=do%20you');
      expect(response.json().data).toMatchObject({ current_page: 1, last_page: 1, per_page: 20, total: 2 });
    });

    it('answers the plain array without page, as before', async () => {
      const response = await get('/api/faqs', false);
      expect(response.statusCode).toBe(200);
      expect(Array.isArray(response.json().data)).toBe(true);
      expect(response.json().data[0]).toMatchObject({ id: faq[1], question: faqRows[1].question, is_active: true });
    });

    it('serves the /all alias the same way', async () => {
      expect(await idsOf('/api/faqs/all?q=do%20you&sort=id&order=desc')).toEqual(byIndex(4, 1));
      const response = await get('/api/faqs/all?page=2&per_page=4');
      expect(response.json().data).toMatchObject({ current_page: 2, last_page: 2, total: 5 });
    });
  });

  describe('refusals', () => {
    const refused = async (url: string, errors: Record<string, string[]>) => {
      const response = await get(url);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ success: false, message: Object.values(errors)[0][0], errors });
    };

    it('refuses an unknown sort, naming the allowed ones', async () => {
      await refused('/api/faqs?sort=bogus', {
        sort: ['The sort must be one of: id, created_at, updated_at, question, answer, order, is_active.'],
      });
    });

    it('refuses sorting by a file field', async () => {
      const response = await get('/api/services?sort=image');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.sort[0]).toMatch(/^The sort must be one of: id, created_at, updated_at, title,/);
    });

    it('refuses an unknown order, a bad active flag, page and per_page', async () => {
      await refused('/api/faqs?sort=order&order=up', { order: ['The order must be one of: asc, desc.'] });
      await refused('/api/faqs?active=maybe', { active: ['The active field must be true or false.'] });
      await refused('/api/faqs?page=0', { page: ['The page must be a whole number of at least 1.'] });
      await refused('/api/faqs?page=two', { page: ['The page must be a whole number of at least 1.'] });
      await refused('/api/faqs?page=1&per_page=101', { per_page: ['The per page must be between 1 and 100.'] });
      await refused(`/api/faqs?q=${'a'.repeat(256)}`, { q: ['The q field must not be greater than 255 characters.'] });
    });

    it('ignores active for a type without an active flag', async () => {
      await createRecord(t, categories, { name: 'Chairs' });
      expect(await idsOf('/api/categories?active=0')).toHaveLength(1);
    });
  });
});
