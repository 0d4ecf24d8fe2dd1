import { expect, test, type Page } from '@playwright/test';

// Issue #14, "Done when": cumulative layout shift at most 0.01 on the home page, a category and the
// widget's search page. Measured as a phone sees it: nothing on screen may move while a page loads
// (its answers, images and fonts arrive after the first paint). The product page has its own check
// in product.e2e.ts.

test.use({ viewport: { width: 412, height: 823 } });

/** Records every layout shift the shopper did not cause, from the first paint on. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { glimtShifts: typeof shifts }).glimtShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      }>) {
        if (entry.hadRecentInput) continue;
        // What moved, so a failure says where to look.
        const moved = entry.sources.map((source) => (source.node?.textContent ?? '').slice(0, 40));
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function shiftsSoFar(page: Page) {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => (window as unknown as { glimtShifts: unknown[] }).glimtShifts);
}

for (const { path, ready } of [
  { path: '/', ready: 'Populært akkurat nå' },
  { path: '/briller', ready: null },
  { path: '/briller/ray-ban', ready: null },
  { path: '/sok?query=ray', ready: null },
]) {
  test(`${path} loads without moving anything on screen`, async ({ page }) => {
    await recordShifts(page);
    await page.goto(path);
    if (ready) {
      await expect(page.getByRole('heading', { name: ready })).toBeVisible();
    } else {
      // The listing's cards are in, with the filters' button and the sorting above them.
      await expect(page.locator('[data-glimt-listing-grid] a').first()).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Sorter etter' })).toBeVisible();
    }
    expect(await shiftsSoFar(page)).toEqual([]);
  });
}
