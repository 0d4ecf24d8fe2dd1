import { expect, test, type Page } from '@playwright/test';
import { OLA_HANSEN, bookExamAsGuest } from './bookingSteps';
import { press } from './keyboardSteps';
import { openMail } from './mailSteps';
import { addToCartButton } from './productSteps';

// Issue #40, "State survives a reload": a real shop keeps what the shopper did when the page is
// reloaded or opened again. The demo's fake backend keeps it per browser (its journal, in
// IndexedDB) until "Tilbakestill demodata", which starts the shop as on a first visit.

const cartToggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Handlekurv/ });

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a reload keeps the login and the cart; "Tilbakestill demodata" starts afresh', async ({ page }) => {
      await page.goto('/min-konto/logg-inn');
      await page.getByLabel(/^E-post/).fill('kari.nordmann@example.no');
      await page.getByLabel(/^Passord/).fill('Passord123');
      await press(page, 'Logg inn');
      await expect(page).toHaveURL(/\/min-konto$/);

      // A new page load: the login holds, and the glasses go into the cart.
      await page.goto('/produkt/ray-ban-rx7047-blaa');
      const add = addToCartButton(page);
      await add.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: /Handlekurv/ });
      await expect(drawer.getByRole('heading', { name: /RX7047/ })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(cartToggle(page)).toHaveAccessibleName('Handlekurv, 1 vare');

      await page.reload();
      await expect(cartToggle(page)).toHaveAccessibleName('Handlekurv, 1 vare');
      await page.getByRole('banner').getByRole('link', { name: 'Min side' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Kari');
      await expect(page.getByRole('button', { name: 'Logg inn', exact: true })).toHaveCount(0);

      // Emptied, the cart stays empty after a reload (it came back full before).
      await cartToggle(page).click();
      await press(page, 'Tøm handlekurven');
      await press(page, 'Ja, tøm');
      await expect(page.getByRole('heading', { name: 'Handlekurven din er tom' })).toBeVisible();
      await page.reload();
      await expect(cartToggle(page)).toHaveAccessibleName('Handlekurv, ingen varer');

      // "Tilbakestill demodata": the front page, logged out.
      await press(page, 'Tilbakestill demodata');
      await expect(page).toHaveURL(/\/$/);
      await page.getByRole('banner').getByRole('link', { name: 'Min side' }).click();
      await expect(page.getByRole('button', { name: 'Logg inn', exact: true })).toBeVisible();
    });

    test('a booking opened from its mail is still there after a reload', async ({ page }) => {
      const reference = await bookExamAsGuest(page, 'Glimt Majorstuen', OLA_HANSEN);

      const mail = await openMail(page, `Bekreftelse på timebestilling ${reference}`);
      await mail.getByRole('button', { name: 'Åpne lenken' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Din timebestilling' })).toBeVisible();

      // Opened again (a reload, as from the mail in another visit): the booking, not "Vi fant ikke".
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Din timebestilling' })).toBeVisible();
      await expect(page.getByText(reference, { exact: true })).toBeVisible();
      await expect(page.getByText('Vi fant ikke denne bestillingen.')).toHaveCount(0);
      // The mail is still in the mailbox.
      await page.getByTestId('dev-mailbox-open').click();
      await expect(page.getByTestId('dev-mailbox')).toContainText(
        `Bekreftelse på timebestilling ${reference}`,
      );
    });
  });
}
