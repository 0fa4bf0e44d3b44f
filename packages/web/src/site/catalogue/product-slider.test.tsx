import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, productPage, renderWithRouter, sampleProduct, setViewportWidth } from '../../../test/ui.tsx';
import { CustomizedProductsSlider, FeaturedProductsSlider } from './product-slider.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const products = (count: number) => Array.from({ length: count }, (_, index) => sampleProduct({ id: index + 1 }));

const slides = () => [...document.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];

async function renderFeatured(count: number) {
  setViewportWidth(1366);
  mockApi([[/^\/products\/featured$/, () => products(count)]]);
  renderWithRouter(<FeaturedProductsSlider />);
  await screen.findByText('Oak Table 1');
}

/**
 * Lays the strip out as a browser would (jsdom has no layout): 4 cards of 280 px in view, 20 px
 * apart, scrolled to `scrollLeft`; records where the app scrolls it.
 */
function layOut(scrollLeft: number) {
  const strip = slides()[0].parentElement!;
  slides().forEach((slide, index) => {
    Object.defineProperty(slide, 'offsetLeft', { configurable: true, value: index * 300 });
    Object.defineProperty(slide, 'offsetWidth', { configurable: true, value: 280 });
  });
  Object.defineProperty(strip, 'clientWidth', { configurable: true, value: 4 * 280 + 3 * 20 });
  strip.scrollLeft = scrollLeft;
  const scrolledTo: number[] = [];
  strip.scrollTo = ((options: ScrollToOptions) => scrolledTo.push(options.left ?? -1)) as typeof strip.scrollTo;
  return scrolledTo;
}

/** An arrow of the pair shown first (the first card's; without the app, that of the card linked to). */
const arrow = (name: string) => within(slides()[0]).getByRole('link', { name });

describe('FeaturedProductsSlider', () => {
  it('lays every product out as a slide of the strip, the first with arrows linking to the cards beside it', async () => {
    await renderFeatured(10);
    expect(slides()).toHaveLength(10);
    expect(slides().map((slide) => slide.id)).toEqual(
      Array.from({ length: 10 }, (_, index) => `featured-product-${index + 1}`),
    );
    expect(slides()[3]).toHaveAccessibleName('4 of 10');
    expect(arrow('Previous featured products')).toHaveAttribute('href', '#featured-product-10');
    expect(arrow('Next featured products')).toHaveAttribute('href', '#featured-product-2');
  });

  it('with the app, pages by the cards in view, stops on the last full page and wraps to the start', async () => {
    const user = userEvent.setup();
    await renderFeatured(10);
    expect(layOut(0)).toEqual([]);
    let scrolledTo = layOut(0);
    await user.click(arrow('Next featured products'));
    expect(scrolledTo).toEqual([1200]);
    scrolledTo = layOut(1200);
    await user.click(arrow('Next featured products'));
    expect(scrolledTo).toEqual([1800]);
    scrolledTo = layOut(1800);
    await user.click(arrow('Next featured products'));
    expect(scrolledTo).toEqual([0]);
    expect(window.location.hash).toBe('');
  });

  it('with the app, goes back from the start to the last full page', async () => {
    const user = userEvent.setup();
    await renderFeatured(10);
    let scrolledTo = layOut(0);
    await user.click(arrow('Previous featured products'));
    expect(scrolledTo).toEqual([1800]);
    scrolledTo = layOut(1500);
    await user.click(arrow('Previous featured products'));
    expect(scrolledTo).toEqual([300]);
  });

  it('has no arrows for a single product', async () => {
    await renderFeatured(1);
    expect(screen.queryByRole('link', { name: /featured products$/ })).not.toBeInTheDocument();
  });

  it('links to all products', async () => {
    await renderFeatured(2);
    expect(screen.getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('heading', { name: 'Featured Products' })).toBeInTheDocument();
  });

  it('says when there are no products', async () => {
    setViewportWidth(1366);
    mockApi([[/^\/products\/featured$/, () => []]]);
    renderWithRouter(<FeaturedProductsSlider />);
    expect(await screen.findByText('No products available at the moment.')).toBeInTheDocument();
  });

  it('shows the error message', async () => {
    setViewportWidth(1366);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi([[/^\/products\/featured$/, () => ({ status: 500, message: 'Server exploded' })]]);
    renderWithRouter(<FeaturedProductsSlider />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading featured products: Server exploded');
  });
});

describe('CustomizedProductsSlider', () => {
  it('shows the first page of customized products', async () => {
    setViewportWidth(1366);
    mockApi([[/^\/products\/customized$/, () => productPage(products(5))]]);
    renderWithRouter(<CustomizedProductsSlider />);
    expect(await screen.findByRole('heading', { name: 'Customized Products' })).toBeInTheDocument();
    await waitFor(() => expect(slides()).toHaveLength(5));
    expect(slides()[0]).toHaveAttribute('id', 'customized-product-1');
  });

  it('shows its own error message', async () => {
    setViewportWidth(1366);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi([[/^\/products\/customized$/, () => ({ status: 503, message: 'Down for maintenance' })]]);
    renderWithRouter(<CustomizedProductsSlider />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading customized products: Down for maintenance',
    );
  });
});
