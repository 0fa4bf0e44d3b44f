import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, productPage, renderWithRouter, sampleProduct, setViewportWidth } from '../../../test/ui.tsx';
import { CustomizedProductsSlider, FeaturedProductsSlider } from './product-slider.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const products = (count: number) => Array.from({ length: count }, (_, index) => sampleProduct({ id: index + 1 }));

/** Names of the products on the current page (the other slides are inert). */
function visibleNames(): string[] {
  return [...document.querySelectorAll('[aria-roledescription="slide"]:not([inert])')].map(
    (slide) => slide.querySelector('h3')?.textContent ?? '',
  );
}

async function renderFeatured(count: number, width: number) {
  setViewportWidth(width);
  mockApi([[/^\/products\/featured$/, () => products(count)]]);
  renderWithRouter(<FeaturedProductsSlider />);
  await screen.findByText('Oak Table 1');
}

describe('FeaturedProductsSlider', () => {
  it.each([
    [375, 1],
    [600, 2],
    [800, 3],
    [1366, 4],
  ])('shows the right number of cards at %i px', async (width, cards) => {
    await renderFeatured(10, width);
    await waitFor(() => expect(visibleNames()).toHaveLength(cards));
    expect(visibleNames()[0]).toBe('Oak Table 1');
  });

  it('pages by the visible count, stops on the last full page and wraps to the start', async () => {
    const user = userEvent.setup();
    await renderFeatured(10, 1366);
    const next = screen.getByRole('button', { name: 'Next featured products' });
    await waitFor(() => expect(visibleNames()).toEqual(['Oak Table 1', 'Oak Table 2', 'Oak Table 3', 'Oak Table 4']));
    await user.click(next);
    expect(visibleNames()).toEqual(['Oak Table 5', 'Oak Table 6', 'Oak Table 7', 'Oak Table 8']);
    await user.click(next);
    expect(visibleNames()).toEqual(['Oak Table 7', 'Oak Table 8', 'Oak Table 9', 'Oak Table 10']);
    await user.click(next);
    expect(visibleNames()).toEqual(['Oak Table 1', 'Oak Table 2', 'Oak Table 3', 'Oak Table 4']);
  });

  it('goes back from the start to the last full page', async () => {
    const user = userEvent.setup();
    await renderFeatured(10, 800);
    await waitFor(() => expect(visibleNames()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Previous featured products' }));
    expect(visibleNames()).toEqual(['Oak Table 8', 'Oak Table 9', 'Oak Table 10']);
    await user.click(screen.getByRole('button', { name: 'Previous featured products' }));
    expect(visibleNames()).toEqual(['Oak Table 5', 'Oak Table 6', 'Oak Table 7']);
  });

  it('disables both buttons when every product fits on one page', async () => {
    await renderFeatured(3, 1366);
    expect(screen.getByRole('button', { name: 'Previous featured products' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next featured products' })).toBeDisabled();
  });

  it('links to all products', async () => {
    await renderFeatured(2, 1366);
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
    await waitFor(() => expect(visibleNames()).toHaveLength(4));
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
