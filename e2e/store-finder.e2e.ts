import { expect, test } from '@playwright/test';

// Issue #40, "The store finder": a postcode finds the nearest stores. No store's address holds 0155
// (central Oslo), so matching the digits found nothing; the finder now looks the postcode up in the
// shop's postcode register (the fake backend's table) and lists every store by distance from it.

for (const viewport of [
  { name: 'a phone', width: 375, height: 740 },
  { name: 'a desktop', width: 1280, height: 800 },
]) {
  test(`on ${viewport.name}, a postcode lists the nearest store first, and its page opens`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/finn-butikk');
    await expect(page.getByText('26 butikker')).toBeVisible();
    const field = page.getByRole('searchbox', { name: /Søk etter butikk/ });
    await field.focus();
    await page.keyboard.type('0155');
    await expect(page.getByText('Butikkene er sortert etter avstand fra 0155 Oslo.')).toBeVisible();
    await expect(page.getByText('26 butikker')).toBeVisible();
    const nearest = page.getByTestId('store-item').first();
    await expect(nearest).toContainText('Glimt Oslo City');
    await expect(nearest).toContainText('0,4 km');
    await expect(page.getByTestId('store-item').nth(1)).toContainText('Glimt Karl Johan');

    // An unknown postcode says so, and keeps the digits to correct.
    await field.fill('0000');
    await expect(
      page.getByText('Fant ikke postnummer 0000. Sjekk sifrene, eller søk etter by.'),
    ).toBeVisible();
    await expect(page.getByText('Ingen butikker passer søket.')).toBeVisible();
    await field.fill('0155');
    await nearest.getByRole('link', { name: 'Glimt Oslo City', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/finn-butikk\/glimt-oslo-city$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Glimt Oslo City' })).toBeVisible();
  });
}
