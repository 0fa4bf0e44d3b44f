// The image bytes a phone downloads on given pages of a fresh demo site (variants made, as on a
// site in use), beside what the same pictures weigh as stored originals. For bench/images.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startFreshSite } from './fresh-site.mjs';

const PHONE = { width: 375, height: 812 };
const VARIANT_URL = /^\/storage\/variants\/(.+)\/w\d+\.\w+$/;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The stored path of the picture a `/storage/…` URL shows: a variant's original, or the file itself. */
function storedPathOf(pathname) {
  const variant = VARIANT_URL.exec(pathname);
  return decodeURIComponent(variant ? variant[1] : pathname.slice('/storage/'.length));
}

/** The original as uploaded: kept apart (`originals/`) when the public file is a re-encoded copy. */
function originalSize(storageDir, stored) {
  for (const candidate of [path.join(storageDir, 'originals', stored), path.join(storageDir, stored)]) {
    if (fs.existsSync(candidate)) return fs.statSync(candidate).size;
  }
  return 0;
}

/** Loads the page at phone width, scrolls to its end so lazy pictures load, and sums image bytes. */
async function downloadedImages(browser, url) {
  const page = await browser.newPage({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const images = new Map();
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'image') return;
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/storage/')) return;
    const sizes = await request.sizes();
    images.set(pathname, sizes.responseBodySize);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y <= height; y += PHONE.height / 2) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.waitForLoadState('networkidle');
  await page.close();
  return images;
}

export async function pageImageBytes(routes) {
  const site = await startFreshSite({ makeImages: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const storageDir = path.join(site.dir, 'storage');
  const rows = [];
  try {
    for (const route of routes) {
      const images = await downloadedImages(browser, `${site.origin}${route}`);
      const downloaded = [...images.values()].reduce((sum, size) => sum + size, 0);
      const pictures = new Set([...images.keys()].map(storedPathOf));
      const originals = [...pictures].reduce((sum, stored) => sum + originalSize(storageDir, stored), 0);
      const formats = [...new Set([...images.keys()].map((name) => path.extname(name).slice(1)))].join(', ');
      rows.push({ route, count: pictures.size, downloaded, originals, formats });
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  console.log(`Image bytes at ${PHONE.width} px (device pixel ratio 2), after scrolling to the end of the page`);
  console.log('| page | pictures | downloaded | formats | the originals | fewer bytes |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) {
    const saved = row.originals ? `${Math.round((1 - row.downloaded / row.originals) * 100)} %` : '-';
    console.log(
      `| ${row.route} | ${row.count} | ${kb(row.downloaded)} | ${row.formats} | ${kb(row.originals)} | ${saved} |`,
    );
  }
}
