import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSiteRoute } from '../../../test/site-pages.tsx';
import { mockApi, productPage, renderWithRouter, sampleProduct, variantsOf } from '../../../test/ui.tsx';
import { Component as ProductDetailsPage } from './product-details-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const product = sampleProduct({
  id: 2,
  name: 'Walnut Sideboard',
  description: '<p>Made <strong>by hand</strong>.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  stock_quantity: 3,
  is_featured: true,
  customized: true,
  image_url: '/storage/product-images/main.jpg',
  gallery_urls: ['/storage/product-images/g1.jpg', '/storage/product-images/g2.jpg'],
  specifications: [
    { key: 'Material', value: 'Walnut' },
    { key: 'Width', value: '180 cm' },
  ],
  features: ['Soft-close doors', 'Oil finish'],
});

function renderPage(id = '2', handlers: Parameters<typeof mockApi>[0] = []) {
  mockApi([
    ...handlers,
    [/^\/products\/2$/, () => product],
    [
      /^\/products\/category\/3$/,
      () => productPage([1, 2, 3, 4, 5, 6].map((other) => sampleProduct({ id: other, name: `Related ${other}` }))),
    ],
  ]);
  return renderWithRouter(<ProductDetailsPage />, { path: `/products/${id}`, pattern: '/products/:id' });
}

describe('Product details page', () => {
  it('shows the product with its badges, price and breadcrumb', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Walnut Sideboard' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeProductsProduct Details');
    expect(screen.getByText('In Stock (3 available)')).toBeInTheDocument();
    expect(screen.getByText('Featured')).toBeInTheDocument();
    expect(screen.getByText('Customized')).toBeInTheDocument();
    expect(screen.getByText('$250.00')).toBeInTheDocument();
    expect(screen.getByText('SKU: SKU-2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tables' })).toHaveAttribute('href', '/products/category/3');
  });

  it('shows "Price on request" and the enquiry link, and no price, for a price on request', async () => {
    mockApi([
      [/^\/products\/5$/, () => sampleProduct({ id: 5, price: 9000, sale_price: 8000, price_on_request: true })],
      [/^\/products\/category\/3$/, () => productPage([])],
    ]);
    renderWithRouter(<ProductDetailsPage />, { path: '/products/5', pattern: '/products/:id' });
    expect(await screen.findByText('Price on request')).toBeInTheDocument();
    expect(screen.queryByText('$9,000.00')).not.toBeInTheDocument();
    expect(screen.queryByText('$8,000.00')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask About This Product' })).toHaveAttribute('href', '/contact?product=5');
  });

  it('says a product made to order ships in its lead time', async () => {
    mockApi([
      [
        /^\/products\/6$/,
        () =>
          sampleProduct({
            id: 6,
            stock_quantity: 0,
            in_stock: false,
            made_to_order: true,
            lead_time_weeks: 10,
            availability: 'made_to_order',
          }),
      ],
      [/^\/products\/category\/3$/, () => productPage([])],
    ]);
    renderWithRouter(<ProductDetailsPage />, { path: '/products/6', pattern: '/products/:id' });
    const badges = await screen.findByRole('list', { name: 'Availability and labels' });
    expect(within(badges).getByText('Made to order – ships in 10 weeks')).toBeInTheDocument();
  });

  it('shows a running sale with the original struck through', async () => {
    mockApi([
      [/^\/products\/7$/, () => sampleProduct({ id: 7, price: 900, sale_price: 750, on_sale: true })],
      [/^\/products\/category\/3$/, () => productPage([])],
    ]);
    renderWithRouter(<ProductDetailsPage />, { path: '/products/7', pattern: '/products/:id' });
    expect((await screen.findByText('$750.00')).tagName).toBe('INS');
    expect(screen.getByText('$900.00').tagName).toBe('DEL');
  });

  it('asks about the product through a plain link to the contact page naming it', async () => {
    renderPage();
    const link = await screen.findByRole('link', { name: 'Ask About This Product' });
    expect(link).toHaveAttribute('href', '/contact?product=2');
  });

  it('switches the main image with the thumbnails, radio buttons the browser works without the app', async () => {
    const user = userEvent.setup();
    renderPage();
    const main = await screen.findByRole('img', { name: 'Walnut Sideboard, image 1 of 3' });
    expect(main).toHaveAttribute('src', '/storage/product-images/main.jpg');
    expect(screen.getByRole('radio', { name: 'Show image 1 of 3' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Show image 3 of 3' }));
    expect(screen.getByRole('radio', { name: 'Show image 3 of 3' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Show image 1 of 3' })).not.toBeChecked();
    // The picked radio's picture is the one its style sheet displays: beside it, after its thumbnail.
    const picked = screen.getByRole('radio', { name: 'Show image 3 of 3' }).closest('li');
    expect(within(picked!).getByRole('img', { name: 'Walnut Sideboard, image 3 of 3' })).toHaveAttribute(
      'src',
      '/storage/product-images/g2.jpg',
    );
    // The thumbnail itself is the radio's label.
    await user.click(picked!.querySelector('label')!);
    expect(screen.getByRole('radio', { name: 'Show image 3 of 3' })).toBeChecked();
  });

  it('shows the variants once made: the main image first and eager, the rest and the thumbnails lazy', async () => {
    const variants = (name: string) => variantsOf(name);
    renderPage('2', [
      [/^\/products\/2$/, () => ({ ...product, image_meta: variants('main'), gallery_meta: [null, variants('g2')] })],
    ]);
    const main = await screen.findByRole('img', { name: 'Walnut Sideboard, image 1 of 3' });
    expect(main).toHaveAttribute('src', '/storage/variants/main/w1200.jpg');
    expect(main.previousElementSibling).toHaveAttribute('srcset', '/storage/variants/main/w640.webp 640w');
    expect(main).toHaveAttribute('sizes', '(min-width: 990px) 50vw, calc(100vw - 48px)');
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    const thumbnails = [...screen.getByRole('list', { name: 'Product images' }).querySelectorAll('label img')];
    expect(thumbnails.map((image) => [image.getAttribute('src'), image.getAttribute('loading')])).toEqual([
      ['/storage/variants/main/w1200.jpg', 'lazy'],
      ['/storage/product-images/g1.jpg', 'lazy'],
      ['/storage/variants/g2/w1200.jpg', 'lazy'],
    ]);
    expect(screen.getByRole('img', { name: 'Walnut Sideboard, image 2 of 3' })).toHaveAttribute('loading', 'lazy');
    const third = screen.getByRole('img', { name: 'Walnut Sideboard, image 3 of 3' });
    expect(third).toHaveAttribute('src', '/storage/variants/g2/w1200.jpg');
    expect(third).toHaveAttribute('srcset', '/storage/variants/g2/w640.jpg 640w');
    expect(third).toHaveAttribute('loading', 'lazy');
  });

  it('renders the description sanitised, and moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    renderPage();
    const tabs = await screen.findByRole('radiogroup', { name: 'Product information' });
    expect(
      within(tabs)
        .getAllByRole('radio')
        .map((tab) => (tab as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Description', 'Specifications', 'Features']);
    const panel = (name: string) => screen.getByRole('region', { name });
    expect(panel('Description')).toHaveTextContent('Made by hand.');
    expect(panel('Description').querySelector('script')).toBeNull();
    expect(panel('Description').querySelector('img')).not.toHaveAttribute('onerror');
    expect(within(panel('Specifications')).getByRole('rowheader', { name: 'Material' })).toBeInTheDocument();
    expect(panel('Features')).toHaveTextContent('Soft-close doors');
    expect(screen.getByRole('radio', { name: 'Description' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Description' })).toHaveAttribute(
      'aria-controls',
      panel('Description').id,
    );

    await user.click(screen.getByRole('radio', { name: 'Description' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Specifications' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Specifications' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Features' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Description' })).toBeChecked();
  });

  it('offers only the Description tab, with its fallback, when there is nothing else', async () => {
    mockApi([
      [/^\/products\/9$/, () => sampleProduct({ id: 9, description: null, specifications: [], features: [] })],
      [/^\/products\/category\/3$/, () => productPage([])],
    ]);
    renderWithRouter(<ProductDetailsPage />, { path: '/products/9', pattern: '/products/:id' });
    expect(await screen.findByText('No description available for this product.')).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
  });

  it('shows up to four other products of the same category', async () => {
    renderPage();
    const heading = await screen.findByRole('heading', { name: 'Related Products' });
    const section = heading.closest('section')!;
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((name) => name.textContent),
    ).toEqual(['Related 1', 'Related 3', 'Related 4', 'Related 5']);
  });

  it('answers a missing product with the 404 page saying Product not found', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi([[/^\/products\/404$/, () => ({ status: 404, message: 'Product not found' })]]);
    renderSiteRoute('/products/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Product not found$/);
  });

  it('answers an id that is not a number with the 404 page, without asking the API', async () => {
    const fetch = mockApi([]);
    renderSiteRoute('/products/oak-table');
    expect(await screen.findByRole('status')).toHaveTextContent(/^Product not found$/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers other failures with the error page saying Error loading product: {message}', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi([[/^\/products\/500$/, () => ({ status: 500, message: 'Database unavailable' })]]);
    renderSiteRoute('/products/500');
    // Server errors are tried once more before the page gives up.
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      /^Error loading product: Database unavailable$/,
    );
  });
});
