import { expect, test } from '@playwright/test';
import { chooseDelivery, fillCheckoutDetails } from './checkoutSteps';

// #35 item 9: delivery to a collection point (a parcel shop near a postcode) had a form and no
// journey. The demo shopper's usual cart, a guest's details, "Hentested", a postcode's points, one
// chosen, Klarna, and the confirmation that says where the parcel goes.
test('a guest sends the order to a collection point found by postcode', async ({ page }) => {
  await page.goto('/checkout?mockCart=usual');
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
  await fillCheckoutDetails(page);
  await chooseDelivery(page, 'Hentested');

  const zip = page.getByLabel(/^Postnummer for hentested/);
  await expect(zip).toBeVisible();
  // A postcode that is not one: the rule's message, nothing searched.
  await zip.fill('12');
  await page.getByRole('button', { name: 'Finn hentesteder' }).click();
  await expect(page.getByText('Skriv et postnummer med fire sifre.')).toBeVisible();
  await zip.fill('0155');
  await page.getByRole('button', { name: 'Finn hentesteder' }).click();
  const points = page.getByRole('radiogroup', { name: 'Hentesteder nær 0155' });
  await expect(points.getByRole('radio').first()).toBeAttached();
  // Pressed on before a point is chosen: the list says so, and the order waits.
  await page.getByLabel(/^Fødselsnummer/).fill('010190-12345');
  const place = page.getByRole('button', { name: 'Fullfør kjøpet' });
  await place.click();
  await expect(page.getByText('Velg et hentested.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\?mockCart=usual$/);

  const first = points.getByRole('radio').first();
  await points.locator('label').first().click();
  await expect(first).toBeChecked();
  await place.click();
  await expect(page).toHaveURL(/\/checkout\/bekreftelse\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Takk for bestillingen!' })).toBeFocused();
  await expect(page.getByText(/sender den med Hentested/)).toBeVisible();
});
