import { expect, test, type Page, type Request, type Route } from '@playwright/test';

// Issue #14: the demo's first script (`demo/src/boot.ts`, a few kB) starts the visitor's page chunks
// while the app's own code is still on its way, so on a phone the page's code and data do not wait
// for the app's download to end first.

const APP_CHUNK = /\/assets\/app-[^/]*\.js$/;

/** Holds the app's code back until `release` is called, as a slow phone network would. */
async function holdAppCode(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_CHUNK, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const { path, chunk, heading } of [
  { path: '/briller', chunk: /\/assets\/CategoryPage-[^/]*\.js$/, heading: 'Briller' },
  { path: '/sok?query=ray', chunk: /\/assets\/WidgetSearchPage-[^/]*\.js$/, heading: /ray/i },
  { path: '/bestill-synstest', chunk: /\/assets\/BookingPages-[^/]*\.js$/, heading: /synstest/i },
]) {
  test(`${path}: the page's code is requested before the app's code has arrived`, async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const release = await holdAppCode(page);
    await page.goto(path, { waitUntil: 'commit' });
    await expect.poll(() => requested.some((url) => chunk.test(url))).toBe(true);
    release();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}

test('the home page and a path no route has start no page chunk (their pages are in the app)', async ({
  page,
}) => {
  const PAGE_CHUNK = /\/assets\/\w*(Page|Pages|Route|Gate)-[^/]*\.js$/;
  // Once the page has settled, its links prefetch their pages (e2e/link-prefetch.e2e.ts): the
  // browser here never has an idle moment, so what is left is what boot started.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
    window.cancelIdleCallback = () => undefined;
  });
  for (const path of ['/', '/finnes-ikke/egentlig/ikke']) {
    const requested: string[] = [];
    const record = (request: Request) => requested.push(new URL(request.url()).pathname);
    page.on('request', record);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested.filter((url) => PAGE_CHUNK.test(url))).toEqual([]);
    page.off('request', record);
  }
});

// A listing's products are asked for by boot too (`preloadListingPage`), with the provider's
// settings: the call leaves before the app's code has arrived, and the page, once it renders, takes
// that answer instead of asking again.
for (const { path, call, heading } of [
  { path: '/briller', call: '/v2/product-listing', heading: 'Briller' },
  { path: '/sok?query=ray', call: '/v2/search/results', heading: /ray/i },
]) {
  test(`${path}: the products are asked for before the app's code has arrived, and once`, async ({
    page,
  }) => {
    const firstPages: unknown[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(`https://widget-api.glimt.test${call}`)) return;
      const body = request.postDataJSON() as { offset?: number; limit?: number };
      if (body.offset === 0 && body.limit === 48) firstPages.push(body);
    });
    const release = await holdAppCode(page);
    await page.goto(path, { waitUntil: 'commit' });
    await expect.poll(() => firstPages.length).toBe(1);
    release();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const cards = page.getByRole('main').getByRole('list').first().getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(firstPages).toHaveLength(1);
  });
}
