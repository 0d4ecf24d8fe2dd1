import type { Page } from '@playwright/test';

/** Fills the checkout's customer details as a shopper types them (Ola Nordmann in Oslo). */
export async function fillCheckoutDetails(page: Page) {
  const details = page.getByRole('region', { name: 'Dine opplysninger' });
  await details.getByLabel('Fornavn').fill('Ola');
  await details.getByLabel('Etternavn').fill('Nordmann');
  await details.getByLabel('E-post').fill('ola.nordmann@example.no');
  await details.getByLabel('Mobilnummer').fill('900 00 000');
  await details.getByLabel('Gateadresse').fill('Storgata 1');
  await details.getByLabel('Postnummer').fill('0155');
  await details.getByLabel('Poststed').fill('Oslo');
}

/** The delivery methods as the checkout names them, and how each radio's label begins. */
const DELIVERY_LABELS = {
  Hjemlevering: /^Hjemlevering –/,
  'Klikk og hent i butikk': /^Klikk og hent i butikk/,
  Hentested: /^Hentested –/,
} as const;

/** Chooses a delivery method as a shopper does: react-aria's radios are pressed through their label. */
export async function chooseDelivery(page: Page, method: keyof typeof DELIVERY_LABELS) {
  await page
    .getByRole('radiogroup', { name: 'Velg leveringsmåte' })
    .getByText(DELIVERY_LABELS[method])
    .click();
}
