import { expect, test } from '@playwright/test';
import { chooseDelivery, fillCheckoutDetails } from './checkoutSteps';

/**
 * Contact lenses at checkout (issue 40, "Contact lenses need their strength"): the demo's
 * `?mockCart=lenses` shopper has two boxes of daily lenses without their strength. The order is
 * refused until the strength is chosen in the product page's lens form and saved on the line; then
 * home delivery and Klarna, and the confirmation shows the strength the lenses are sent in. On a
 * phone and on a desktop.
 */
const VIEWPORTS = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const STRENGTH = 'Styrke: H: -2,50 BC 8,6 DIA 14,2 · V: -2,50 BC 8,6 DIA 14,2';

for (const viewport of VIEWPORTS) {
  test(`lenses without their strength (${viewport.width} px): the order waits for it, then goes through, and the confirmation shows it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/checkout?mockCart=lenses');
    await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
    const lenses = page.getByRole('region', { name: 'Styrke til kontaktlinsene' });
    const oasys = lenses.getByRole('article', { name: 'Acuvue Oasys 1-Day' });
    // The product page's lens form, for the strength only (the packages are the cart line's).
    const power = oasys.getByRole('combobox', { name: /^Styrke \(PWR\)/ });
    const baseCurve = oasys.getByRole('combobox', { name: /^Basekurve \(BC\)/ });
    await expect(power).toBeVisible();
    await expect(oasys).toContainText('2 pakker');
    await expect(oasys.getByRole('combobox', { name: /^Antall pakker/ })).toHaveCount(0);

    await fillCheckoutDetails(page);
    await chooseDelivery(page, 'Hjemlevering');
    const ssn = page.getByLabel(/^Fødselsnummer/);
    await ssn.fill('010190-12345');

    // Refused: the message, focus on the first list to choose in, nothing typed lost, still here.
    const place = page.getByRole('button', { name: 'Fullfør kjøpet' });
    await place.click();
    await expect(lenses.getByRole('alert').filter({ hasText: 'Velg og lagre styrken' })).toHaveText(
      'Velg og lagre styrken for alle kontaktlinsene før du fullfører kjøpet.',
    );
    await expect(power).toBeFocused();
    await expect(power).toHaveAttribute('aria-invalid', 'true');
    await expect(oasys).toContainText('Velg styrke.');
    await expect(page.getByRole('region', { name: 'Dine opplysninger' }).getByLabel('Fornavn')).toHaveValue(
      'Ola',
    );
    await expect(ssn).toHaveValue('010190-12345');
    await expect(page).toHaveURL(/\/checkout\?mockCart=lenses$/);

    // Chosen and saved on the line: it shows on one line, the message goes.
    await power.selectOption({ label: '-2,50' });
    await baseCurve.selectOption({ label: '8,6' });
    await oasys.getByText('Jeg bekrefter at resepten er under ett år gammel.').click();
    await oasys.getByRole('button', { name: 'Lagre styrken' }).click();
    await expect(oasys).toContainText(STRENGTH);
    await expect(oasys).toBeFocused();
    await expect(lenses.getByRole('alert')).toHaveCount(0);

    // Klarna takes the shopper away and back; the order goes through.
    await place.click();
    await expect(page).toHaveURL(/\/checkout\/bekreftelse\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Takk for bestillingen!' })).toBeFocused();
    const lines = page.getByRole('region', { name: 'Dette har du bestilt' });
    await expect(lines).toContainText('Oasys 1-Day');
    await expect(lines).toContainText(STRENGTH);
  });
}
