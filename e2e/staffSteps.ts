import { expect, type Page } from '@playwright/test';
import { press } from './keyboardSteps';

/** Searches the staff tools for customers as a store user does: the query, then Enter. */
export async function searchCustomers(page: Page, query: string) {
  const field = page.getByLabel(/^Navn, e-post, telefon eller kundenummer/);
  await field.fill(query);
  await field.press('Enter');
}

/**
 * Finds the one customer `query` matches and opens them: the search says it found one, and the
 * customer's heading takes focus.
 */
export async function openCustomer(page: Page, query: string, name: string) {
  await searchCustomers(page, query);
  await expect(page.locator('[data-search-status]')).toContainText(`Fant 1 kunde for «${query}».`);
  await press(page, `Velg ${name}`);
  await expect(page.getByRole('heading', { level: 2, name })).toBeFocused();
}
