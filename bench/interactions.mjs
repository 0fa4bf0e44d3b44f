// Interaction latency (INP) of one click on each kind of public control, once the app has started,
// in Chromium with its CPU slowed 4x. Each click is measured by the Event Timing API as the
// web-vitals library does: the longest event of the interaction, from the input to the next paint
// (its input delay, its handlers and the rendering after them). Used by `npm run bench:web`.
import { chromium } from 'playwright-core';

const CPU_SLOWDOWN = 4;
const CLICKS = 5;
/** Longer than the site's longest transition (the sticky header's 0.5 s slide). */
const SETTLE_MS = 1000;
/** Chromium's flags for a measuring run: nothing of its own in the background (bench:web adds headless). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };

/** The controls, one of each kind: where it is, at what width, and what is clicked (on a freshly loaded page). */
export const CONTROLS = [
  {
    kind: 'menu (mobile)',
    route: '/',
    device: PHONE,
    target: (page) => page.getByRole('button', { name: 'Open menu' }),
  },
  {
    kind: 'filter (category)',
    route: '/products',
    device: DESKTOP,
    target: async (page, origin) => {
      const categories = await (await fetch(`${origin}/api/categories`)).json();
      const name = (categories.data ?? categories)[0].name;
      const filters = page.getByRole('complementary', { name: 'Product filters' });
      return filters.getByRole('link', { name, exact: true }).or(filters.getByRole('button', { name, exact: true }));
    },
  },
  {
    kind: 'pagination',
    route: '/products',
    device: DESKTOP,
    target: (page) => page.getByLabel('Page 2', { exact: true }),
  },
  {
    kind: 'thumbnail',
    route: '/products/1',
    device: DESKTOP,
    target: async (page) => {
      const thumbnail = page.getByLabel(/^Show image 2 of/);
      // A radio button is hidden behind its picture's label: the visitor clicks the label.
      const id = await thumbnail.evaluate((element) => (element.tagName === 'INPUT' ? element.id : ''));
      return id ? page.locator(`label[for="${id}"]`) : thumbnail;
    },
  },
  {
    kind: 'FAQ question',
    route: '/faq',
    device: DESKTOP,
    target: (page) => page.locator('main summary, main button[aria-expanded]').nth(1),
  },
  {
    kind: 'carousel arrow',
    route: '/',
    device: DESKTOP,
    target: (page) => page.locator('[aria-label="Next slide"]:visible').first(),
  },
  {
    kind: 'form submit',
    route: '/contact',
    device: DESKTOP,
    target: (page) => page.getByRole('button', { name: 'Send Message' }),
  },
  {
    // The machine's floor: a native control on a bare page, no script and no style. What it
    // shows is the browser's own input-to-paint time here, which no control can go under.
    kind: '(floor: <details> on a bare page)',
    route: '-',
    device: DESKTOP,
    html: '<!doctype html><title>Floor</title><details><summary>Question</summary>Answer</details>',
    target: (page) => page.locator('summary'),
  },
];

/** Starts observing interactions; `window.__interactions()` answers the longest per interaction, in ms. */
function observeInteractions() {
  const longest = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  window.__interactions = () => [...longest.values()];
}

/** After a click, the next two frames: the Event Timing entry is queued once the paint is done. */
const afterNextPaint = (page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))),
  );

async function measureControl(browser, origin, control) {
  const context = await browser.newContext(control.device);
  const page = await context.newPage();
  await page.addInitScript(observeInteractions);
  const durations = [];
  try {
    for (let click = 0; click < CLICKS; click += 1) {
      if (control.html) await page.goto(`data:text/html,${encodeURIComponent(control.html)}`);
      else {
        await page.goto(`${origin}${control.route}`);
        await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 30_000 });
      }
      // The control in view and the page settled (the app's idle work done, and what scrolling to
      // it set off, such as the sticky header sliding in, over), as a visitor's page is by the time
      // they click what they scrolled to: the figure is the click's, not the scroll's.
      const target = await control.target(page, origin);
      await target.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(SETTLE_MS);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await target.click();
      await afterNextPaint(page);
      const measured = await page.evaluate(() => window.__interactions());
      durations.push(Math.max(0, ...measured));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
  } finally {
    await context.close();
  }
  durations.sort((a, b) => a - b);
  return { median: durations[Math.floor(durations.length / 2)], max: durations.at(-1) };
}

/** One row per control: the median and the slowest of its clicks. */
export async function measureInteractions(origin, executablePath = '/usr/bin/chromium') {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const control of CONTROLS) {
      try {
        rows.push({ ...control, ...(await measureControl(browser, origin, control)) });
      } catch (error) {
        rows.push({ ...control, error: error.message.split('\n')[0] });
      }
      process.stderr.write(`  INP ${control.kind}: ${rows.at(-1).error ?? `${rows.at(-1).median} ms`}\n`);
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export function printInteractions(rows) {
  console.log(
    `\nInteraction to next paint, app started, CPU slowed ${CPU_SLOWDOWN}x (${CLICKS} clicks each; target < 100 ms)\n`,
  );
  console.log('| control | route | width | median ms | max ms |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) {
    const width = row.device.viewport.width;
    const figures = row.error ? `failed: ${row.error} | -` : `${Math.round(row.median)} | ${Math.round(row.max)}`;
    console.log(`| ${row.kind} | ${row.route} | ${width} | ${figures} |`);
  }
}
