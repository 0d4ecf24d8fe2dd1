import { expect, test, type Page } from '@playwright/test';

// Issue #35, item 7: link prefetch. A link to a page of the shop prefetches that page's code once it
// comes within 200 px of the viewport (after the page has settled), and on hover or focus also the
// first call of a listing, so the click finds both on their way. A visitor who asked to save data
// gets neither. The journey prints the next page's first paint after the click, with and without.

const CATEGORY_CHUNK = /\/assets\/CategoryPage-[^/]*\.js$/;
const LISTING_CALL = 'https://widget-api.glimt.test/v2/product-listing';

/** What the page asks for, in order: page chunks by path, listing calls by their first page. */
function recordRequests(page: Page) {
  const chunks: string[] = [];
  const listingCalls: unknown[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (CATEGORY_CHUNK.test(new URL(url).pathname)) chunks.push(url);
    if (url.startsWith(LISTING_CALL)) listingCalls.push(request.postDataJSON());
  });
  return { chunks, listingCalls };
}

/** The browser says the visitor asked to save data (`navigator.connection.saveData`). */
async function saveData(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
  });
}

/** Times of the click and of the next page's first paints, `performance.now()`. */
interface FirstPaintWindow {
  __firstPaint: { clickedAt: number; heading: number; products: number };
}

/**
 * Clicks `link` and answers how long after the click the category page painted its heading and its
 * first product picture (ms, checked at every frame).
 */
async function clickAndTimeFirstPaint(page: Page, link: ReturnType<Page['locator']>) {
  await page.evaluate(() => {
    const timing = { clickedAt: 0, heading: 0, products: 0 };
    (window as unknown as FirstPaintWindow).__firstPaint = timing;
    document.addEventListener('click', () => (timing.clickedAt = performance.now()), {
      capture: true,
      once: true,
    });
    const check = () => {
      const main = document.querySelector('main');
      const heading = main?.querySelector('h1')?.textContent === 'Briller';
      if (heading && !timing.heading) timing.heading = performance.now();
      if (heading && main?.querySelector('img[src*="cdn.glimt.test"]')) {
        timing.products = performance.now();
        return;
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Briller' })).toBeVisible();
  const firstPicture = page.getByRole('main').locator('img[src*="cdn.glimt.test"]').first();
  await expect(firstPicture).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as FirstPaintWindow).__firstPaint.products))
    .toBeGreaterThan(0);
  const timing = await page.evaluate(() => (window as unknown as FirstPaintWindow).__firstPaint);
  return {
    heading: Math.round(timing.heading - timing.clickedAt),
    products: Math.round(timing.products - timing.clickedAt),
  };
}

/** Opens the home page and waits until its own data and pictures are in. */
async function openHomeSettled(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const glassesLink = (page: Page) => page.locator('a[href="/briller"]:visible').first();

test('a link near the viewport prefetches its page, hover starts its products, and the click takes both', async ({
  page,
}) => {
  const { chunks, listingCalls } = recordRequests(page);
  await openHomeSettled(page);
  // The page's code, once the home page has settled; no products yet.
  await expect.poll(() => chunks.length).toBe(1);
  expect(listingCalls).toEqual([]);

  const link = glassesLink(page);
  await link.hover();
  await expect.poll(() => listingCalls.length).toBe(1);

  const firstPaint = await clickAndTimeFirstPaint(page, link);
  test.info().annotations.push({
    type: 'first paint after the click, prefetched (ms)',
    description: JSON.stringify(firstPaint),
  });
  console.log('prefetched: first paint after the click (ms)', firstPaint);
  await page.waitForLoadState('networkidle');
  // The page took what was prefetched: its code and its products were asked for once.
  expect(chunks).toHaveLength(1);
  expect(listingCalls).toHaveLength(1);
});

test('with save-data on, the page and its products are asked for only after the click', async ({ page }) => {
  await saveData(page);
  const { chunks, listingCalls } = recordRequests(page);
  await openHomeSettled(page);
  const link = glassesLink(page);
  await link.hover();
  await link.focus();
  await page.waitForLoadState('networkidle');
  expect(chunks).toEqual([]);
  expect(listingCalls).toEqual([]);

  const firstPaint = await clickAndTimeFirstPaint(page, link);
  test.info().annotations.push({
    type: 'first paint after the click, not prefetched (ms)',
    description: JSON.stringify(firstPaint),
  });
  console.log('not prefetched: first paint after the click (ms)', firstPaint);
  expect(chunks).toHaveLength(1);
  expect(listingCalls).toHaveLength(1);
});
