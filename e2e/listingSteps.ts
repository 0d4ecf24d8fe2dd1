import type { Page } from '@playwright/test';

/**
 * Opens a widget listing page (the search page or a category page) and waits for its first answer
 * from the fake backend, however long a busy machine takes (the test's own timeout is the bound).
 * That answer comes only after the demo's backend has started, after the first paint: a journey
 * that waited the default 5 s from `goto` for the count measured the machine, not the page.
 */
export async function gotoListing(page: Page, path: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) => /\/v2\/(search\/results|product-listing)\b/.test(response.url()),
    { timeout: 0 },
  );
  await page.goto(path);
  await answered;
}
