import { describe, expect, it } from 'vitest';
import { mapEmbedUrl } from './map-embed-url.ts';

describe('mapEmbedUrl', () => {
  it('reads the address of a Google Maps embed', () => {
    const markup =
      '<iframe src="https://www.google.com/maps/embed?pb=!1m18&amp;z=3" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy"></iframe>';
    expect(mapEmbedUrl(markup)).toBe('https://www.google.com/maps/embed?pb=!1m18&z=3');
  });

  it('accepts Google country domains', () => {
    expect(mapEmbedUrl('<iframe src="https://www.google.co.uk/maps/embed?pb=1"></iframe>')).toBe(
      'https://www.google.co.uk/maps/embed?pb=1',
    );
    expect(mapEmbedUrl('<iframe src="https://maps.google.de/maps?q=oak&amp;output=embed"></iframe>')).toBe(
      'https://maps.google.de/maps?q=oak&output=embed',
    );
  });

  it('reads the address of an OpenStreetMap embed in single quotes', () => {
    const markup =
      "<iframe width='425' src='https://www.openstreetmap.org/export/embed.html?bbox=-122.7%2C45.5'></iframe>";
    expect(mapEmbedUrl(markup)).toBe('https://www.openstreetmap.org/export/embed.html?bbox=-122.7%2C45.5');
  });

  it('refuses other hosts, plain http, scripts and anything that is not a lone iframe', () => {
    for (const markup of [
      '<iframe src="https://evil.example/maps/embed"></iframe>',
      '<iframe src="http://www.google.com/maps/embed?pb=1"></iframe>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<iframe src="https://www.google.com.evil.example/maps"></iframe>',
      '<script>alert(1)</script><iframe src="https://www.google.com/maps/embed"></iframe>',
      '<iframe src="https://www.google.com/maps/embed"></iframe><img src=x onerror=alert(1)>',
      '<iframe srcdoc="<b>x</b>"></iframe>',
      'https://www.google.com/maps/embed?pb=1',
      '',
      null,
    ]) {
      expect(mapEmbedUrl(markup)).toBeNull();
    }
  });
});
