import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LATEST_START_MS } from '../../packages/web/src/delivery/page-starter.ts';
import { E2E_BASE_URL } from '../support/constants.mjs';
import { expect, test } from '../support/fixtures.ts';
import { PUBLIC_ROUTES } from '../support/public-routes.ts';

/**
 * Nothing on screen moves while a public page starts: not as the web faces swap in, not as the
 * blocks skipped off screen are rendered (each holds a height, and no width, until then).
 * Lighthouse's phone and desktop windows.
 */
for (const { width, height } of [
  { width: 412, height: 823 },
  { width: 1350, height: 940 },
]) {
  test(`no public page shifts its layout as it starts (${width} px)`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height });
    await page.addInitScript(() => {
      const shifts: string[] = [];
      let total = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
          total += entry.value;
          shifts.push(`${entry.value.toFixed(4)} ${entry.sources.map((source) => source.node?.nodeName).join(',')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      Object.assign(window, { layoutShifts: () => ({ total, shifts }) });
    });
    const shifted: string[] = [];
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route);
      await page.locator('html[data-rendered-whole]').waitFor({ state: 'attached', timeout: 15_000 });
      const { total, shifts } = await page.evaluate(() =>
        (window as unknown as { layoutShifts: () => { total: number; shifts: string[] } }).layoutShifts(),
      );
      if (total >= 0.01) shifted.push(`${route}: ${total.toFixed(4)} (${shifts.join('; ')})`);
    }
    expect(shifted).toEqual([]);
  });
}

/**
 * The page is painted while it is parsed: the /home-2 hero's first slide may be on screen before
 * the later slides, which share its height, are parsed. Its text must not move when they arrive.
 * Checked on the server's page as it is (no script), with the later slides taken out and put back.
 */
for (const width of [375, 412]) {
  test(`the /home-2 hero's first slide keeps its text in place as its later slides arrive (${width} px)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 823 } });
    const page = await context.newPage();
    await page.goto(`${E2E_BASE_URL}/home-2`);
    const firstTitle = page.locator('[data-hero] h2').first();
    await expect(firstTitle).toHaveText('Furniture Made to Be Lived With');
    const titleTop = () => firstTitle.evaluate((title) => title.getBoundingClientRect().top);
    const laterSlides = (display: string) =>
      firstTitle.evaluate((title, value) => {
        const slide = title.parentElement?.parentElement;
        for (const later of Array.from(slide?.parentElement?.children ?? []).slice(1)) {
          (later as HTMLElement).style.display = value;
        }
      }, display);

    await laterSlides('none');
    const alone = await titleTop();
    await laterSlides('');
    expect(await titleTop()).toBeCloseTo(alone, 0);
    await context.close();
  });
}

/**
 * A proxy of the site that sends a page's HTML in two parts, `pauseMs` apart, split where `splitAt`
 * says: a page arriving slowly, as on a poor connection or a slow phone's parser. Everything else
 * passes through.
 */
async function startPausingProxy(splitAt: (html: string) => number, pauseMs: number) {
  let lastPage = '';
  const pass = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const upstream = await fetch(`${E2E_BASE_URL}${request.url}`, {
      headers: { accept: request.headers.accept ?? '*/*' },
    });
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
    response.writeHead(upstream.status, { 'content-type': type });
    if (!type.startsWith('text/html')) {
      response.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    }
    const html = await upstream.text();
    lastPage = html;
    const split = splitAt(html);
    response.write(html.slice(0, split));
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    response.end(html.slice(split));
  };
  const server = http.createServer((request, response) => {
    pass(request, response).catch((error: Error) => {
      if (!response.headersSent) response.writeHead(502);
      response.end(String(error.message));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    /** The last page it sent: what the browser parsed (a page asked again may differ). */
    lastPage: () => lastPage,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * The browser paints a page as it parses it. Painted with half its links, the header's navigation
 * would move hundreds of pixels when the rest arrived (a shift of 0.028 on a desktop page, seen on
 * a slow machine); so would the home hero painted without its picture (0.094), or the pricing
 * plans without the taller middle one. The page holds its first paint until such blocks are
 * parsed: sent in two parts, split inside the block, its first frame has the whole block.
 * The pause is longer than the page's starter waits at most before it starts the app
 * (LATEST_START_MS), which must still wait for the whole page: started on half of it, the app
 * rendered the page itself, released the held paint early, and the parser then added the rest of
 * the page beside it (a second footer).
 */
const SLOW_PAGE_PAUSE_MS = LATEST_START_MS + 1500;

const slowStarts = [
  {
    route: '/about',
    block: 'header[data-sticky]',
    splitAt: (html: string) => html.indexOf('</li>', html.indexOf('aria-label="Main"')) + '</li>'.length,
  },
  {
    route: '/',
    block: '[data-hero]',
    splitAt: (html: string) => html.indexOf('</h2>', html.indexOf('data-hero')) + '</h2>'.length,
  },
  {
    route: '/price',
    block: 'section[aria-labelledby="pricing-title"]',
    splitAt: (html: string) => html.indexOf('</li>', html.indexOf('id="pricing-title"')) + '</li>'.length,
  },
];

for (const { route, block, splitAt } of slowStarts) {
  test(`the first paint of ${route} shows its ${block} whole, however slowly the page arrives`, async ({ browser }) => {
    const proxy = await startPausingProxy(splitAt, SLOW_PAGE_PAUSE_MS);
    const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
    try {
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.addInitScript((selector) => {
        requestAnimationFrame(() => {
          const elements = document.querySelectorAll(`${selector} *`).length;
          Object.assign(window, { firstFrameElements: elements });
        });
      }, block);
      await page.goto(`${proxy.origin}${route}`);
      await page.waitForFunction(() => 'firstFrameElements' in window);
      const { firstFrame, sent } = await page.evaluate(
        ({ selector, html }) => {
          const whole = new DOMParser().parseFromString(html, 'text/html');
          return {
            firstFrame: (window as unknown as { firstFrameElements: number }).firstFrameElements,
            sent: whole.querySelectorAll(`${selector} *`).length,
          };
        },
        { selector: block, html: proxy.lastPage() },
      );
      expect(sent).toBeGreaterThan(10);
      expect(firstFrame).toBe(sent);

      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      const shapes = await page.evaluate((html) => {
        // The page's landmarks, each once (the app adds a live region and removes the loader).
        const shape = (of: Document) =>
          [...of.querySelectorAll('#root > :is(header, main, footer)')].map((landmark) => landmark.tagName);
        return { shown: shape(document), sent: shape(new DOMParser().parseFromString(html, 'text/html')) };
      }, proxy.lastPage());
      expect(shapes.shown).toEqual(shapes.sent);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
      await proxy.close();
    }
  });
}
