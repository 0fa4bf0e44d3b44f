import { blogCategories, blogs } from '@grain/contract/content-types';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSamples, createRecord } from '../../test/content-samples.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { type StandInWebBuild, writeStandInWebBuild } from '../../test/web-build.ts';
import { FEED_POSTS } from './sitemap.ts';

interface Element {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: Element[];
}

/** Parses XML strictly (any well-formedness error throws) into a small tree. */
function parseXml(xml: string): Element {
  const parser = new SaxesParser({ xmlns: false });
  const root: Element = { name: '#document', attributes: {}, text: '', children: [] };
  const stack = [root];
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const element: Element = {
      name: tag.name,
      attributes: Object.fromEntries(Object.entries(tag.attributes).map(([name, value]) => [name, String(value)])),
      text: '',
      children: [],
    };
    stack.at(-1)!.children.push(element);
    stack.push(element);
  });
  parser.on('text', (text) => {
    stack.at(-1)!.text += text;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.write(xml).close();
  return root.children[0];
}

const child = (element: Element, name: string) => element.children.find((entry) => entry.name === name);
const textOf = (element: Element, name: string) => child(element, name)?.text;

describe('the blog feed and the sitemap', () => {
  let t: TestApp;
  let build: StandInWebBuild;
  const origin = 'https://grain.example.com';

  beforeAll(async () => {
    build = await writeStandInWebBuild({ page: '<h1>Blog</h1>' });
    t = await createTestApp({ webDistDir: build.dir, publicUrl: origin });
    const category = await createRecord(t, blogCategories, {
      name: 'Tips & <tricks>',
      slug: 'tips',
      description: 'Workshop tips.',
    });
    const sample = contentSamples({ blogCategoryId: category.id }).blogs.create;
    // 22 published posts on 22 days of 2025, one hidden, one with text that must be escaped.
    for (let day = 1; day <= 22; day += 1) {
      await createRecord(t, blogs, {
        ...sample,
        title: `Post of day ${day}`,
        date: `2025-01-${String(day).padStart(2, '0')}`,
      });
    }
    await createRecord(t, blogs, {
      ...sample,
      title: 'Oak & ash: "which" <wins>?',
      description: '<p>Both &amp; neither. <strong>Oil</strong> them <em>twice</em>.</p>',
      written_by: 'Ada <Workshop>',
      date: '2025-02-01',
    });
    await createRecord(t, blogs, { ...sample, title: 'A draft', date: '2025-03-01', is_active: false });
  });
  afterAll(async () => {
    await t.close();
    await build.remove();
  });

  it('is RSS 2.0 of the newest active posts, well-formed, escaped, with absolute links', async () => {
    const response = await t.app.inject({ url: '/blog/feed.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const rss = parseXml(response.body);
    expect(rss.name).toBe('rss');
    expect(rss.attributes.version).toBe('2.0');
    const channel = child(rss, 'channel')!;
    expect(textOf(channel, 'link')).toBe(`${origin}/blog`);
    expect(child(channel, 'atom:link')?.attributes).toMatchObject({
      href: `${origin}/blog/feed.xml`,
      rel: 'self',
      type: 'application/rss+xml',
    });
    expect(new Date(textOf(channel, 'lastBuildDate')!).getTime()).not.toBeNaN();

    const items = channel.children.filter((entry) => entry.name === 'item');
    expect(items).toHaveLength(FEED_POSTS);
    const titles = items.map((item) => textOf(item, 'title'));
    expect(titles[0]).toBe('Oak & ash: "which" <wins>?');
    expect(titles.slice(1)).toEqual(Array.from({ length: FEED_POSTS - 1 }, (_, index) => `Post of day ${22 - index}`));
    expect(titles).not.toContain('A draft');

    const [first] = items;
    expect(textOf(first, 'link')).toMatch(new RegExp(`^${origin}/blog/\\d+$`));
    expect(textOf(first, 'guid')).toBe(textOf(first, 'link'));
    expect(textOf(first, 'pubDate')).toBe('Sat, 01 Feb 2025 00:00:00 GMT');
    expect(textOf(first, 'dc:creator')).toBe('Ada <Workshop>');
    expect(textOf(first, 'category')).toBe('Tips & <tricks>');
    expect(textOf(first, 'description')).toBe('Both & neither. Oil them twice.');
    expect(response.body).toContain('<title>Oak &amp; ash: &quot;which&quot; &lt;wins&gt;?</title>');
  });

  it('follows a new post at once', async () => {
    const before = await t.app.inject({ url: '/blog/feed.xml' });
    const category = (await t.app.inject({ url: '/api/blog-categories' })).json().data[0];
    const sample = contentSamples({ blogCategoryId: category.id }).blogs.create;
    await createRecord(t, blogs, { ...sample, title: 'Fresh from the workshop', date: '2025-04-01' });
    const after = await t.app.inject({ url: '/blog/feed.xml' });
    expect(after.body).not.toBe(before.body);
    const items = child(parseXml(after.body), 'channel')!.children.filter((entry) => entry.name === 'item');
    expect(textOf(items[0], 'title')).toBe('Fresh from the workshop');
    expect(items).toHaveLength(FEED_POSTS);
  });

  it('leaves the alternative home layouts out of the sitemap', async () => {
    const response = await t.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    const urlset = parseXml(response.body);
    const locs = urlset.children.map((url) => textOf(url, 'loc'));
    expect(locs).toContain(`${origin}/`);
    expect(locs).toContain(`${origin}/blog`);
    expect(locs).not.toContain(`${origin}/home-2`);
    expect(locs).not.toContain(`${origin}/home-3`);
  });
});
