import { expect, test, type Page } from '@playwright/test';

// Issue #21: a company fills the agreement (an unknown organisation number first, then its own),
// sends it for signing; the signing party follows the e-mail's link (the demo's Testpost panel),
// confirms and signs; the signed state shows.

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

/** Presses a button by keyboard. */
async function press(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
}

test('a company sends its agreement for signing, and the signing party signs it', async ({ page }) => {
  await openHome(page);
  await goInApp(page, '/b2b/tegn-avtale');
  await expect(page.getByRole('heading', { level: 1, name: 'Firmaavtale for briller' })).toBeVisible();
  const lookup = page.locator('[data-lookup]');

  // An organisation number nobody has: organisation not found.
  const number = page.getByLabel(/^Organisasjonsnummer/);
  await number.fill('111-222-333');
  await press(page, 'Finn bedriften');
  await expect(lookup).toContainText('Vi fant ingen bedrift med dette organisasjonsnummeret.');

  // The company's own number, typed without hyphens: found on leaving the field.
  await number.fill('987654321');
  await number.press('Tab');
  await expect(lookup).toContainText('Fant Fjordbygg AS, Strandkaien 2, 5013 Bergen.');
  await expect(page.getByLabel(/^Gateadresse/)).toHaveValue('Strandkaien 2');
  const department = page.getByRole('radio', { name: 'Avdeling Anlegg' });
  await department.focus();
  await page.keyboard.press('Space');
  await expect(department).toBeChecked();

  for (const [label, value] of [
    [/^Navn på kontaktperson/, 'Ola Fjord'],
    [/^E-post til kontaktperson/, 'ola.fjord@fjordbygg.no'],
    [/^Telefon til kontaktperson/, '912 34 567'],
    [/^Navn\s*\*?$/, 'Siri Bygg'],
    [/^E-post\s*\*?$/, 'siri.bygg@fjordbygg.no'],
    [/^Stilling/, 'Daglig leder'],
    [/^Format på referansen/, 'KS-NNNN'],
    [/^E-post som avtalen sendes til/, 'faktura@fjordbygg.no'],
  ] as const) {
    await page.getByLabel(label).fill(value);
  }
  const premium = page
    .getByRole('radiogroup', { name: /^Glassnivå/ })
    .getByRole('radio', { name: /^Premium/ });
  await premium.focus();
  await page.keyboard.press('Space');
  await expect(premium).toBeChecked();
  const classF = page.getByRole('checkbox', { name: /^F – slag med lav energi/ });
  await classF.focus();
  await page.keyboard.press('Space');
  await expect(classF).toBeChecked();

  await press(page, 'Send avtalen til signering');
  const sent = page.getByRole('heading', { level: 1, name: 'Avtalen er sendt til signering' });
  await expect(sent).toBeFocused();
  await expect(
    page.getByText('Siri Bygg har fått en lenke på e-post til siri.bygg@fjordbygg.no'),
  ).toBeVisible();
  await expect(page.getByText('Avtalen er sendt som PDF til faktura@fjordbygg.no.')).toBeVisible();

  // The signing party opens the link in the e-mail.
  await page.getByTestId('dev-mailbox-open').click();
  await page.getByTestId('dev-mailbox').getByRole('button', { name: 'Åpne lenken' }).first().click();
  await expect(page).toHaveURL(/\/b2b\/tegn-avtale\?avtale=AG-\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Firmaavtale for Fjordbygg AS' })).toBeFocused();
  await expect(page.getByText('Venter på signering', { exact: true })).toBeVisible();

  await press(page, 'Signer avtalen');
  await expect(page.getByRole('heading', { name: 'Bekreft signeringen' })).toBeFocused();
  await press(page, 'Ja, signer avtalen');
  await expect(page.getByRole('heading', { level: 1, name: 'Avtalen er signert' })).toBeFocused();
  await expect(page.getByText(/Firmaavtalen for Fjordbygg AS er signert/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Signer avtalen' })).toHaveCount(0);
});
