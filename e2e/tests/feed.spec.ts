import { expect, test } from '../support/fixtures.ts';

/** The blog's RSS feed (issue 50): announced in the head of the pages, served as valid RSS 2.0. */
test('the blog pages announce the feed, and the feed lists the newest posts with absolute links', async ({
  page,
  request,
  baseURL,
  expectCleanPage,
}) => {
  const feedUrl = `${baseURL}/blog/feed.xml`;
  for (const path of ['/blog', '/']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(
      `<link data-head rel="alternate" type="application/rss+xml" title="Grain blog" href="${feedUrl}">`,
    );
  }

  const feed = await request.get('/blog/feed.xml');
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const xml = await feed.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);

  const posts = (await (await request.get('/api/blogs?per_page=20')).json()).data.data as Array<{
    id: number;
    title: string;
  }>;
  const links = [...xml.matchAll(/<item>\s*<title>([^<]*)<\/title>\s*<link>([^<]+)<\/link>/g)];
  expect(links.map((match) => match[2])).toEqual(posts.map((post) => `${baseURL}/blog/${post.id}`));

  // The browser reads it as XML without an error, and the client-side app keeps the link.
  await page.goto('/blog');
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', feedUrl);
  expectCleanPage();
});
