import { describe, expect, it } from 'vitest';
import { decodeAttribute, mapEmbedUrl, normaliseMapEmbed } from './map-embed.ts';

const iframe = (src: string) => `<iframe src="${src}" width="600" height="450"></iframe>`;

describe('decodeAttribute', () => {
  it('decodes the entities of an attribute value', () => {
    expect(decodeAttribute('a&amp;b &quot;c&quot; &#39;d&#39; &lt;e&gt;')).toBe(`a&b "c" 'd' <e>`);
  });

  it('decodes each entity once', () => {
    expect(decodeAttribute('&amp;lt;script&amp;gt; &amp;amp;')).toBe('&lt;script&gt; &amp;');
  });
});

describe('mapEmbedUrl', () => {
  it('reads the address of a Google Maps embed, decoding its entities', () => {
    const markup =
      '<iframe src="https://www.google.com/maps/embed?pb=!1m18&amp;z=3" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy"></iframe>';
    expect(mapEmbedUrl(markup)).toBe('https://www.google.com/maps/embed?pb=!1m18&z=3');
  });

  it('reads the address of an OpenStreetMap embed in single quotes', () => {
    const markup =
      "<iframe width='425' src='https://www.openstreetmap.org/export/embed.html?bbox=-122.7%2C45.5'></iframe>";
    expect(mapEmbedUrl(markup)).toBe('https://www.openstreetmap.org/export/embed.html?bbox=-122.7%2C45.5');
  });

  it.each([
    ['google.com', 'https://google.com/maps/embed?pb=1'],
    ['www.google.com', 'https://www.google.com/maps/embed?pb=1'],
    ['maps.google.com', 'https://maps.google.com/maps?q=oak&output=embed'],
    ['a national domain', 'https://www.google.de/maps/embed?pb=1'],
    ['a co. domain', 'https://www.google.co.uk/maps/embed?pb=1'],
    ['a com. domain', 'https://maps.google.com.au/maps?q=oak&output=embed'],
    ['the bare /maps path', 'https://www.google.com/maps'],
    ['openstreetmap.org', 'https://openstreetmap.org/export/embed.html?bbox=1'],
    ['www.openstreetmap.org', 'https://www.openstreetmap.org/export/embed.html?bbox=1'],
  ])('accepts %s', (_, url) => {
    expect(mapEmbedUrl(iframe(url))).toBe(url);
  });

  it('accepts only https', () => {
    expect(mapEmbedUrl(iframe('http://www.google.com/maps/embed?pb=1'))).toBeNull();
    expect(mapEmbedUrl(iframe('//www.google.com/maps/embed?pb=1'))).toBeNull();
    expect(mapEmbedUrl(iframe('javascript:alert(1)'))).toBeNull();
  });

  it('refuses an address with a port', () => {
    expect(mapEmbedUrl(iframe('https://www.google.com:8443/maps/embed?pb=1'))).toBeNull();
  });

  it('refuses an address with credentials', () => {
    expect(mapEmbedUrl(iframe('https://user:secret@www.google.com/maps/embed?pb=1'))).toBeNull();
    expect(mapEmbedUrl(iframe('https://user@www.openstreetmap.org/export/embed.html'))).toBeNull();
  });

  it.each([
    'https://www.google.com.evil.example/maps',
    'https://google.evil.example/maps',
    'https://www.google.example.com/maps',
    'https://evilgoogle.com/maps',
    'https://maps.google.com.evil.example/maps',
    'https://www.openstreetmap.org.evil.example/export/embed.html',
    'https://evil.example/maps/embed',
  ])('refuses the look-alike host of %s', (url) => {
    expect(mapEmbedUrl(iframe(url))).toBeNull();
  });

  it.each([
    'https://www.google.com/search?q=maps',
    'https://www.google.com/mapsfoo',
    'https://www.openstreetmap.org/export/other.html',
    'https://www.openstreetmap.org/',
  ])('refuses the path of %s', (url) => {
    expect(mapEmbedUrl(iframe(url))).toBeNull();
  });

  it('refuses scripts, extra markup, other attributes in place of src, and non-iframes', () => {
    for (const markup of [
      '<script>alert(1)</script><iframe src="https://www.google.com/maps/embed"></iframe>',
      '<iframe src="https://www.google.com/maps/embed"></iframe><img src=x onerror=alert(1)>',
      '<iframe srcdoc="<b>x</b>"></iframe>',
      '<iframe data-src="https://www.google.com/maps/embed"></iframe>',
      'https://www.google.com/maps/embed?pb=1',
      '<iframe src="not a url"></iframe>',
      '',
      null,
      undefined,
    ]) {
      expect(mapEmbedUrl(markup)).toBeNull();
    }
  });
});

describe('normaliseMapEmbed', () => {
  it('rebuilds the iframe from the URL alone, dropping every other attribute', () => {
    const sent =
      '<iframe src="https://maps.google.co.uk/maps?q=Stockholm&amp;output=embed" width="800" onload="alert(1)" style="position:fixed"></iframe>';
    expect(normaliseMapEmbed(sent)).toBe(
      '<iframe src="https://maps.google.co.uk/maps?q=Stockholm&amp;output=embed" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>',
    );
  });

  it('escapes quotes of the URL in the rebuilt attribute', () => {
    expect(normaliseMapEmbed(iframe('https://www.google.com/maps/embed?q=&quot;oak&quot;'))).toContain(
      'src="https://www.google.com/maps/embed?q=%22oak%22"',
    );
  });

  it('gives null for markup that is not allowed', () => {
    expect(normaliseMapEmbed(iframe('https://evil.example/maps'))).toBeNull();
  });
});
