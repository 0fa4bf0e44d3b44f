import { type Product, plainProductTerms } from '@grain/contract/catalogue';
import type { Page } from '@grain/contract/envelope';
import { DEFAULT_PRODUCT_SEARCH, productSearchParams } from '@grain/contract/product-search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { insertProduct, type ProductValues } from './product-repository.ts';

type Seed = Partial<ProductValues> & { name: string; sku: string; created: string };

describe('product lists and searches', () => {
  let t: TestApp;
  const categories = { tables: 0, chairs: 0, floors: 0, empty: 0 };

  const floorPlanks: Seed[] = Array.from({ length: 8 }, (_, n) => ({
    name: `Floor Plank 0${n + 1}`,
    sku: `FLR-00${n + 1}`,
    price: 40 + n * 5,
    short_description: 'Engineered flooring',
    created: `2023-06-0${n + 1}`,
  }));

  beforeAll(async () => {
    t = await createTestApp();
    categories.tables = await createCategory(t, 'Tables');
    categories.chairs = await createCategory(t, 'Chairs');
    categories.floors = await createCategory(t, 'Floors');
    categories.empty = await createCategory(t, 'Empty');
    const seeds: Array<Seed & { category: keyof typeof categories }> = [
      {
        name: 'Arm Chair',
        sku: 'CHR-007',
        price: 300,
        category: 'chairs',
        is_featured: true,
        sort_order: 1,
        customized: true,
        created: '2024-03-01',
      },
      {
        name: 'Bar Stool 50%',
        sku: 'STL_01',
        price: 120,
        category: 'chairs',
        short_description: 'Half price',
        created: '2024-01-15',
      },
      {
        name: 'Chêne Table',
        sku: 'TBL-001',
        price: 1250,
        sale_price: 990,
        category: 'tables',
        is_featured: true,
        sort_order: 2,
        description: '<p>Solid <em>oak</em> top</p>',
        created: '2024-01-01',
      },
      { name: 'Dresser', sku: 'DRS-100', price: 640, stock_quantity: 0, category: 'tables', created: '2024-02-10' },
      {
        name: 'Hidden Bench',
        sku: 'BNC-001',
        price: 400,
        category: 'chairs',
        is_active: false,
        is_featured: true,
        sort_order: 0,
        customized: true,
        created: '2024-04-01',
      },
      {
        name: 'Walnut Desk',
        sku: 'DSK-100',
        price: 900,
        category: 'tables',
        customized: true,
        short_description: 'A desk in walnut',
        created: '2024-02-01',
      },
      ...floorPlanks.map((plank) => ({ ...plank, category: 'floors' as const })),
    ];
    for (const { category, created, ...values } of seeds) {
      await insertProduct(
        t.app.grain.db,
        {
          description: null,
          short_description: null,
          sale_price: null,
          stock_quantity: 5,
          is_featured: false,
          is_active: true,
          customized: false,
          sort_order: 1,
          image: null,
          price: 100,
          ...plainProductTerms,
          ...values,
          category_id: categories[category],
        },
        { gallery: [], specifications: [], features: [] },
        { at: `${created}T12:00:00.000Z` },
      );
    }
  });
  afterAll(() => t.close());

  const get = async (url: string, as: 'public' | 'admin' = 'public') => {
    const response =
      as === 'admin' ? await t.asAdmin({ method: 'GET', url }) : await t.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  };
  const pageOf = async (url: string, as: 'public' | 'admin' = 'public'): Promise<Page<Product>> => {
    const { status, body } = await get(url, as);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.success).toBe(true);
    return body.data;
  };
  const namesOf = async (url: string, as: 'public' | 'admin' = 'public') =>
    (await pageOf(url, as)).data.map((product) => product.name);

  const activeByName = [
    'Arm Chair',
    'Bar Stool 50%',
    'Chêne Table',
    'Dresser',
    ...floorPlanks.map((plank) => plank.name),
    'Walnut Desk',
  ];

  describe('paging', () => {
    it('pages 12 products by default, sorted by name', async () => {
      const first = await pageOf('/api/products');
      expect({ ...first, data: first.data.map((product) => product.name) }).toEqual({
        data: activeByName.slice(0, 12),
        current_page: 1,
        last_page: 2,
        per_page: 12,
        total: 13,
      });
      expect(await namesOf('/api/products?page=2')).toEqual(['Walnut Desk']);
    });

    it('answers the last page in part and a page beyond the last empty', async () => {
      const url = `/api/products/category/${categories.floors}?per_page=3`;
      expect(await namesOf(`${url}&page=3`)).toEqual(['Floor Plank 07', 'Floor Plank 08']);
      expect(await pageOf(`${url}&page=4`)).toEqual({ data: [], current_page: 4, last_page: 3, per_page: 3, total: 8 });
      expect(await pageOf(`/api/categories/${categories.empty}/products`)).toEqual({
        data: [],
        current_page: 1,
        last_page: 1,
        per_page: 12,
        total: 0,
      });
    });

    it.each([
      ['per_page=0', { per_page: ['The per page must be between 1 and 100.'] }],
      ['per_page=101', { per_page: ['The per page must be between 1 and 100.'] }],
      ['per_page=ten', { per_page: ['The per page must be between 1 and 100.'] }],
      ['page=0', { page: ['The page must be a whole number of at least 1.'] }],
      ['sort=popularity', { sort: ['The sort must be one of: name, price, created_at.'] }],
      ['order=up', { order: ['The order must be one of: asc, desc.'] }],
      ['price_min=-1', { price_min: ['The price min field must be at least 0.'] }],
      ['price_max=lots', { price_max: ['The price max field must be a number.'] }],
      ['customized=maybe', { customized: ['The customized field must be true or false.'] }],
      ['category_id=abc', { category_id: ['The category id field must be an integer.'] }],
    ])('refuses %s with 422', async (query, errors) => {
      const { status, body } = await get(`/api/products?${query}`);
      expect(status).toBe(422);
      expect(body).toEqual({ success: false, message: Object.values(errors)[0][0], errors });
    });

    it('accepts per_page at its bounds 1 and 100', async () => {
      expect((await pageOf('/api/products?per_page=1')).data).toHaveLength(1);
      expect(await pageOf('/api/products?per_page=100')).toMatchObject({ per_page: 100, last_page: 1, total: 13 });
    });
  });

  describe('search', () => {
    it.each([
      ['CHÊNE', ['Chêne Table']],
      ['chene', ['Chêne Table']],
      ['ChEnE tAbLe', ['Chêne Table']],
      ['tbl-001', ['Chêne Table']],
      ['OAK', ['Chêne Table']],
      ['walnut', ['Walnut Desk']],
      ['half PRICE', ['Bar Stool 50%']],
      ['50%', ['Bar Stool 50%']],
      ['5%0', []],
      ['stl_01', ['Bar Stool 50%']],
      ['dsk_100', []],
      ['\\', []],
      ['sofa', []],
      ['em', []],
      ['hidden', []],
      ['  ', activeByName.slice(0, 12)],
    ])('q=%s finds %j', async (q, names) => {
      expect(await namesOf(`/api/products/search?q=${encodeURIComponent(q)}`)).toEqual(names);
    });

    it('narrows a search by category and shows inactive matches to admins only', async () => {
      expect(await namesOf(`/api/products/search?q=desk&category_id=${categories.tables}`)).toEqual(['Walnut Desk']);
      expect(await namesOf(`/api/products/search?q=desk&category_id=${categories.chairs}`)).toEqual([]);
      expect(await namesOf('/api/products/search?q=hidden', 'admin')).toEqual(['Hidden Bench']);
    });
  });

  describe('filters and sorts', () => {
    it('filters by customized, category and price range', async () => {
      expect(await namesOf('/api/products?customized=1')).toEqual(['Arm Chair', 'Walnut Desk']);
      expect(await namesOf('/api/products?customized=true', 'admin')).toEqual([
        'Arm Chair',
        'Hidden Bench',
        'Walnut Desk',
      ]);
      expect(await namesOf(`/api/products?customized=0&category_id=${categories.tables}`)).toEqual([
        'Chêne Table',
        'Dresser',
      ]);
      expect(await namesOf('/api/products?price_min=300&price_max=900')).toEqual([
        'Arm Chair',
        'Dresser',
        'Walnut Desk',
      ]);
      expect(await namesOf('/api/products?price_min=1000')).toEqual(['Chêne Table']);
      expect(await namesOf('/api/products?price_min=900&price_max=300')).toEqual([]);
    });

    it('sorts by name, price or created_at in either order, ties broken by id', async () => {
      const tables = `category_id=${categories.tables}`;
      expect(await namesOf(`/api/products?${tables}&sort=name&order=desc`)).toEqual([
        'Walnut Desk',
        'Dresser',
        'Chêne Table',
      ]);
      expect(await namesOf(`/api/products?${tables}&sort=price`)).toEqual(['Dresser', 'Walnut Desk', 'Chêne Table']);
      expect(await namesOf(`/api/products?${tables}&sort=price&order=desc`)).toEqual([
        'Chêne Table',
        'Walnut Desk',
        'Dresser',
      ]);
      expect(await namesOf(`/api/products?${tables}&sort=created_at`)).toEqual([
        'Chêne Table',
        'Walnut Desk',
        'Dresser',
      ]);
      expect(await namesOf(`/api/products?${tables}&sort=created_at&order=desc`)).toEqual([
        'Dresser',
        'Walnut Desk',
        'Chêne Table',
      ]);
      expect(await namesOf('/api/products?sort=&order=')).toEqual(activeByName.slice(0, 12));
    });

    it('hides inactive products publicly and shows them to admins', async () => {
      const admin = await pageOf('/api/products?per_page=100', 'admin');
      expect(admin.total).toBe(14);
      expect(admin.data.find((product) => product.name === 'Hidden Bench')?.is_active).toBe(false);
      const hidden = admin.data.find((product) => product.name === 'Hidden Bench')!;
      expect((await get(`/api/products/${hidden.id}`)).body).toEqual({ success: false, message: 'Product not found' });
      expect((await get(`/api/products/${hidden.id}`, 'admin')).body.data.name).toBe('Hidden Bench');
      const staff = await t.app.inject({
        method: 'GET',
        url: '/api/products?per_page=100',
        headers: { authorization: `Bearer ${t.staffToken}` },
      });
      expect(staff.json().data.total).toBe(13);
    });
  });

  describe('every list call', () => {
    it.each([
      ['/api/products', activeByName],
      ['/api/products/allproducts', activeByName],
      ['/api/products/search', activeByName],
      ['/api/products/customized', ['Arm Chair', 'Walnut Desk']],
      ['/api/products/category/{tables}', ['Chêne Table', 'Dresser', 'Walnut Desk']],
      ['/api/categories/{tables}/products', ['Chêne Table', 'Dresser', 'Walnut Desk']],
    ])('%s is paged and accepts the search, filters and sort', async (route, names) => {
      const url = route.replace('{tables}', String(categories.tables));
      const all = await pageOf(`${url}?per_page=100`);
      expect(all.data.map((product) => product.name)).toEqual(names);
      const cheapestFirst = await pageOf(`${url}?sort=price&order=asc&per_page=2&price_min=100`);
      const expected = all.data
        .filter((product) => product.price >= 100)
        .sort((a, b) => a.price - b.price)
        .map((product) => product.name);
      expect(cheapestFirst.data.map((product) => product.name)).toEqual(expected.slice(0, 2));
      expect(cheapestFirst).toMatchObject({ current_page: 1, per_page: 2, total: expected.length });
      expect(await namesOf(`${url}?q=walnut&per_page=100`)).toEqual(names.filter((name) => name === 'Walnut Desk'));
    });

    it("keeps the route's own criteria whatever the query says", async () => {
      expect(await namesOf('/api/products/customized?customized=0')).toEqual(['Arm Chair', 'Walnut Desk']);
      expect(await namesOf(`/api/products/category/${categories.tables}?category_id=${categories.chairs}`)).toEqual([
        'Chêne Table',
        'Dresser',
        'Walnut Desk',
      ]);
    });

    it('answers 404 for the products of a category that does not exist', async () => {
      for (const url of ['/api/products/category/999999', '/api/categories/999999/products']) {
        expect(await get(url)).toEqual({ status: 404, body: { success: false, message: 'Category not found' } });
      }
    });

    it('carries in a public list what a card shows, with its category and derived states', async () => {
      const [table] = (await pageOf('/api/products/search?q=chene')).data;
      expect(table).toEqual({
        id: expect.any(Number),
        name: 'Chêne Table',
        sku: 'TBL-001',
        short_description: null,
        price: 1250,
        sale_price: 990,
        stock_quantity: 5,
        in_stock: true,
        on_sale: true,
        price_on_request: false,
        sale_starts_at: null,
        sale_ends_at: null,
        made_to_order: false,
        lead_time_weeks: null,
        availability: 'in_stock',
        is_featured: true,
        is_active: true,
        customized: false,
        category_id: categories.tables,
        category: { id: categories.tables, name: 'Tables' },
        sort_order: 2,
        image: null,
        image_url: null,
        image_meta: null,
        created_at: '2024-01-01T12:00:00.000Z',
        updated_at: '2024-01-01T12:00:00.000Z',
      });
      const [dresser] = (await pageOf('/api/products/search?q=dresser')).data;
      expect(dresser).toMatchObject({
        stock_quantity: 0,
        in_stock: false,
        on_sale: false,
        availability: 'out_of_stock',
      });
      const listed = [
        ...(await pageOf('/api/products?per_page=100')).data,
        ...(await pageOf('/api/products/customized')).data,
        ...(await pageOf(`/api/products/category/${categories.tables}`)).data,
        ...((await get('/api/products/featured')).body.data as Product[]),
      ];
      for (const product of listed) expect(Object.keys(product).sort()).toEqual(Object.keys(table).sort());
    });

    it("carries the whole product, description and lists, in the admin's lists and the product's own read", async () => {
      const [summary] = (await pageOf('/api/products/search?q=chene')).data;
      const whole = {
        ...summary,
        description: '<p>Solid <em>oak</em> top</p>',
        meta_title: null,
        meta_description: null,
        share_image: null,
        share_image_url: null,
        share_image_meta: null,
        noindex: false,
      };
      const lists = { gallery: [], gallery_urls: [], gallery_meta: [], specifications: [], features: [] };
      expect((await get(`/api/products/${summary.id}`)).body.data).toEqual({ ...whole, ...lists });
      const [inAdminList] = (await pageOf('/api/products/allproducts?q=chene')).data;
      expect(inAdminList).toEqual({ ...whole, ...lists });
      const [inAdminSearch] = (await pageOf('/api/products/admin/search/sku?sku=TBL-001', 'admin')).data;
      expect(inAdminSearch).toEqual({ ...whole, ...lists });
    });
  });

  describe('one search shape', () => {
    it('answers the query string the contract writes for a search, page and sort included', async () => {
      const search = { ...DEFAULT_PRODUCT_SEARCH, price_min: 100, price_max: 900, sort: 'price' as const };
      const params = productSearchParams({ ...search, order: 'desc', per_page: 2, page: 2 });
      expect(params.toString()).toBe('price_min=100&price_max=900&sort=price&order=desc&page=2&per_page=2');
      const result = await pageOf(`/api/products?${params}`);
      expect({ ...result, data: result.data.map((product) => product.name) }).toEqual({
        data: ['Arm Chair', 'Bar Stool 50%'],
        current_page: 2,
        last_page: 2,
        per_page: 2,
        total: 4,
      });
    });

    it('answers the plain list for the default search, whose query string is empty', async () => {
      expect(productSearchParams(DEFAULT_PRODUCT_SEARCH).toString()).toBe('');
      expect(await namesOf('/api/products/search')).toEqual(activeByName.slice(0, 12));
    });
  });

  describe('featured', () => {
    it('returns active featured products as a plain list by sort order, then name', async () => {
      const { status, body } = await get('/api/products/featured');
      expect(status).toBe(200);
      expect(body.data.map((product: Product) => product.name)).toEqual(['Arm Chair', 'Chêne Table']);
      const admin = await get('/api/products/featured', 'admin');
      expect(admin.body.data.map((product: Product) => product.name)).toEqual([
        'Hidden Bench',
        'Arm Chair',
        'Chêne Table',
      ]);
    });

    it('accepts a limit from 1 to 50', async () => {
      expect((await get('/api/products/featured?limit=1')).body.data).toHaveLength(1);
      expect((await get('/api/products/featured?limit=50')).body.data).toHaveLength(2);
      expect(await get('/api/products/featured?limit=0')).toEqual({
        status: 422,
        body: {
          success: false,
          message: 'The limit field must be at least 1.',
          errors: { limit: ['The limit field must be at least 1.'] },
        },
      });
      expect((await get('/api/products/featured?limit=51')).body.errors).toEqual({
        limit: ['The limit field must not be greater than 50.'],
      });
    });
  });

  describe('admin searches', () => {
    const searches = [
      '/api/products/admin/search/sku?sku=dsk',
      '/api/products/admin/search/name?name=desk',
      `/api/products/admin/search/category?category_id=1`,
      '/api/products/admin/search/advanced?name=desk',
    ];

    it.each(searches)('%s needs a token of the admin area', async (url) => {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ success: false, message: 'Unauthenticated.' });
      const staff = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${t.staffToken}` } });
      expect(staff.statusCode).toBe(403);
      expect(staff.json()).toEqual({
        success: false,
        message: 'This action requires an account of the admin area (author, editor or administrator).',
      });
    });

    it('searches by SKU, case-insensitively and with literal wildcards', async () => {
      expect(await namesOf('/api/products/admin/search/sku?sku=dsk', 'admin')).toEqual(['Walnut Desk']);
      expect(await namesOf('/api/products/admin/search/sku?sku=stl_', 'admin')).toEqual(['Bar Stool 50%']);
      expect(await namesOf('/api/products/admin/search/sku?sku=bnc', 'admin')).toEqual(['Hidden Bench']);
      expect(await namesOf('/api/products/admin/search/sku?sku=chene', 'admin')).toEqual([]);
    });

    it('searches by name only, ignoring case and accents', async () => {
      expect(await namesOf('/api/products/admin/search/name?name=CHENE', 'admin')).toEqual(['Chêne Table']);
      expect(await namesOf('/api/products/admin/search/name?name=chêne%20t', 'admin')).toEqual(['Chêne Table']);
      expect(await namesOf('/api/products/admin/search/name?name=oak', 'admin')).toEqual([]);
      expect(await namesOf('/api/products/admin/search/name?name=TBL', 'admin')).toEqual([]);
    });

    it('searches by category, with every product of it', async () => {
      expect(await namesOf(`/api/products/admin/search/category?category_id=${categories.chairs}`, 'admin')).toEqual([
        'Arm Chair',
        'Bar Stool 50%',
        'Hidden Bench',
      ]);
      expect(await namesOf('/api/products/admin/search/category?category_id=999999', 'admin')).toEqual([]);
    });

    it('combines SKU, name and category in the advanced search', async () => {
      const advanced = '/api/products/admin/search/advanced';
      expect(await namesOf(`${advanced}?name=desk&category_id=${categories.tables}`, 'admin')).toEqual(['Walnut Desk']);
      expect(await namesOf(`${advanced}?sku=chr&name=arm&category_id=${categories.tables}`, 'admin')).toEqual([]);
      expect(await namesOf(`${advanced}?sku=chr&name=arm`, 'admin')).toEqual(['Arm Chair']);
      expect((await pageOf(`${advanced}?sku=&name=`, 'admin')).total).toBe(14);
    });

    it('returns the same paged shape and accepts the list filters', async () => {
      const result = await pageOf(
        `/api/products/admin/search/category?category_id=${categories.floors}&per_page=5&page=2&sort=price&order=desc`,
        'admin',
      );
      expect({ ...result, data: result.data.map((product) => product.sku) }).toEqual({
        data: ['FLR-003', 'FLR-002', 'FLR-001'],
        current_page: 2,
        last_page: 2,
        per_page: 5,
        total: 8,
      });
    });

    it.each([
      ['sku', { sku: ['The sku field is required.'] }],
      ['name?name=%20', { name: ['The name field is required.'] }],
      ['category', { category_id: ['The category id field is required.'] }],
    ])('requires the criterion of /admin/search/%s', async (path, errors) => {
      const { status, body } = await get(`/api/products/admin/search/${path}`, 'admin');
      expect(status).toBe(422);
      expect(body.errors).toEqual(errors);
    });
  });
});
