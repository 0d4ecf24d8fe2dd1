import { expect, test } from '@playwright/test';
import { chooseDelivery, fillCheckoutDetails } from './checkoutSteps';

/**
 * Glasses at checkout (issue 21): the demo's `?mockCart=glasses` shopper has a frame with
 * progressive lenses and no prescription, and a frame whose prescription was given on the product
 * page. The order is refused until the missing prescription is filled in; then click and collect
 * and Klarna, and the confirmation shows each pair's prescription.
 */
test('glasses without a prescription: the order waits for it, then click and collect and Klarna, and the confirmation shows it', async ({
  page,
}) => {
  await page.goto('/checkout?mockCart=glasses');
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
  const prescriptions = page.getByRole('region', { name: 'Styrke til brillene' });
  const clubmaster = prescriptions.getByRole('article', { name: /Clubmaster.*med Progressive glass/ });
  const roundMetal = prescriptions.getByRole('article', { name: /Round Metal.*med Enkeltstyrke/ });
  // The pair with a prescription shows it on one line; the other asks for it.
  await expect(roundMetal).toContainText('Styrke: H: -2,00 CYL -0,50 AX 90° PD 32 · V: -1,75 PD 31,5');
  await expect(roundMetal.getByRole('button', { name: /^Endre styrken/ })).toBeVisible();
  await expect(clubmaster.getByLabel('Sfære (SPH), høyre øye')).toBeVisible();

  await fillCheckoutDetails(page);
  await chooseDelivery(page, 'Klikk og hent i butikk');
  await page.getByLabel(/Butikk du henter i/).selectOption({ index: 1 });

  // Refused: the message, focus on the first field to fill in, and nothing typed is lost.
  const place = page.getByRole('button', { name: 'Fullfør kjøpet' });
  await clubmaster.getByLabel('Sfære (SPH), høyre øye').fill('+2,00');
  await clubmaster.getByLabel('Addisjon (ADD), høyre øye').fill('+2,50');
  await place.click();
  await expect(prescriptions.getByRole('alert')).toContainText('Fyll inn og lagre styrken for alle brillene');
  await expect(clubmaster.getByLabel('Sfære (SPH), høyre øye')).toHaveValue('+2,00');
  await expect(clubmaster.getByLabel('Addisjon (ADD), høyre øye')).toBeFocused();
  await expect(clubmaster).toContainText('Sfære pluss addisjon kan ikke være mer enn +4,00.');
  await expect(page.getByRole('region', { name: 'Dine opplysninger' }).getByLabel('Fornavn')).toHaveValue(
    'Ola',
  );
  await expect(page).toHaveURL(/\/checkout\?mockCart=glasses$/);

  // Filled in by the rules and saved: it shows on one line.
  await clubmaster.getByLabel('Addisjon (ADD), høyre øye').fill('+2,00');
  await clubmaster.getByLabel('PD (mm), høyre øye').fill('32');
  await clubmaster.getByLabel('Sfære (SPH), venstre øye').fill('+1,75');
  await clubmaster.getByLabel('Addisjon (ADD), venstre øye').fill('+2,00');
  await clubmaster.getByLabel('PD (mm), venstre øye').fill('31,5');
  await clubmaster.getByText('Jeg bekrefter at resepten er under ett år gammel.').click();
  await clubmaster.getByRole('button', { name: 'Lagre styrken' }).click();
  await expect(clubmaster).toContainText('Styrke: H: +2,00 ADD +2,00 PD 32 · V: +1,75 ADD +2,00 PD 31,5');
  await expect(clubmaster).toBeFocused();

  // Klarna asks a guest for a personal number beside the choice, then takes the shopper away and back.
  // (Marked as missing by the refused press: the shopper leaves the field and sees the mark go before
  // pressing on, as the column's height changes when it goes.)
  const ssn = page.getByLabel(/^Fødselsnummer/);
  await ssn.fill('010190-12345');
  await ssn.press('Tab');
  await expect(ssn).not.toHaveAttribute('aria-invalid', 'true');
  await place.click();

  await expect(page).toHaveURL(/\/checkout\/bekreftelse\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Takk for bestillingen!' })).toBeFocused();
  await expect(page.getByText(/klare til henting i butikken/)).toBeVisible();
  const lines = page.getByRole('region', { name: 'Dette har du bestilt' });
  await expect(lines).toContainText('Styrke: H: +2,00 ADD +2,00 PD 32 · V: +1,75 ADD +2,00 PD 31,5');
  await expect(lines).toContainText('Styrke: H: -2,00 CYL -0,50 AX 90° PD 32 · V: -1,75 PD 31,5');
});
