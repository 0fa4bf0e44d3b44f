import { blogCategories, type ContentTypeDef, categories, contentTypes } from '@grain/contract/content-types';
import type { FieldErrors } from '@grain/contract/envelope';
import { messages } from '@grain/contract/fields';
import { MAP_EMBED_ERROR } from '@grain/contract/map-embed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ContentPath,
  contentSamples,
  createRecord,
  createSample,
  createSampleRefs,
  listItems,
  type SampleRefs,
  storedMapEmbed,
  type Values,
  withUniqueValues,
} from '../../test/content-samples.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';

const definitionOf = (path: ContentPath): ContentTypeDef => contentTypes.find((def) => def.path === path)!;

/** The message of a 422 answer: its first field error, then how many more there are. */
function summaryOf(errors: FieldErrors): string {
  const all = Object.values(errors).flat();
  const more = all.length - 1;
  return more === 0 ? all[0] : `${all[0]} (and ${more} more error${more > 1 ? 's' : ''})`;
}

interface Rule {
  path: ContentPath;
  rule: string;
  change: Values;
  errors: FieldErrors;
}

/** Required fields sent blank (spaces only): each is refused as required. */
const missing = (path: ContentPath, ...names: string[]): Rule => ({
  path,
  rule: `a blank ${names.join(', ')}`,
  change: Object.fromEntries(names.map((name) => [name, '  '])),
  errors: Object.fromEntries(names.map((name) => [name, [messages.required(name)]])),
});

const invalid = (path: ContentPath, rule: string, name: string, value: unknown, message: string): Rule => ({
  path,
  rule,
  change: { [name]: value },
  errors: { [name]: [message] },
});

const steps = [1, 2, 3, 4].flatMap((n) => [`step_${n}_icon`, `step_${n}_title`, `step_${n}_description`]);
const counters = ['materials_available', 'complete_projects', 'total_manpower', 'years_experience'];
const googleEmbed = 'https://www.google.com/maps/embed?pb=!1m18!1m12';

/** Spec admin §5, rule by rule. Each is refused on create and on update alike. */
const rules: Rule[] = [
  missing('banners', 'title'),
  invalid(
    'banners',
    'a video URL without a scheme',
    'video_url',
    'www.youtube.com/watch?v=1',
    messages.url('video_url'),
  ),
  invalid('banners', 'a javascript: video URL', 'video_url', 'javascript:alert(1)', messages.url('video_url')),

  missing('features', 'title'),
  invalid('features', 'a sort order below 1', 'sort_order', 0, messages.min('sort_order', 1)),
  invalid('features', 'a fractional sort order', 'sort_order', 1.5, messages.integer('sort_order')),

  missing('about-sections', 'subtitle', 'title', 'description', 'furniture_projects', 'satisfied_clients'),
  invalid(
    'about-sections',
    'a count that is not a number',
    'furniture_projects',
    'many',
    messages.integer('furniture_projects'),
  ),
  invalid('about-sections', 'a negative count', 'satisfied_clients', -1, messages.min('satisfied_clients', 0)),

  missing('services', 'title', 'description', 'order'),
  invalid('services', 'an order below 1', 'order', 0, messages.min('order', 1)),

  missing(
    'choose-us-sections',
    'subtitle',
    'title',
    'feature_1_title',
    'feature_1_description',
    'feature_2_title',
    'feature_2_description',
    'feature_3_title',
    'feature_3_description',
  ),

  missing('process-sections', 'subtitle', 'title', 'description', ...steps),
  invalid(
    'process-sections',
    'an icon class that is a script',
    'step_1_icon',
    '<script>alert(1)</script>',
    messages.iconClass('step_1_icon'),
  ),
  invalid(
    'process-sections',
    'an icon class that breaks out of its attribute',
    'step_4_icon',
    'fas fa-truck" onclick="alert(1)',
    messages.iconClass('step_4_icon'),
  ),

  missing('video-sections', 'title', 'description'),

  missing('faqs', 'question', 'answer', 'order'),
  invalid('faqs', 'an order that is not a number', 'order', 'first', messages.integer('order')),
  invalid('faqs', 'an order below 1', 'order', 0, messages.min('order', 1)),
  // Integer columns are 32-bit on PostgreSQL: a larger number must be refused, not crash the insert.
  invalid('faqs', 'an order beyond the integer range', 'order', 3_000_000_000, messages.max('order', 2_147_483_647)),

  missing('blog-categories', 'name', 'slug', 'description'),

  missing('blogs', 'title', 'description', 'category_id', 'written_by', 'date'),
  invalid('blogs', 'a category that does not exist', 'category_id', 999_999, 'The selected category is invalid.'),
  invalid('blogs', 'a day that does not exist', 'date', '2024-02-30', messages.date('date')),
  invalid('blogs', 'a date in another format', 'date', '14/05/2024', messages.date('date')),
  invalid('blogs', 'a date in words', 'date', 'next tuesday', messages.date('date')),
  invalid('blogs', 'the year 0', 'date', '0000-01-01', messages.date('date')),
  invalid(
    'blogs',
    'a description that is only a script',
    'description',
    '<script>alert(1)</script>',
    messages.required('description'),
  ),

  missing('counter-sections', 'subtitle', 'title', 'description'),
  {
    path: 'counter-sections',
    rule: 'negative counters',
    change: Object.fromEntries(counters.map((name) => [name, -1])),
    errors: Object.fromEntries(counters.map((name) => [name, [messages.min(name, 0)]])),
  },

  missing(
    'mission-vision-sections',
    'mission_subtitle',
    'mission_title',
    'mission_author_name',
    'mission_author_title',
    'vision_subtitle',
    'vision_title',
    'vision_author_name',
    'vision_author_title',
  ),

  missing('contact-sections', 'phone', 'location'),
  invalid('contact-sections', 'an email without a domain', 'email', 'hello@', messages.email('email')),
  invalid(
    'contact-sections',
    'a map embed that is a script',
    'map_embed',
    '<script>alert(1)</script>',
    MAP_EMBED_ERROR,
  ),
  invalid(
    'contact-sections',
    'a map embed from another host',
    'map_embed',
    '<iframe src="https://maps.example.com/maps/embed?pb=1"></iframe>',
    MAP_EMBED_ERROR,
  ),
  invalid(
    'contact-sections',
    'a map embed from a look-alike host',
    'map_embed',
    '<iframe src="https://google.evil.example/maps/embed?pb=1"></iframe>',
    MAP_EMBED_ERROR,
  ),
  invalid(
    'contact-sections',
    'a map embed over http:',
    'map_embed',
    `<iframe src="${googleEmbed.replace('https:', 'http:')}"></iframe>`,
    MAP_EMBED_ERROR,
  ),
  invalid(
    'contact-sections',
    'a map embed with a port',
    'map_embed',
    '<iframe src="https://www.google.com:8443/maps/embed?pb=1"></iframe>',
    MAP_EMBED_ERROR,
  ),
  invalid(
    'contact-sections',
    'a map embed with credentials',
    'map_embed',
    '<iframe src="https://user:secret@www.google.com/maps/embed?pb=1"></iframe>',
    MAP_EMBED_ERROR,
  ),
  invalid(
    'contact-sections',
    'a map embed followed by a script',
    'map_embed',
    `<iframe src="${googleEmbed}"></iframe><script>alert(1)</script>`,
    MAP_EMBED_ERROR,
  ),

  missing('categories', 'name'),
];

describe('content validation', () => {
  let t: TestApp;
  let refs: SampleRefs;
  const existing = new Map<string, Values & { id: number }>();

  beforeAll(async () => {
    t = await createTestApp();
    refs = await createSampleRefs(t);
    for (const def of contentTypes) existing.set(def.path, await createSample(t, def, refs));
  });
  afterAll(() => t.close());

  const sampleOf = (path: ContentPath) => contentSamples(refs)[path];
  const allRecords = async (def: ContentTypeDef) =>
    listItems((await t.asAdmin({ method: 'GET', url: `/api/${def.path}?per_page=100` })).json().data);
  const create = (def: ContentTypeDef, payload: Values) =>
    t.asAdmin({ method: 'POST', url: `/api/${def.path}`, payload });
  const update = (def: ContentTypeDef, id: number, payload: Values) =>
    t.asAdmin({ method: 'PUT', url: `/api/${def.path}/${id}`, payload });

  it.each(rules)('$path: refuses $rule with 422 and writes nothing', async ({ path, change, errors }) => {
    const def = definitionOf(path);
    const before = await allRecords(def);
    const refusal = { success: false, message: summaryOf(errors), errors };

    const created = await create(def, withUniqueValues(def, { ...sampleOf(path).create, ...change }));
    expect(created.statusCode).toBe(422);
    expect(created.json()).toEqual(refusal);

    const updated = await update(def, existing.get(path)!.id, change);
    expect(updated.statusCode).toBe(422);
    expect(updated.json()).toEqual(refusal);

    expect(await allRecords(def)).toEqual(before);
  });

  it('sums up several errors in the message', async () => {
    const response = await create(definitionOf('about-sections'), {});
    expect(response.json().message).toBe('The subtitle field is required. (and 4 more errors)');
  });

  it.each(contentTypes)('$path: an empty create body names every required field without a default', async (def) => {
    const required = Object.entries(def.fields).filter(([, field]) => field.required && field.default === undefined);
    const response = await create(def, {});
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(
      Object.fromEntries(required.map(([name]) => [name, [messages.required(name)]])),
    );
  });

  describe('defaults', () => {
    const without = (values: Values, name: string) =>
      Object.fromEntries(Object.entries(values).filter(([key]) => key !== name));

    it('gives a feature without a sort order the sort order 1', async () => {
      const response = await create(definitionOf('features'), without(sampleOf('features').create, 'sort_order'));
      expect(response.statusCode).toBe(201);
      expect(response.json().data.sort_order).toBe(1);
    });

    it.each(['services', 'faqs'] as const)('gives a new %s without an order the count plus one', async (path) => {
      const def = definitionOf(path);
      const count = (await allRecords(def)).length;
      const first = await create(def, without(sampleOf(path).create, 'order'));
      const second = await create(def, { ...without(sampleOf(path).create, 'order'), is_active: false });
      expect([first.json().data.order, second.json().data.order]).toEqual([count + 1, count + 2]);
    });

    it('gives a counter section without counters zeros', async () => {
      const values = Object.fromEntries(
        Object.entries(sampleOf('counter-sections').create).filter(([key]) => !counters.includes(key)),
      );
      const response = await create(definitionOf('counter-sections'), values);
      expect(response.statusCode).toBe(201);
      expect(response.json().data).toMatchObject(Object.fromEntries(counters.map((name) => [name, 0])));
    });

    it('dates a blog without a date today', async () => {
      const response = await create(definitionOf('blogs'), without(sampleOf('blogs').create, 'date'));
      expect(response.statusCode).toBe(201);
      expect(response.json().data.date).toBe(new Date().toISOString().slice(0, 10));
    });

    it('keeps only the day of a date sent with a time', async () => {
      const response = await create(definitionOf('blogs'), {
        ...sampleOf('blogs').create,
        date: '2024-05-14T18:30:00Z',
      });
      expect(response.json().data.date).toBe('2024-05-14');
    });

    it('drops NUL characters, which PostgreSQL cannot store, from text', async () => {
      const response = await create(definitionOf('faqs'), {
        ...sampleOf('faqs').create,
        question: 'Do you\u0000 deliver?',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().data.question).toBe('Do you deliver?');
    });
  });

  describe('video file', () => {
    const def = definitionOf('video-sections');

    it('is required on create', async () => {
      const { video_file: _file, ...values } = sampleOf('video-sections').create;
      const response = await t.asAdmin({
        method: 'POST',
        url: '/api/video-sections',
        ...multipart(values as Record<string, string>),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ video_file: [messages.required('video_file')] });
    });

    it('may be left out on edit, keeping the current video', async () => {
      const record = existing.get('video-sections')!;
      const json = await update(def, record.id, { title: 'Retitled', description: 'Described again' });
      const form = await t.asAdmin({
        method: 'POST',
        url: `/api/video-sections/${record.id}`,
        ...multipart({ _method: 'PUT', title: 'Retitled by form', description: 'Described by form' }),
      });
      expect([json.statusCode, form.statusCode]).toEqual([200, 200]);
      expect(form.json().data).toMatchObject({ title: 'Retitled by form', video_file: record.video_file });
    });
  });

  describe.each([blogCategories, categories])('$path slug', (def) => {
    it('refuses a slug another record has, on create and on update', async () => {
      const taken = existing.get(def.path)!.slug;
      const other = await createSample(t, def, refs);
      const created = await create(def, { ...sampleOf(def.path as ContentPath).create, slug: taken });
      const updated = await update(def, other.id, { slug: taken });
      for (const response of [created, updated]) {
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({ slug: ['The slug has already been taken.'] });
      }
    });

    it('lets a record keep its own slug', async () => {
      const record = existing.get(def.path)!;
      const response = await update(def, record.id, { slug: record.slug, description: 'Still mine' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ slug: record.slug, description: 'Still mine' });
    });
  });

  describe('category slug from the name', () => {
    it('derives a missing slug from the name', async () => {
      const response = await create(categories, { name: 'Oak & Walnut Tables' });
      expect(response.statusCode).toBe(201);
      expect(response.json().data.slug).toBe('oak-walnut-tables');
    });

    it('refuses a second category whose derived slug is taken', async () => {
      await createRecord(t, categories, { name: 'Garden Benches' });
      const response = await create(categories, { name: ' Garden benches! ', slug: '' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ slug: ['The slug has already been taken.'] });
    });
  });

  describe('map embed', () => {
    const def = definitionOf('contact-sections');
    const accepted = [
      {
        provider: 'Google Maps, with extra attributes',
        sent: `<iframe src="${googleEmbed}" width="800" onload="alert(1)" style="position:fixed"></iframe>`,
        stored: storedMapEmbed(googleEmbed),
      },
      {
        provider: 'a national Google Maps domain',
        sent: "<iframe src='https://maps.google.co.uk/maps?q=Stockholm&amp;output=embed'></iframe>",
        stored: storedMapEmbed('https://maps.google.co.uk/maps?q=Stockholm&amp;output=embed'),
      },
      {
        provider: 'OpenStreetMap, with an escaped query',
        sent: '<iframe width="425" src="https://www.openstreetmap.org/export/embed.html?bbox=18.0%2C59.3&amp;layer=mapnik"></iframe>',
        stored: storedMapEmbed('https://www.openstreetmap.org/export/embed.html?bbox=18.0%2C59.3&amp;layer=mapnik'),
      },
    ];

    it.each(accepted)('stores an iframe from $provider rebuilt from its URL alone', async ({ sent, stored }) => {
      const response = await create(def, { ...sampleOf('contact-sections').create, map_embed: sent });
      expect(response.statusCode).toBe(201);
      expect(response.json().data.map_embed).toBe(stored);
    });

    it('clears the map embed when sent blank', async () => {
      const response = await update(def, existing.get('contact-sections')!.id, { map_embed: '' });
      expect(response.json().data.map_embed).toBeNull();
    });
  });
});
