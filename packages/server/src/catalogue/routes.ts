import {
  type AdminProductSearch,
  adminProductSearchSchemas,
  featuredProductsQuerySchema,
} from '@grain/contract/catalogue';
import { productSearchQuerySchema } from '@grain/contract/product-search-schema';
import { pageSchema } from '@grain/contract/responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { draftDataOfRow } from '../collections/draft-data.ts';
import { type EditorialCollection, registerEditorial } from '../collections/editorial.ts';
import {
  type ListOverlay,
  overlaidPage,
  previewIdOf,
  productDraftRow,
  productMatcher,
} from '../collections/preview-overlay.ts';
import { registerWriteRoutes } from '../collections/routes.ts';
import { namesById, referenceExists } from '../db/lookups.ts';
import { toIsoTimestamp } from '../db/values.ts';
import { ok, page } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { fileBase } from '../http/file-urls.ts';
import { idParams } from '../http/params.ts';
import { type PreviewDraft, previewDraftOf } from '../http/preview-request.ts';
import { addRoute } from '../http/route.ts';
import type { Viewer } from '../http/viewer.ts';
import { resolveFacetFilters } from './facet-counts.ts';
import { registerFacetRoutes } from './facet-routes.ts';
import { presentProductSummaries, presentProducts } from './product-records.ts';
import {
  childrenOfRow,
  derivedSortKeys,
  FEATURED_ORDER,
  findProduct,
  listProducts,
  type ProductCriteria,
  type ProductFilter,
  type ProductOrdering,
  type ProductRead,
  type StoredProductRow,
  searchOrdering,
  searchProducts,
} from './product-repository.ts';
import { productDraftExtras, removeProduct, type StoredProduct, saveProduct } from './product-write.ts';
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
  // Before the lists: /api/products/facets is no product id.
  registerFacetRoutes(app);
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
  const criteria: ProductCriteria = { ...search, ...fixed, activeOnly: !viewer?.isStaff };
  if (Object.keys(search.facets).length > 0) {
    criteria.facetValueIds = (await resolveFacetFilters(app.grain.db, search.facets)).map((group) => group.valueIds);
  }
  const preview = productDraftOf(request);
  const draft = preview && (await preview);
  if (draft) return previewPage({ app, products }, read, request, draft, criteria);
  const { db, contentVersion, productCounts } = app.grain;
  const version = await contentVersion.currentOrNull();
  const counter = (filter: ProductFilter, count: () => Promise<number>) => productCounts.count(version, filter, count);
  const base = fileBase(app.grain.config, request);
  if (read === 'summary') {
    const { rows, total } = await searchProducts(db, criteria, { counter, read, products });
    const items = await presentProductSummaries(db, products, rows, base, { public: criteria.activeOnly });
    return ok(page(items, total, criteria.page, criteria.per_page));
  }
  const { rows, total } = await searchProducts(db, criteria, { counter, products });
  const items = await presentProducts(db, products, rows, base, { public: criteria.activeOnly });
  return ok(page(items, total, criteria.page, criteria.per_page));
}

/** The draft a preview page shows over the products; null (no query) off previews. */
function productDraftOf(request: FastifyRequest): Promise<PreviewDraft | null> | null {
  const preview = previewDraftOf(request);
  return preview?.then((draft) => (draft?.collection === 'products' ? draft : null)) ?? null;
}

/** As many products as a preview's list reads before applying the draft: a catalogue's worth. */
const PREVIEW_LIST_LIMIT = 100_000;

type Row = Record<string, unknown>;

/** The preview of a product list: the draft over its published rows. */
function productOverlay(
  { app, products }: Omit<Catalogue, 'pages'>,
  draft: PreviewDraft,
  criteria: ProductFilter,
  ordering: ProductOrdering,
): ListOverlay {
  const { db } = app.grain;
  const categoryName = async (id: number) => (await namesById(db, 'categories', [id])).get(id) ?? null;
  return {
    draft,
    row: (live) => productDraftRow(products.fields, draft, live, categoryName),
    matches: productMatcher(criteria),
    ordering,
    derived: derivedSortKeys,
    loadLive: async (id) => findProduct(db, id, { activeOnly: false, products }),
  };
}

/** A product list's rows on a preview page: every matching product, the draft applied, then the window. */
async function previewRows(
  catalogue: Omit<Catalogue, 'pages'>,
  read: ProductRead,
  draft: PreviewDraft,
  criteria: ProductFilter,
  ordering: ProductOrdering,
  window: { limit: number; offset: number },
) {
  const { app, products } = catalogue;
  const rows = await listProducts(
    app.grain.db,
    criteria,
    ordering,
    { limit: PREVIEW_LIST_LIMIT, offset: 0 },
    {
      read,
      products,
    },
  );
  return overlaidPage(rows as unknown as Row[], productOverlay(catalogue, draft, criteria, ordering), window);
}

/** One page of products on a preview page. */
async function previewPage(
  catalogue: Omit<Catalogue, 'pages'>,
  read: ProductRead,
  request: FastifyRequest,
  draft: PreviewDraft,
  criteria: ProductCriteria,
) {
  const { app, products } = catalogue;
  const window = { limit: criteria.per_page, offset: (criteria.page - 1) * criteria.per_page };
  const ordering = searchOrdering(criteria);
  const { rows, total } = await previewRows(catalogue, read, draft, criteria, ordering, window);
  const base = fileBase(app.grain.config, request);
  const stored = rows as unknown as StoredProductRow[];
  const items =
    read === 'summary'
      ? await presentProductSummaries(app.grain.db, products, stored, base, { public: criteria.activeOnly })
      : await presentProducts(app.grain.db, products, stored, base, { public: criteria.activeOnly });
  return ok(page<unknown>(items, total, criteria.page, criteria.per_page));
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
      query: productSearchQuerySchema,
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
      const criteria = { ...filters, is_featured: true, activeOnly: !viewer?.isStaff };
      const window = { limit, offset: 0 };
      const preview = productDraftOf(request);
      const draft = preview && (await preview);
      const rows = draft
        ? ((await previewRows(catalogue, 'summary', draft, criteria, FEATURED_ORDER, window))
            .rows as unknown as Awaited<ReturnType<typeof listProducts<'summary'>>>)
        : await listProducts(db, criteria, FEATURED_ORDER, window, { read: 'summary', products });
      const base = fileBase(app.grain.config, request);
      return ok(await presentProductSummaries(db, products, rows, base, { public: criteria.activeOnly }));
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
      query: productSearchQuerySchema,
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
      access: 'author',
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

/** A product on a preview page: the draft's, when it is the draft's product. */
async function findInPreview(catalogue: Catalogue, draft: PreviewDraft, id: number, activeOnly: boolean) {
  if (previewIdOf(draft) !== id) return findStoredProduct(catalogue, id, activeOnly);
  const live = draft.recordId === null ? undefined : await findStoredProduct(catalogue, id, false);
  const overlay = productOverlay(catalogue, draft, { activeOnly }, []);
  const row = await overlay.row(live as Row | undefined);
  if (!overlay.matches(row)) throw notFound(catalogue.products.label);
  return row as unknown as StoredProductRow;
}

async function presentOne(catalogue: Catalogue, request: FastifyRequest, id: number, activeOnly = false) {
  const { app, products } = catalogue;
  const preview = productDraftOf(request);
  const draft = preview && (await preview);
  const row = draft
    ? await findInPreview(catalogue, draft, id, activeOnly)
    : await findStoredProduct(catalogue, id, activeOnly);
  const base = fileBase(app.grain.config, request);
  const [product] = await presentProducts(app.grain.db, products, [row], base, { public: activeOnly });
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
    handler: async ({ request, reply, viewer, params }) => {
      const product = await presentOne(catalogue, request, params.id, !viewer?.isStaff);
      // What an editor's update sends back as If-Match (conflict checks).
      if (viewer?.isStaff) reply.header('ETag', `"${product.updated_at}"`);
      return ok(product);
    },
  });
}

function registerProductWrites(catalogue: Catalogue): void {
  const { app, products } = catalogue;
  const context = app.grain;
  const { gallery: _, ...fieldFiles } = products.fileKinds;
  const editorial = productEditorial(catalogue);
  registerEditorial(context, editorial);
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
    save: (input, existing, options) => saveProduct(context, products, input, existing, options),
    editorial,
    remove: (stored, by) => removeProduct(context, products, stored, by),
    present: (request, id) => presentOne(catalogue, request, id),
  });
}

/** Products as the editorial engine serves them: the fields, plus gallery, specifications and features. */
function productEditorial(catalogue: Catalogue): EditorialCollection {
  const { app, products } = catalogue;
  const context = app.grain;
  return {
    path: 'products',
    collection: products,
    hasActiveFlag: 'is_active' in products.fields,
    async live(db, id) {
      const row = await findProduct(db, id, { activeOnly: false, products });
      if (!row) return undefined;
      const children = childrenOfRow(row);
      const data = { ...draftDataOfRow(products.fields, row), ...children };
      return { data, updatedAt: toIsoTimestamp(row.updated_at) ?? '', stored: { row, children } };
    },
    save: (input, stored, options) =>
      saveProduct(context, products, input, stored as StoredProduct | undefined, options),
    extras: productDraftExtras,
    fileKinds: products.fileKinds,
    present: (request, id) => presentOne(catalogue, request, id),
    response: products.schemas.product,
  };
}
