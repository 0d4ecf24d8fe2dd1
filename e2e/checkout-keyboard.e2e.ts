import { expect, test, type Page } from '@playwright/test';
import { fillCheckoutDetails } from './checkoutSteps';

/**
 * The checkout by keyboard (issue #40): arriving from the cart drawer's "Til kassen", focus is on the
 * page's heading; and from the last address field, paying is a few Tab stops away, not behind every
 * quantity control and "Tøm handlekurven" (the order summary is read-only, with one "Endre
 * handlekurven" that opens the drawer).
 */

/** What has focus, as a shopper's screen reader would name it. */
function focused(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active) return '';
    const label =
      active.getAttribute('aria-label') ??
      (active.id ? document.querySelector(`label[for="${active.id}"]`)?.textContent : null) ??
      active.textContent ??
      '';
    return `${active.tagName.toLowerCase()} ${label.trim()}`;
  });
}

for (const width of [375, 1280]) {
  test(`from the drawer to the checkout's heading, then from the last address field to "Fullfør kjøpet" in few Tab stops (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/?mockCart=usual');
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Handlekurv, 3 varer' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: /Handlekurv/ });
    const toCheckout = drawer.getByRole('link', { name: 'Til kassen' });
    await expect(toCheckout).toBeVisible();
    await toCheckout.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeFocused();

    await fillCheckoutDetails(page);
    await page.getByLabel('Poststed').focus();
    const stops: string[] = [];
    const place = page.getByRole('button', { name: 'Fullfør kjøpet' });
    for (
      let stop = 0;
      stop < 12 && !(await place.evaluate((button) => button === document.activeElement));
      stop++
    ) {
      await page.keyboard.press('Tab');
      stops.push(await focused(page));
    }
    // Delivery, Klarna, the personal number, "Endre handlekurven", the discount code and its button,
    // then "Fullfør kjøpet": nothing that changes or empties the cart on the way.
    expect(stops.at(-1)).toBe('button Fullfør kjøpet');
    expect(stops.length).toBeLessThanOrEqual(7);
    expect(stops.filter((name) => /antall|Tøm handlekurven|Fjern .* fra handlekurven/.test(name))).toEqual(
      [],
    );

    // "Endre handlekurven" opens the drawer to change the cart, and closing it comes back.
    const edit = page.getByRole('button', { name: 'Endre handlekurven' });
    await edit.focus();
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: /^Øk antall av .*Oasys/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(edit).toBeFocused();
  });
}
