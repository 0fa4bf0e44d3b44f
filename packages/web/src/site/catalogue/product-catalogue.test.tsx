import type { Category } from '@grain/contract/content-types';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, productPage, renderWithRouter, sampleProduct } from '../../../test/ui.tsx';
import { categorySearch, productsSearch } from './catalogue-loaders.ts';
import { ProductCatalogue } from './product-catalogue.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const categories = [
  { id: 3, name: 'Tables', slug: 'tables', description: null },
  { id: 4, name: 'Chairs', slug: 'chairs', description: null },
] as Category[];

/**
 * The search the page's loader hands it, read as the real loader reads it; the list itself is
 * fetched by the component here, so its loading and error states show (the real loader would
 * have the list in the cache, or fail the route).
 */
const searchLoader =
  (categoryId?: number) =>
  ({ request }: { request: Request }) => ({ search: (categoryId ? categorySearch : productsSearch)(request) });

const sidebar = () => screen.getByRole('complementary', { name: 'Product filters' });

function setup(path = '/products', categoryId?: number) {
  window.scrollTo = vi.fn();
  const fetchMock = mockApi([
    [/^\/categories$/, () => categories],
    [/^\/products\/facets$/, () => []],
    [
      /^\/products(\/search|\/category\/\d+)?$/,
      (url) => {
        if (url.searchParams.get('q') === 'nothing') return productPage([]);
        const page = Number(url.searchParams.get('page') ?? 1);
        return productPage([sampleProduct({ id: page * 100, name: `Product on page ${page}` })], page, 3);
      },
    ],
  ]);
  const view = renderWithRouter(<ProductCatalogue heading="All Products" categoryId={categoryId} />, {
    path,
    pattern: categoryId ? '/products/category/:id' : '/products',
    loader: searchLoader(categoryId),
  });
  const calls = () => fetchMock.mock.calls.map(([input]) => String(input));
  return { ...view, calls };
}

/**
 * The page's own request was the last product request. Not the last request of all: the category
 * list and the facets may be asked for after it.
 */
async function expectLastProductRequest(calls: () => string[], request: string) {
  await vi.waitFor(() => expect(calls()).toContain(request));
  expect(
    calls()
      .filter((call) => call.startsWith('/api/products') && !call.startsWith('/api/products/facets'))
      .at(-1),
  ).toBe(request);
}

describe('ProductCatalogue', () => {
  it('lists all products with a count and no clear buttons', async () => {
    setup();
    expect(await screen.findByText('Product on page 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All Products' })).toBeInTheDocument();
    expect(screen.getByText('1 product')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Clear All Filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Clear Search' })).not.toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'All Categories' })).toHaveAttribute('aria-current', 'true');
  });

  it('searches on Enter, from page 1, and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    const { router, calls } = setup('/products?page=2');
    await screen.findByText('Product on page 2');
    await user.type(screen.getByPlaceholderText('Search by name, description...'), '  oak {Enter}');
    expect(await screen.findByRole('heading', { name: 'Search Results' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=oak');
    await expectLastProductRequest(calls, '/api/products/search?q=oak');
    expect(screen.getByRole('link', { name: 'Clear Search' })).toBeInTheDocument();
  });

  it('filters by category and customized, and clears everything', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    await screen.findByText('Product on page 1');
    await user.click(await within(sidebar()).findByRole('link', { name: 'Tables' }));
    expect(router.state.location.search).toBe('?category_id=3');
    expect(within(sidebar()).getByRole('link', { name: 'Tables' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('switch', { name: 'Customized Products Only' }));
    expect(router.state.location.search).toBe('?category_id=3&customized=1');
    expect(await screen.findByRole('heading', { name: 'Search Results' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear All Filters' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { name: 'All Products' })).toBeInTheDocument();
  });

  it('changes page through links to the URL', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    await screen.findByText('Product on page 1');
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/products?page=2');
    await user.click(within(pagination).getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByText('Product on page 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
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
    renderWithRouter(<ProductCatalogue heading="All Products" />, {
      path: '/products?q=oak',
      pattern: '/products',
      loader: searchLoader(),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Search error: Database unavailable');
    cleanup();
    renderWithRouter(<ProductCatalogue heading="All Products" />, {
      path: '/products',
      pattern: '/products',
      loader: searchLoader(),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading products: Database unavailable');
  });

  it('shows six skeleton cards while loading', async () => {
    window.scrollTo = vi.fn();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderWithRouter(<ProductCatalogue heading="All Products" />, {
      path: '/products',
      pattern: '/products',
      loader: searchLoader(),
    });
    const loading = await screen.findByRole('list', { name: 'Loading products' });
    expect(loading.children).toHaveLength(6);
  });
});

describe('ProductCatalogue without the app (plain HTML)', () => {
  it('is a GET form to the page, carrying the rest of the search in hidden fields', async () => {
    setup('/products?q=oak&category_id=3&price_min=10&price_max=99&sort=price&order=desc&page=2');
    await screen.findByText('Product on page 2');
    const form = sidebar().querySelector('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/products');
    const fields = Object.fromEntries(new FormData(form));
    // Sort and page start over with a new search (spec §4, §5); the switch adds itself when on.
    expect(fields).toEqual({ q: 'oak', category_id: '3', price_min: '10', price_max: '99' });
  });

  it('links each category, the clear buttons and the pages to the URL of what they show', async () => {
    setup('/products?q=oak&customized=1&price_max=99&sort=price&order=desc&page=2');
    await screen.findByText('Product on page 2');
    expect(await within(sidebar()).findByRole('link', { name: 'Tables' })).toHaveAttribute(
      'href',
      '/products?q=oak&category_id=3&customized=1&price_max=99',
    );
    expect(within(sidebar()).getByRole('link', { name: 'All Categories' })).toHaveAttribute(
      'href',
      '/products?q=oak&customized=1&price_max=99',
    );
    expect(screen.getByRole('link', { name: 'Clear All Filters' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: 'Clear Search' })).toHaveAttribute('href', '/products');
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/products?q=oak&customized=1&price_max=99&sort=price&order=desc&page=3',
    );
  });

  it("links a category page's categories to their own pages", async () => {
    setup('/products/category/3?q=oak', 3);
    await screen.findByText('Product on page 1');
    expect(await within(sidebar()).findByRole('link', { name: 'Chairs' })).toHaveAttribute(
      'href',
      '/products/category/4?q=oak',
    );
    expect(within(sidebar()).getByRole('link', { name: 'All Categories' })).toHaveAttribute('href', '/products?q=oak');
    expect(sidebar().querySelector('form')).toHaveAttribute('action', '/products/category/3');
  });

  it('searches with what the box holds, though typed before the app could see it', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    await screen.findByText('Product on page 1');
    // As a visitor's typing before hydration: the DOM changed, no React event ran.
    (screen.getByPlaceholderText('Search by name, description...') as HTMLInputElement).value = 'walnut';
    await user.click(await within(sidebar()).findByRole('link', { name: 'Tables' }));
    expect(router.state.location.search).toBe('?q=walnut&category_id=3');
  });
});

describe('ProductCatalogue and the address bar (one search shape)', () => {
  const everything = 'q=oak&category_id=3&customized=1&price_min=10&price_max=99&sort=price&order=desc&page=2';

  it('reads every parameter of the address bar and asks the API with the same query string', async () => {
    const { calls } = setup(`/products?${everything}`);
    expect(await screen.findByText('Product on page 2')).toBeInTheDocument();
    expect(calls()).toContain(`/api/products/search?${everything}`);
    expect(screen.getByPlaceholderText('Search by name, description...')).toHaveValue('oak');
    expect(await within(sidebar()).findByRole('link', { name: 'Tables' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('switch', { name: 'Customized Products Only' })).toBeChecked();
  });

  it('asks the plain list when every value in the address bar is malformed', async () => {
    const { calls } = setup('/products?category_id=abc&customized=maybe&price_min=-1&page=0&sort=up');
    expect(await screen.findByText('Product on page 1')).toBeInTheDocument();
    expect(calls()).toContain('/api/products');
    expect(screen.getByRole('heading', { name: 'All Products' })).toBeInTheDocument();
  });

  it('searches from the sidebar on page 1, name ascending, keeping the price filters', async () => {
    const user = userEvent.setup();
    const { router, calls } = setup('/products?price_max=99&sort=price&order=desc&page=3');
    await screen.findByText('Product on page 3');
    await user.type(screen.getByPlaceholderText('Search by name, description...'), 'oak{Enter}');
    expect(await screen.findByRole('heading', { name: 'Search Results' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=oak&price_max=99');
    await expectLastProductRequest(calls, '/api/products/search?q=oak&price_max=99');
  });

  it('goes Back through the searches, the search box and buttons following the address bar', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    await screen.findByText('Product on page 1');
    await user.click(await within(sidebar()).findByRole('link', { name: 'Tables' }));
    await user.type(screen.getByPlaceholderText('Search by name, description...'), 'oak{Enter}');
    expect(router.state.location.search).toBe('?q=oak&category_id=3');

    await router.navigate(-1);
    expect(router.state.location.search).toBe('?category_id=3');
    await waitFor(() => expect(screen.getByPlaceholderText('Search by name, description...')).toHaveValue(''));
    expect(within(sidebar()).getByRole('link', { name: 'Tables' })).toHaveAttribute('aria-current', 'true');

    await router.navigate(-1);
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { name: 'All Products' })).toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'All Categories' })).toHaveAttribute('aria-current', 'true');
  });

  it("asks a category page's route with the search, ignoring a category in the address bar", async () => {
    const user = userEvent.setup();
    const { router, calls } = setup('/products/category/3?q=oak&category_id=4', 3);
    expect(await screen.findByText('Product on page 1')).toBeInTheDocument();
    expect(calls()).toContain('/api/products/category/3?q=oak');
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    await user.click(within(pagination).getByRole('link', { name: 'Page 2' }));
    expect(router.state.location.pathname).toBe('/products/category/3');
    expect(router.state.location.search).toBe('?q=oak&page=2');
    // The category list may be asked for after it: the page's request, not the last one.
    await vi.waitFor(() => expect(calls()).toContain('/api/products/category/3?q=oak&page=2'));
    const products = calls().filter((call) => call.startsWith('/api/products/'));
    expect(products.filter((call) => !call.startsWith('/api/products/facets'))).toEqual([
      '/api/products/category/3?q=oak',
      '/api/products/category/3?q=oak&page=2',
    ]);
    // Another page of the same search has the same facets: asked for once.
    expect(products.filter((call) => call.startsWith('/api/products/facets'))).toEqual([
      '/api/products/facets?q=oak&category_id=3',
    ]);
  });

  it('leaves a category page for another category with the same search', async () => {
    const user = userEvent.setup();
    const { router } = setup('/products/category/3?q=oak', 3);
    await screen.findByText('Product on page 1');
    await user.click(await within(sidebar()).findByRole('link', { name: 'Chairs' }));
    expect(router.state.location.pathname).toBe('/products/category/4');
    expect(router.state.location.search).toBe('?q=oak');
  });
});
