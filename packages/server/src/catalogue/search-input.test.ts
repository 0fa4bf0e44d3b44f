import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, productBody } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

const REFUSED = (name: string) => `The ${name} field must not contain control characters.`;

/**
 * What a search for a control character means (issue 49: `q=%00` answered the whole catalogue):
 * nothing a person types, so it is refused with 422; and what `q=ÿ` means: a letter, searched for
 * as the searches fold accents, as `y`, so it finds the products with a y or a ÿ, not every one.
 */
describe('searches for control characters and for ÿ', () => {
  let t: TestApp;
  let categoryId: number;
  beforeAll(async () => {
    t = await createTestApp();
    categoryId = await createCategory(t, 'Tables');
    for (const [name, sku] of [
      ['Yew Bench', 'BNC-1'],
      ['Oak Table', 'TBL-1'],
      ['Ÿsa Stool', 'STL-1'],
      ['Walnut Desk', 'DSK-1'],
    ]) {
      await createProduct(t, productBody(categoryId, { name, sku }));
    }
  });
  afterAll(() => t.close());

  const controls = ['%00', 'oak%00', '%1F', '%7F', '%C2%85', 'oak%09table', '%0A'];

  it('refuses a control character in the text of every product search, with 422 and the parameter named', async () => {
    const searches = [
      ['/api/products', 'q'],
      ['/api/products/search', 'q'],
      ['/api/products/customized', 'q'],
      [`/api/products/category/${categoryId}`, 'q'],
      ['/api/products/featured', 'q'],
      ['/api/products/admin/search/name', 'name'],
      ['/api/products/admin/search/sku', 'sku'],
      ['/api/products/admin/search/advanced', 'sku'],
    ];
    for (const [path, name] of searches) {
      for (const value of controls) {
        const response = await t.asAdmin({ url: `${path}?${name}=${value}` });
        expect(response.statusCode, `${path}?${name}=${value}`).toBe(422);
        expect(response.json()).toEqual({
          success: false,
          message: REFUSED(name),
          errors: { [name]: [REFUSED(name)] },
        });
      }
    }
  });

  it('refuses it in the search of the content lists and of the messages too', async () => {
    for (const path of ['/api/faqs', '/api/categories', '/api/blogs', '/api/contact-messages']) {
      const response = await t.asAdmin({ url: `${path}?q=%00` });
      expect(response.statusCode, path).toBe(422);
      expect(response.json().errors).toEqual({ q: [REFUSED('q')] });
    }
  });

  it('finds by ÿ the products with a y or a ÿ, as by y, and not the others', async () => {
    const names = async (q: string) =>
      (await t.app.inject({ url: `/api/products/search?q=${q}` }))
        .json()
        .data.data.map((product: { name: string }) => product.name)
        .sort();
    expect(await names('%C3%BF')).toEqual(['Yew Bench', 'Ÿsa Stool']);
    expect(await names('y')).toEqual(['Yew Bench', 'Ÿsa Stool']);
    expect(await names('%C3%BFsa')).toEqual(['Ÿsa Stool']);
  });
});
