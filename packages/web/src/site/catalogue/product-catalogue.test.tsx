import type { Category } from '@grain/contract/content-types';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, productPage, renderWithRouter, sampleProduct } from './catalogue-test-helpers.tsx';
import { ProductCatalogue } from './product-catalogue.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const categories = [
  { id: 3, name: 'Tables', slug: 'tables', description: null },
  { id: 4, name: 'Chairs', slug: 'chairs', description: null },
] as Category[];

function setup(path = '/products') {
  window.scrollTo = vi.fn();
  const fetchMock = mockApi([
    [/^\/categories$/, () => categories],
    [
      /^\/products(\/search)?$/,
      (url) => {
        if (url.searchParams.get('q') === 'nothing') return productPage([]);
        const page = Number(url.searchParams.get('page') ?? 1);
        return productPage([sampleProduct({ id: page * 100, name: `Product on page ${page}` })], page, 3);
      },
    ],
  ]);
  const view = renderWithRouter(<ProductCatalogue heading="All Products" />, { path, pattern: '/products' });
  const calls = () => fetchMock.mock.calls.map(([input]) => String(input));
  return { ...view, calls };
}

describe('ProductCatalogue', () => {
  it('lists all products with a count and no clear buttons', async () => {
    setup();
    expect(await screen.findByText('Product on page 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All Products' })).toBeInTheDocument();
    expect(screen.getByText('1 product')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear All Filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Search' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All Categories' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('searches on Enter, from page 1, and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    const { router, calls } = setup('/products?page=2');
    await screen.findByText('Product on page 2');
    await user.type(screen.getByPlaceholderText('Search by name, description...'), '  oak {Enter}');
    expect(await screen.findByRole('heading', { name: 'Search Results' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=oak');
    expect(calls().at(-1)).toBe('/api/products/search?q=oak&page=1');
    expect(screen.getByRole('button', { name: 'Clear Search' })).toBeInTheDocument();
  });

  it('filters by category and customized, and clears everything', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    await screen.findByText('Product on page 1');
    await user.click(await screen.findByRole('button', { name: 'Tables' }));
    expect(router.state.location.search).toBe('?category=3');
    expect(screen.getByRole('button', { name: 'Tables' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('switch', { name: 'Customized Products Only' }));
    expect(router.state.location.search).toBe('?category=3&customized=1');
    expect(await screen.findByRole('heading', { name: 'Search Results' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { name: 'All Products' })).toBeInTheDocument();
  });

  it('changes page through the URL and scrolls to the top', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    await screen.findByText('Product on page 1');
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    await user.click(within(pagination).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Product on page 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('says when nothing matches', async () => {
    setup('/products?q=nothing');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter criteria.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows search and list errors with their own prefix', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.scrollTo = vi.fn();
    mockApi([[/^\/products/, () => ({ status: 500, message: 'Database unavailable' })]]);
    renderWithRouter(<ProductCatalogue heading="All Products" />, { path: '/products?q=oak', pattern: '/products' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Search error: Database unavailable');
    cleanup();
    renderWithRouter(<ProductCatalogue heading="All Products" />, { path: '/products', pattern: '/products' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading products: Database unavailable');
  });

  it('shows six skeleton cards while loading', async () => {
    window.scrollTo = vi.fn();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderWithRouter(<ProductCatalogue heading="All Products" />, { path: '/products', pattern: '/products' });
    const loading = screen.getByRole('list', { name: 'Loading products' });
    expect(loading.children).toHaveLength(6);
  });
});
