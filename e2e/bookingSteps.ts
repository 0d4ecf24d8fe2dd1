import { expect, type Page } from '@playwright/test';
import { choose, press } from './keyboardSteps';

/** The wizard moved to the step named `name`: its heading has focus. */
export async function expectStep(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 2, name })).toBeFocused();
}

/** The eye exam, "Utvidet synsundersøkelse", for an adult: from the first step to the store step. */
export async function chooseExamAndAge(page: Page) {
  await choose(page, 'Synstest', 'Hva vil du bestille?');
  await choose(page, 'Utvidet synsundersøkelse');
  await press(page, 'Neste');
  await expectStep(page, 'Alder');
  await choose(page, '18–75 år');
  await press(page, 'Neste');
  await expectStep(page, 'Butikk');
}

/**
 * On the store step: searches as a shopper types (`search`, the store's name unless given) and
 * chooses the store named `store` among the answers.
 */
export async function chooseStore(page: Page, store: string, search = store) {
  await page.getByRole('searchbox', { name: 'Søk etter butikk eller by' }).fill(search);
  await choose(page, new RegExp(`^${store.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`));
}

/** From the exam step to the time step, with a store searched for by name. */
export async function examAgeAndStore(page: Page, store: string) {
  await chooseExamAndAge(page);
  await chooseStore(page, store);
  await press(page, 'Neste');
  await expectStep(page, 'Dag og tid');
}

/** Chooses the first free day and its first time, by keyboard; answers the chosen start. */
export async function chooseFirstTime(page: Page): Promise<string> {
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  await grid.locator('button[tabindex="0"]').focus();
  await page.keyboard.press('Enter');
  const first = page.getByRole('radio').first();
  await first.focus();
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  return first.inputValue();
}

/** Who books: a first name, a last name, an e-mail address and a mobile number. */
export interface Booker {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
}

export const KARI: Booker = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  email: 'kari.nordmann@example.no',
  mobile: '912 34 567',
};

export const OLA_HANSEN: Booker = {
  firstName: 'Ola',
  lastName: 'Hansen',
  email: 'ola.hansen@example.no',
  mobile: '987 65 432',
};

/** Fills the details step with `booker`. */
export async function fillBooker(page: Page, booker: Booker = KARI) {
  await page.getByLabel(/^Fornavn/).fill(booker.firstName);
  await page.getByLabel(/^Etternavn/).fill(booker.lastName);
  await page.getByLabel(/^E-post/).fill(booker.email);
  await page.getByLabel(/^Mobilnummer/).fill(booker.mobile);
}

/**
 * A guest books the eye exam at `store` on its first free time, by keyboard from the booking page
 * to the confirmation. Answers the booking's reference ("GL…").
 */
export async function bookExamAsGuest(page: Page, store: string, booker: Booker = KARI): Promise<string> {
  await page.goto('/bestill-synstest');
  await examAgeAndStore(page, store);
  await chooseFirstTime(page);
  await press(page, 'Neste');
  await fillBooker(page, booker);
  await press(page, 'Neste');
  await expectStep(page, 'Oppsummering');
  await press(page, 'Bekreft bestilling');
  await expect(page.getByRole('heading', { level: 1, name: 'Timen er bestilt' })).toBeFocused();
  return (await page.getByText(/Referanse: GL\w+/).textContent())?.match(/GL\w+/)?.[0] ?? '';
}
