import { expect, test } from '@playwright/test';
import { OLA_HANSEN, bookExamAsGuest } from './bookingSteps';
import { chooseDelivery, fillCheckoutDetails } from './checkoutSteps';
import { openMail } from './mailSteps';

// Issue #40, "A shop a shopper trusts": the order and booking confirmations promise an e-mail, and
// it arrives (the demo's Testpost panel is the fake backend's mailbox); a booking opens with the
// link from its confirmation, not by its number alone; a logged-in customer downloads a return
// label. The fake backend lives in the page, so each journey stays in it (in-app navigation only).

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a guest buys and finds the order confirmation in Testpost, with the total of the page', async ({
      page,
    }) => {
      await page.goto('/checkout?mockCart=usual');
      await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
      await fillCheckoutDetails(page);
      await chooseDelivery(page, 'Klikk og hent i butikk');
      const store = page.getByLabel(/Butikk du henter i/);
      await expect(store).toBeVisible();
      await store.selectOption({ index: 1 });
      await page.getByLabel(/^Fødselsnummer/).fill('010190-12345');
      await page.getByRole('button', { name: 'Fullfør kjøpet' }).click();

      await expect(page.getByRole('heading', { level: 1, name: 'Takk for bestillingen!' })).toBeFocused();
      await expect(page.getByText('Du får en ordrebekreftelse på e-post.')).toBeVisible();
      const orderNumber = (await page.getByText(/^Ordrenummer: \d+$/).textContent())?.replace(/\D/g, '');
      const total = (await page.locator('dd.total').textContent()) ?? '';
      expect(total).toMatch(/^kr\s/);

      const mail = await openMail(page, new RegExp(`Ordrebekreftelse ${orderNumber}`));
      await expect(mail).toContainText('til ola.nordmann@example.no');
      await expect(mail).toContainText(`Ordrenummer: ${orderNumber}`);
      await expect(mail).toContainText(/1 × Ray-Ban Clubmaster[^:]*: kr\s/);
      // The same sum, formatted by the same rule, as the confirmation page's "Totalt".
      await expect(mail).toContainText(`Totalt: ${total}`);
    });

    test('a guest books an exam, opens the booking from the Testpost mail, and its number alone is refused', async ({
      page,
    }) => {
      const reference = await bookExamAsGuest(page, 'Glimt Majorstuen', OLA_HANSEN);

      const mail = await openMail(page, new RegExp(`Bekreftelse på timebestilling ${reference}`));
      await expect(mail).toContainText('til ola.hansen@example.no');
      await expect(mail).toContainText('Hva: Synstest: Utvidet synsundersøkelse');
      await expect(mail).toContainText(/Når: \w+ \d+\. \w+ \d{4} kl\. \d\d:\d\d/);
      await expect(mail).toContainText(/Hvor: Glimt Majorstuen, [^,]+, \d{4} Oslo/);
      await mail.getByRole('button', { name: 'Åpne lenken' }).click();

      // The link carries the booking's secret: the booking opens for the guest.
      await expect(page).toHaveURL(/\/bestill-synstest\/BK-\d+\?tilgang=[0-9a-f]{32}$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Din timebestilling' })).toBeVisible();
      await expect(page.getByText(reference, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Avbestill timen' })).toBeVisible();

      // The same address without the secret, as someone who guesses the number would open it (in the
      // page: a reload would start the demo's backend afresh, where no booking exists to refuse).
      const bare = new URL(page.url()).pathname;
      await page.evaluate((path) => {
        history.pushState(null, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      }, bare);
      await expect(page).toHaveURL(new RegExp(`${bare}$`));
      await expect(page.getByRole('alert')).toContainText('Vi fant ikke denne bestillingen.');
      await expect(page.getByText(reference, { exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Avbestill timen' })).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('link', { name: 'Logg inn' })).toHaveAttribute(
        'href',
        `/min-konto/logg-inn?returnTo=${encodeURIComponent(bare)}`,
      );
    });

    test('a logged-in customer downloads a return label', async ({ page }) => {
      await page.goto('/min-konto/ordrer/100152?mockAccount=customer');
      await expect(page.getByRole('heading', { level: 1, name: 'Ordre 100152' })).toBeVisible();
      const answered = page.waitForResponse((response) => /\/label\.pdf$/.test(response.url()));
      const downloaded = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Returetikett (PDF)' }).click();
      const label = await answered;
      expect(label.status()).toBe(200);
      expect(label.headers()['content-type']).toMatch(/^application\/pdf/);
      expect((await downloaded).suggestedFilename()).toBe('returetikett-R-9001.pdf');
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  });
}
