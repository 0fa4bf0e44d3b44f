import type { Blog } from '@grain/contract/content-types';
import { describe, expect, it } from 'vitest';
import { blogExcerpt, formatBlogDate, stripHtml, withTitles } from './blog-text.ts';

describe('formatBlogDate', () => {
  it('writes a calendar date in long US format', () => {
    expect(formatBlogDate('2026-03-04')).toBe('March 4, 2026');
  });

  it('keeps the written day of a timestamp whatever the time zone', () => {
    expect(formatBlogDate('2026-01-01T00:00:00.000Z')).toBe('January 1, 2026');
    expect(formatBlogDate('2025-12-31T23:30:00-05:00')).toBe('December 31, 2025');
  });

  it('reads as en-US long dates do, for every month and day', () => {
    const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(Date.UTC(2028, 0, 1 + day));
      expect(formatBlogDate(date.toISOString().slice(0, 10))).toBe(longDate.format(date));
    }
  });

  it('passes through values that are not dates', () => {
    expect(formatBlogDate('soon')).toBe('soon');
    expect(formatBlogDate(null)).toBe('');
  });
});

describe('stripHtml', () => {
  it('drops tags and scripts, decodes entities and collapses whitespace', () => {
    expect(stripHtml('<p>Oak &amp; walnut</p><p>finish&nbsp;<strong>oil</strong></p><script>alert(1)</script>')).toBe(
      'Oak & walnut finish oil',
    );
    expect(stripHtml('Tom&#39;s &#x41;sh')).toBe("Tom's Ash");
  });
});

describe('blogExcerpt', () => {
  it('keeps short text whole', () => {
    expect(blogExcerpt('<p>Oak and ash.</p>', 20)).toBe('Oak and ash.');
  });

  it('cuts long text at a word boundary without trailing punctuation', () => {
    expect(blogExcerpt('<p>Oiled wood is alive. It breathes and moves</p>', 21)).toBe('Oiled wood is alive...');
  });

  it('cuts a single long word at the length', () => {
    expect(blogExcerpt(`<p>${'a'.repeat(200)}</p>`, 10)).toBe('aaaaaaaaaa...');
  });
});

describe('withTitles', () => {
  it('drops entries without a non-blank title', () => {
    const blogs = [{ title: 'Oak' }, { title: '  ' }, { title: '' }, { title: null }] as unknown as Blog[];
    expect(withTitles(blogs).map((blog) => blog.title)).toEqual(['Oak']);
  });
});
