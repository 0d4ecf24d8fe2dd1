import { expect, type Locator, type Page } from '@playwright/test';

/** Chooses a radio by keyboard: focus it, then Space (inside one radio group when `group` names it). */
export async function choose(page: Page, name: string | RegExp, group?: string) {
  const scope = group ? page.getByRole('radiogroup', { name: group }) : page;
  const radio = scope.getByRole('radio', { name });
  await radio.focus();
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

/** Presses a button by keyboard: focus it (its exact name), then Enter. */
export async function press(page: Page, name: string | RegExp) {
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
}

/** Presses Tab until `locator` has focus (at most 60 presses), as a keyboard user gets there. */
export async function tabTo(page: Page, locator: Locator) {
  for (let press = 0; press < 60; press += 1) {
    if (await locator.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(locator).toBeFocused();
}
