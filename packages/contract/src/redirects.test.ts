import { describe, expect, it } from 'vitest';
import { parseRedirectTarget, redirectLocation, reservedPathReason, sitePathKey } from './redirects.ts';

describe('how redirects match and where they send', () => {
  it.each([
    ['/old-page', '/old-page'],
    ['/old-page/', '/old-page'],
    ['/old-page//', '/old-page'],
    ['/', '/'],
    ['//', '/'],
    ['/Old-Page', '/Old-Page'],
    ['/blog/caf%C3%A9', '/blog/café'],
    ['/bad%E0%A4%A', '/bad%E0%A4%A'],
  ])('matches %s as %s', (path, key) => {
    expect(sitePathKey(path)).toBe(key);
  });

  it('keeps the site’s own paths from redirects, whatever their case, and not paths that merely start alike', () => {
    expect(reservedPathReason('/api')).toBe("Paths under /api are the API's and cannot be redirected.");
    expect(reservedPathReason('/ADMIN/blogs')).toBe(
      "Paths under /admin are the admin area's and cannot be redirected.",
    );
    expect(reservedPathReason('/apiary')).toBeNull();
    expect(reservedPathReason('/storage-tips')).toBeNull();
  });

  it('passes the query string on, after the target’s own, before its fragment', () => {
    const at = (to: string, query: string) => {
      const target = parseRedirectTarget(to);
      if (!target) throw new Error(`no target: ${to}`);
      return redirectLocation(target, query);
    };
    expect(at('/new', '')).toBe('/new');
    expect(at('/new', 'a=1&b=2')).toBe('/new?a=1&b=2');
    expect(at('/new?tab=oak', 'a=1')).toBe('/new?tab=oak&a=1');
    expect(at('/about#team', 'a=1')).toBe('/about?a=1#team');
    expect(at('/blog/ébéniste', '')).toBe('/blog/%C3%A9b%C3%A9niste');
    expect(at('https://shop.example.com/oak?ref=grain#top', 'x=1')).toBe(
      'https://shop.example.com/oak?ref=grain&x=1#top',
    );
  });

  it('reads which site path a target names, and refuses what is no path or address', () => {
    expect(parseRedirectTarget('/blog/')?.sitePath).toBe('/blog');
    expect(parseRedirectTarget('https://shop.example.com/oak')?.sitePath).toBeNull();
    expect(parseRedirectTarget('https://grain.example/old/', 'https://grain.example')?.sitePath).toBe('/old');
    for (const refused of [
      'blog',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'ftp://x.example',
      '/a b',
    ])
      expect(parseRedirectTarget(refused), refused).toBeNull();
  });
});
