import { expect, test } from '@playwright/test';
import { gotoListing } from './listingSteps';

// Issue #6, "Done when": the widget's search field and modal on a category page and on the widget's
// search page (`/sok`); 'View all' lands on /sok with the query in the URL.

test('the widget search on a category page: type, then View all lands on /sok with the query', async ({
  page,
}) => {
  await gotoListing(page, '/briller');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const field = page.getByRole('main').getByRole('button', { name: /^Søk/ });
  await field.focus();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Søk' });
  await expect(modal).toBeVisible();
  const input = modal.getByRole('combobox');
  await expect(input).toBeFocused();
  // "View all" comes with the answer to the whole query (after the typing pause): wait for that
  // answer, however long a busy machine takes, then for the modal to show it.
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/v2/search/results') &&
      (response.request().postData() ?? '').includes('"oakley"'),
    { timeout: 0 },
  );
  await page.keyboard.type('oakley');
  await answered;
  const viewAll = modal.getByRole('option', { name: /^Vis (alle )?\d+ resultat/ });
  await expect(viewAll).toBeVisible();
  await viewAll.click();
  await expect(page).toHaveURL(/\/sok\?query=oakley/);
  await expect(modal).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('oakley');
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /Oakley/i })
      .first(),
  ).toBeVisible();
});

test('the widget search page: Escape closes the modal and gives focus back to the field', async ({
  page,
}) => {
  await gotoListing(page, '/sok?query=ray-ban');
  const field = page.getByRole('main').getByRole('button', { name: /^Søk/ });
  await expect(field).toBeVisible();
  await field.focus();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Søk' });
  await expect(modal).toBeVisible();
  // The shopper presses Escape in the open modal: once its field has focus (under load, the modal
  // can show a frame before its focus effect runs, and an Escape then goes to the page).
  await expect(modal.getByRole('combobox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(field).toBeFocused();
});
