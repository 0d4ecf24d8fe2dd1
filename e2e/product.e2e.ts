import { expect, test } from '@playwright/test';
import { tabTo } from './keyboardSteps';
import { gotoListing } from './listingSteps';
import { addToCartButton } from './productSteps';

// Issue #17, "Done when": a shopper opens a product from a category, chooses a variant, adds it to
// the cart and sees it in the drawer; buys contact lenses on a 3-month subscription with a
// prescription. The demo shopper starts with a frame and two boxes of lenses (3 items).

test('open glasses from the category, choose the other size and add them to the cart', async ({ page }) => {
  await gotoListing(page, '/briller');
  // The category lists over 150 frames (the widget's wider range): RX7047 is on its second page.
  await page.getByRole('button', { name: 'Vis flere produkter' }).click();
  const card = page.getByRole('link', { name: /Ray-Ban RX7047/ }).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(/\/produkt\/ray-ban-rx7047/);
  const heading = page.getByRole('heading', { level: 1, name: 'Ray-Ban RX7047' });
  await expect(heading).toBeVisible();
  await expect(page).toHaveTitle(/Ray-Ban RX7047/);

  // The colour the card showed (black, sold out) is chosen; the arrow key goes to blue, and focus
  // stays on the colours when the blue frame's page arrives.
  const colours = page.getByRole('radiogroup', { name: /^Farge/ });
  await expect(colours).toBeVisible();
  await tabTo(page, colours.getByRole('radio', { checked: true }));
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/ray-ban-rx7047-blaa/);
  await expect(page.getByRole('radiogroup', { name: 'Farge: Blå' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Blå' })).toBeFocused();
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
  // A first visit's cart was empty: the glasses are its one item.
  await expect(toggle).toHaveAccessibleName('Handlekurv, 1 vare');
});

test('buy contact lenses on a subscription every 3 months with a prescription', async ({ page }) => {
  await page.goto('/produkt/acuvue-oasys-1-day-30-linser');
  await expect(page.getByRole('heading', { level: 1, name: /Acuvue Oasys 1-Day/ })).toBeVisible();

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
  // The prescription's age, as for glasses: confirmed before the lenses can go to the cart.
  await tabTo(
    page,
    page.getByRole('checkbox', { name: 'Jeg bekrefter at resepten er under ett år gammel.' }),
  );
  await page.keyboard.press('Space');
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

test('an invalid glasses prescription shows each rule’s message, then the glasses go to the cart', async ({
  page,
}) => {
  await page.goto('/produkt/ray-ban-rx7047-blaa');
  await expect(page.getByRole('heading', { level: 1, name: 'Ray-Ban RX7047' })).toBeVisible();
  await tabTo(page, page.getByRole('radio', { name: 'Bare innfatning' }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('heading', { level: 2, name: 'Velg glass' })).toBeVisible();
  await page.getByText('Dataglass', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /Dataglass/ })).toBeChecked();

  const field = (label: string, eye: 'høyre' | 'venstre') =>
    page.getByLabel(new RegExp(`^${label}, ${eye} øye`));
  const submit = page.getByRole('button', { name: 'Legg i handlekurven' });
  const alert = page.getByRole('heading', { name: 'Dette må rettes' });

  // Nothing typed: sphere and PD for each eye, the working distance and the confirmation.
  await submit.click();
  await expect(alert).toBeVisible();
  for (const message of [
    'Skriv sfære for høyre øye.',
    'Skriv sfære for venstre øye.',
    'Skriv PD for høyre øye.',
    'Skriv PD for venstre øye.',
    'Skriv avstanden til skjermen i centimeter.',
    'Bekreft at resepten er under ett år gammel.',
  ]) {
    await expect(page.getByText(message).first()).toBeVisible();
  }
  await expect(field('Sfære \\(SPH\\)', 'høyre')).toBeFocused();

  // Sphere + addition over +4.00, an axis without a cylinder, a working distance over 500 cm.
  await field('Sfære \\(SPH\\)', 'høyre').fill('+3,00');
  await field('Addisjon \\(ADD\\)', 'høyre').fill('+1,50');
  await field('Akse \\(AX\\)', 'høyre').fill('90');
  await field('PD \\(mm\\)', 'høyre').fill('31');
  await field('Sfære \\(SPH\\)', 'venstre').fill('+1,00');
  await field('PD \\(mm\\)', 'venstre').fill('31');
  await page.getByLabel(/^Til skjermen/).fill('600');
  await submit.click();
  await expect(page.getByText('Sfære pluss addisjon kan ikke være mer enn +4,00.').first()).toBeVisible();
  await expect(page.getByText('Akse kan bare fylles ut når du har sylinder.').first()).toBeVisible();
  await expect(page.getByText('Arbeidsavstand kan være høyst 500 cm.').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/product-glasses-errors.png', fullPage: true });

  // Corrected: the frame and its computer lenses go to the cart.
  await field('Addisjon \\(ADD\\)', 'høyre').fill('+0,75');
  await field('Akse \\(AX\\)', 'høyre').fill('');
  await page.getByLabel(/^Til skjermen/).fill('65');
  await page.getByText('Jeg bekrefter at resepten er under ett år gammel.').click();
  await submit.click();
  const drawer = page.getByRole('dialog', { name: /Handlekurv/ });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Dataglass')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('the bar at the thumb adds the frame, and on a lens page asks for the strength first', async ({
    page,
  }) => {
    // #40: the bar offered the exam booking on a product page; it offers what the page is for.
    await page.goto('/produkt/ray-ban-rx7047-blaa');
    await expect(page.getByRole('heading', { level: 1, name: 'Ray-Ban RX7047' })).toBeVisible();
    const bar = page.getByTestId('mobile-bar');
    await addToCartButton(page).click();
    const drawer = page.getByRole('dialog', { name: /Handlekurv/ });
    await expect(drawer.getByRole('heading', { name: /RX7047/ })).toBeVisible();
    const toggle = page.getByRole('banner').getByRole('button', { name: /^Handlekurv/ });
    await expect(toggle).toHaveAccessibleName('Handlekurv, 1 vare');
    await expect(bar.getByRole('link', { name: /Bestill synstest/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // Lenses need their strength: the bar's button submits the page's form, whose first empty field
    // says so and takes focus; nothing goes to the cart.
    await page.goto('/produkt/acuvue-oasys-1-day-30-linser');
    await expect(page.getByRole('heading', { level: 1, name: /Acuvue Oasys 1-Day/ })).toBeVisible();
    await addToCartButton(page).click();
    const strength = page
      .getByRole('main')
      .getByRole('combobox', { name: /Styrke/ })
      .first();
    await expect(strength).toBeFocused();
    await expect(strength).toHaveAttribute('aria-invalid', 'true');
    await expect(strength).toBeInViewport();
    await expect(toggle).toHaveAccessibleName('Handlekurv, 1 vare');
    await page.screenshot({ path: 'test-results/product-phone-bar-lenses.png' });

    // Another kind of page gives the bar back to its shortcuts.
    await page.goto('/finn-butikk');
    await expect(bar.getByRole('link', { name: /Bestill synstest/ })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Legg i handlekurven' })).toHaveCount(0);
  });

  test('the product page loads without moving anything on screen (no layout shift)', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { glimtShifts: number[] }).glimtShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{
          value: number;
          hadRecentInput: boolean;
        }>) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/produkt/ray-ban-rx7047-blaa');
    await expect(page.getByRole('heading', { level: 1, name: 'Ray-Ban RX7047' })).toBeVisible();
    // The buy box's button, and the same action in the bar at the thumb instead of the shortcuts.
    await expect(page.getByRole('main').getByRole('button', { name: 'Legg i handlekurven' })).toBeVisible();
    await expect(addToCartButton(page)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Snarveier' })).toHaveCount(0);
    // Wait until what could still move the page has landed, each for itself: the recommendations
    // below with their cards (not the placeholders), the fonts, and every picture on the screen.
    const related = page.getByRole('region', { name: 'Andre så også på' });
    await expect(related.getByRole('link').first()).toBeAttached();
    await page.waitForFunction(
      () =>
        document.fonts.status === 'loaded' &&
        Array.from(document.images)
          .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
          .every((img) => img.complete),
      undefined,
      { timeout: 0 },
    );
    const shifts = await page.evaluate(() => (window as unknown as { glimtShifts: number[] }).glimtShifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
  });
});
