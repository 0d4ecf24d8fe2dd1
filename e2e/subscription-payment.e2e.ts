import { expect, test, type Page } from '@playwright/test';
import { onTheFixturesDay } from './fixturesClock';
import { choose, press } from './keyboardSteps';

// On the fixtures' day (17 November 2026), as the subscription's next delivery is written against it.
test.beforeEach(({ page }) => onTheFixturesDay(page));

/** What the lens subscription page says next to "Betalingsmåte" (its facts are a `dt`/`dd` list). */
function paymentMethodShown(page: Page) {
  return page
    .getByRole('main')
    .getByRole('term')
    .filter({ hasText: /^Betalingsmåte$/ })
    .locator('xpath=following-sibling::dd[1]');
}

/**
 * A customer paying a lens subscription by eFaktura opens it from "Mine abonnementer", follows
 * "Endre betalingsmåte", chooses AvtaleGiro by keyboard (the account number field it asks for
 * appears), gives an account number and saves; the page confirms the new method, and back on the
 * subscription the payment method reads AvtaleGiro. `?mockAccount=customer` logs the demo in; the
 * fake backend lives in the page, so the journey stays in one page load and moves by links.
 */
for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('change a lens subscription from eFaktura to AvtaleGiro', async ({ page }) => {
      await page.goto('/min-konto/abonnement?mockAccount=customer');
      await expect(page.getByRole('heading', { level: 1, name: 'Mine abonnementer' })).toBeVisible();
      await page.getByRole('link', { name: 'Se Dailies Total1, Abonnement AB-210077' }).click();
      const title = page.getByRole('heading', { level: 1, name: 'Linseabonnement: Dailies Total1' });
      await expect(title).toBeVisible();
      await expect(paymentMethodShown(page)).toHaveText('eFaktura');

      await page.getByRole('link', { name: 'Endre betalingsmåte' }).click();
      await expect(page).toHaveURL(/\/min-konto\/abonnement\/linse\/L-20005\/oppdater-betaling$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Endre betalingsmåte' })).toBeVisible();
      // The page says what the subscription pays with now, and the choice starts there.
      await expect(page.getByText('Nå: eFaktura')).toBeVisible();
      await expect(page.getByRole('radio', { name: 'eFaktura' })).toBeChecked();
      const accountNumber = page.getByRole('textbox', { name: /Kontonummer \(11 siffer\)/ });
      // Only AvtaleGiro asks for an account.
      await expect(accountNumber).toBeHidden();
      await choose(page, 'AvtaleGiro', 'Betalingsmåte');
      await expect(accountNumber).toBeVisible();
      await accountNumber.fill('1234 56 78903');
      await press(page, 'Lagre betalingsmåte');

      const changed = page
        .getByRole('status')
        .filter({ hasText: 'Betalingsmåten er endret til AvtaleGiro.' });
      await expect(changed).toBeFocused();
      // What was chosen stays chosen after the save.
      await expect(page.getByRole('radio', { name: 'AvtaleGiro' })).toBeChecked();

      // Straight back, within the read layer's 2 s de-duplication: the page shows the change, not the
      // method it had when it was last read (it kept eFaktura for good before the change's answer was put
      // into that read).
      await page.getByRole('link', { name: 'Tilbake til abonnementet' }).click();
      await expect(title).toBeVisible();
      await expect(paymentMethodShown(page)).toHaveText('AvtaleGiro');
    });
  });
}
