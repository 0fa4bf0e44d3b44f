import { describe, expect, it } from 'vitest';
import { describeText, pageSeoBody, seoPageKeys, shareImageSource, snippet } from './seo.ts';
import { seoPages } from './seo-pages.ts';
import { staticSitePaths } from './site-paths.ts';

describe('shareImageSource', () => {
  const meta = (jpeg: string) => ({
    width: 2400,
    height: 1600,
    placeholder: '#aa8866',
    src: '/storage/variants/a.jpg/w1920.jpg',
    srcset: { avif: '', webp: '', jpeg },
  });

  it('shares the narrowest JPEG variant at least 1200 px wide', () => {
    const set = '/v/w320.jpg 320w, /v/w640.jpg 640w, /v/w1280.jpg 1280w, /v/w1920.jpg 1920w';
    expect(shareImageSource('/storage/a.jpg', meta(set))).toBe('/v/w1280.jpg');
  });

  it('shares the widest variant of a smaller picture, and the picture itself before its variants', () => {
    expect(shareImageSource('/storage/a.jpg', meta('/v/w320.jpg 320w, /v/w640.jpg 640w'))).toBe('/v/w640.jpg');
    expect(shareImageSource('/storage/a.jpg', null)).toBe('/storage/a.jpg');
    expect(shareImageSource(null, null)).toBeNull();
  });
});

describe('describeText', () => {
  it('makes plain text of HTML, and cuts it at a word under 155 characters', () => {
    expect(describeText('<p>Solid <strong>oak</strong>&nbsp;&amp; ash.</p>')).toBe('Solid oak & ash.');
    const long = describeText(`${'word '.repeat(40)}`);
    expect(long.length).toBeLessThanOrEqual(155);
    expect(long.endsWith('word…')).toBe(true);
    expect(describeText(null)).toBe('');
  });
});

describe('snippet', () => {
  it('keeps a text that fits, and cuts a longer one at a word as search results do', () => {
    expect(snippet('Oak  table\nmade by hand', 60)).toBe('Oak table made by hand');
    expect(snippet('Handmade oak tables and chairs for every home', 20)).toBe('Handmade oak …');
  });
});

describe('the fixed pages', () => {
  it('are the static pages of the site but the alternative home layouts', () => {
    expect(seoPages.map((page) => page.path)).toEqual(
      staticSitePaths.filter((path) => path !== '/home-2' && path !== '/home-3'),
    );
    expect(new Set(seoPageKeys).size).toBe(seoPageKeys.length);
  });
});

describe('pageSeoBody', () => {
  it('trims the texts, takes blank as none, and refuses over-long ones with the field messages', () => {
    expect(pageSeoBody.parse({ meta_title: '  Oak  ', meta_description: ' ', noindex: '1' })).toEqual({
      meta_title: 'Oak',
      meta_description: null,
      noindex: true,
    });
    const refused = pageSeoBody.safeParse({ meta_title: 'x'.repeat(71) });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'The meta title field must not be greater than 70 characters.',
    ]);
  });
});
