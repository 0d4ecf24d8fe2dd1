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

// Issue #40, "The Testpost button covers content": it was fixed in a corner, over swatches, prices and
// radios on a phone, and above modal overlays. It now sits in the page's flow after the content.
for (const viewport of [
  { name: 'a phone', width: 375, height: 740 },
  { name: 'a desktop', width: 1280, height: 800 },
]) {
  test(`the demo's Testpost covers nothing on ${viewport.name}`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/produkt/ray-ban-rx7047-blaa');
    await expect(page.getByRole('button', { name: 'Legg i handlekurven' }).first()).toBeVisible();
    const testpost = page.getByTestId('dev-mailbox-open');
    // Nothing of the page is under it wherever the page is scrolled: it is not fixed to the screen,
    // and it comes after the page's content, so it is never on top of a control.
    const fixed = await testpost.evaluate((button) => {
      for (let node: Element | null = button; node; node = node.parentElement) {
        const { position } = getComputedStyle(node);
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    });
    expect(fixed).toBe(false);
    const buyButton = page.getByRole('button', { name: 'Legg i handlekurven' }).first();
    const buyBox = await buyButton.boundingBox();
    const stripBox = await testpost.boundingBox();
    expect(stripBox!.y).toBeGreaterThan(buyBox!.y + buyBox!.height);
    // The skip link is still the page's first tab stop.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Hopp til hovedinnhold' })).toBeFocused();
    await testpost.scrollIntoViewIfNeeded();
    await testpost.click();
    await expect(page.getByTestId('dev-mailbox')).toBeVisible();
  });
}
