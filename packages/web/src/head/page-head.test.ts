import { describe, expect, it } from 'vitest';
import { documentTitle, type PageHead, withOwnSeo } from './page-head.ts';

const derived: PageHead = {
  title: 'Oak Table',
  description: 'A sturdy oak table.',
  image: '/storage/product-images/oak.jpg',
  type: 'product',
};

describe('withOwnSeo', () => {
  it('keeps the derived head exactly when nothing of its own is set', () => {
    const own = { meta_title: null, meta_description: '  ', share_image: null, share_image_url: null, noindex: false };
    expect(withOwnSeo(derived, own)).toEqual(derived);
    expect(withOwnSeo(derived, undefined)).toBe(derived);
    expect(documentTitle(withOwnSeo(derived, own), 'Grain')).toBe('Oak Table | Grain');
  });

  it('lays the own title (the whole document title), description, picture and noindex over it', () => {
    const head = withOwnSeo(derived, {
      meta_title: 'Oak dining table, made to order',
      meta_description: 'Seats eight.\nOiled by hand.',
      share_image: 'media/table.jpg',
      share_image_url: '/storage/media/table.jpg',
      share_image_meta: {
        width: 2000,
        height: 1000,
        placeholder: '#886644',
        src: '/storage/variants/media/table.jpg/w1920.jpg',
        srcset: { avif: '', webp: '', jpeg: '/v/w960.jpg 960w, /v/w1280.jpg 1280w, /v/w1920.jpg 1920w' },
      },
      noindex: true,
    });
    expect(head).toEqual({
      ...derived,
      metaTitle: 'Oak dining table, made to order',
      description: 'Seats eight. Oiled by hand.',
      image: '/v/w1280.jpg',
      noindex: true,
    });
    expect(documentTitle(head, 'Grain')).toBe('Oak dining table, made to order');
  });
});
