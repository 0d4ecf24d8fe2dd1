import { expect, test } from '@playwright/test';
import { onTheFixturesDay } from './fixturesClock';

// #35 item 9: the company eye-health day had a page and a footer link, and no journey walked it.
// From the footer, a company asks for a day: the details, two wished days in the calendar (one
// taken back), and the request's reference. On the fixtures' day, so the calendar's days are fixed.
test.beforeEach(({ page }) => onTheFixturesDay(page));

test('a company asks for an eye-health day from the footer, with two wished days', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Øyehelsedag for bedrifter' }).click();
  await expect(page).toHaveURL(/\/b2b\/oyehelsedag$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bestill øyehelsedag for bedriften' }),
  ).toBeVisible();

  // Sent empty: the days are asked for, and nothing is sent.
  await page.getByRole('button', { name: 'Send forespørsel' }).click();
  await expect(page.getByText('Velg minst én ønsket dag i kalenderen.')).toBeVisible();

  await page.getByLabel(/^Organisasjonsnummer/).fill('912-345-678');
  await page.getByLabel(/^Bedriftens navn/).fill('Nordlys Energi AS');
  await page.getByLabel(/^Kontaktperson/).fill('Ingrid Berg');
  await page.getByLabel(/^E-post til kontaktperson/).fill('ingrid.berg@nordlys-energi.no');
  await page.getByLabel(/^Telefon til kontaktperson/).fill('923 45 678');
  await page.getByLabel(/^Gateadresse/).fill('Dronning Eufemias gate 16');
  await page.getByLabel(/^Postnummer/).fill('0191');
  await page.getByLabel(/^Poststed/).fill('Oslo');
  await page.getByLabel(/^Antall deltakere/).fill('40');

  // Three days chosen in the calendar by keyboard (the most), the second taken out again.
  const calendar = page.getByRole('grid');
  const day = calendar.locator('button:not([disabled]):not([aria-disabled="true"])');
  for (const index of [0, 1, 2]) {
    await day.nth(index).focus();
    await page.keyboard.press('Enter');
  }
  const chosen = page.getByRole('region', { name: /^Valgte dager/ });
  await expect(chosen.getByRole('heading')).toHaveText(/^Valgte dager \(3 av 3\)$/);
  await expect(chosen.getByRole('listitem')).toHaveCount(3);
  // Three is the most: a fourth day is refused until one goes.
  await day.nth(3).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('paragraph').filter({ hasText: /^Du har valgt 3 dager\. Fjern en av dem/ }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Du har valgt 3 dager/ })).toBeAttached();
  await expect(chosen.getByRole('listitem')).toHaveCount(3);
  await chosen
    .getByRole('button', { name: /^Fjern / })
    .nth(1)
    .click();
  await expect(chosen.getByRole('heading')).toHaveText(/^Valgte dager \(2 av 3\)$/);
  await expect(chosen.getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'Send forespørsel' }).click();
  await expect(page.getByRole('heading', { name: 'Forespørselen er sendt' })).toBeVisible();
  await expect(page.getByText(/Referanse: \S+\./)).toBeVisible();
});
