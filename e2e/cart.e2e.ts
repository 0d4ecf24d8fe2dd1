import { expect, test } from '@playwright/test';

// Issue #5, "Done when": with lines in the fake backend's cart (`?mockCart=usual`: a frame and two
// boxes of lenses), the drawer opens with ?previewCart=1, quantities change, a line goes at
// 0, and the header badge follows.

test('the cart drawer opens from ?previewCart=1 and the badge follows its quantities', async ({ page }) => {
  await page.goto('/?previewCart=1&mockCart=usual');
  const drawer = page.getByRole('dialog', { name: /Handlekurv/ });
  await expect(drawer).toBeVisible();
  const toggle = page.getByRole('banner').getByRole('button', { name: /^Handlekurv/ });

  const increaseLenses = drawer.getByRole('button', { name: /^Øk antall av .*Oasys/ });
  await expect(increaseLenses).toBeVisible();
  await increaseLenses.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAccessibleName('Handlekurv, 4 varer');

  // At quantity 1 the decrease control says what it does: it removes the line.
  const removeFrame = drawer.getByRole('button', { name: 'Fjern Clubmaster Optics RX5154 fra handlekurven' });
  await removeFrame.focus();
  await page.keyboard.press('Enter');
  await expect(drawer.getByRole('heading', { name: /Clubmaster/ })).toHaveCount(0);
  await expect(toggle).toHaveAccessibleName('Handlekurv, 3 varer');

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page).not.toHaveURL(/previewCart/);
});
