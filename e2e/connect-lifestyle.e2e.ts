import { expect, test } from '@playwright/test';
import { onTheFixturesDay } from './fixturesClock';
import { tabTo } from './keyboardSteps';

// On the fixtures' day (17 November 2026): the connected subscription, started 1 October 2026, is active.
test.beforeEach(({ page }) => onTheFixturesDay(page));

/**
 * A customer with a Lifestyle glasses subscription from a store (LS-482913, on no account yet) goes
 * from "Min konto" to the subscriptions and follows the link to connect it. A number typed without
 * its "LS-" is refused by the form, which says how to write it and keeps what was typed; the whole
 * number connects, the page confirms it, and the subscription is listed among the customer's
 * glasses subscriptions and opens. `?mockAccount=customer` logs the demo in; the fake backend lives
 * in the page, so the journey stays in one page load and moves by links.
 */
for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('connect a Lifestyle glasses subscription from a store to the account', async ({ page }) => {
      await page.goto('/min-konto?mockAccount=customer');
      await page.getByRole('link', { name: 'Gå til abonnementene' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Mine abonnementer' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Brilleabonnement' })).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText('LS-482913');

      // By keyboard, as the link comes after the subscriptions.
      const connectLink = page.getByRole('link', {
        name: 'Har du brilleabonnement fra butikken? Koble det til kontoen',
      });
      await tabTo(page, connectLink);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/min-konto\/abonnement\/koble-til-lifestyle$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Koble til brilleabonnement' })).toBeVisible();

      const number = page.getByRole('textbox', { name: /Abonnementsnummer/ });
      await number.fill('482913');
      await number.press('Enter');
      await expect(
        page.getByText('Skriv abonnementsnummeret som LS-NNNNNN, for eksempel LS-123456.'),
      ).toBeVisible();
      await expect(number).toHaveValue('482913');
      await expect(page.getByText(/er koblet til kontoen din/)).toBeHidden();

      await number.fill('LS-482913');
      await number.press('Enter');
      const connected = page.getByTestId('connect-result');
      await expect(connected).toContainText('Brilleabonnementet LS-482913 er koblet til kontoen din.');
      await expect(connected).toBeFocused();
      await expect(
        page.getByText('Skriv abonnementsnummeret som LS-NNNNNN, for eksempel LS-123456.'),
      ).toBeHidden();

      // Straight back, within the read layer's 2 s de-duplication: the list has the new subscription (it
      // lacked it for good before connecting asked the list again).
      await page.getByRole('link', { name: 'Til abonnementene' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Mine abonnementer' })).toBeVisible();
      const listed = page.getByRole('link', { name: /^Se Ray-Ban Clubmaster.*, Abonnement LS-482913$/ });
      await expect(listed).toBeVisible();
      await listed.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Brilleabonnement Lifestyle' })).toBeVisible();
      await expect(page.getByTestId('glasses-status')).toHaveText('Aktivt');
      await expect(page.getByRole('main')).toContainText('LS-482913');
    });
  });
}
