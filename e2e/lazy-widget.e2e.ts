import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { holdRequests } from './heldRequests';

// Issue #14, "Overlays load on intent": the widget's search modal is a chunk of its own. A page
// with the widget's search field does not request it before the shopper shows intent (focus,
// pointer over, a key) or the browser is idle; the chunk comes after it, and every character
// typed while it arrives lands in the modal's field.

const MODAL_CHUNK = /\/assets\/SearchModal-[\w-]+\.js(\?|$)/;

/** Every URL the page and its service worker (the fake backend) request, in order. */
function recordRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  return urls;
}

const modalChunkRequests = (urls: string[]) => urls.filter((url) => MODAL_CHUNK.test(url));

/** The browser never becomes idle: no prefetch, so only intent can load the modal. */
async function withoutIdlePrefetch(page: Page) {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
    window.cancelIdleCallback = () => undefined;
  });
}

/** Opens the page and waits until it has settled (its data in, nothing left to load). */
async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const searchField = (page: Page) => page.getByRole('main').getByRole('button', { name: /^Søk/ });

test('no modal chunk before intent; focus loads it and fast typing keeps every character', async ({
  page,
  context,
}) => {
  await withoutIdlePrefetch(page);
  const urls = recordRequests(context);
  await openSettled(page, '/sok');
  const field = searchField(page);
  await expect(field).toBeVisible();
  expect(modalChunkRequests(urls)).toEqual([]);

  // A slow network: the chunk is held back until the whole word is typed.
  const chunk = await holdRequests(context, MODAL_CHUNK);
  const before = urls.length;
  await field.focus();
  await page.keyboard.type('ray-ban', { delay: 0 });
  // Nothing is lost and nothing blocks: the field shows the text and says it is busy.
  await expect(field).toHaveAttribute('aria-busy', 'true');
  await expect(field).toContainText('ray-ban');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  chunk.release();

  const modal = page.getByRole('dialog', { name: 'Søk' });
  await expect(modal).toBeVisible();
  const input = modal.getByRole('combobox');
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('ray-ban');
  // The caret is at the end: typing goes on after the last character.
  await page.keyboard.type(' sol');
  await expect(input).toHaveValue('ray-ban sol');
  expect(modalChunkRequests(urls.slice(0, before))).toEqual([]);
  expect(modalChunkRequests(urls.slice(before)).length).toBeGreaterThan(0);
});

test('a category page: pointer over the field loads the modal, a click opens it', async ({
  page,
  context,
}) => {
  await withoutIdlePrefetch(page);
  const urls = recordRequests(context);
  await openSettled(page, '/briller');
  const field = searchField(page);
  await expect(field).toBeVisible();
  expect(modalChunkRequests(urls)).toEqual([]);

  const chunk = page.waitForRequest(MODAL_CHUNK);
  await field.hover();
  await chunk;
  await field.click();
  const modal = page.getByRole('dialog', { name: 'Søk' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('combobox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(field).toBeFocused();
});

test('a key pressed right after the page loads (no idle moment yet) opens the modal with it', async ({
  page,
  context,
}) => {
  await withoutIdlePrefetch(page);
  const urls = recordRequests(context);
  await openSettled(page, '/sok?query=ray');
  const field = searchField(page);
  // The field shows the URL's query; the modal is not requested yet.
  await expect(field).toContainText('ray');
  expect(modalChunkRequests(urls)).toEqual([]);
  // Focus without the field's own focus handler (as a screen reader's virtual cursor may): the
  // first key is the intent.
  await field.evaluate((element) => {
    element.addEventListener('focusin', (event) => event.stopPropagation(), { once: true });
    (element as HTMLButtonElement).focus();
  });
  await page.keyboard.type('oakley', { delay: 0 });
  const input = page.getByRole('dialog', { name: 'Søk' }).getByRole('combobox');
  await expect(input).toHaveValue('oakley');
  expect(modalChunkRequests(urls).length).toBeGreaterThan(0);
});

test('the modal chunk is prefetched when the browser is idle, without any intent', async ({
  page,
  context,
}) => {
  const urls = recordRequests(context);
  await page.goto('/sok');
  await expect(searchField(page)).toBeVisible();
  await expect.poll(() => modalChunkRequests(urls).length).toBeGreaterThan(0);
});
