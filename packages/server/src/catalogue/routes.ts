import {
  type AdminProductSearch,
  adminProductSearchSchemas,
  featuredProductsQuerySchema,
} from '@grain/contract/catalogue';
import { productSearchSchema } from '@grain/contract/product-search-schema';
import { pageSchema } from '@grain/contract/responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { registerWriteRoutes } from '../collections/routes.ts';
import { referenceExists } from '../db/lookups.ts';
import { ok, page } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { fileBase } from '../http/file-urls.ts';
import { idParams } from '../http/params.ts';
import { addRoute } from '../http/route.ts';
import type { Viewer } from '../http/viewer.ts';
import { presentProductSummaries, presentProducts } from './product-records.ts';
import {
  childrenOfRow,
  FEATURED_ORDER,
  findProduct,
  listProducts,
  type ProductCriteria,
  type ProductFilter,
  type ProductRead,
  searchProducts,
} from './product-repository.ts';
import { removeProduct, type StoredProduct, saveProduct } from './product-write.ts';
import { products as appProducts, type ProductCollection } from './products.ts';

const tag = 'products';
/** Criteria a route fixes whatever the query says (the customized list, a category's list). */
type FixedCriteria = Omit<ProductFilter, 'activeOnly'>;

/** What the routes share: the app, and the product collection they serve. */
interface Catalogue {
  app: FastifyInstance;
  products: ProductCollection;
  pages: { product: z.ZodType; summary: z.ZodType };
}

/**
 * Products, their searches and their writes (categories are a generic content type with hooks),
 * for the app's product collection (a test may give one of more fields).
 */
export function registerCatalogueRoutes(app: FastifyInstance, products: ProductCollection = appProducts): void {
  const pages = { product: pageSchema(products.schemas.product), summary: pageSchema(products.schemas.summary) };
  const catalogue: Catalogue = { app, products, pages };
  registerProductLists(catalogue);
  registerCategoryLists(catalogue);
  registerAdminSearches(catalogue);
  registerProductReads(catalogue);
  registerProductWrites(catalogue);
}

interface PageRequest {
  request: FastifyRequest;
  viewer: Viewer | null;
  search: AdminProductSearch;
  /** Criteria the route fixes whatever the query says. */
  fixed?: FixedCriteria;
}

/**
 * One page of products for a search as the query gave it, with the route's own criteria
 * merged in; inactive products for admins only. The public lists answer summaries, the
 * admin's whole products.
 */
async function productPage(
  { app, products }: Catalogue,
  read: ProductRead,
  { request, viewer, search, fixed }: PageRequest,
) {
  const criteria: ProductCriteria = { ...search, ...fixed, activeOnly: !viewer?.isAdmin };
  const { db, contentVersion, productCounts } = app.grain;
  const version = await contentVersion.currentOrNull();
  const counter = (filter: ProductFilter, count: () => Promise<number>) => productCounts.count(version, filter, count);
  const base = fileBase(app.grain.config, request);
  if (read === 'summary') {
    const { rows, total } = await searchProducts(db, criteria, { counter, read, products });
    return ok(page(await presentProductSummaries(db, products, rows, base), total, criteria.page, criteria.per_page));
  }
  const { rows, total } = await searchProducts(db, criteria, { counter, products });
  return ok(page(await presentProducts(db, products, rows, base), total, criteria.page, criteria.per_page));
}

function registerProductLists(catalogue: Catalogue): void {
  const { app, products, pages } = catalogue;
  const lists: Array<{ url: string; summary: string; read: ProductRead; fixed?: FixedCriteria }> = [
    { url: '/api/products', summary: 'List products (paged, with search, filters and sort)', read: 'summary' },
    { url: '/api/products/allproducts', summary: 'List products (the admin list, whole products)', read: 'full' },
    { url: '/api/products/search', summary: 'Search products by name, SKU and descriptions', read: 'summary' },
    {
      url: '/api/products/customized',
      summary: 'List customized products',
      read: 'summary',
      fixed: { customized: true },
    },
  ];
  for (const { url, summary, read, fixed } of lists) {
    addRoute(app, {
      method: 'GET',
      url,
      summary,
      tag,
      access: 'public',
      query: productSearchSchema,
      response: read === 'summary' ? pages.summary : pages.product,
      handler: ({ request, viewer, query }) => productPage(catalogue, read, { request, viewer, search: query, fixed }),
    });
  }

  addRoute(app, {
    method: 'GET',
    url: '/api/products/featured',
    summary: 'Featured products (a plain list, by sort order then name)',
    tag,
    access: 'public',
    query: featuredProductsQuerySchema,
    response: z.array(products.schemas.summary),
    handler: async ({ request, viewer, query }) => {
      const { limit, ...filters } = query;
      const { db } = app.grain;
      const criteria = { ...filters, is_featured: true, activeOnly: !viewer?.isAdmin };
      const window = { limit, offset: 0 };
      const rows = await listProducts(db, criteria, FEATURED_ORDER, window, { read: 'summary', products });
      return ok(await presentProductSummaries(db, products, rows, fileBase(app.grain.config, request)));
    },
  });
}

function registerCategoryLists(catalogue: Catalogue): void {
  const { app, pages } = catalogue;
  for (const url of ['/api/products/category/:id', '/api/categories/:id/products']) {
    addRoute(app, {
      method: 'GET',
      url,
      summary: "List a category's products (paged, with search, filters and sort)",
      tag,
      access: 'public',
      params: idParams,
      query: productSearchSchema,
      response: pages.summary,
      handler: async ({ request, viewer, params, query }) => {
        const fixed = { category_id: params.id };
        const answer = await productPage(catalogue, 'summary', { request, viewer, search: query, fixed });
        // A product's category exists (a foreign key): only a page with none found needs to ask.
        if (answer.data.total === 0 && !(await referenceExists(app.grain.db, 'categories', params.id))) {
          throw notFound('Category');
        }
        return answer;
      },
    });
  }
}

function registerAdminSearches(catalogue: Catalogue): void {
  const { app, pages } = catalogue;
  const searches = [
    { path: 'sku', summary: 'Admin: products whose SKU contains `sku`' },
    { path: 'name', summary: 'Admin: products whose name contains `name`' },
    { path: 'category', summary: 'Admin: products of a category' },
    { path: 'advanced', summary: 'Admin: products matching every given SKU, name and category' },
  ] as const;
  for (const { path, summary } of searches) {
    const query: z.ZodType<AdminProductSearch, unknown> = adminProductSearchSchemas[path];
    addRoute(app, {
      method: 'GET',
      url: `/api/products/admin/search/${path}`,
      summary,
      tag,
      access: 'admin',
      query,
      response: pages.product,
      handler: ({ request, viewer, query }) => productPage(catalogue, 'full', { request, viewer, search: query }),
    });
  }
}

async function findStoredProduct({ app, products }: Catalogue, id: number, activeOnly: boolean) {
  const row = await findProduct(app.grain.db, id, { activeOnly, products });
  if (!row) throw notFound(products.label);
  return row;
}

async function presentOne(catalogue: Catalogue, request: FastifyRequest, id: number, activeOnly = false) {
  const { app, products } = catalogue;
  const row = await findStoredProduct(catalogue, id, activeOnly);
  const [product] = await presentProducts(app.grain.db, products, [row], fileBase(app.grain.config, request));
  return product;
}

function registerProductReads(catalogue: Catalogue): void {
  const { app, products } = catalogue;
  addRoute(app, {
    method: 'GET',
    url: '/api/products/:id',
    summary: 'One product',
    tag,
    access: 'public',
    params: idParams,
    response: products.schemas.product,
    handler: async ({ request, viewer, params }) =>
      ok(await presentOne(catalogue, request, params.id, !viewer?.isAdmin)),
  });
}

function registerProductWrites(catalogue: Catalogue): void {
  const { app, products } = catalogue;
  const context = app.grain;
  const { gallery: _, ...fieldFiles } = products.fileKinds;
  registerWriteRoutes<StoredProduct>(app, {
    base: '/api/products',
    tag,
    name: products.label,
    body: {
      schema: products.schemas.input,
      encoding: 'json-or-multipart',
      files: { ...fieldFiles, 'gallery[]': 'image' },
    },
    response: products.schemas.product,
    summaries: {
      create: 'Create a product (JSON, or multipart with image and gallery[] files)',
      update: 'Update a product',
      multipartUpdate: 'Update a product (multipart with _method=PUT; gallery[] appends, remove_gallery[] removes)',
      remove: 'Delete a product with its gallery, specifications, features and files',
    },
    fileKinds: products.fileKinds,
    find: async (id) => {
      const row = await findStoredProduct(catalogue, id, false);
      return { row, children: childrenOfRow(row) };
    },
    save: (input, existing) => saveProduct(context, products, input, existing),
    remove: (stored, by) => removeProduct(context, products, stored, by),
    present: (request, id) => presentOne(catalogue, request, id),
  });
}
