import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL } from './support/constants.mjs';
import type { JourneyOptions } from './support/fixtures.ts';

/** Chromium from CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own. */
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean) as string[];
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (found) return found;
  if (process.env.PLAYWRIGHT_OWN_BROWSER) return undefined;
  throw new Error(
    'No Chromium found for the browser journeys. Install it (Debian: `apt-get install -y chromium`), ' +
      'set CHROMIUM_PATH to a Chromium binary, or set PLAYWRIGHT_OWN_BROWSER=1 after `npx playwright install chromium`.',
  );
}

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } };
const phone = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } };

/** The JavaScript-off journeys (tests/no-js/) and the held-back ones (tests/held-back/). */
// A journey tagged @phone or @desktop is about a control shown at that width only; the other
// width's project leaves it out rather than skipping it.
const phoneOnly = { grepInvert: /@desktop/ };
const desktopOnly = { grepInvert: /@phone/ };
const noJs = { javaScriptEnabled: false, waitForApp: false };
const heldBack = { waitForApp: false, appDelayMs: 5_000 };

export default defineConfig<JourneyOptions>({
  testDir: './tests',
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  // The admin journeys edit seeded records (and put them back); they run after every visitor
  // journey (with the app, without it and held back) so that no public page is checked while its
  // content is being edited.
  projects: [
    { name: 'public', testIgnore: [/admin-.*\.spec\.ts/, /no-js\//, /held-back\//], use: desktop },
    { name: 'no-js phone', testMatch: /no-js\/.*\.spec\.ts/, ...phoneOnly, use: { ...phone, ...noJs } },
    { name: 'no-js desktop', testMatch: /no-js\/.*\.spec\.ts/, ...desktopOnly, use: { ...desktop, ...noJs } },
    { name: 'held-back phone', testMatch: /held-back\/.*\.spec\.ts/, ...phoneOnly, use: { ...phone, ...heldBack } },
    {
      name: 'held-back desktop',
      testMatch: /held-back\/.*\.spec\.ts/,
      ...desktopOnly,
      use: { ...desktop, ...heldBack },
    },
    {
      name: 'admin',
      testMatch: /admin-.*\.spec\.ts/,
      dependencies: ['public', 'no-js phone', 'no-js desktop', 'held-back phone', 'held-back desktop'],
      use: desktop,
    },
  ],
  webServer: {
    command: 'node serve.mjs',
    // serve.mjs says so once the site answers and its pictures' variants are made.
    wait: { stdout: /Grain e2e: site ready, pictures made/ },
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
