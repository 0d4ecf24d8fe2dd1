import { expect, test } from '@playwright/test';

// Issue #19, the content slice: look up a gift card balance (and a card that is not found); open a
// content page's FAQ by keyboard; the build's sitemap.xml lists the content routes.

test('looks up a gift card balance, then a card that is not found', async ({ page }) => {
  await page.goto('/gavekort');
  const number = page.getByRole('textbox', { name: /Gavekortnummer/ });
  const pin = page.getByRole('textbox', { name: /PIN-kode/ });
  await number.focus();
  await page.keyboard.type('6001 0000 0000 5678');
  await page.keyboard.press('Tab');
  await expect(pin).toBeFocused();
  await page.keyboard.type('5678');
  await page.keyboard.press('Enter');
  const result = page.getByTestId('giftcard-result');
  await expect(result).toContainText('**** **** **** 5678');
  await expect(result).toContainText('Aktivt');

  await number.fill('6001 0000 0000 1234');
  await pin.fill('0000');
  await pin.press('Enter');
  await expect(page.getByRole('alert')).toContainText('Vi fant ikke noe gavekort');
  await expect(result).toHaveCount(0);
});

test('opens a content page and its FAQ by keyboard', async ({ page }) => {
  await page.goto('/sporsmal-og-svar');
  await expect(page.getByRole('heading', { level: 1, name: 'Spørsmål og svar' })).toBeVisible();
  const question = page.getByRole('button', { name: 'Hvor ofte bør jeg ta synstest?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  for (let press = 0; press < 80; press += 1) {
    if (await question.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(question).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/Annethvert år/)).toBeVisible();
});

test('sitemap.xml lists the content routes; robots.txt points at it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of [
    '/om-glimt',
    '/kontakt-oss',
    '/glimt-friends/medlemsvilkar',
    '/personvernpolicy',
    '/gavekort',
    '/cookieliste',
  ]) {
    expect(sitemap).toContain(`${path}</loc>`);
  }
  expect(sitemap).not.toContain('/min-konto');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /min-konto');
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
});
