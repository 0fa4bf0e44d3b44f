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
