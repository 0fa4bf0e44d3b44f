import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel.tsx';
import { CarouselControls } from './carousel-controls.ts';

const slides = ['One', 'Two', 'Three'].map((title) => ({ key: title, content: <h3>{title}</h3> }));

function renderCarousel(options: object) {
  const controls = new CarouselControls();
  const view = render(
    <Carousel slides={slides} options={options} staticClassName="static" slideClassName="slide" controls={controls} />,
  );
  return { ...view, controls };
}

const swiperRuns = (container: HTMLElement) => container.querySelector('.swiper') !== null;

afterEach(() => vi.useRealTimers());

describe('Carousel', () => {
  it('shows its slides as plain HTML and loads Swiper only when its autoplay is due, taking that step', async () => {
    vi.useFakeTimers();
    const { container } = renderCarousel({ loop: true, autoplay: { delay: 5000 } });
    expect(screen.getByRole('heading', { name: 'One' })).toBeTruthy();
    expect(container.querySelector('.static')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(4900));
    expect(swiperRuns(container)).toBe(false);
    await act(async () => vi.advanceTimersByTime(100));
    vi.useRealTimers();
    await vi.waitFor(() => expect(swiperRuns(container)).toBe(true));
    expect(container.querySelector('.swiper-slide-active h3')?.textContent).toBe('Two');
  });

  // The visitor's first action is the page's, once: these two run in this order.
  it('without autoplay, stays plain HTML while the visitor does nothing', async () => {
    vi.useFakeTimers();
    const { container } = renderCarousel({ loop: true });
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(swiperRuns(container)).toBe(false);
  });

  it("loads Swiper at the visitor's first action, and makes an arrow press made before it ran", async () => {
    const { container, controls } = renderCarousel({ loop: true });
    controls.move('next');
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    await vi.waitFor(() => expect(swiperRuns(container)).toBe(true));
    await vi.waitFor(() => expect(container.querySelector('.swiper-slide-active h3')?.textContent).toBe('Two'));
  });
});
