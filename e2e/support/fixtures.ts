import { test as base, expect, type Page, type Response } from '@playwright/test';
import { E2E_BASE_URL } from './constants.mjs';

/**
 * Third-party embeds (the contact page's map) cannot load in a test run without network;
 * only the app's own requests count.
 */
export const isLocal = (url: string) => {
  try {
    return new URL(url).host === new URL(E2E_BASE_URL).host;
  } catch {
    return true;
  }
};

/** Set on `<html>` by the app once it has hydrated the page (packages/web/src/delivery/page-state.ts). */
const APP_READY = 'html[data-app-ready]';

/**
 * The app starts after the page has loaded (packages/web/src/delivery/boot.ts): a journey that opens an
 * app page waits for it, as a visitor waits for the page to respond, before acting on it.
 */
async function untilAppReady(page: Page, response: Response | null, waitForApp: boolean): Promise<Response | null> {
  if (!waitForApp) return response;
  const isAppPage = (response?.headers()['content-type'] ?? '').startsWith('text/html');
  if (isAppPage && (await page.locator('#root').count()) > 0)
    await page.locator(APP_READY).waitFor({ state: 'attached' });
  return response;
}

/** The app's own scripts (the built chunks); the page's inline starter is not among them. */
const APP_SCRIPTS = /\/assets\/.+\.js(\?.*)?$/;

export type JourneyOptions = {
  /** Whether `page.goto` waits for the app to start (off in the no-JS and held-back suites). */
  waitForApp: boolean;
  /** How long the app's scripts are held back before the browser receives them, in ms. */
  appDelayMs: number;
};

/**
 * `test` with a page that records console errors and failed requests; call
 * `expectCleanPage()` at the end of a journey to assert there were none.
 */
export const test = base.extend<JourneyOptions & { problems: string[]; expectCleanPage: () => void }>({
  waitForApp: [true, { option: true }],
  appDelayMs: [0, { option: true }],
  page: async ({ page, waitForApp, appDelayMs }, use) => {
    if (appDelayMs > 0) {
      await page.route(APP_SCRIPTS, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, appDelayMs));
        await route.continue().catch(() => {});
      });
    }
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => untilAppReady(page, await goto(url, options), waitForApp);
    page.reload = async (options) => untilAppReady(page, await reload(options), waitForApp);
    await use(page);
  },
  problems: [
    async ({ page }, use, testInfo) => {
      const problems: string[] = [];
      // A page that answers 404 on purpose (a missing record), or 422 or 429 (a refused form post
      // answered with its page), makes the browser log its load.
      const pagesOnPurpose = new Set<string>();
      page.on('response', (response) => {
        if (response.request().isNavigationRequest() && [404, 422, 429].includes(response.status()))
          pagesOnPurpose.add(`${response.status()} ${response.url()}`);
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const source = message.location().url;
        if (source && !isLocal(source) && message.text().startsWith('Failed to load resource')) return;
        const status = message.text().match(/status of (\d+)/)?.[1];
        if (status && pagesOnPurpose.has(`${status} ${source.split('#')[0]}`)) return;
        problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      // What the CSP blocks is a problem even when the page's code catches it (zod's eval probe was).
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}`),
        );
      });
      page.on('requestfailed', (request) => {
        const failure = request.failure()?.errorText ?? '';
        // Navigations away from a page abort its pending media loads: not a failure of the page.
        if (failure.includes('ERR_ABORTED') || !isLocal(request.url())) return;
        problems.push(`request failed: ${request.url()} ${failure}`);
      });
      page.on('response', (response) => {
        if (response.status() >= 500) problems.push(`server error: ${response.status()} ${response.url()}`);
      });
      await use(problems);
      // Every visitor journey ends clean: no console error (a hydration mismatch included), no failed request.
      if (!testInfo.project.name.startsWith('admin')) expect(problems, problems.join('\n')).toEqual([]);
    },
    { auto: true },
  ],
  expectCleanPage: async ({ problems }, use) => {
    await use(() => expect(problems, problems.join('\n')).toEqual([]));
  },
});

/** Waits until the app has started on the page (for the held-back journeys, after acting). */
export async function appStarted(page: Page): Promise<void> {
  await page.locator(APP_READY).waitFor({ state: 'attached', timeout: 20_000 });
}

export { expect };
