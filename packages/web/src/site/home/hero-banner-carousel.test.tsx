import type { Banner } from '@grain/contract/content-types';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
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

/** The slide the app shows (its style sheet shows the one marked current once the app runs). */
const shownSlide = () => document.querySelector<HTMLElement>('[aria-roledescription="slide"][data-current]')!;

/** The 1-based number of the slide shown, as its own dots say it. */
function currentSlide(): number {
  const dots = within(shownSlide()).getAllByRole('link', { name: /^Go to slide \d+$/ });
  return dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;
}

/** A control of the slide shown: its arrows and dots are links to the other slides. */
const control = (name: string) => within(shownSlide()).getByRole('link', { name });

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

  it('gives each slide its own dots, one per banner, and its arrows, links to the other slides', () => {
    renderSlides(three);
    expect(currentSlide()).toBe(1);
    const slides = screen.getAllByRole('group');
    expect(slides.map((slide) => slide.id)).toEqual(['hero-slide-1', 'hero-slide-2', 'hero-slide-3']);
    for (const [index, slide] of slides.entries()) {
      const dots = within(slide).getAllByRole('link', { name: /^Go to slide \d+$/ });
      expect(dots.map((dot) => dot.getAttribute('href'))).toEqual(['#hero-slide-1', '#hero-slide-2', '#hero-slide-3']);
      expect(dots[index]).toHaveAttribute('aria-current', 'true');
    }
    expect(within(slides[0]).getByRole('link', { name: 'Previous slide' })).toHaveAttribute('href', '#hero-slide-3');
    expect(within(slides[0]).getByRole('link', { name: 'Next slide' })).toHaveAttribute('href', '#hero-slide-2');
    expect(within(slides[2]).getByRole('link', { name: 'Next slide' })).toHaveAttribute('href', '#hero-slide-1');
  });

  it('takes over the slide the URL names, as chosen before the app started, and plays from there', () => {
    window.history.replaceState(null, '', '#hero-slide-3');
    try {
      renderSlides(three);
      expect(currentSlide()).toBe(3);
      expect(shownSlide().parentElement).toHaveAttribute('data-live');
      advance(BANNER_INTERVAL_MS);
      expect(currentSlide()).toBe(1);
    } finally {
      window.history.replaceState(null, '', window.location.pathname);
    }
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

  it('moves with the previous and next arrows, wrapping at both ends, without following the links', () => {
    renderSlides(three);
    fireEvent.click(control('Previous slide'));
    expect(currentSlide()).toBe(3);
    fireEvent.click(control('Next slide'));
    expect(currentSlide()).toBe(1);
    fireEvent.click(control('Next slide'));
    expect(currentSlide()).toBe(2);
    expect(window.location.hash).toBe('');
  });

  it('hands the focus of an arrow or a dot to the same control in the slide it shows', () => {
    renderSlides(three);
    control('Next slide').focus();
    fireEvent.click(control('Next slide'));
    expect(currentSlide()).toBe(2);
    expect(document.activeElement).toBe(control('Next slide'));
    fireEvent.click(document.activeElement!);
    expect(currentSlide()).toBe(3);
    expect(document.activeElement).toBe(control('Next slide'));

    control('Go to slide 1').focus();
    fireEvent.click(control('Go to slide 1'));
    expect(currentSlide()).toBe(1);
    expect(document.activeElement).toBe(control('Go to slide 1'));
  });

  it('leaves the focus alone when the control moved without having it (autoplay, a script)', () => {
    renderSlides(three);
    const elsewhere = screen.getAllByRole('link', { name: 'Explore', hidden: true })[0];
    elsewhere.focus();
    fireEvent.click(control('Next slide'));
    expect(currentSlide()).toBe(2);
    expect(document.activeElement).toBe(elsewhere);
  });

  it('never takes the focus back after the visitor has moved it on', () => {
    renderSlides(three);
    control('Go to slide 1').focus();
    fireEvent.click(control('Go to slide 1'));
    expect(currentSlide()).toBe(1);
    const elsewhere = document.body.appendChild(document.createElement('button'));
    try {
      elsewhere.focus();
      advance(BANNER_INTERVAL_MS);
      expect(currentSlide()).toBe(2);
      expect(document.activeElement).toBe(elsewhere);
    } finally {
      elsewhere.remove();
    }
  });

  it('jumps to the slide of a dot and restarts the interval from there', () => {
    renderSlides(three);
    advance(BANNER_INTERVAL_MS - 1000);
    fireEvent.click(control('Go to slide 3'));
    expect(currentSlide()).toBe(3);
    advance(BANNER_INTERVAL_MS - 1);
    expect(currentSlide()).toBe(3);
    advance(1);
    expect(currentSlide()).toBe(1);
  });

  it('has no controls and never moves with a single banner', () => {
    renderSlides([banner(1)]);
    expect(screen.queryByRole('link', { name: 'Next slide' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Go to slide/ })).not.toBeInTheDocument();
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
