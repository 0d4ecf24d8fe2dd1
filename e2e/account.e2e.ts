import { expect, test } from '@playwright/test';

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

  await page.getByRole('link', { name: 'Tilbake til ordren' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ordre 100152' })).toBeVisible();
  await expect(page.getByText('Venter på mottak', { exact: true }).first()).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Sider i Min konto' });
  await nav.getByRole('link', { name: 'Mine opplysninger' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mine opplysninger' })).toBeVisible();
  await page.getByRole('button', { name: 'Endre opplysningene' }).click();
  const mobile = page.getByRole('textbox', { name: /Mobilnummer/ });
  await mobile.fill('98765432');
  await page.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText('Opplysningene er lagret.')).toBeVisible();
  // Shown the way Norwegians write a mobile number (#40: it was shown as typed or stored).
  await expect(page.getByText('987 65 432')).toBeVisible();
});
