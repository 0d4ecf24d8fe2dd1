import { expect, test, type Page } from '@playwright/test';
import { openMail } from './mailSteps';

/**
 * The account area's way in (issue 19), through the built demo: register, follow the verification
 * link from the demo's Testpost panel, log in; Mobile BankID; a login that needs the latest terms;
 * a guest sent from an account page to the login and back. The fake backend lives in the page, so
 * every step navigates in-app (no reload).
 */

async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
}

/** Goes to `path` in-app (the demo's links use the navigation adapter; a reload would reset the backend). */
async function goInApp(page: Page, path: string) {
  await page.evaluate((href) => {
    window.history.pushState(null, '', href);
    window.dispatchEvent(new Event('glimt:locationchange'));
  }, path);
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel(/^E-post/).fill(email);
  await page.getByLabel(/^Passord/).fill(password);
  await page.getByRole('button', { name: 'Logg inn', exact: true }).click();
}

test('register, verify the e-mail from the Testpost panel, log in', async ({ page }) => {
  await openHome(page);
  await goInApp(page, '/min-konto/registrere');
  await page.getByLabel(/^Fornavn/).fill('Ola');
  await page.getByLabel(/^Etternavn/).fill('Testesen');
  await page.getByLabel(/^E-post/).fill('ola.testesen@example.no');
  await page.getByLabel(/^Passord/).fill('Hemmelig123');
  await page.getByLabel(/^Gjenta passordet/).fill('Hemmelig123');
  await page.getByLabel(/^Mobilnummer/).fill('91234567');
  await page.getByLabel(/^Gateadresse/).fill('Storgata 1');
  await page.getByLabel(/^Postnummer/).fill('0155');
  await page.getByLabel(/^Sted/).fill('Oslo');
  await page.getByRole('textbox', { name: /^Fødselsnummer/ }).fill('010190-12345');
  await page.getByText('Jeg godtar vilkårene for Min side').click();
  await page.getByRole('button', { name: 'Registrer deg' }).click();
  await expect(page.getByRole('heading', { name: 'Sjekk e-posten din' })).toBeVisible();

  await page.getByTestId('dev-mailbox-open').click();
  await page.getByTestId('dev-mailbox').getByRole('button', { name: 'Åpne lenken' }).first().click();
  await expect(page.getByTestId('verify-ok')).toContainText('ola.testesen@example.no');
  await page.getByRole('link', { name: 'Gå til innlogging' }).click();
  await logIn(page, 'ola.testesen@example.no', 'Hemmelig123');
  await expect(page).toHaveURL(/\/min-konto$/);
  await expect(page.getByTestId('account-gate')).toHaveCount(0);
});

test('log in with Mobile BankID', async ({ page }) => {
  await openHome(page);
  await goInApp(page, '/min-konto/logg-inn');
  await page.getByRole('textbox', { name: /^Fødselsnummer/ }).fill('010185-12345');
  await page.getByRole('button', { name: 'Logg inn med BankID' }).click();
  await expect(page.getByRole('heading', { name: 'Fullfør innloggingen i BankID-appen' })).toBeVisible();
  await expect(page).toHaveURL(/\/min-konto$/);
  await expect(page.getByTestId('account-gate')).toHaveCount(0);
});

test('a login that needs the latest terms', async ({ page }) => {
  await openHome(page);
  await goInApp(page, '/min-konto/logg-inn');
  await logIn(page, 'nora.lie@example.no', 'Passord123');
  await expect(page.getByRole('heading', { name: 'Godta de nyeste vilkårene' })).toBeVisible();
  await page.getByText(/godtar de nyeste vilkårene/).click();
  await page.getByRole('button', { name: 'Godta og fortsett' }).click();
  await expect(page).toHaveURL(/\/min-konto$/);
});

test('a guest opening the orders lands on the login and returns there', async ({ page }) => {
  await page.goto('/min-konto/ordrer');
  await expect(page).toHaveURL(/\/min-konto\/logg-inn\?returnTo=%2Fmin-konto%2Fordrer$/);
  await logIn(page, 'kari.nordmann@example.no', 'Passord123');
  await expect(page).toHaveURL(/\/min-konto\/ordrer$/);
  await expect(page.getByTestId('account-gate')).toHaveCount(0);
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a forgotten password: the link from the Testpost mail sets a new one, and the old one stops working', async ({
      page,
    }) => {
      // #35 item 9: no journey walked the password reset.
      await openHome(page);
      await goInApp(page, '/min-konto/logg-inn');
      await page.getByRole('link', { name: 'Glemt passord?' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Glemt passord' })).toBeVisible();
      await page.getByLabel(/^E-post/).fill('kari.nordmann@example.no');
      await page.getByRole('button', { name: 'Send lenke' }).click();
      await expect(page.getByRole('heading', { name: 'Sjekk e-posten din' })).toBeVisible();

      const mail = await openMail(page, 'Tilbakestill passordet ditt');
      await mail.getByRole('button', { name: 'Åpne lenken' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Lag nytt passord' })).toBeVisible();
      await page.getByLabel(/^Nytt passord/).fill('NyttPassord9');
      await page.getByLabel(/^Gjenta det nye passordet/).fill('NyttPassord9');
      await page.getByRole('button', { name: 'Lagre nytt passord' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Passordet er endret' })).toBeVisible();

      await page.getByRole('link', { name: 'Gå til innlogging' }).click();
      await logIn(page, 'kari.nordmann@example.no', 'Passord123');
      await expect(
        page.getByRole('status').filter({ hasText: 'Innloggingen mislyktes. Sjekk e-post og passord' }),
      ).toBeAttached();
      await expect(page).toHaveURL(/\/min-konto\/logg-inn/);
      await page.getByLabel(/^Passord/).fill('NyttPassord9');
      await page.getByRole('button', { name: 'Logg inn', exact: true }).click();
      await expect(page).toHaveURL(/\/min-konto$/);
    });
  });
}
