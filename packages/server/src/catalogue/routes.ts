import {
  adminProductSearchSchemas,
  featuredProductsQuerySchema,
  PRODUCTS_PER_PAGE,
  productFiltersSchema,
  productInputSchema,
} from '@grain/contract/catalogue';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Viewer } from '../auth/viewer.ts';
import { referenceExists } from '../content/repository.ts';
import { fileBase, idParams, pagingQuery } from '../content/routes.ts';
import { ok, page } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { addRoute } from '../http/route.ts';
import { presentProducts } from './product-records.ts';
import {
  countProducts,
  FEATURED_ORDER,
  findProduct,
  listProducts,
  type ProductCriteria,
  productChildren,
  sortedBy,
} from './product-repository.ts';
import { readProductInput, removeProduct, type StoredProduct, saveProduct } from './product-write.ts';

const tag = 'products';
const listQuery = pagingQuery(PRODUCTS_PER_PAGE).extend(productFiltersSchema.shape);
type ListQuery = z.output<typeof listQuery>;
/** Criteria a route fixes whatever the query says (the customized list, a category's list). */
type FixedCriteria = Omit<ProductCriteria, 'activeOnly'>;

/** Products, their searches and their writes (categories are a generic content type with hooks). */
export function registerCatalogueRoutes(app: FastifyInstance): void {
  registerProductLists(app);
  registerCategoryLists(app);
  registerAdminSearches(app);
  registerProductReads(app);
  registerProductWrites(app);
}

/** One page of products matching the query's filters plus the route's own; inactive ones for admins only. */
async function productPage(
  app: FastifyInstance,
  request: FastifyRequest,
  viewer: Viewer | null,
  query: ListQuery & FixedCriteria,
  fixed: FixedCriteria = {},
) {
  const { page: current, per_page: perPage, sort, order, ...filters } = query;
  const criteria: ProductCriteria = { ...filters, ...fixed, activeOnly: !viewer?.isAdmin };
  const { db } = app.grain;
  const [rows, total] = await Promise.all([
    listProducts(db, criteria, sortedBy(sort, order), { limit: perPage, offset: (current - 1) * perPage }),
    countProducts(db, criteria),
  ]);
  return ok(page(await presentProducts(db, rows, fileBase(app.grain, request)), total, current, perPage));
}

function registerProductLists(app: FastifyInstance): void {
  const lists: Array<{ url: string; summary: string; fixed?: FixedCriteria }> = [
    { url: '/api/products', summary: 'List products (paged, with search, filters and sort)' },
    { url: '/api/products/allproducts', summary: 'List products (the admin list)' },
    { url: '/api/products/search', summary: 'Search products by name, SKU and descriptions' },
    { url: '/api/products/customized', summary: 'List customized products', fixed: { customized: true } },
  ];
  for (const { url, summary, fixed } of lists) {
    addRoute(app, {
      method: 'GET',
      url,
      summary,
      tag,
      access: 'public',
      query: listQuery,
      handler: ({ request, viewer, query }) => productPage(app, request, viewer, query, fixed),
    });
  }

  addRoute(app, {
    method: 'GET',
    url: '/api/products/featured',
    summary: 'Featured products (a plain list, by sort order then name)',
    tag,
    access: 'public',
    query: featuredProductsQuerySchema,
    handler: async ({ request, viewer, query }) => {
      const { limit, ...filters } = query;
      const { db } = app.grain;
      const criteria = { ...filters, is_featured: true, activeOnly: !viewer?.isAdmin };
      const rows = await listProducts(db, criteria, FEATURED_ORDER, { limit, offset: 0 });
      return ok(await presentProducts(db, rows, fileBase(app.grain, request)));
    },
  });
}

function registerCategoryLists(app: FastifyInstance): void {
  for (const url of ['/api/products/category/:id', '/api/categories/:id/products']) {
    addRoute(app, {
      method: 'GET',
      url,
      summary: "List a category's products (paged, with search, filters and sort)",
      tag,
      access: 'public',
      params: idParams,
      query: listQuery,
      handler: async ({ request, viewer, params, query }) => {
        if (!(await referenceExists(app.grain.db, 'categories', params.id))) throw notFound('Category');
        return productPage(app, request, viewer, query, { category_id: params.id });
      },
    });
  }
}

function registerAdminSearches(app: FastifyInstance): void {
  const searches = [
    { path: 'sku', summary: 'Admin: products whose SKU contains `sku`' },
    { path: 'name', summary: 'Admin: products whose name contains `name`' },
    { path: 'category', summary: 'Admin: products of a category' },
    { path: 'advanced', summary: 'Admin: products matching every given SKU, name and category' },
  ] as const;
  for (const { path, summary } of searches) {
    addRoute(app, {
      method: 'GET',
      url: `/api/products/admin/search/${path}`,
      summary,
      tag,
      access: 'admin',
      query: listQuery.extend(adminProductSearchSchemas[path].shape),
      handler: ({ request, viewer, query }) => productPage(app, request, viewer, query),
    });
  }
}

async function findStoredProduct(app: FastifyInstance, id: number, activeOnly: boolean): Promise<StoredProduct> {
  const row = await findProduct(app.grain.db, id, { activeOnly });
  if (!row) throw notFound('Product');
  const children = await productChildren(app.grain.db, [row.id]);
  return { row, children: children.get(row.id)! };
}

async function presentOne(app: FastifyInstance, request: FastifyRequest, id: number, activeOnly = false) {
  const row = await findProduct(app.grain.db, id, { activeOnly });
  if (!row) throw notFound('Product');
  const [product] = await presentProducts(app.grain.db, [row], fileBase(app.grain, request));
  return product;
}

function registerProductReads(app: FastifyInstance): void {
  addRoute(app, {
    method: 'GET',
    url: '/api/products/:id',
    summary: 'One product',
    tag,
    access: 'public',
    params: idParams,
    handler: async ({ request, viewer, params }) => ok(await presentOne(app, request, params.id, !viewer?.isAdmin)),
  });
}

function registerProductWrites(app: FastifyInstance): void {
  const context = app.grain;
  const body = {
    schema: productInputSchema,
    encoding: 'json-or-multipart' as const,
    files: { image: 'image', 'gallery[]': 'image' } as const,
  };

  addRoute(app, {
    method: 'POST',
    url: '/api/products',
    summary: 'Create a product (JSON, or multipart with image and gallery[] files)',
    tag,
    access: 'admin',
    body,
    successStatus: 201,
    handler: async ({ request }) => {
      const input = await readProductInput(context, request);
      try {
        const id = await saveProduct(context, input);
        return ok(await presentOne(app, request, id), 'Product created successfully');
      } finally {
        await input.cleanup();
      }
    },
  });

  const remove = async (stored: StoredProduct) => {
    await removeProduct(context, stored);
    return ok(null, 'Product deleted successfully');
  };

  for (const method of ['PUT', 'PATCH', 'POST'] as const) {
    addRoute(app, {
      method,
      url: '/api/products/:id',
      summary:
        method === 'POST'
          ? 'Update a product (multipart with _method=PUT; gallery[] appends, remove_gallery[] removes)'
          : 'Update a product',
      tag,
      access: 'admin',
      params: idParams,
      body,
      handler: async ({ request, params }) => {
        const existing = await findStoredProduct(app, params.id, false);
        const input = await readProductInput(context, request);
        try {
          if (String(input.fields._method ?? '').toUpperCase() === 'DELETE') return remove(existing);
          await saveProduct(context, input, existing);
          return ok(await presentOne(app, request, params.id), 'Product updated successfully');
        } finally {
          await input.cleanup();
        }
      },
    });
  }

  addRoute(app, {
    method: 'DELETE',
    url: '/api/products/:id',
    summary: 'Delete a product with its gallery, specifications, features and files',
    tag,
    access: 'admin',
    params: idParams,
    handler: async ({ params }) => remove(await findStoredProduct(app, params.id, false)),
  });
}
