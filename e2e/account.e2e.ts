import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { openAccountPage } from './accountSteps';

// Issue #19 (account pages): a logged-in customer opens their orders, an order, returns a product
// with a reason and sees the return pending; then edits their phone number and sees it saved.
// The demo has no login page on this branch: `?mockAccount=customer` starts the fake backend's
// shopper logged in as Kari Nordmann (demo only, see README). The backend lives in the page, so the
// journey navigates inside the app (links), never by reloading.

test('a customer returns a product and changes their phone number', async ({ page }) => {
  await page.goto('/min-konto/ordrer?mockAccount=customer');
  await expect(page.getByRole('heading', { level: 1, name: 'Mine ordrer' })).toBeVisible();

  await page.getByRole('link', { name: '100152', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ordre 100152' })).toBeVisible();
  await expect(page.getByText('Levert').first()).toBeVisible();

  await page.getByRole('link', { name: 'Returner produkter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Returner produkter' })).toBeVisible();
  const line = page.getByRole('checkbox', { name: /Clubmaster/ });
  await line.focus();
  await page.keyboard.press('Space');
  await expect(line).toBeChecked();
  await page.getByRole('combobox', { name: /Årsak for .*Clubmaster/ }).selectOption({ label: 'Skadet' });
  await page.getByRole('button', { name: 'Bekreft retur' }).click();
  await expect(page.getByRole('heading', { name: 'Returen er registrert' })).toBeVisible();
  await expect(page.getByText('Venter på mottak', { exact: true }).first()).toBeVisible();
  // The label is the customer's own: it downloads as a PDF (#40: its link answered 401).
  const download = page.waitForEvent('download', { timeout: 0 });
  await page.getByRole('button', { name: 'Last ned returetiketten (PDF)' }).click();
  const label = await download;
  expect(label.suggestedFilename()).toMatch(/^returetikett-[A-Za-z0-9-]+\.pdf$/);
  const file = await readFile(await label.path());
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.getByRole('link', { name: 'Tilbake til ordren' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ordre 100152' })).toBeVisible();
  await expect(page.getByText('Venter på mottak', { exact: true }).first()).toBeVisible();

  await openAccountPage(page, 'Mine opplysninger');
  await expect(page.getByRole('heading', { level: 1, name: 'Mine opplysninger' })).toBeVisible();
  await page.getByRole('button', { name: 'Endre opplysningene' }).click();
  const mobile = page.getByRole('textbox', { name: /Mobilnummer/ });
  await mobile.fill('98765432');
  await page.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText('Opplysningene er lagret.')).toBeVisible();
  // Shown the way Norwegians write a mobile number (#40: it was shown as typed or stored).
  await expect(page.getByText('987 65 432')).toBeVisible();
});

/** Whether a title says its first word(s) twice: "Biofinity Biofinity", "Ray-Ban Ray-Ban Clubmaster". */
function saysBrandTwice(title: string): boolean {
  const words = title.trim().toLowerCase().split(/\s+/);
  for (let n = 1; n <= 3 && 2 * n <= words.length; n += 1)
    if (words.slice(0, n).join(' ') === words.slice(n, 2 * n).join(' ')) return true;
  return false;
}

/** The order system's and subscription system's own words, which a customer never reads (#40). */
const INTERNAL_WORDS = /\b(Sjekket|Til kontroll|Kontrollert|Frosset|Fryst|Stoppet)\b/;

// Issue #40, "no doubled names or IDs as titles" and "words a customer understands": the account's
// orders, subscriptions and payment agreements, as a customer reads them on a phone and a desktop.
for (const width of [375, 1280]) {
  test(`the account names products once, subscriptions by what they deliver, and statuses in a customer's words (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/min-konto/ordrer?mockAccount=customer');
    const orders = page.getByRole('table', { name: 'Ordrene dine, nyeste først' });
    await expect(orders.getByRole('row', { name: /100187/ })).toContainText('På vent');
    await expect(orders.getByRole('row', { name: /100205/ })).toContainText('Under behandling');
    await expect(page.getByRole('main')).not.toContainText(INTERNAL_WORDS);

    await orders.getByRole('link', { name: '100152', exact: true }).click();
    const items = page.getByRole('table', { name: 'Varene i ordre 100152' });
    await expect(items).toContainText('Ray-Ban Clubmaster');
    const names = await items
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.firstElementChild?.textContent ?? ''));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(saysBrandTwice(name), name).toBe(false);

    await openAccountPage(page, 'Abonnementer');
    await expect(page.getByRole('heading', { level: 1, name: 'Mine abonnementer' })).toBeVisible();
    // Both kinds listed before the titles are read.
    await expect(page.getByRole('heading', { level: 2, name: 'Brilleabonnement' })).toBeVisible();
    const titles = await page.getByRole('heading', { level: 3 }).allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) {
      // Titled by the lenses or the frame, never by a number such as AB-204518 or LS-300001.
      expect(title, title).not.toMatch(/[A-Z]{2}-\d{6}/);
      expect(saysBrandTwice(title), title).toBe(false);
    }
    await expect(page.getByText('Pauset av oss', { exact: true })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(INTERNAL_WORDS);

    await page.getByRole('link', { name: /^Se Biofinity, Abonnement AB-208846$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Linseabonnement: Biofinity' })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/Biofinity\s*Biofinity/);
    await expect(page.getByRole('main')).not.toContainText(INTERNAL_WORDS);

    // The subscription page keeps the account's navigation (#35).
    await openAccountPage(page, 'Betaling og fakturaer');
    const agreements = page.getByRole('table', { name: 'Betalingsavtalene dine med saldo og neste forfall' });
    await expect(agreements).toContainText('Acuvue Oasys 1-Day, linseabonnement AB-204518');
    const agreementTitles = await agreements
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.firstElementChild?.textContent ?? ''));
    for (const title of agreementTitles)
      expect(title, title).not.toMatch(/^(Linseabonnement|Brilleabonnement) [A-Z]{2}-\d{6}$/);
  });
}
