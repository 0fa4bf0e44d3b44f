import { test as base, expect } from '@playwright/test';

/**
 * `test` with a page that records console errors and failed requests; call
 * `expectCleanPage()` at the end of a journey to assert there were none.
 */
export const test = base.extend<{ problems: string[]; expectCleanPage: () => void }>({
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => {
      const failure = request.failure()?.errorText ?? '';
      // Navigations away from a page abort its pending media loads: not a failure of the page.
      if (failure.includes('ERR_ABORTED')) return;
      problems.push(`request failed: ${request.url()} ${failure}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 500) problems.push(`server error: ${response.status()} ${response.url()}`);
    });
    await use(problems);
  },
  expectCleanPage: async ({ problems }, use) => {
    await use(() => expect(problems, problems.join('\n')).toEqual([]));
  },
});

export { expect };
