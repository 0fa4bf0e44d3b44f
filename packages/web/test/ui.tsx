import type { Product } from '@grain/contract/catalogue';
import type { ImageMeta } from '@grain/contract/image-meta';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { routeContextFor } from '../src/routing/route-context.ts';

/** A product with every field filled; tests override what they look at. */
export function sampleProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 1;
  return {
    id,
    name: `Oak Table ${id}`,
    sku: `SKU-${id}`,
    description: '<p>Solid oak.</p>',
    short_description: 'A sturdy table.',
    price: 250,
    sale_price: null,
    price_on_request: false,
    sale_starts_at: null,
    sale_ends_at: null,
    stock_quantity: 5,
    made_to_order: false,
    lead_time_weeks: null,
    in_stock: true,
    on_sale: false,
    availability: 'in_stock',
    is_featured: false,
    is_active: true,
    customized: false,
    category_id: 3,
    category: { id: 3, name: 'Tables' },
    sort_order: 1,
    image: `product-images/${id}.jpg`,
    image_url: `/storage/product-images/${id}.jpg`,
    gallery: [],
    gallery_urls: [],
    specifications: [],
    features: [],
    meta_title: null,
    meta_description: null,
    share_image: null,
    share_image_url: null,
    noindex: false,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** An image's variants as the API describes them: one 640 px candidate per format under `name`. */
export function variantsOf(name: string, size = { width: 1200, height: 900 }, placeholder = '#8a5a34'): ImageMeta {
  return {
    ...size,
    placeholder,
    src: `/storage/variants/${name}/w${size.width}.jpg`,
    srcset: {
      avif: `/storage/variants/${name}/w640.avif 640w`,
      webp: `/storage/variants/${name}/w640.webp 640w`,
      jpeg: `/storage/variants/${name}/w640.jpg 640w`,
    },
  };
}

export function productPage(products: Product[], page = 1, lastPage = 1) {
  return { data: products, current_page: page, last_page: lastPage, per_page: 12, total: products.length };
}

/**
 * Replaces fetch: each call is answered by the first handler whose pattern matches the path
 * (without /api); a handler returns the envelope's data, or a `{ status, message }` failure.
 */
export function mockApi(handlers: Array<[RegExp, (url: URL) => unknown]>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const handler = handlers.find(([pattern]) => pattern.test(path));
    const result = handler ? handler[1](url) : { status: 404, message: 'Not found' };
    if (result && typeof result === 'object' && 'status' in result && 'message' in result) {
      const { status, message } = result as { status: number; message: string };
      return new Response(JSON.stringify({ success: false, message }), { status });
    }
    return new Response(JSON.stringify({ success: true, data: result }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders UI inside a fresh query client and a memory router at `path` (route `pattern`). */
export function renderWithRouter(
  ui: ReactNode,
  { path = '/', pattern = '*', loader }: { path?: string; pattern?: string; loader?: RouteObject['loader'] } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } });
  const router = createMemoryRouter(
    [
      { path: pattern, element: ui, loader },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    {
      initialEntries: [path],
      // The route's loader fills this query client, as the app's do.
      getContext: () => routeContextFor(queryClient),
    },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router };
}

/** jsdom has no matchMedia: this one answers `(min-width: Npx)` queries for a fixed width. */
export function setViewportWidth(width: number) {
  vi.stubGlobal('innerWidth', width);
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: width >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}
