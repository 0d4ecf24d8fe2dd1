import { expect, test, type Page } from '@playwright/test';

// Issue #17, "Done when": a shopper opens a product from a category, chooses a variant, adds it to
// the cart and sees it in the drawer; buys contact lenses on a 3-month subscription with a
// prescription. The demo shopper starts with a frame and two boxes of lenses (3 items).

async function tabTo(page: Page, locator: ReturnType<Page['locator']>) {
  for (let press = 0; press < 60; press += 1) {
    if (await locator.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(locator).toBeFocused();
}

test('open glasses from the category, choose the other size and add them to the cart', async ({ page }) => {
  await page.goto('/briller');
  const card = page.getByRole('link', { name: /Ray-Ban RX7047/ }).first();
  await expect(card).toBeVisible({ timeout: 15_000 });
  await card.click();
  await expect(page).toHaveURL(/\/produkt\/ray-ban-rx7047/);
  const heading = page.getByRole('heading', { level: 1, name: 'Ray-Ban RX7047' });
  await expect(heading).toBeVisible();
  await expect(page).toHaveTitle(/Ray-Ban RX7047/);

  // The colour the card showed is chosen; move to blue with the keyboard when on another colour.
  const colours = page.getByRole('radiogroup', { name: /^Farge/ });
  await expect(colours).toBeVisible();
  if (!(await page.getByRole('radio', { name: 'Blå' }).isChecked())) {
    await page.getByRole('radio', { name: 'Blå' }).check();
    await expect(page).toHaveURL(/ray-ban-rx7047-blaa/);
  }
  await page.screenshot({ path: 'test-results/product-glasses.png', fullPage: true });

  const sizes = page.getByRole('radiogroup', { name: 'Størrelse' });
  const [, second] = await sizes.getByRole('radio').all();
  await tabTo(page, sizes.getByRole('radio').first());
  await page.keyboard.press('ArrowRight');
  await expect(second!).toBeChecked();
  await expect(page).toHaveURL(/\?sku=\d+-2/);

  const add = page.getByRole('button', { name: 'Legg i handlekurven' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: /Handlekurv/ });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('heading', { name: /RX7047/ })).toBeVisible();
  const toggle = page.getByRole('banner').getByRole('button', { name: /^Handlekurv/ });
  await expect(toggle).toHaveAccessibleName('Handlekurv, 4 varer');
});

test('buy contact lenses on a subscription every 3 months with a prescription', async ({ page }) => {
  await page.goto('/produkt/acuvue-oasys-1-day-30-linser');
  await expect(page.getByRole('heading', { level: 1, name: /Acuvue Oasys 1-Day/ })).toBeVisible({
    timeout: 15_000,
  });

  // Different values for each eye.
  await tabTo(page, page.getByRole('checkbox', { name: 'Samme styrke på begge øyne' }));
  await page.keyboard.press('Space');
  const right = page.getByTestId('lens-eye-right');
  const left = page.getByTestId('lens-eye-left');
  await right.getByRole('combobox', { name: /Styrke/ }).selectOption({ label: '-2,50' });
  await right.getByRole('combobox', { name: /Basekurve/ }).selectOption({ label: '8,6' });
  await right.getByRole('combobox', { name: /Antall pakker/ }).selectOption('2');
  await left.getByRole('combobox', { name: /Styrke/ }).selectOption({ label: '-2,25' });
  await left.getByRole('combobox', { name: /Basekurve/ }).selectOption({ label: '8,6' });

  await tabTo(page, page.getByRole('radio', { name: 'Engangskjøp' }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Abonnement' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Hver 3. måned' })).toBeChecked();
  await expect(page.getByText(/behandles ca\. 23 virkedager/)).toBeVisible();
  await page.screenshot({ path: 'test-results/product-lenses.png', fullPage: true });

  await tabTo(page, page.getByRole('button', { name: 'Legg i handlekurven' }));
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: /Handlekurv/ });
  await expect(drawer).toBeVisible();
  const line = drawer
    .getByRole('listitem')
    .filter({ hasText: 'Oasys 1-Day' })
    .filter({ hasText: 'Hver 3. måned' });
  await expect(line).toBeVisible();
  await expect(line).toContainText('H: -2,50');
  await expect(line).toContainText('V: -2,25');
});
