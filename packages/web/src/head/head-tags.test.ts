import { defaultPublicSiteSettings } from '@grain/contract/site-settings';
import { describe, expect, it } from 'vitest';
import { applyHead, headHtml, headTags, scriptSafeJson } from './head-tags.ts';
import type { PageHead } from './page-head.ts';

describe('scriptSafeJson', () => {
  it('escapes every < and the two line separators JavaScript reads as line ends, and nothing else', () => {
    const json = JSON.stringify({ text: '</script><script>alert(1)</script> a\u2028b\u2029c & > "q"' });
    const safe = scriptSafeJson(json);
    expect(safe).toBe('{"text":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script> a\\u2028b\\u2029c & > \\"q\\""}');
    expect(JSON.parse(safe)).toEqual(JSON.parse(json));
  });
});

describe('applyHead', () => {
  const site = { origin: 'https://grain.example', currency: 'USD', settings: defaultPublicSiteSettings };
  const contact = { phone: '+1 555 0100', email: 'hello@grain.example', location: 'Portland' };
  const post: PageHead = {
    title: 'Choosing oak',
    description: 'Why quarter-sawn white oak moves least.',
    type: 'article',
    breadcrumbs: [{ label: 'Blog', to: '/blog' }],
    structuredData: [{ '@type': 'BlogPosting', headline: 'Choosing oak' }],
  };
  const tagsOf = (head: PageHead, path: string) => headTags(head, new URL(path, site.origin), site, contact);

  /** The document as the server sent it, with the head of `head` at `path`. */
  function serverDocument(head: PageHead, path: string) {
    document.head.innerHTML = `<meta charset="utf-8">${headHtml(head, tagsOf(head, path))}`;
  }

  function watchHead(): string[] {
    const changes: string[] = [];
    new MutationObserver((records) => {
      for (const record of records) changes.push(`${record.type} ${record.target.nodeName}`);
    }).observe(document.head, { childList: true, subtree: true, attributes: true, characterData: true });
    return changes;
  }

  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("leaves the server's head as it is when the page hydrates with the same head", async () => {
    serverDocument(post, '/blog/1');
    const tags = [...document.head.children];
    const changes = watchHead();

    applyHead(post, tagsOf(post, '/blog/1'));
    await flush();

    expect(changes).toEqual([]);
    expect([...document.head.children]).toEqual(tags);
  });

  it("replaces the page's tags, and only those, after a navigation to another page", async () => {
    serverDocument(post, '/blog/1');
    const charset = document.head.querySelector('meta[charset]');
    const other: PageHead = { title: 'Contact', description: 'Write to us.' };

    applyHead(other, tagsOf(other, '/contact'));

    expect(document.title).toBe('Contact | Grain');
    expect(document.head.querySelector('meta[charset]')).toBe(charset);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://grain.example/contact',
    );
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Write to us.');
    expect(document.head.querySelectorAll('[data-head]')).toHaveLength(tagsOf(other, '/contact').length);
  });
});

describe("headTags with the owner's site settings", () => {
  const settings = {
    ...defaultPublicSiteSettings,
    site_name: 'Oak & Ash',
    email: 'shop@oakandash.example',
    social_links: [{ network: 'x' as const, url: 'https://x.com/oakandash' }],
    logo: { url: '/storage/site/logo.png', width: 400, height: 100 },
    favicon: { url: '/storage/site/icon.png', width: 64, height: 64 },
    share_image: { url: '/storage/site/share.jpg', width: 1200, height: 630 },
  };
  const site = { origin: 'https://oak.example', currency: 'EUR', settings };
  const head: PageHead = { title: 'About' };
  const tags = headTags(head, new URL('/about', site.origin), site, {
    phone: '+1 555 0100',
    email: 'old@grain.example',
    location: 'Portland',
  });
  const content = (name: string) => tags.find((tag) => tag.attributes.property === name)?.attributes.content;

  it('names the site, its favicon and its default sharing picture', () => {
    expect(headHtml(head, tags, settings.site_name)).toContain('<title>About | Oak &amp; Ash</title>');
    expect(content('og:site_name')).toBe('Oak & Ash');
    expect(content('og:image')).toBe('https://oak.example/storage/site/share.jpg');
    expect(tags).toContainEqual({ tag: 'link', attributes: { rel: 'icon', href: '/storage/site/icon.png' } });
  });

  it('describes the Organization with its logo, social profiles and the settings’ contact', () => {
    const business = JSON.parse(tags.find((tag) => tag.tag === 'script')?.text ?? '{}');
    expect(business).toMatchObject({
      name: 'Oak & Ash',
      logo: 'https://oak.example/storage/site/logo.png',
      sameAs: ['https://x.com/oakandash'],
      email: 'shop@oakandash.example',
      telephone: '+1 555 0100',
    });
  });
});
