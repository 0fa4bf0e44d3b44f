import type { APIRequestContext, Browser, Page } from '@playwright/test';
import jsonld from 'jsonld';
import { E2E_ADMIN } from '../support/constants.mjs';
import { expect, test } from '../support/fixtures.ts';

/**
 * The public site as a search engine (or a phone before its scripts run) gets it: every page's
 * content, status, head and structured data in the server's HTML.
 */

type Item = Record<string, unknown> & { id: number };

async function apiData<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const response = await request.get(`/api${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  expect(response.ok(), `GET /api${path}`).toBeTruthy();
  return ((await response.json()) as { data: T }).data;
}

/** The headers of an administrator's API calls. */
async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** A page opened with scripts off: what it shows is the server's HTML alone. */
async function withoutScripts(browser: Browser, path: string): Promise<{ page: Page; status: number }> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(path);
  return { page, status: response?.status() ?? 0 };
}

/**
 * The pictures of a page whose box depends on the file they show: each without an aspect ratio
 * is shown a 1×1 and then a 2×1 image in its place, and its box should not change. (Blocks
 * skipped off screen are rendered first, or they would have no box at all.)
 */
const picturesShapedByTheirFile = (page: Page) =>
  page.evaluate(async () => {
    const gif = (width: number) =>
      width === 1
        ? 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'
        : 'data:image/gif;base64,R0lGODlhAgABAIAAAAAAAP///yH5BAEAAAAALAAAAAACAAEAAAICBAoAOw==';
    document.documentElement.setAttribute('data-rendered-whole', '');
    const found: string[] = [];
    for (const image of Array.from(document.images)) {
      if (getComputedStyle(image).aspectRatio !== 'auto') continue;
      const probe = image.cloneNode() as HTMLImageElement;
      probe.removeAttribute('srcset');
      probe.loading = 'eager';
      image.replaceWith(probe);
      const boxWith = async (width: number) => {
        probe.src = gif(width);
        await probe.decode();
        const { width: w, height: h } = probe.getBoundingClientRect();
        return `${w}x${h}`;
      };
      if ((await boxWith(1)) !== (await boxWith(2))) found.push(image.outerHTML.slice(0, 120));
      probe.replaceWith(image);
    }
    return found;
  });

const jsonLdOf = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );

/** schema.org's context, offline: every term is a schema.org property or type. */
const documentLoader = async (url: string) => {
  if (!/^https?:\/\/schema\.org\/?$/.test(url)) throw new Error(`Unexpected context ${url}`);
  return { contextUrl: undefined, documentUrl: url, document: { '@context': { '@vocab': 'https://schema.org/' } } };
};

type Expanded = Record<string, Array<Record<string, unknown>>> & { '@type'?: string[] };
const S = (term: string) => `https://schema.org/${term}`;
const value = (node: Expanded, term: string) => node[S(term)]?.[0]?.['@value'];
const child = (node: Expanded, term: string) => node[S(term)]?.[0] as Expanded | undefined;

async function expandOne(data: Record<string, unknown>): Promise<Expanded> {
  const expanded = (await jsonld.expand(data, { documentLoader } as never)) as unknown as Expanded[];
  expect(expanded).toHaveLength(1);
  return expanded[0];
}

let products: Item[];
let product: Item;

test.beforeAll(async ({ request }) => {
  products = (await apiData<{ data: Item[] }>(request, '/products?per_page=50')).data;
  product = products.find((item) => Number(item.price) > 0 && item.image) ?? products[0];
});

test('every public route carries its visible text in the HTML, before any script runs, and each picture its size', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const [service] = await apiData<Item[]>(request, '/services');
  const [project] = await apiData<Item[]>(request, '/projects');
  const [post] = (await apiData<{ data: Item[] }>(request, '/blogs?per_page=6')).data;
  const [faq] = await apiData<Item[]>(request, '/faqs');
  const [category] = await apiData<Item[]>(request, '/categories');
  const routes: Array<[string, string[]]> = [
    ['/', ['Grain — Handcrafted Woodwork, Furniture & Flooring', String(service.title), String(faq.question)]],
    ['/home-2', [String(service.title)]],
    ['/home-3', [String(project.title)]],
    ['/about', ['About Us']],
    ['/services', [String(service.title)]],
    [`/services/${service.id}`, [String(service.title)]],
    ['/services/details', [String(service.title)]],
    ['/mission', ['Mission & Vision']],
    ['/faq', [String(faq.question)]],
    ['/price', ['Basic', 'Standard', 'Premium']],
    ['/team', ['Our Team']],
    ['/project', [String(project.title)]],
    [`/project/details/${project.id}`, [String(project.title)]],
    ['/products', [String(products[0].name)]],
    ['/products/customized', ['What Makes Our Products Special?']],
    [`/products/category/${category.id}`, [`Products in ${category.name}`]],
    [`/products/${product.id}`, [String(product.name), String(product.sku)]],
    ['/blog', [String(post.title)]],
    [`/blog/${post.id}`, [String(post.title), String(post.written_by)]],
    ['/contact', ['Contact Us']],
  ];
  for (const [path, texts] of routes) {
    const { page, status } = await withoutScripts(browser, path);
    expect(status, path).toBe(200);
    for (const text of texts)
      await expect(page.getByText(text, { exact: false }).first(), `${path}: ${text}`).toBeAttached();
    // Styled from the HTML alone: its one inline style sheet, no sheet fetched, none named twice.
    const styles = await page.evaluate(() => ({
      inline: document.querySelectorAll('style').length,
      fetched: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).filter(
        (link) => !link.disabled,
      ).length,
      named: Array.from(document.querySelectorAll('link[rel="stylesheet"]'), (link) => link.getAttribute('href')),
      bodyFont: getComputedStyle(document.body).fontFamily,
    }));
    expect(styles.inline, `${path}: inline style sheets`).toBe(1);
    expect(styles.fetched, `${path}: style sheets fetched`).toBe(0);
    expect(styles.named.length, `${path}: a style sheet named twice`).toBe(new Set(styles.named).size);
    expect(styles.bodyFont, `${path}: the global styles applied`).toContain('Inter Fallback');
    // Every picture has its box before it loads, so that nothing moves when it arrives: an
    // aspect ratio (width and height, or in its style), or a size its style fixes.
    expect(await picturesShapedByTheirFile(page), `${path}: pictures whose box waits for the file`).toEqual([]);
    await page.context().close();
  }
});

test('unknown addresses and missing or inactive records answer 404 with the designed page', async ({
  browser,
  request,
}) => {
  const auth = await adminHeaders(request);
  const created = await request.post('/api/products', {
    headers: auth,
    data: {
      name: 'Hidden Prototype Stool',
      sku: `HIDDEN-${Date.now()}`,
      price: 90,
      stock_quantity: 1,
      category_id: product.category_id,
      is_active: false,
    },
  });
  expect(created.status()).toBe(201);
  const inactive = ((await created.json()) as { data: Item }).data;
  const paths = [
    '/no-such-page',
    '/products/999999',
    '/products/not-a-number',
    '/blog/999999',
    '/project/details/999999',
    '/services/999999',
    '/products/category/999999',
    `/products/${inactive.id}`,
  ];
  for (const path of paths) {
    const { page, status } = await withoutScripts(browser, path);
    expect(status, path).toBe(404);
    await expect(page).toHaveTitle('Page Not Found | Grain');
    await expect(page.getByRole('heading', { level: 2, name: 'This piece is not in our workshop' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.context().close();
  }
  const { page } = await withoutScripts(browser, '/products/999999');
  await expect(page.getByRole('status')).toHaveText('Product not found');
  await page.context().close();
  await request.delete(`/api/products/${inactive.id}`, { headers: auth });
});

test('a product page: its name as title and H1, a description, canonical, Open Graph and Product data', async ({
  browser,
  baseURL,
}) => {
  const { page } = await withoutScripts(browser, `/products/${product.id}?utm_source=mail`);
  await expect(page).toHaveTitle(`${product.name} | Grain`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(product.name));
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length).toBeGreaterThan(20);
  expect(description?.length).toBeLessThanOrEqual(156);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/products/${product.id}`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${product.name} | Grain`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /^http:\/\/.+\/storage\/product-images\//,
  );
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');

  const data = await jsonLdOf(page);
  expect(data.map((item) => item['@type'])).toEqual(['LocalBusiness', 'BreadcrumbList', 'Product']);
  const business = await expandOne(data[0]);
  expect(business['@type']).toEqual([S('LocalBusiness')]);
  expect(value(child(business, 'address') as Expanded, 'streetAddress')).toBeTruthy();
  expect(value(business, 'telephone')).toBeTruthy();

  const productLd = await expandOne(data[2]);
  expect(productLd['@type']).toEqual([S('Product')]);
  expect(value(productLd, 'name')).toBe(product.name);
  expect(value(productLd, 'sku')).toBe(product.sku);
  expect(value(productLd, 'description')).toBeTruthy();
  expect(productLd[S('image')]?.length).toBeGreaterThan(0);
  expect(value(child(productLd, 'brand') as Expanded, 'name')).toBe('Grain');
  const offer = child(productLd, 'offers') as Expanded;
  expect(offer['@type']).toEqual([S('Offer')]);
  const onSale = product.sale_price !== null && Number(product.sale_price) < Number(product.price);
  expect(value(offer, 'price')).toBe(Number(onSale ? product.sale_price : product.price).toFixed(2));
  expect(value(offer, 'priceCurrency')).toBe('USD');
  expect(offer[S('availability')]?.[0]?.['@value']).toBe(
    Number(product.stock_quantity) > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
  );

  const crumbs = await expandOne(data[1]);
  const names = (crumbs[S('itemListElement')] as Expanded[]).map((item) => value(item, 'name'));
  expect(names).toEqual(['Home', 'Products', 'Product Details']);
  await page.context().close();
});

test('FAQ, blog post and home pages carry their structured data', async ({ browser, request }) => {
  const faqs = await apiData<Item[]>(request, '/faqs');
  const faqPage = await withoutScripts(browser, '/faq');
  const faqData = await jsonLdOf(faqPage.page);
  const faqLd = await expandOne(faqData.find((item) => item['@type'] === 'FAQPage') as Record<string, unknown>);
  const questions = faqLd[S('mainEntity')] as Expanded[];
  expect(questions).toHaveLength(faqs.length);
  for (const [index, question] of questions.entries()) {
    expect(question['@type']).toEqual([S('Question')]);
    expect(value(question, 'name')).toBe(faqs[index].question);
    const answer = child(question, 'acceptedAnswer') as Expanded;
    expect(answer['@type']).toEqual([S('Answer')]);
    expect(value(answer, 'text')).toBe(faqs[index].answer);
  }
  await faqPage.page.context().close();

  const [post] = (await apiData<{ data: Item[] }>(request, '/blogs?per_page=6')).data;
  const postPage = await withoutScripts(browser, `/blog/${post.id}`);
  await expect(postPage.page).toHaveTitle(`${post.title} | Grain`);
  const posting = (await jsonLdOf(postPage.page)).find((item) => item['@type'] === 'BlogPosting');
  const postingLd = await expandOne(posting as Record<string, unknown>);
  expect(value(postingLd, 'headline')).toBe(post.title);
  expect(value(child(postingLd, 'author') as Expanded, 'name')).toBe(post.written_by);
  await postPage.page.context().close();

  const home = await withoutScripts(browser, '/');
  expect((await jsonLdOf(home.page)).map((item) => item['@type'])).toEqual(['LocalBusiness']);
  await home.page.context().close();
});

test('the sitemap lists every active record and the static pages; robots.txt keeps out of admin and API', async ({
  request,
  baseURL,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
  const xml = await sitemap.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  for (const path of ['/', '/about', '/products', '/products/customized', '/blog', '/contact', '/faq', '/project']) {
    expect(locs).toContain(`${baseURL}${path}`);
  }
  const allProducts = (await apiData<{ total: number }>(request, '/products?per_page=1')).total;
  expect(locs.filter((loc) => /\/products\/\d+$/.test(loc))).toHaveLength(allProducts);
  expect(locs).toContain(`${baseURL}/products/${product.id}`);
  expect(xml).toMatch(new RegExp(`<loc>${baseURL}/products/${product.id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`));

  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toBe(
    `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\n\nSitemap: ${baseURL}/sitemap.xml\n`,
  );
});

test('pages carry an ETag and answer 304 when it matches; the admin area is never rendered on the server', async ({
  request,
}) => {
  // Retried: a write by a test running beside this one may change the page between the two requests.
  await expect(async () => {
    const etag = (await request.get('/about')).headers().etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await request.get('/about', { headers: { 'if-none-match': etag } });
    expect(again.status()).toBe(304);
  }).toPass({ timeout: 15_000 });

  const admin = await request.get('/admin/login');
  expect(admin.status()).toBe(200);
  const html = await admin.text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('<style>');
  expect(html).toContain('<meta name="robots" content="noindex">');
});

test('a page from the server, however long ago it was rendered and cached, hydrates from its state alone', async ({
  page,
  expectCleanPage,
}) => {
  // The browser's clock runs two minutes ahead of the server's: the page's data looks old.
  await page.clock.install({ time: Date.now() + 120_000 });
  const dataCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/') || pathname.startsWith('/_state/')) dataCalls.push(pathname + search);
  });
  await page.goto('/faq?utm_source=mail');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(dataCalls).toEqual(['/_state/faq?utm_source=mail']);
  expectCleanPage();
});

test('a page whose content changed before its state arrived is rendered anew from that state, not hydrated', async ({
  page,
  request,
  expectCleanPage,
}) => {
  const [faq] = await apiData<Item[]>(request, '/faqs');
  const question = String(faq.question);
  // The state as it would come after an admin's edit: another question, another render.
  await page.route('**/_state/faq', async (route) => {
    const text = await (await route.fetch()).text();
    const edited = text.split(JSON.stringify(question).slice(1, -1)).join('Is this the edited question?');
    await route.fulfill({
      contentType: 'application/json',
      body: edited.replace(/"render":"[^"]+"/, '"render":"newer"'),
    });
  });
  await page.goto('/faq');
  const main = page.getByRole('main');
  await expect(main.getByText('Is this the edited question?', { exact: true })).toBeVisible();
  await expect(main.getByText(question, { exact: true })).toHaveCount(0);
  expectCleanPage();
});

test("a page's state is served beside it: the same render, from the same cache, 404 for what is not a page", async ({
  request,
}) => {
  const page = await (await request.get('/faq')).text();
  const render = /<meta name="grain:render" content="([^"]+)">/.exec(page)?.[1];
  const state = await request.get('/_state/faq');
  expect(render).toMatch(/^[\w-]{16}$/);
  expect(((await state.json()) as { render: string }).render).toBe(render);
  expect(state.status()).toBe(200);
  expect(state.headers()['content-type']).toBe('application/json; charset=utf-8');
  const body = (await state.json()) as { queries: { queries: Array<{ queryKey: unknown[] }> } };
  expect(body.queries.queries.length).toBeGreaterThan(0);
  // Retried: a write by a test running beside this one may change the page between the two requests.
  await expect(async () => {
    const etag = (await request.get('/_state/faq')).headers().etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await request.get('/_state/faq', { headers: { 'if-none-match': etag } });
    expect(again.status()).toBe(304);
  }).toPass({ timeout: 15_000 });

  const html = await (await request.get('/faq')).text();
  expect(html).not.toContain('"queries"');
  for (const path of ['/_state/admin/login', '/_state/api/faqs', '/_state/assets/x.js']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
