import { expect, test, type Page } from '@playwright/test';
import { fillCheckoutDetails } from './checkoutSteps';

/**
 * The checkout as a guest (the demo shopper starts with a frame and two boxes of lenses in the
 * cart): details, click and collect at a store, Klarna, then the order confirmation. The fake
 * backend lives in the page; Klarna's page is the fake backend's redirect back to `/checkout?klarna=`.
 */

/** Counts the purchase events the tracker sends to the widget API's `/v2/create-events`. */
function countPurchases(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v2/create-events') && (request.postData() ?? '').includes('"purchase"')) {
      sent.push(request.postData() ?? '');
    }
  });
  return sent;
}

test('from a filled cart through click and collect and Klarna (a personal number asked for) to the confirmation, the purchase sent once', async ({
  page,
}) => {
  const purchases = countPurchases(page);
  await page.goto('/checkout?mockCart=usual');
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible({ timeout: 15_000 });
  await fillCheckoutDetails(page);

  // react-aria's radios are chosen through their label, as a shopper does.
  await page
    .getByRole('radiogroup', { name: 'Velg leveringsmåte' })
    .getByText(/^Klikk og hent i butikk/)
    .click();
  // The shopper sees the store picker come (the stores load when the method is chosen) before
  // pressing on: a press while the list arrives can miss the button as the column grows.
  const store = page.getByLabel(/Butikk du henter i/);
  await expect(store).toBeVisible();
  const place = page.getByRole('button', { name: 'Fullfør kjøpet' });
  await place.click();
  // No store yet: the store picker says so, and nothing was sent.
  await expect(store).toHaveAttribute('aria-invalid', 'true');
  await store.selectOption({ index: 1 });
  await expect(page.getByRole('radio', { name: 'Klarna' })).toBeChecked();
  await place.click();

  // A guest paying with Klarna is asked for a personal number; what was typed stays.
  await expect(page.getByTestId('checkout-problem')).toContainText('Klarna trenger fødselsnummeret ditt');
  const ssn = page.getByLabel(/^Fødselsnummer/);
  await expect(ssn).toBeFocused();
  await expect(page.getByLabel('Fornavn')).toHaveValue('Ola');
  await ssn.fill('010190-12345');
  await place.click();

  await expect(page).toHaveURL(/\/checkout\/bekreftelse\/\d+$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Takk for bestillingen!' })).toBeFocused();
  await expect(page.getByText(/klare til henting i butikken/)).toBeVisible();
  await expect(page.getByText(/Clubmaster/)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Handlekurv/ })).toHaveCount(0);
  await expect.poll(() => purchases.length).toBe(1);

  // A reload shows the order again and does not report the purchase twice.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Takk for bestillingen!' })).toBeVisible({
    timeout: 15_000,
  });
  await page.waitForTimeout(1500);
  expect(purchases).toHaveLength(1);
});

test('an expired Klarna transaction starts the payment again without re-entering the details', async ({
  page,
}) => {
  await page.goto('/checkout?mockCart=usual');
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible({ timeout: 15_000 });
  await fillCheckoutDetails(page);
  await page
    .getByRole('radiogroup', { name: 'Velg leveringsmåte' })
    .getByText(/^Hjemlevering –/)
    .click();

  // Klarna sends the shopper back with a transaction the shop no longer knows (it expired).
  await page.goto('/checkout?klarna=KL-expired&mockCart=usual');
  const problem = page.getByTestId('checkout-problem');
  await expect(problem).toContainText('Betalingen ble ikke fullført i tide', { timeout: 15_000 });
  await expect(page.getByLabel('Fornavn')).toHaveValue('Ola');
  await expect(page.getByLabel('Poststed')).toHaveValue('Oslo');
  await expect(page.getByRole('radio', { name: /^Hjemlevering –/ })).toBeChecked();

  await page.getByRole('button', { name: 'Fullfør kjøpet' }).click();
  await page.getByLabel(/^Fødselsnummer/).fill('010190-12345');
  await page.getByRole('button', { name: 'Fullfør kjøpet' }).click();
  await expect(page).toHaveURL(/\/checkout\/bekreftelse\/\d+$/, { timeout: 15_000 });
  await expect(page.getByText(/sender den med Hjemlevering/)).toBeVisible();
});
