import { expect, test, type Locator, type Page } from '@playwright/test';
import { addToCartButton } from './productSteps';

// Issue #40, "One pair of glasses is one item": lens lines were separate cart lines with empty grey
// picture boxes, and a pair counted once per line. With `?mockCart=glasses` (two frames, each with
// its lenses) the cart holds two items; the drawer shows each pair as one item, its lenses under
// the frame, with the frame's colour and size; removing the frame takes its lenses with it. A
// product added from its page is announced and listed first.

const cartToggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Handlekurv/ });

/** Opens the cart drawer from the header, by keyboard. */
async function openDrawer(page: Page): Promise<Locator> {
  const toggle = cartToggle(page);
  await toggle.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: /Handlekurv/ });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** The drawer's item whose heading is `name`. */
const itemNamed = (drawer: Locator, name: RegExp) =>
  drawer.getByTestId('cart-line').filter({ has: drawer.page().getByRole('heading', { name }) });

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('two pairs of glasses are two items, each with its lenses under the frame', async ({ page }) => {
      await page.goto('/?mockCart=glasses');
      await expect(cartToggle(page)).toHaveAccessibleName('Handlekurv, 2 varer');
      const drawer = await openDrawer(page);

      const items = drawer.getByRole('list', { name: 'Varer i handlekurven' }).getByTestId('cart-line');
      await expect(items).toHaveCount(2);
      // One picture per pair, each a picture (no empty grey box for a lens).
      await expect(drawer.getByTestId('cart-line-picture')).toHaveCount(2);
      await expect(drawer.getByTestId('cart-line-picture').locator('img')).toHaveCount(2);
      await expect(drawer.getByText('2 varer, inkl. mva.')).toBeVisible();

      const clubmaster = itemNamed(drawer, /Clubmaster Optics RX5154/);
      await expect(clubmaster.getByTestId('cart-line-variant')).toHaveText(
        /Farge: Svart.*Størrelse: 51-21-145/,
      );
      const parts = clubmaster.getByRole('list', { name: 'Innfatning og glass' });
      await expect(parts.getByRole('listitem')).toHaveText([
        /^Innfatning.*kr/,
        /^Progressive glass.*kr\s2\s990/,
      ]);
      // One quantity for the pair.
      await expect(clubmaster.getByRole('group', { name: /^Antall/ })).toHaveCount(1);

      const roundMetal = itemNamed(drawer, /Round Metal Optics RX6489/);
      await expect(roundMetal.getByTestId('cart-line-variant')).toHaveText(
        /Farge: Gull.*Størrelse: 49-20-140/,
      );
      await expect(
        roundMetal.getByRole('list', { name: 'Innfatning og glass' }).getByRole('listitem'),
      ).toHaveText([/^Innfatning/, /^Enkeltstyrke.*kr\s990/]);
      await page.screenshot({ path: `test-results/cart-glasses-one-item-${width}.png` });

      // Removing the frame takes its lenses with it: one pair is left.
      const remove = clubmaster.getByRole('button', {
        name: 'Fjern Clubmaster Optics RX5154 fra handlekurven',
      });
      await remove.focus();
      await page.keyboard.press('Enter');
      await expect(items).toHaveCount(1);
      await expect(drawer.getByText('Progressive glass')).toHaveCount(0);
      await expect(cartToggle(page)).toHaveAccessibleName('Handlekurv, 1 vare');
      await expect(drawer.getByText('1 vare, inkl. mva.')).toBeVisible();
    });

    test('a product added from its page is announced and listed first', async ({ page }) => {
      await page.goto('/produkt/ray-ban-rx7047-blaa?mockCart=glasses');
      await expect(page.getByRole('heading', { level: 1, name: 'Ray-Ban RX7047' })).toBeVisible();
      await expect(cartToggle(page)).toHaveAccessibleName('Handlekurv, 2 varer');
      const add = addToCartButton(page);
      await add.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: /Handlekurv/ });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByTestId('cart-announcer')).toHaveText(/^Lagt i handlekurven: .*RX7047$/);
      const items = drawer.getByRole('list', { name: 'Varer i handlekurven' }).getByTestId('cart-line');
      await expect(items).toHaveCount(3);
      await expect(items.first().getByRole('heading', { level: 3 })).toHaveText(/RX7047/);
      await expect(cartToggle(page)).toHaveAccessibleName('Handlekurv, 3 varer');
      await page.screenshot({ path: `test-results/cart-glasses-added-${width}.png` });
    });
  });
}
