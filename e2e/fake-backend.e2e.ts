import { expect, test } from '@playwright/test';

// Issue #14: the demo's fake backend (fixtures, search index, pictures) runs in a worker, off the
// page's main thread, and its answers come through the service worker as ordinary requests.

const BACKEND_CHUNK = /\/assets\/backend-[^/]*\.js$/;

test('the page never loads the fake backend’s code, and its answers are requests on the network', async ({
  page,
}) => {
  const answered: string[] = [];
  page.on('response', (response) => {
    if (response.ok()) answered.push(new URL(response.url()).host + new URL(response.url()).pathname);
  });
  await page.goto('/briller');
  // A card's picture is decorative (its name is the card's link text), so it is found by its source.
  const firstPicture = page.getByRole('main').locator('img[src*="cdn.glimt.test"]').first();
  await expect(firstPicture).toBeVisible();
  await expect
    .poll(() => firstPicture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  // The listing call and the card's picture came over the network, answered by the backend worker.
  expect(answered).toContain('widget-api.glimt.test/v2/product-listing');
  expect(answered.some((url) => url.startsWith('cdn.glimt.test/mock-media/products/'))).toBe(true);
  expect(page.workers().map((worker) => new URL(worker.url()).pathname)).toEqual([
    expect.stringMatching(/^\/assets\/worker-[^/]*\.js$/),
  ]);
  // The page itself loaded none of the backend's code (the worker did).
  const pageScripts = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  expect(pageScripts.filter((path) => BACKEND_CHUNK.test(path))).toEqual([]);
});
