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

// Issue #40: "Til kassen" closes the drawer and opens the checkout. The page behind the drawer is
// inert until the drawer has gone and the drawer's opener is hidden on /checkout, so focus fell to
// <body>: a keyboard or screen-reader shopper started the checkout from nowhere.
const arrivals = [
  { width: 375, how: 'open on arrival (?previewCart=1)' },
  { width: 1280, how: 'opened from the header' },
] as const;
for (const { width, how } of arrivals) {
  test(`"Til kassen" from the drawer by keyboard lands in the checkout's content (${width} px, ${how})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const drawer = page.getByRole('dialog', { name: /Handlekurv/ });
    if (how.startsWith('open on arrival')) {
      await page.goto('/?previewCart=1&mockCart=usual');
    } else {
      await page.goto('/?mockCart=usual');
      const toggle = page.getByRole('banner').getByRole('button', { name: 'Handlekurv, 3 varer' });
      await toggle.focus();
      await page.keyboard.press('Enter');
    }
    const toCheckout = drawer.getByRole('link', { name: 'Til kassen' });
    await expect(toCheckout).toBeVisible();
    await toCheckout.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
    await expect(drawer).toBeHidden();
    // On the page's heading, in the main content (the checkout's "Kasse", issue #40).
    await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeFocused();
    // Tab goes on into the checkout, not back to the top of the page.
    await page.keyboard.press('Tab');
    const inMain = () =>
      page.evaluate(() => document.getElementById('main-content')?.contains(document.activeElement) ?? false);
    expect(await inMain()).toBe(true);
  });
}
