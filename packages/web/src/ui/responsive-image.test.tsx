import type { ImageMeta } from '@grain/contract/image-meta';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadingByPosition } from './image-loading.ts';
import { EMPTY_IMAGE, lightboxSlide, PLACEHOLDER_IMAGE, ResponsiveImage } from './responsive-image.tsx';

afterEach(cleanup);

const TINY = 'data:image/webp;base64,UklGRh4AAABXRUJQVlA4IBIAAAAwAQCdASoBAAEAAQAcJaQAA3AA/v3AgAA=';
const base = '/storage/variants/services/oak.jpg';
const meta: ImageMeta = {
  width: 1600,
  height: 900,
  placeholder: TINY,
  src: `${base}/w1280.jpg`,
  srcset: {
    avif: `${base}/w640.avif 640w, ${base}/w1280.avif 1280w`,
    webp: `${base}/w640.webp 640w, ${base}/w1280.webp 1280w`,
    jpeg: `${base}/w640.jpg 640w, ${base}/w1280.jpg 1280w`,
  },
};
const SIZES = '(min-width: 992px) 50vw, 100vw';

describe('ResponsiveImage', () => {
  it('shown only under a media query, takes an empty image elsewhere, before its own sources', () => {
    render(<ResponsiveImage src="/storage/b.jpg" meta={meta} alt="Headline" shownWhen="(min-width: 992px)" />);
    const sources = [...document.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('media'))).toEqual([
      'not all and (min-width: 992px)',
      null,
      null,
    ]);
    expect(sources[0]).toHaveAttribute('srcset', EMPTY_IMAGE);
    cleanup();
    // Without variants yet, the original alone, in a picture for the same reason.
    render(<ResponsiveImage src="/storage/b.jpg" meta={null} alt="Headline" shownWhen="(min-width: 992px)" />);
    expect(screen.getByRole('img', { name: 'Headline' }).parentElement?.tagName).toBe('PICTURE');
    expect(document.querySelector('picture > source')).toHaveAttribute('media', 'not all and (min-width: 992px)');
  });

  it('renders AVIF and WebP sources and a sized, lazy JPEG fallback with the placeholder behind it', () => {
    render(<ResponsiveImage src="/storage/services/oak.jpg" meta={meta} alt="Oak table" sizes={SIZES} />);
    const sources = [...document.querySelectorAll('picture > source')].map((source) => ({
      type: source.getAttribute('type'),
      srcset: source.getAttribute('srcset'),
      sizes: source.getAttribute('sizes'),
    }));
    expect(sources).toEqual([
      { type: 'image/avif', srcset: meta.srcset.avif, sizes: SIZES },
      { type: 'image/webp', srcset: meta.srcset.webp, sizes: SIZES },
    ]);
    const image = screen.getByRole('img', { name: 'Oak table' });
    expect(image.parentElement?.tagName).toBe('PICTURE');
    expect(image).toHaveAttribute('src', `${base}/w1280.jpg`);
    expect(image).toHaveAttribute('srcset', meta.srcset.jpeg);
    expect(image).toHaveAttribute('sizes', SIZES);
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '900');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(image.style.backgroundImage).toBe(`url("${TINY}")`);
    expect(image.style.backgroundSize).toBe('cover');

    fireEvent.load(image);
    expect(image.style.backgroundImage).toBe('');
    expect(image.style.backgroundSize).toBe('');
  });

  it('fetches the LCP image first and at once', () => {
    render(<ResponsiveImage src="/x.jpg" meta={meta} alt="Hero" sizes="100vw" priority />);
    const image = screen.getByRole('img', { name: 'Hero' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('uses the PNG fallback of a see-through image and a colour placeholder', () => {
    const { jpeg: _jpeg, ...formats } = meta.srcset;
    const png = { ...meta, placeholder: '#a0622d', srcset: { ...formats, png: `${base}/w640.png 640w` } };
    render(<ResponsiveImage src="/x.png" meta={png} alt="Logo" sizes="200px" />);
    const image = screen.getByRole('img', { name: 'Logo' });
    expect(image).toHaveAttribute('srcset', `${base}/w640.png 640w`);
    expect(image.style.backgroundColor).toBe('rgb(160, 98, 45)');
  });

  it('shows the original alone while the variants are being made', () => {
    render(<ResponsiveImage src="/storage/services/oak.jpg" meta={null} alt="Oak" sizes="100vw" />);
    const image = screen.getByRole('img', { name: 'Oak' });
    expect(document.querySelector('picture')).toBeNull();
    expect(image).toHaveAttribute('src', '/storage/services/oak.jpg');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows the placeholder picture when a variant fails to load, and again for a new source', () => {
    const { rerender } = render(
      <ResponsiveImage src="/storage/services/oak.jpg" meta={meta} alt="Oak" sizes="100vw" />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Oak' }));
    const broken = screen.getByRole('img', { name: 'Oak' });
    expect(document.querySelector('picture')).toBeNull();
    expect(broken).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(broken).not.toHaveAttribute('srcset');

    rerender(<ResponsiveImage src="/storage/services/ash.jpg" meta={meta} alt="Oak" sizes="100vw" />);
    expect(document.querySelector('picture')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'Oak' })).toHaveAttribute('src', `${base}/w1280.jpg`);
  });

  it('shows the given fallback when there is no source or the original fails, and tells the caller', () => {
    const onError = vi.fn();
    const { rerender } = render(<ResponsiveImage src={null} meta={null} alt="None" fallback="/default.jpg" />);
    expect(screen.getByRole('img', { name: 'None' })).toHaveAttribute('src', '/default.jpg');

    rerender(<ResponsiveImage src="/gone.jpg" meta={null} alt="None" fallback="/default.jpg" onError={onError} />);
    expect(screen.getByRole('img', { name: 'None' })).toHaveAttribute('src', '/gone.jpg');
    fireEvent.error(screen.getByRole('img', { name: 'None' }));
    expect(screen.getByRole('img', { name: 'None' })).toHaveAttribute('src', '/default.jpg');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it("keeps a list's loading hints: the first picture eager and first, the next eager after it, the rest lazy", () => {
    render(
      [0, 1, 2].map((index) => (
        <ResponsiveImage
          key={index}
          src="/x.jpg"
          meta={meta}
          alt={`Card ${index}`}
          {...loadingByPosition(index, { eager: 2 })}
        />
      )),
    );
    const hints = [0, 1, 2].map((index) => {
      const image = screen.getByRole('img', { name: `Card ${index}` });
      return [image.getAttribute('loading'), image.getAttribute('fetchpriority'), image.getAttribute('decoding')];
    });
    expect(hints).toEqual([
      ['eager', 'high', 'auto'],
      ['eager', 'low', 'auto'],
      ['lazy', null, 'async'],
    ]);
  });

  it("keeps the caller's box size and style, under the placeholder", () => {
    render(<ResponsiveImage src="/x.jpg" meta={meta} alt="Card" width={800} height={600} style={{ width: 120 }} />);
    const image = screen.getByRole('img', { name: 'Card' });
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    expect(image).toHaveAttribute('sizes', '100vw');
    expect(image.style.width).toBe('120px');
    expect(image.style.backgroundImage).toBe(`url("${TINY}")`);
  });
});

describe("the media library's alt text and focal point", () => {
  it("shows the item's alt text over the caller's fallback, empty when decorative, and the fallback when none", () => {
    const { rerender } = render(<ResponsiveImage src="/x.jpg" meta={{ ...meta, alt: 'An oak bench' }} alt="Benches" />);
    expect(screen.getByRole('img', { name: 'An oak bench' })).toBeInTheDocument();
    rerender(<ResponsiveImage src="/x.jpg" meta={{ ...meta, alt: '' }} alt="Benches" />);
    expect(document.querySelector('img')).toHaveAttribute('alt', '');
    rerender(<ResponsiveImage src="/x.jpg" meta={{ ...meta, alt: null }} alt="Benches" />);
    expect(screen.getByRole('img', { name: 'Benches' })).toBeInTheDocument();
    // A caller whose alt names the picture's place keeps it (a gallery's "image 2 of 3").
    rerender(
      <ResponsiveImage src="/x.jpg" meta={{ ...meta, alt: 'An oak bench' }} alt="Bench, image 2 of 3" keepAlt />,
    );
    expect(screen.getByRole('img', { name: 'Bench, image 2 of 3' })).toBeInTheDocument();
    // A picture its caller hides (a card's picture beside its linked name) stays hidden.
    rerender(<ResponsiveImage src="/x.jpg" meta={{ ...meta, alt: 'An oak bench' }} alt="" />);
    expect(document.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('puts the focal point in object-position, and nothing for the centre', () => {
    const { rerender } = render(<ResponsiveImage src="/x.jpg" meta={{ ...meta, focal: { x: 8, y: 30 } }} alt="" />);
    expect(document.querySelector('img')?.style.objectPosition).toBe('8% 30%');
    rerender(<ResponsiveImage src="/x.jpg" meta={{ ...meta, focal: { x: 50, y: 50 } }} alt="" />);
    expect(document.querySelector('img')?.style.objectPosition).toBe('');
  });
});

describe('lightboxSlide', () => {
  it('shows the widest variant at its size once made, else the original', () => {
    expect(lightboxSlide('/storage/p/1.jpg', meta, 'Bench')).toEqual({
      src: `${base}/w1280.jpg`,
      alt: 'Bench',
      width: 1600,
      height: 900,
    });
    expect(lightboxSlide('/storage/p/1.jpg', null, 'Bench')).toEqual({ src: '/storage/p/1.jpg', alt: 'Bench' });
  });
});
