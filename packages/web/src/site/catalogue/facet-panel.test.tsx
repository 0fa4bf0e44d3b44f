import type { Facet } from '@grain/contract/product-facets-schema';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, productPage, renderWithRouter, sampleProduct } from '../../../test/ui.tsx';
import { categorySearch, productsSearch } from './catalogue-loaders.ts';
import { ProductCatalogue } from './product-catalogue.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Facets as the API counts them: a key's values with the other key's filter applied. */
function facetsFor(url: URL): Facet[] {
  const materials = url.searchParams.getAll('f.material');
  const finishes = url.searchParams.getAll('f.finish');
  const value = (key: string[], slug: string, label: string, count: number) => ({
    value: slug,
    label,
    count,
    selected: key.includes(slug),
  });
  return [
    {
      key: 'material',
      label: 'Material',
      values: [
        value(materials, 'oak', 'Oak', finishes.length > 0 ? 4 : 12),
        value(materials, 'walnut', 'Walnut', finishes.length > 0 ? 1 : 5),
      ],
    },
    {
      key: 'finish',
      label: 'Finish',
      values: [value(finishes, 'wax', 'Wax', materials.includes('walnut') ? 2 : 7)],
    },
  ];
}

function setup(path = '/products', categoryId?: number) {
  window.scrollTo = vi.fn();
  const fetchMock = mockApi([
    [/^\/categories$/, () => []],
    [/^\/products\/facets$/, facetsFor],
    [/^\/products(\/search|\/category\/\d+)?$/, () => productPage([sampleProduct({ id: 1, name: 'Oak Chair' })])],
  ]);
  renderWithRouter(<ProductCatalogue heading="All Products" categoryId={categoryId} />, {
    path,
    pattern: categoryId ? '/products/category/:id' : '/products',
    loader: ({ request }) => ({ search: (categoryId ? categorySearch : productsSearch)(request) }),
  });
  const calls = () => fetchMock.mock.calls.map(([input]) => String(input));
  return { calls };
}

const panel = () => screen.getByRole('group', { name: 'Material' });

describe('the facet panel', () => {
  it('shows each key as a fieldset of checkboxes with counts, in the GET form', async () => {
    setup();
    const oak = await within(await screen.findByRole('group', { name: 'Material' })).findByRole('checkbox', {
      name: 'Oak (12)',
    });
    expect(oak).not.toBeChecked();
    expect(oak).toHaveAttribute('name', 'f.material');
    expect(oak).toHaveAttribute('value', 'oak');
    expect(oak.closest('form')).toHaveAttribute('method', 'get');
    expect(within(panel()).getByRole('checkbox', { name: 'Walnut (5)' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Finish' })).toBeInTheDocument();
    expect(screen.getByText('Filters').closest('details')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Apply Filters' })).toBeInTheDocument();
  });

  it('shows the filters of the address bar ticked, each removable by a link', async () => {
    setup('/products?f.material=oak&f.material=walnut&f.finish=wax&page=2');
    const oak = await within(await screen.findByRole('group', { name: 'Material' })).findByRole('checkbox', {
      name: 'Oak (4)',
    });
    expect(oak).toBeChecked();
    expect(within(panel()).getByRole('checkbox', { name: 'Walnut (1)' })).toBeChecked();
    expect(screen.getByText('3 chosen')).toBeInTheDocument();
    const chosen = screen.getByRole('list', { name: 'Chosen filters' });
    expect(within(chosen).getByRole('link', { name: 'Remove filter Material: Walnut' })).toHaveAttribute(
      'href',
      '/products?f.finish=wax&f.material=oak',
    );
    expect(within(chosen).getByRole('link', { name: 'Remove filter Finish: Wax' })).toHaveAttribute(
      'href',
      '/products?f.material=oak&f.material=walnut',
    );
    expect(screen.getByRole('heading', { name: 'Search Results' })).toBeInTheDocument();
  });

  it('with the app, a tick shows the filtered list and its new counts at once', async () => {
    const user = userEvent.setup();
    const { calls } = setup('/products?q=chair');
    await user.click(await screen.findByRole('checkbox', { name: 'Walnut (5)' }));
    await vi.waitFor(() => expect(calls()).toContain('/api/products/search?q=chair&f.material=walnut'));
    expect(calls()).toContain('/api/products/facets?q=chair&f.material=walnut');
    expect(await screen.findByRole('checkbox', { name: 'Wax (2)' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Walnut (5)' })).toBeChecked();

    await user.click(screen.getByRole('link', { name: 'Remove filter Material: Walnut' }));
    expect(await screen.findByRole('checkbox', { name: 'Wax (7)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Walnut (5)' })).not.toBeChecked();
    expect(screen.queryByRole('list', { name: 'Chosen filters' })).not.toBeInTheDocument();
  });

  it("counts a category page's products in its category", async () => {
    const user = userEvent.setup();
    const { calls } = setup('/products/category/4', 4);
    await user.click(await screen.findByRole('checkbox', { name: 'Oak (12)' }));
    await vi.waitFor(() => expect(calls()).toContain('/api/products/category/4?f.material=oak'));
    expect(calls()).toContain('/api/products/facets?category_id=4&f.material=oak');
  });

  it('shows no panel when no key has enough products', async () => {
    window.scrollTo = vi.fn();
    mockApi([
      [/^\/categories$/, () => []],
      [/^\/products\/facets$/, () => []],
      [/^\/products$/, () => productPage([sampleProduct({ id: 1, name: 'Oak Chair' })])],
    ]);
    renderWithRouter(<ProductCatalogue heading="All Products" />, {
      path: '/products',
      pattern: '/products',
      loader: ({ request }) => ({ search: productsSearch(request) }),
    });
    expect(await screen.findByText('Oak Chair')).toBeInTheDocument();
    expect(screen.queryByText('Filters')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /\(\d+\)/ })).not.toBeInTheDocument();
  });
});
