import type { Page } from '@playwright/test';

/**
 * Goes to a path inside the app, as Back and Forward do (`pushState`, then `popstate`): the demo's
 * fake backend lives in the page, and a reload would start it again.
 */
export async function goInside(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
