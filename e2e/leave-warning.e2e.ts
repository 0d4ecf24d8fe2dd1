import { expect, test, type Page } from '@playwright/test';
import { KARI, chooseFirstTime, examAgeAndStore, expectStep, fillBooker } from './bookingSteps';
import { goInside } from './inAppNavigation';
import { press } from './keyboardSteps';

// Issue #35, item 6: one leave warning for every wizard. Leaving with something typed asks first,
// the browser's Back included; "Avbryt" keeps the shopper where they were; what was typed is kept
// for the tab, so coming back finds it.

const BOOKING_WARNING = 'Du har ikke fullført bestillingen. Vil du forlate siden?';

/** Answers the next leave warning (`accept` leaves) and resolves with its text. */
function answerNextWarning(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    });
  });
}

test('Back from a booking half done asks first, and the booking page later resumes it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await goInside(page, '/bestill-synstest');
  await examAgeAndStore(page, 'Glimt Majorstuen');
  await chooseFirstTime(page);
  await press(page, 'Neste');
  await expectStep(page, 'Dine opplysninger');
  await fillBooker(page, KARI);

  // Back, then "Avbryt": still on the details step, nothing typed lost, the address unchanged.
  let warning = answerNextWarning(page, false);
  await page.goBack();
  expect(await warning).toBe(BOOKING_WARNING);
  await expect(page).toHaveURL(/\/bestill-synstest$/);
  await expect(page.getByLabel(/^Fornavn/)).toHaveValue('Kari');

  // Back again, and "OK": the home page.
  warning = answerNextWarning(page, true);
  await page.goBack();
  expect(await warning).toBe(BOOKING_WARNING);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Dine opplysninger' })).toHaveCount(0);

  // Back on the booking page in the same tab: the details step, as it was left.
  await goInside(page, '/bestill-synstest');
  await expect(page.getByRole('heading', { level: 2, name: 'Dine opplysninger' })).toBeVisible();
  await expect(page.getByLabel(/^Fornavn/)).toHaveValue('Kari');
  await expect(page.getByLabel(/^E-post/)).toHaveValue(KARI.email);
  await press(page, 'Neste');
  await expectStep(page, 'Oppsummering');
  await expect(page.getByText(/Glimt Majorstuen/)).toBeVisible();
});

test('a link away from a half-filled agreement asks first; the form is filled again on return', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await goInside(page, '/b2b/tegn-avtale');
  await expect(page.getByRole('heading', { level: 1, name: 'Firmaavtale for briller' })).toBeVisible();
  await page.getByLabel(/^Navn på kontaktperson/).fill('Ola Fjord');
  await page.getByLabel(/^Telefon til kontaktperson/).fill('912 34 567');

  const home = page.getByRole('banner').getByRole('link', { name: 'Glimt, til forsiden' });
  let warning = answerNextWarning(page, false);
  await home.click();
  expect(await warning).toBe('Du har ikke sendt avtalen. Vil du forlate siden?');
  await expect(page).toHaveURL(/\/b2b\/tegn-avtale$/);

  warning = answerNextWarning(page, true);
  await home.click();
  await warning;
  await expect(page).toHaveURL(/\/$/);

  await goInside(page, '/b2b/tegn-avtale');
  await expect(page.getByLabel(/^Navn på kontaktperson/)).toHaveValue('Ola Fjord');
  await expect(page.getByLabel(/^Telefon til kontaktperson/)).toHaveValue('912 34 567');
});

test('a lens strength chosen and not added: leaving asks, and the lens page has it again', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await goInside(page, '/produkt/acuvue-oasys-1-day-30-linser');
  await expect(page.getByRole('heading', { level: 1, name: /Acuvue Oasys 1-Day/ })).toBeVisible();
  const strength = page
    .getByTestId('lens-eye-right')
    .getByRole('combobox', { name: /Styrke/ })
    .first();
  await strength.selectOption({ label: '-2,50' });

  let warning = answerNextWarning(page, false);
  await page.goBack();
  expect(await warning).toBe('Du har ikke lagt linsene i handlekurven. Vil du forlate siden?');
  await expect(page.getByRole('heading', { level: 1, name: /Acuvue Oasys 1-Day/ })).toBeVisible();

  warning = answerNextWarning(page, true);
  await page.goBack();
  await warning;
  await expect(page).toHaveURL(/\/$/);

  await goInside(page, '/produkt/acuvue-oasys-1-day-30-linser');
  await expect(strength.locator('option:checked')).toHaveText('-2,50');
});
