import { expect, test } from '@playwright/test';

// Issue #40, "A first visit starts empty": a shopper who opens the demo for the first time is logged
// out and finds an empty cart, as in a real shop. Seeded carts are asked for by name
// (`?mockCart=usual`, `?mockCart=glasses`) by the journeys and stories that need one.

for (const viewport of [
  { name: 'a phone', width: 375, height: 740 },
  { name: 'a desktop', width: 1280, height: 800 },
]) {
  test(`a first visit on ${viewport.name} is logged out with an empty cart`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/');
    const header = page.getByRole('banner');
    const toggle = header.getByRole('button', { name: /^Handlekurv/ });
    // The drawer says the cart is empty only once the backend has answered with it (it shows a
    // skeleton before), so the header's name and badge are read after that, not before the answer.
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: /Handlekurv/ });
    await expect(drawer.getByRole('heading', { name: 'Handlekurven din er tom' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAccessibleName('Handlekurv, ingen varer');
    await expect(page.getByTestId('header-cart-badge')).toHaveCount(0);

    // Logged out: "Min side" leads to the login form.
    await header.getByRole('link', { name: 'Min side' }).click();
    await expect(page.getByRole('button', { name: 'Logg inn', exact: true })).toBeVisible();
  });
}

test('?mockCart=usual still starts with the demo shopper’s usual cart', async ({ page }) => {
  await page.goto('/?mockCart=usual');
  await expect(page.getByRole('banner').getByRole('button', { name: /^Handlekurv/ })).toHaveAccessibleName(
    'Handlekurv, 3 varer',
  );
});
