import type { Product } from '@grain/contract/catalogue';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createCategory,
  createProduct,
  filesIn,
  pngPart,
  productBody,
  rowCount,
  storedFileExists,
} from '../../test/catalogue-fixtures.ts';
import { pruneAllRevisions } from '../../test/editorial.ts';
import { disguisedText } from '../../test/fixtures.ts';
import { createTestApp, emptyTrash, type TestApp } from '../../test/harness.ts';
import { deleteMediaItemAt, deleteUnusedMedia, mediaPaths, noTraces, storedTraces } from '../../test/media.ts';
import { type FilePart, multipart } from '../../test/multipart.ts';

const FOLDER = 'product-images';

describe('product writes', () => {
  let t: TestApp;
  let tables: number;
  let chairs: number;

  beforeAll(async () => {
    t = await createTestApp();
    tables = await createCategory(t, 'Tables');
    chairs = await createCategory(t, 'Chairs');
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    // Each test starts from an empty catalogue (categories stay) and an empty image folder:
    // the pictures earlier tests' products let go of stay as library items until deleted.
    const products = await t.app.grain.db.selectFrom('products').select('id').execute();
    for (const { id } of products) await t.asAdmin({ method: 'DELETE', url: `/api/products/${id}` });
    await emptyTrash(t);
    await pruneAllRevisions(t);
    expect(await deleteUnusedMedia(t)).toEqual([]);
    expect(await filesIn(t, FOLDER)).toEqual([]);
  });

  const readProduct = async (id: number): Promise<Product> =>
    (await t.asAdmin({ method: 'GET', url: `/api/products/${id}` })).json().data;

  describe('access', () => {
    let productId: number;
    beforeEach(async () => {
      productId = (await createProduct(t, productBody(tables))).id;
    });

    const writes: Array<{ route: string; request: () => InjectOptions }> = [
      {
        route: 'POST /products',
        request: () => ({ method: 'POST', url: '/api/products', payload: productBody(tables) }),
      },
      {
        route: 'PUT /products/{id}',
        request: () => ({ method: 'PUT', url: `/api/products/${productId}`, payload: {} }),
      },
      {
        route: 'PATCH /products/{id}',
        request: () => ({ method: 'PATCH', url: `/api/products/${productId}`, payload: {} }),
      },
      {
        route: 'POST /products/{id} with _method=PUT',
        request: () => ({
          method: 'POST',
          url: `/api/products/${productId}`,
          ...multipart({ _method: 'PUT', name: 'Changed' }),
        }),
      },
      { route: 'DELETE /products/{id}', request: () => ({ method: 'DELETE', url: `/api/products/${productId}` }) },
    ];

    it.each(writes)('$route answers 401 without a token and 403 for staff, changing nothing', async ({ request }) => {
      const before = await readProduct(productId);
      const anonymous = await t.app.inject(request());
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ success: false, message: 'Unauthenticated.' });
      const asStaff = request();
      const staff = await t.app.inject({
        ...asStaff,
        headers: { ...asStaff.headers, authorization: `Bearer ${t.staffToken}` },
      });
      expect(staff.statusCode).toBe(403);
      expect(staff.json()).toEqual({ success: false, message: 'This action requires an editor or an administrator.' });
      expect(await readProduct(productId)).toEqual(before);
      expect(await rowCount(t, 'products')).toBe(1);
    });
  });

  describe('create', () => {
    it('creates a product from a multipart form with a main image, a gallery and ordered lines', async () => {
      const form = multipart({
        name: '  Oak Dining Table ',
        description: '<p>Solid <strong>oak</strong><script>alert(1)</script></p>',
        short_description: 'Seats eight',
        price: '1250.50',
        sale_price: '999.99',
        stock_quantity: '4',
        in_stock: '0',
        is_featured: '1',
        is_active: 'true',
        customized: 'false',
        category_id: String(tables),
        sort_order: '3',
        sku: 'TBL-001',
        'specifications[]': ['Material: Solid oak', '', 'Finish:  Natural oil ', 'Handmade', '   '],
        'features[]': ['Seats eight', '', 'Extendable', '  '],
        image: await pngPart('main.png'),
        'gallery[]': [await pngPart('side.png'), await pngPart('top.png')],
      });
      const response = await t.asAdmin({ method: 'POST', url: '/api/products', ...form });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.message).toBe('Product created successfully');
      const product: Product = body.data;
      expect(product).toEqual({
        id: expect.any(Number),
        name: 'Oak Dining Table',
        sku: 'TBL-001',
        description: '<p>Solid <strong>oak</strong></p>',
        short_description: 'Seats eight',
        price: 1250.5,
        sale_price: 999.99,
        stock_quantity: 4,
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
        category_id: tables,
        category: { id: tables, name: 'Tables' },
        sort_order: 3,
        image: expect.stringMatching(/^product-images\/[\w-]+\.png$/),
        image_url: `/storage/${product.image}`,
        image_meta: null,
        gallery: [expect.stringMatching(/^product-images\/[\w-]+\.png$/), expect.stringMatching(/\.png$/)],
        gallery_urls: product.gallery.map((path) => `/storage/${path}`),
        gallery_meta: [null, null],
        specifications: [
          { key: 'Material', value: 'Solid oak' },
          { key: 'Finish', value: 'Natural oil' },
          { key: 'Handmade', value: '' },
        ],
        meta_title: null,
        meta_description: null,
        share_image: null,
        share_image_url: null,
        share_image_meta: null,
        noindex: false,
        features: ['Seats eight', 'Extendable'],
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        updated_at: product.created_at,
      });
      expect(await filesIn(t, FOLDER)).toEqual([product.image, ...product.gallery].sort());
      expect(await readProduct(product.id)).toEqual(product);
      const files = await t.app.inject({ method: 'GET', url: `/storage/${product.gallery[1]}` });
      expect(files.statusCode).toBe(200);
      expect(files.headers['content-type']).toBe('image/png');
    });

    it('creates a product from JSON with defaults, pairs and lines, deriving stock and sale state', async () => {
      const product = await createProduct(
        t,
        productBody(tables, {
          stock_quantity: 0,
          in_stock: true,
          sale_price: 1300,
          specifications: [{ key: 'Material', value: 'Oak' }, 'Width: 180 cm', { key: ' ', value: 'dropped' }],
          features: ['Seats eight'],
        }),
      );
      expect(product).toMatchObject({
        stock_quantity: 0,
        in_stock: false,
        sale_price: 1300,
        on_sale: false,
        is_featured: false,
        is_active: true,
        customized: false,
        sort_order: 1,
        description: null,
        image: null,
        image_url: null,
        image_meta: null,
        gallery: [],
        gallery_urls: [],
        gallery_meta: [],
        specifications: [
          { key: 'Material', value: 'Oak' },
          { key: 'Width', value: '180 cm' },
        ],
        features: ['Seats eight'],
      });
    });

    it('keeps search_text up to date on every write', async () => {
      const product = await createProduct(
        t,
        productBody(tables, { name: 'Chêne Table', short_description: 'Ÿes', description: '<p>Big <b>OAK</b></p>' }),
      );
      const searchColumns = () =>
        t.app.grain.db
          .selectFrom('products')
          .select(['search_text', 'search_name'])
          .where('id', '=', product.id)
          .executeTakeFirstOrThrow();
      expect(await searchColumns()).toEqual({
        search_text: 'chene table\ntbl-001\nyes\n big oak ',
        search_name: 'chene table',
      });
      await t.asAdmin({ method: 'PUT', url: `/api/products/${product.id}`, payload: { name: 'Érable Desk' } });
      expect(await searchColumns()).toEqual({
        search_text: 'erable desk\ntbl-001\nyes\n big oak ',
        search_name: 'erable desk',
      });
    });

    it('stores prices in cents and accepts 0/1 and true/false booleans', async () => {
      const form = multipart({
        ...productBody(tables, { price: '10.005', is_featured: 'true', is_active: '0', customized: '1' }),
      });
      const response = await t.asAdmin({ method: 'POST', url: '/api/products', ...form });
      expect(response.statusCode).toBe(201);
      expect(response.json().data).toMatchObject({
        price: 10.01,
        is_featured: true,
        is_active: false,
        customized: true,
      });
    });
  });

  describe('validation', () => {
    const expectNothingWritten = async () => {
      expect(await rowCount(t, 'products')).toBe(0);
      expect(await rowCount(t, 'product_images')).toBe(0);
      expect(await filesIn(t, FOLDER)).toEqual([]);
      expect(await filesIn(t, `originals/${FOLDER}`)).toEqual([]);
      expect(await filesIn(t, '.uploads')).toEqual([]);
      expect(await mediaPaths(t)).toEqual([]);
    };

    it('requires name, SKU, category, price and stock quantity', async () => {
      const form = multipart({ description: 'No name', image: await pngPart() });
      const response = await t.asAdmin({ method: 'POST', url: '/api/products', ...form });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        success: false,
        message: 'The name field is required. (and 4 more errors)',
        errors: {
          name: ['The name field is required.'],
          sku: ['The sku field is required.'],
          price: ['The price field is required.'],
          stock_quantity: ['The stock quantity field is required.'],
          category_id: ['The category id field is required.'],
        },
      });
      await expectNothingWritten();
    });

    it.each([
      [{ price: -1 }, 'price', 'The price field must be at least 0.'],
      [{ price: 'cheap' }, 'price', 'The price field must be a number.'],
      [{ sale_price: -0.01 }, 'sale_price', 'The sale price field must be at least 0.'],
      [{ stock_quantity: -2 }, 'stock_quantity', 'The stock quantity field must be at least 0.'],
      [{ stock_quantity: 1.5 }, 'stock_quantity', 'The stock quantity field must be an integer.'],
      [{ category_id: 999_999 }, 'category_id', 'The selected category is invalid.'],
      [{ category_id: 99_999_999_999 }, 'category_id', 'The category id field must not be greater than 2147483647.'],
      [{ is_featured: 'sometimes' }, 'is_featured', 'The is featured field must be true or false.'],
      [{ sku: 'x'.repeat(101) }, 'sku', 'The sku field must not be greater than 100 characters.'],
      [{ features: 'x'.repeat(501) }, 'features.0', 'Each line of features must not be greater than 500 characters.'],
      [{ specifications: 42 }, 'specifications', 'The specifications field must be a list of text lines.'],
      [
        { specifications: Array.from({ length: 51 }, (_, n) => `Line ${n}`) },
        'specifications',
        'The specifications field must not have more than 50 lines.',
      ],
      [{ image: 'product-images/missing.png' }, 'image', 'The image field must be a file upload or a storage path.'],
      [{ gallery: ['../../etc/passwd'] }, 'gallery', 'The gallery field must be a file upload or a storage path.'],
    ])('refuses %j with 422 on %s and writes nothing', async (overrides, field, message) => {
      const response = await t.asAdmin({
        method: 'POST',
        url: '/api/products',
        payload: productBody(tables, overrides),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ success: false, message, errors: { [field]: [message] } });
      await expectNothingWritten();
    });

    it('refuses a SKU that is already taken', async () => {
      const first = await createProduct(t, productBody(tables));
      const again = await t.asAdmin({
        method: 'POST',
        url: '/api/products',
        ...multipart({ ...productBody(chairs, { name: 'Other' }), image: await pngPart() }),
      });
      expect(again.statusCode).toBe(422);
      expect(again.json().errors).toEqual({ sku: ['The sku has already been taken.'] });
      expect(await rowCount(t, 'products')).toBe(1);
      expect(await filesIn(t, FOLDER)).toEqual([]);
      expect(await mediaPaths(t)).toEqual([]);
      const other = await createProduct(t, productBody(tables, { sku: 'TBL-002' }));
      const update = await t.asAdmin({ method: 'PUT', url: `/api/products/${other.id}`, payload: { sku: first.sku } });
      expect(update.json().errors).toEqual({ sku: ['The sku has already been taken.'] });
      const same = await t.asAdmin({ method: 'PUT', url: `/api/products/${first.id}`, payload: { sku: first.sku } });
      expect(same.statusCode).toBe(200);
    });

    const disguised: FilePart = { filename: 'photo.png', contentType: 'image/png', content: disguisedText };
    it.each([
      { field: 'image', files: async () => ({ image: disguised }) },
      { field: 'gallery', files: async () => ({ image: await pngPart(), 'gallery[]': [await pngPart(), disguised] }) },
    ])(
      'refuses a text file disguised as a PNG in $field with 415, leaving no row and no file',
      async ({ field, files }) => {
        const form = multipart({ ...productBody(tables), ...(await files()) });
        const response = await t.asAdmin({ method: 'POST', url: '/api/products', ...form });
        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual({
          success: false,
          message: `The ${field} must be an image (JPEG, PNG, WebP, GIF or AVIF).`,
        });
        await expectNothingWritten();
      },
    );

    it('allows at most 8 images per product, main image and gallery together', async () => {
      const gallery = await Promise.all(Array.from({ length: 8 }, (_, n) => pngPart(`g${n}.png`)));
      const tooMany = multipart({ ...productBody(tables), image: await pngPart(), 'gallery[]': gallery });
      const refused = await t.asAdmin({ method: 'POST', url: '/api/products', ...tooMany });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({
        gallery: ['A product may have at most 8 images (the main image and the gallery together).'],
      });
      await expectNothingWritten();

      const full = multipart({ ...productBody(tables), 'gallery[]': gallery });
      const created = await t.asAdmin({ method: 'POST', url: '/api/products', ...full });
      expect(created.statusCode).toBe(201);
      const product: Product = created.json().data;
      expect(product.gallery).toHaveLength(8);
      const addMain = multipart({ _method: 'PUT', image: await pngPart() });
      const again = await t.asAdmin({ method: 'POST', url: `/api/products/${product.id}`, ...addMain });
      expect(again.statusCode).toBe(422);
      expect(await readProduct(product.id)).toEqual(product);
      expect(await filesIn(t, FOLDER)).toEqual([...product.gallery].sort());
      expect(await mediaPaths(t)).toEqual([...product.gallery].sort());
    });
  });

  describe('update', () => {
    it('updates with POST and _method=PUT: appends and removes gallery images, a removed file staying in the library until deleted', async () => {
      const created = await t.asAdmin({
        method: 'POST',
        url: '/api/products',
        ...multipart({
          ...productBody(tables),
          'specifications[]': ['Material: Oak', 'Width: 180 cm'],
          'features[]': ['Seats eight'],
          image: await pngPart(),
          'gallery[]': [await pngPart('a.png'), await pngPart('b.png')],
        }),
      });
      const before: Product = created.json().data;
      const [first, second] = before.gallery;

      const form = multipart({
        _method: 'PUT',
        name: 'Walnut Dining Table',
        category_id: String(chairs),
        is_featured: '1',
        'specifications[]': ['Width: 200 cm', 'Material: Walnut'],
        'remove_gallery[]': [`http://localhost/storage/${first}`],
        'gallery[]': [await pngPart('c.png')],
      });
      const response = await t.asAdmin({ method: 'POST', url: `/api/products/${before.id}`, ...form });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe('Product updated successfully');
      const after: Product = response.json().data;
      expect(after).toMatchObject({
        name: 'Walnut Dining Table',
        sku: before.sku,
        price: before.price,
        category: { id: chairs, name: 'Chairs' },
        is_featured: true,
        image: before.image,
        specifications: [
          { key: 'Width', value: '200 cm' },
          { key: 'Material', value: 'Walnut' },
        ],
        features: ['Seats eight'],
        created_at: before.created_at,
      });
      expect(after.gallery).toEqual([second, expect.stringMatching(/^product-images\/.+\.png$/)]);
      expect(after.gallery[1]).not.toBe(first);
      // A record that lets go of a file never deletes it: even with no revision naming it, the
      // removed gallery image stays, as a library item.
      await pruneAllRevisions(t);
      expect(await storedTraces(t, first)).toMatchObject({ file: true, original: true, item: true });
      expect(await filesIn(t, FOLDER)).toEqual([before.image, first, ...after.gallery].sort());
      expect((await deleteMediaItemAt(t, first)).statusCode).toBe(204);
      expect(await storedTraces(t, first)).toEqual(noTraces);
      expect(await storedFileExists(t, first)).toBe(false);
      expect(await filesIn(t, FOLDER)).toEqual([before.image, ...after.gallery].sort());
      expect(await readProduct(before.id)).toEqual(after);
    });

    it('replaces and clears the main image, the old files staying in the library until deleted', async () => {
      const created = await t.asAdmin({
        method: 'POST',
        url: '/api/products',
        ...multipart({ ...productBody(tables), image: await pngPart() }),
      });
      const before: Product = created.json().data;
      const form = multipart({ _method: 'PUT', image: await pngPart('new.png') });
      const after: Product = (await t.asAdmin({ method: 'POST', url: `/api/products/${before.id}`, ...form })).json()
        .data;
      expect(after.image).not.toBe(before.image);
      // Replaced and no longer named by any revision, the old picture stays a library item.
      await pruneAllRevisions(t);
      expect(await filesIn(t, FOLDER)).toEqual([before.image, after.image].sort());
      expect(await storedTraces(t, before.image!)).toMatchObject({ file: true, original: true, item: true });
      expect((await deleteMediaItemAt(t, before.image!)).statusCode).toBe(204);
      expect(await storedTraces(t, before.image!)).toEqual(noTraces);
      expect(await filesIn(t, FOLDER)).toEqual([after.image]);
      // The library will not delete the picture the product shows.
      const inUse = await deleteMediaItemAt(t, after.image!);
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json().errors.uses).toContain(`Product “${after.name}” #${after.id} (published)`);
      const cleared = await t.asAdmin({ method: 'PUT', url: `/api/products/${before.id}`, payload: { image: '' } });
      expect(cleared.json().data.image).toBeNull();
      await pruneAllRevisions(t);
      expect(await filesIn(t, FOLDER)).toEqual([after.image]);
      expect(await storedTraces(t, after.image!)).toMatchObject({ file: true, original: true, item: true });
      expect((await deleteMediaItemAt(t, after.image!)).statusCode).toBe(204);
      expect(await storedTraces(t, after.image!)).toEqual(noTraces);
      expect(await filesIn(t, FOLDER)).toEqual([]);
    });

    it('updates with PUT JSON: given fields change, the rest and the lists stay; gallery strings reorder', async () => {
      const created = await t.asAdmin({
        method: 'POST',
        url: '/api/products',
        ...multipart({
          ...productBody(tables),
          'specifications[]': ['Material: Oak'],
          'features[]': ['Solid', 'Oiled'],
          'gallery[]': [await pngPart('a.png'), await pngPart('b.png')],
        }),
      });
      const before: Product = created.json().data;
      const response = await t.asAdmin({
        method: 'PUT',
        url: `/api/products/${before.id}`,
        payload: { price: 1100, sale_price: null, gallery: [...before.gallery_urls].reverse(), features: [] },
      });
      expect(response.statusCode).toBe(200);
      const after: Product = response.json().data;
      expect(after).toEqual({
        ...before,
        price: 1100,
        features: [],
        gallery: [...before.gallery].reverse(),
        gallery_urls: [...before.gallery_urls].reverse(),
        updated_at: expect.any(String),
      });
      expect(await rowCount(t, 'product_features')).toBe(0);
      expect(await rowCount(t, 'product_specifications')).toBe(1);
    });

    it('clears the lists, sale price and description when a form sends them blank', async () => {
      const product = await createProduct(
        t,
        productBody(tables, {
          sale_price: 999,
          description: '<p>Oak</p>',
          specifications: ['Material: Oak'],
          features: ['Solid'],
        }),
      );
      const form = multipart({ _method: 'PUT', specifications: '', features: '', sale_price: '', description: '' });
      const response = await t.asAdmin({ method: 'POST', url: `/api/products/${product.id}`, ...form });
      expect(response.json().data).toMatchObject({
        sale_price: null,
        on_sale: false,
        description: null,
        specifications: [],
        features: [],
      });
    });

    it('echoing a product back unchanged keeps it as it was', async () => {
      const product = await createProduct(
        t,
        productBody(tables, { specifications: ['Material: Oak', 'Handmade'], features: ['Solid'] }),
      );
      const response = await t.asAdmin({ method: 'PUT', url: `/api/products/${product.id}`, payload: product });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ ...product, updated_at: expect.any(String) });
    });

    it('leaves the product and storage unchanged when an update is invalid', async () => {
      const created = await t.asAdmin({
        method: 'POST',
        url: '/api/products',
        ...multipart({ ...productBody(tables), image: await pngPart() }),
      });
      const before: Product = created.json().data;
      const form = multipart({ _method: 'PUT', price: '-5', name: 'Changed', image: await pngPart('new.png') });
      const response = await t.asAdmin({ method: 'POST', url: `/api/products/${before.id}`, ...form });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ price: ['The price field must be at least 0.'] });
      expect(await readProduct(before.id)).toEqual(before);
      expect(await filesIn(t, FOLDER)).toEqual([before.image]);
      expect(await mediaPaths(t)).toEqual([before.image]);
    });

    it('answers 404 for a product that does not exist', async () => {
      for (const request of [
        { method: 'GET', url: '/api/products/999999' },
        { method: 'PUT', url: '/api/products/999999', payload: { name: 'x' } },
        { method: 'DELETE', url: '/api/products/999999' },
      ] as const) {
        const response = await t.asAdmin(request);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ success: false, message: 'Product not found' });
      }
      // Beyond the id range no record can exist, on either database.
      expect((await t.asAdmin({ method: 'GET', url: '/api/products/99999999999' })).statusCode).toBe(404);
    });
  });

  describe('delete', () => {
    it('deletes the product and its child rows; its files stay in the library until deleted', async () => {
      const created = await t.asAdmin({
        method: 'POST',
        url: '/api/products',
        ...multipart({
          ...productBody(tables),
          'specifications[]': ['Material: Oak'],
          'features[]': ['Solid'],
          image: await pngPart(),
          'gallery[]': [await pngPart('a.png')],
        }),
      });
      const product: Product = created.json().data;
      expect(await filesIn(t, FOLDER)).toHaveLength(2);
      const response = await t.asAdmin({ method: 'DELETE', url: `/api/products/${product.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: 'Product deleted successfully', data: null });
      expect((await t.asAdmin({ method: 'GET', url: `/api/products/${product.id}` })).statusCode).toBe(404);
      // The files stay with the trash entry until it is purged.
      expect(await filesIn(t, FOLDER)).toHaveLength(2);
      await emptyTrash(t);
      for (const table of ['products', 'product_images', 'product_specifications', 'product_features'] as const) {
        expect(await rowCount(t, table)).toBe(0);
      }
      // Purged and no longer named by any revision, the files stay as library items until deleted.
      await pruneAllRevisions(t);
      const files = [product.image!, ...product.gallery];
      expect(await filesIn(t, FOLDER)).toEqual([...files].sort());
      for (const path of files) {
        expect(await storedTraces(t, path)).toMatchObject({ file: true, original: true, item: true });
        expect((await deleteMediaItemAt(t, path)).statusCode).toBe(204);
        expect(await storedTraces(t, path)).toEqual(noTraces);
      }
      expect(await filesIn(t, FOLDER)).toEqual([]);
    });
  });
});
