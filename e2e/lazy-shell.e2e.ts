import { expect, test, type Page } from '@playwright/test';
import { holdRequests } from './heldRequests';

// Issue #14, "Overlays load on intent": the site search overlay, the cart drawer and the menu are chunks of
// their own that load on the first intent (pointer over, focus, a press, typing, ?previewCart=1) or
// when the browser is idle, and nothing typed or pressed while a chunk arrives is lost. The network
// is recorded to prove each chunk's moment.

const SEARCH_CHUNK = /\/assets\/SiteSearchOverlay-[^/]*\.js$/;
const CART_CHUNK = /\/assets\/CartDrawer-[^/]*\.js$/;
const MENU_CHUNK = /\/assets\/SlideMenu-[^/]*\.js$/;

/** Records the URL of every request the page makes. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

const loaded = (urls: string[], chunk: RegExp) => urls.some((url) => chunk.test(new URL(url).pathname));

/** No idle prefetch: the chunks then load on intent only. */
async function withoutIdlePrefetch(page: Page) {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
    window.cancelIdleCallback = () => undefined;
  });
}

/** Opens a demo page and waits until the shell and the fake backend are up. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main#main-content')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('before intent', () => {
  test.beforeEach(async ({ page }) => withoutIdlePrefetch(page));

  test('no overlay chunk loads with the page; pointing at the search and focusing the cart load theirs', async ({
    page,
  }) => {
    const urls = recordRequests(page);
    // A cart with lines, so the badge shows that the session's cart came without the drawer's chunk.
    await open(page, '/?mockCart=usual');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: /^Handlekurv/ })).toBeVisible();
    await expect(header.getByTestId('header-cart-badge')).toBeVisible();
    expect(loaded(urls, SEARCH_CHUNK)).toBe(false);
    expect(loaded(urls, CART_CHUNK)).toBe(false);
    expect(loaded(urls, MENU_CHUNK)).toBe(false);

    const searchChunk = page.waitForRequest((request) => SEARCH_CHUNK.test(new URL(request.url()).pathname));
    await header.getByRole('button', { name: /^Søk/ }).first().hover();
    await searchChunk;
    expect(loaded(urls, CART_CHUNK)).toBe(false);

    const cartChunk = page.waitForRequest((request) => CART_CHUNK.test(new URL(request.url()).pathname));
    await header.getByRole('button', { name: /^Handlekurv/ }).focus();
    await cartChunk;
    expect(loaded(urls, MENU_CHUNK)).toBe(false);

    const menuChunk = page.waitForRequest((request) => MENU_CHUNK.test(new URL(request.url()).pathname));
    await header.getByRole('button', { name: 'Meny' }).hover();
    await menuChunk;
  });

  test('every character typed right after the click ends up in the search field', async ({ page }) => {
    const urls = recordRequests(page);
    const chunk = await holdRequests(page, SEARCH_CHUNK);
    await open(page, '/');
    expect(loaded(urls, SEARCH_CHUNK)).toBe(false);
    const trigger = page.getByRole('button', { name: /^Søk/ }).first();
    await trigger.click();
    // Typed while the chunk is still on its way.
    await page.keyboard.type('ray-ban');
    chunk.release();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(loaded(urls, SEARCH_CHUNK)).toBe(true);
    const field = page.getByRole('combobox');
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('ray-ban');
    // The overlay behaves as before: results, and Escape gives focus back to the button.
    await expect(
      page
        .getByRole('listbox')
        .getByRole('option', { name: /Ray-Ban/ })
        .first(),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(field).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('typing on the focused search button opens the search with what was typed', async ({ page }) => {
    const chunk = await holdRequests(page, SEARCH_CHUNK);
    await open(page, '/');
    const trigger = page.getByRole('button', { name: /^Søk/ }).first();
    await trigger.focus();
    await page.keyboard.type('rayx');
    await page.keyboard.press('Backspace');
    chunk.release();
    const field = page.getByRole('combobox');
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('ray');
  });

  test('a click on the cart toggle while its chunk loads opens the drawer, and focus comes back', async ({
    page,
  }) => {
    const urls = recordRequests(page);
    const chunk = await holdRequests(page, CART_CHUNK);
    await open(page, '/?mockCart=usual');
    expect(loaded(urls, CART_CHUNK)).toBe(false);
    const toggle = page.getByRole('banner').getByRole('button', { name: /^Handlekurv/ });
    await toggle.focus();
    await page.keyboard.press('Enter');
    chunk.release();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const drawer = page.getByRole('dialog', { name: /Handlekurv/ });
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText('Clubmaster');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test('a press on the menu button while its chunk loads opens the menu, and Escape brings focus back', async ({
  page,
}) => {
  await withoutIdlePrefetch(page);
  const urls = recordRequests(page);
  const chunk = await holdRequests(page, MENU_CHUNK);
  await open(page, '/');
  expect(loaded(urls, MENU_CHUNK)).toBe(false);
  const button = page.getByRole('banner').getByRole('button', { name: 'Meny' });
  await button.focus();
  await page.keyboard.press('Enter');
  chunk.release();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('dialog', { name: 'Meny' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: /Briller/ }).first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
});

test('the cart drawer opens with ?previewCart=1 on a fresh load', async ({ page }) => {
  await withoutIdlePrefetch(page);
  const urls = recordRequests(page);
  await page.goto('/?previewCart=1&mockCart=usual');
  const drawer = page.getByRole('dialog', { name: /Handlekurv/ });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText('Clubmaster');
  expect(loaded(urls, CART_CHUNK)).toBe(true);
  expect(loaded(urls, SEARCH_CHUNK)).toBe(false);
});

test('every overlay chunk is prefetched when the browser is idle', async ({ page }) => {
  const urls = recordRequests(page);
  await page.goto('/');
  await expect(page.locator('main#main-content')).toBeVisible();
  await expect
    .poll(() => loaded(urls, SEARCH_CHUNK) && loaded(urls, CART_CHUNK) && loaded(urls, MENU_CHUNK))
    .toBe(true);
});
