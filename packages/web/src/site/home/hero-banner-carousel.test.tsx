import type { Banner } from '@grain/contract/content-types';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerSlides } from './hero-banner-carousel.tsx';
import { BANNER_INTERVAL_MS, wrapIndex } from './use-carousel.ts';

function banner(id: number, overrides: Partial<Banner> = {}): Banner {
  return {
    id,
    title: `Banner ${id}`,
    subtitle: null,
    description: null,
    button_text: null,
    button_link: null,
    video_url: null,
    headline_img: null,
    headline_img_url: null,
    background_img: null,
    background_img_url: null,
    is_active: true,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  } as Banner;
}

const three = [banner(1), banner(2), banner(3)];

function renderSlides(banners: Banner[]) {
  return render(
    <MemoryRouter>
      <BannerSlides banners={banners} />
    </MemoryRouter>,
  );
}

/** The 1-based number of the slide whose dot is current. */
function currentSlide(): number {
  const dots = screen.getAllByRole('button', { name: /^Go to slide \d+$/ });
  return dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const carousel = () => screen.getByRole('region', { name: 'Featured' });

afterEach(cleanup);

describe('wrapIndex', () => {
  it('wraps both ways', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 0)).toBe(0);
  });
});

describe('BannerSlides', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one dot per banner and starts on the first', () => {
    renderSlides(three);
    expect(screen.getAllByRole('button', { name: /^Go to slide \d+$/ })).toHaveLength(3);
    expect(currentSlide()).toBe(1);
  });

  it('advances every 5 seconds and wraps to the first after the last', () => {
    renderSlides(three);
    advance(BANNER_INTERVAL_MS - 1);
    expect(currentSlide()).toBe(1);
    advance(1);
    expect(currentSlide()).toBe(2);
    advance(BANNER_INTERVAL_MS);
    expect(currentSlide()).toBe(3);
    advance(BANNER_INTERVAL_MS);
    expect(currentSlide()).toBe(1);
  });

  it('pauses while the pointer is over it and resumes on leaving', () => {
    renderSlides(three);
    fireEvent.pointerEnter(carousel());
    advance(BANNER_INTERVAL_MS * 3);
    expect(currentSlide()).toBe(1);
    fireEvent.pointerLeave(carousel());
    advance(BANNER_INTERVAL_MS);
    expect(currentSlide()).toBe(2);
  });

  it('moves with the previous and next buttons, wrapping at both ends', () => {
    renderSlides(three);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toBe(2);
  });

  it('jumps to the slide of a dot and restarts the interval from there', () => {
    renderSlides(three);
    advance(BANNER_INTERVAL_MS - 1000);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(currentSlide()).toBe(3);
    advance(BANNER_INTERVAL_MS - 1);
    expect(currentSlide()).toBe(3);
    advance(1);
    expect(currentSlide()).toBe(1);
  });

  it('hides the slides that are not current from assistive technology', () => {
    renderSlides(three);
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-hidden'))).toEqual(['false', 'true', 'true']);
  });

  it('has no controls and never moves with a single banner', () => {
    renderSlides([banner(1)]);
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Go to slide/ })).not.toBeInTheDocument();
    advance(BANNER_INTERVAL_MS * 2);
    expect(screen.getByRole('heading', { name: 'Banner 1' })).toBeVisible();
  });

  it('links the button to button_link with button_text, or Explore by default', () => {
    renderSlides([banner(1, { button_text: 'See Our Work', button_link: '/project' }), banner(2)]);
    expect(screen.getByRole('link', { name: 'See Our Work' })).toHaveAttribute('href', '/project');
    expect(screen.getByRole('link', { name: 'Explore', hidden: true })).toHaveAttribute('href', '/');
  });

  it('offers the video of a banner that has one', () => {
    renderSlides([banner(1, { video_url: 'https://example.com/tour.mp4' }), banner(2)]);
    expect(screen.getByRole('button', { name: 'Watch Video' })).toBeInTheDocument();
  });
});

describe('BannerSlides pictures', () => {
  const pictured = [1, 2].map((id) =>
    banner(id, {
      background_img_url: `/storage/banners/bg-${id}.jpg`,
      headline_img_url: `/storage/banners/h-${id}.jpg`,
    }),
  );
  const picture = (container: HTMLElement, src: string) => container.querySelector(`img[src="${src}"]`);

  it('are real images, the first slide loading at once and its background first of all', () => {
    const { container } = renderSlides(pictured);
    const background = picture(container, '/storage/banners/bg-1.jpg');
    expect(background).toHaveAttribute('loading', 'eager');
    expect(background).toHaveAttribute('fetchpriority', 'high');
    expect(background).toHaveAttribute('width', '1600');
    expect(background).toHaveAttribute('height', '900');
    expect(picture(container, '/storage/banners/h-1.jpg')).toHaveAttribute('loading', 'eager');
    expect(picture(container, '/storage/banners/h-1.jpg')).not.toHaveAttribute('fetchpriority', 'high');
  });

  it('of the later slides wait until needed', () => {
    const { container } = renderSlides(pictured);
    expect(picture(container, '/storage/banners/bg-2.jpg')).toHaveAttribute('loading', 'lazy');
    expect(picture(container, '/storage/banners/h-2.jpg')).toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('[style*="background-image"]')).toBeNull();
  });
});
