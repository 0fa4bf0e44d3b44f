import { blogCategories, blogs, projects } from '@grain/contract/content-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSamples, createRecord, formFields, type Values } from '../../test/content-samples.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';

describe('blogs', () => {
  let t: TestApp;
  let workshop: { id: number; name: string };
  let timber: { id: number; name: string };

  /** Published posts, newest first as the public list must order them; ties go to the later post. */
  const published = [
    { title: 'Winter oiling', date: '2024-12-02', category: 'timber' },
    { title: 'A new bench', date: '2024-11-20', category: 'workshop' },
    { title: 'Sharpening day', date: '2024-11-20', category: 'workshop' },
    { title: 'Ash or oak?', date: '2024-09-14', category: 'timber' },
    { title: 'Open doors', date: '2024-06-01', category: 'workshop' },
    { title: 'Drying sheds', date: '2024-03-18', category: 'timber' },
    { title: 'First commission', date: '2023-10-05', category: 'workshop' },
    { title: 'Why we started', date: '2022-01-15', category: 'workshop' },
  ] as const;
  const newestFirst = published.map((post) => post.title);

  beforeAll(async () => {
    t = await createTestApp();
    const category = async (name: string, slug: string) => {
      const record = await createRecord(t, blogCategories, { name, slug, description: `${name} posts.` });
      return { id: record.id, name };
    };
    workshop = await category('Workshop notes', 'workshop-notes');
    timber = await category('Timber', 'timber');
    const sample = contentSamples({ blogCategoryId: workshop.id }).blogs.create;
    // Created out of date order; of the two posts of 2024-11-20, 'A new bench' comes later and so first.
    const creationOrder = [4, 7, 2, 0, 5, 1, 6, 3].map((index) => published[index]);
    for (const post of creationOrder) {
      const categoryId = post.category === 'timber' ? timber.id : workshop.id;
      await createRecord(t, blogs, { ...sample, title: post.title, date: post.date, category_id: categoryId });
    }
    await createRecord(t, blogs, { ...sample, title: 'Unfinished draft', date: '2025-01-01', is_active: false });
  });
  afterAll(() => t.close());

  const list = async (query: string, token?: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/blogs${query}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(response.statusCode).toBe(200);
    const { data, ...paging } = response.json().data;
    return { titles: data.map((blog: Values) => blog.title), paging, items: data as Values[] };
  };

  describe('public list', () => {
    it.each([
      { query: '', titles: newestFirst.slice(0, 6), paging: { current_page: 1, last_page: 2, per_page: 6, total: 8 } },
      {
        query: '?page=2',
        titles: newestFirst.slice(6),
        paging: { current_page: 2, last_page: 2, per_page: 6, total: 8 },
      },
      {
        query: '?per_page=3&page=2',
        titles: newestFirst.slice(3, 6),
        paging: { current_page: 2, last_page: 3, per_page: 3, total: 8 },
      },
      { query: '?page=9', titles: [], paging: { current_page: 9, last_page: 2, per_page: 6, total: 8 } },
      {
        query: '?per_page=100',
        titles: newestFirst,
        paging: { current_page: 1, last_page: 1, per_page: 100, total: 8 },
      },
    ])('answers $query with a page of active posts, newest first', async ({ query, titles, paging }) => {
      expect(await list(query)).toMatchObject({ titles, paging });
    });

    it('nests each post category as { id, name }', async () => {
      const { items } = await list('?per_page=100');
      for (const item of items) {
        const category = item.category_id === timber.id ? timber : workshop;
        expect(item.category).toEqual(category);
      }
    });

    it('filters by category_id, paged the same way', async () => {
      const timberTitles = published.filter((post) => post.category === 'timber').map((post) => post.title);
      expect(await list(`?category_id=${timber.id}`)).toMatchObject({
        titles: timberTitles,
        paging: { current_page: 1, last_page: 1, per_page: 6, total: 3 },
      });
      expect(await list(`?category_id=${timber.id}&per_page=2&page=2`)).toMatchObject({
        titles: timberTitles.slice(2),
        paging: { total: 3, last_page: 2 },
      });
    });

    it('includes drafts for the admin', async () => {
      expect(await list('', t.adminToken)).toMatchObject({
        titles: ['Unfinished draft', ...newestFirst.slice(0, 5)],
        paging: { total: 9 },
      });
    });

    const perPage = 'The per page must be between 1 and 100.';
    const page = 'The page must be a whole number of at least 1.';
    const category = 'The selected category is invalid.';
    it.each([
      { query: '?per_page=0', field: 'per_page', message: perPage },
      { query: '?per_page=101', field: 'per_page', message: perPage },
      { query: '?per_page=2.5', field: 'per_page', message: perPage },
      { query: '?per_page=all', field: 'per_page', message: perPage },
      { query: '?page=0', field: 'page', message: page },
      { query: '?page=last', field: 'page', message: page },
      { query: '?category_id=oak', field: 'category_id', message: category },
      { query: '?category_id=0', field: 'category_id', message: category },
    ])('refuses $query with 422', async ({ query, field, message }) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/blogs${query}` });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ success: false, message, errors: { [field]: [message] } });
    });
  });

  describe('rich text', () => {
    const cases = [
      {
        kept: 'paragraphs and bold text, dropping a script',
        sent: '<p>Oil it <strong>twice</strong> a year.</p><script>alert(1)</script>',
        stored: '<p>Oil it <strong>twice</strong> a year.</p>',
      },
      {
        kept: 'an image, dropping its onerror handler',
        sent: '<p>Grain</p><img src="https://cdn.example.com/oak.png" onerror="alert(1)">',
        stored: '<p>Grain</p><img src="https://cdn.example.com/oak.png" />',
      },
      {
        kept: 'a link text, dropping a javascript: address',
        sent: '<p><a href="javascript:alert(1)">Read more</a></p>',
        stored: '<p><a>Read more</a></p>',
      },
      {
        kept: 'a new-tab link, adding rel="noopener noreferrer"',
        sent: '<p><a href="https://grain.example/shop" target="_blank">Shop</a></p>',
        stored: '<p><a href="https://grain.example/shop" target="_blank" rel="noopener noreferrer">Shop</a></p>',
      },
    ];
    const sample = () => contentSamples({ blogCategoryId: workshop.id }).blogs.create;

    it.each(cases)('keeps $kept, on create and on a form update', async ({ sent, stored }) => {
      const created = await t.asAdmin({
        method: 'POST',
        url: '/api/blogs',
        payload: { ...sample(), description: sent },
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().data.description).toBe(stored);

      const { id } = created.json().data;
      const updated = await t.asAdmin({
        method: 'POST',
        url: `/api/blogs/${id}`,
        ...multipart({ ...formFields(sample()), description: `<p>Updated</p>${sent}`, _method: 'PUT' }),
      });
      expect(updated.json().data.description).toBe(`<p>Updated</p>${stored}`);
      await t.asAdmin({ method: 'DELETE', url: `/api/blogs/${id}` });
    });

    it('sanitises the additional content of a project the same way', async () => {
      const project = contentSamples({ blogCategoryId: 0 }).projects.create;
      const response = await t.asAdmin({
        method: 'POST',
        url: `/api/${projects.path}`,
        payload: { ...project, additional_content: cases[0].sent },
      });
      expect(response.json().data.additional_content).toBe(cases[0].stored);
    });
  });

  describe('deleting a blog category', () => {
    it('is refused with 409 while blogs still belong to it', async () => {
      const response = await t.asAdmin({ method: 'DELETE', url: `/api/blog-categories/${timber.id}` });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        message: 'This blog category still has 3 blogs. Move or delete them first.',
      });
      expect((await t.asAdmin({ method: 'GET', url: `/api/blog-categories/${timber.id}` })).statusCode).toBe(200);
    });

    it('succeeds once no blog belongs to it', async () => {
      const empty = await createRecord(t, blogCategories, {
        name: 'Empty',
        slug: 'empty',
        description: 'Nothing yet.',
      });
      const response = await t.asAdmin({ method: 'DELETE', url: `/api/blog-categories/${empty.id}` });
      expect(response.statusCode).toBe(200);
    });
  });
});
