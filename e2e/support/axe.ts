import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { expect, isLocal } from './fixtures.ts';

/**
 * Resolves once no request to the site has been in flight for half a second: Playwright's
 * `networkidle`, with third parties left out (without network, the contact page's map frame
 * stays on Chromium's error page, and a page holding such a frame never reaches `networkidle`).
 * Fails, naming the requests still in flight, if that takes over `timeoutMs`.
 */
function appNetworkQuiet(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    if (!isLocal(request.url())) return;
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async (timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    while (inFlight.size > 0 || Date.now() - lastChange < 500) {
      if (Date.now() > deadline) {
        const urls = [...inFlight].map((request) => request.url()).join('\n  ');
        throw new Error(`The page's requests did not settle within ${timeoutMs / 1000} s; still in flight:\n  ${urls}`);
      }
      await page.waitForTimeout(100);
    }
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  };
}

/** Scrolls through the page so that sections drawn on view are there, then back to the top. */
export async function revealWholePage(page: Page): Promise<void> {
  const quiet = appNetworkQuiet(page);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await quiet();
}

/** Runs axe (every rule it has) on the page and fails with a readable list of what it found. */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const report = violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes
          .slice(0, 25)
          .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`)
          .join('\n'),
    )
    .join('\n');
  expect(
    violations.map((violation) => violation.id),
    `axe on ${label}:\n${report}`,
  ).toEqual([]);
}
