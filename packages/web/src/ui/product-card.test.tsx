import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter, sampleProduct } from '../../test/ui.tsx';
import { ProductCard } from './product-card.tsx';
import { PLACEHOLDER_IMAGE } from './responsive-image.tsx';

afterEach(cleanup);

const renderCard = (overrides: Parameters<typeof sampleProduct>[0] = {}) =>
  renderWithRouter(<ProductCard product={sampleProduct(overrides)} />);

describe('ProductCard', () => {
  it('links the name to the product and the category to its products, and shows the SKU', () => {
    renderCard({ id: 7, name: 'Walnut Desk', category_id: 3, category: { id: 3, name: 'Tables' }, sku: 'WD-7' });
    expect(screen.getByRole('heading', { name: 'Walnut Desk' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Walnut Desk' })).toHaveAttribute('href', '/products/7');
    expect(screen.getByRole('link', { name: 'Tables' })).toHaveAttribute('href', '/products/category/3');
    expect(screen.getByText('A sturdy table.')).toBeInTheDocument();
    expect(screen.getByText('SKU: WD-7')).toBeInTheDocument();
  });

  it('shows one price in dollars with two decimals when not on sale', () => {
    renderCard({ price: 1250, sale_price: null });
    expect(screen.getByText('$1,250.00')).toBeInTheDocument();
    expect(screen.queryByText('Sale')).not.toBeInTheDocument();
    expect(document.querySelector('del')).toBeNull();
  });

  it('shows the sale price, the struck-through original and a Sale badge on sale', () => {
    renderCard({ price: 400, sale_price: 320, on_sale: true });
    expect(screen.getByText('$320.00').tagName).toBe('INS');
    expect(screen.getByText('$400.00').tagName).toBe('DEL');
    expect(screen.getByText('Sale')).toBeInTheDocument();
  });

  it('shows no sale while none runs (the API says so: not started, over, or not lower)', () => {
    renderCard({ price: 400, sale_price: 320, on_sale: false, sale_starts_at: '2030-12-01T09:00:00.000Z' });
    expect(screen.getByText('$400.00')).toBeInTheDocument();
    expect(screen.queryByText('$320.00')).not.toBeInTheDocument();
    expect(screen.queryByText('Sale')).not.toBeInTheDocument();
  });

  it('shows "Price on request" and an enquiry link instead of a price on request', () => {
    renderCard({ id: 9, name: 'Library Wall', price: 18000, sale_price: 15000, price_on_request: true });
    expect(screen.getByText('Price on request')).toBeInTheDocument();
    expect(screen.queryByText('$18,000.00')).not.toBeInTheDocument();
    expect(screen.queryByText('$15,000.00')).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Ask about this product: Library Wall' });
    expect(link).toHaveAttribute('href', '/contact?product=9');
    expect(link).toHaveTextContent('Ask about this product');
  });

  it('has no enquiry link when the price is shown', () => {
    renderCard({ price: 400 });
    expect(screen.queryByRole('link', { name: /Ask about/ })).not.toBeInTheDocument();
  });

  it('reads Price on request for a missing or zero price', () => {
    renderCard({ price: 0 });
    expect(screen.getByText('Price on request')).toBeInTheDocument();
  });

  it('shows the stock: In Stock (n) or Out of Stock', () => {
    const { unmount } = renderCard({ stock_quantity: 14 });
    expect(screen.getByText('In Stock (14)')).toBeInTheDocument();
    unmount();
    renderCard({ stock_quantity: 0, in_stock: false, availability: 'out_of_stock' });
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
  });

  it('shows a product made to order with its lead time', () => {
    renderCard({
      stock_quantity: 0,
      in_stock: false,
      made_to_order: true,
      lead_time_weeks: 6,
      availability: 'made_to_order',
    });
    expect(screen.getByText('Made to order – ships in 6 weeks')).toBeInTheDocument();
    expect(screen.queryByText('Out of Stock')).not.toBeInTheDocument();
  });

  it('shows the Featured and Customized badges only when they apply', () => {
    const { unmount } = renderCard({ is_featured: true, customized: true });
    const labels = screen.getByRole('list', { name: 'Labels' });
    expect(within(labels).getByText('Featured')).toBeInTheDocument();
    expect(within(labels).getByText('Customized')).toBeInTheDocument();
    unmount();
    renderCard({ is_featured: false, customized: false });
    expect(screen.queryByRole('list', { name: 'Labels' })).not.toBeInTheDocument();
  });

  it('shows a placeholder when the image is missing', () => {
    const { container } = renderCard({ image: null, image_url: null });
    expect(container.querySelector('img')).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it('falls back to the placeholder when the image fails to load', () => {
    const { container } = renderCard({ image_url: '/storage/product-images/broken.jpg' });
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/storage/product-images/broken.jpg');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it('crops its picture around the focal point: a subject at the left edge stays in view', () => {
    const product = sampleProduct({});
    const image_meta = {
      width: 1200,
      height: 600,
      placeholder: '#a07850',
      src: '/storage/variants/p.jpg/w1200.jpg',
      srcset: { avif: '/a 1200w', webp: '/w 1200w', jpeg: '/j 1200w' },
      alt: 'A walnut chair at the left of the photo',
      focal: { x: 4, y: 60 },
    };
    renderWithRouter(<ProductCard product={{ ...product, image_meta }} />);
    const image = document.querySelector('article img') as HTMLImageElement;
    expect(image.style.objectPosition).toBe('4% 60%');
    // The card's picture repeats its linked name, so it stays out of the accessibility tree.
    expect(image).toHaveAttribute('alt', '');
  });
});
