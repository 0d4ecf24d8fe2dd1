import { expect, type Page } from '@playwright/test';

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
