import { expect, test } from '@playwright/test';
import { tabTo } from './keyboardSteps';
import { openMail } from './mailSteps';

// Issue #40, "The product page": choosing a sold-out colour reset the chosen size, and a sold-out
// variant offered only "spør i butikken". Each colour of a frame is a page of its own; the size the
// shopper chose now goes along to the next colour, sold out or not, and back again; and a sold-out
// variant offers "Varsle meg", whose confirmation reaches the fake mailbox. "Suggestions tell
// variants apart": the header search listed the two colours of a frame as the same name twice.

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the chosen size stays when the shopper looks at a sold-out colour and back', async ({ page }) => {
      await page.goto('/produkt/ray-ban-rx7047-blaa');
      await expect(page.getByRole('heading', { level: 1, name: 'Ray-Ban RX7047' })).toBeVisible();
      const sizes = page.getByRole('radiogroup', { name: 'Størrelse' });
      await tabTo(page, sizes.getByRole('radio', { name: '54-17-145' }));
      await page.keyboard.press('ArrowRight');
      await expect(sizes.getByRole('radio', { name: '56-17-145' })).toBeChecked();
      await expect(page).toHaveURL(/\?sku=100004-2$/);
      // The specification follows the chosen size (it said the first size's 54 mm for both).
      const measure = (name: string) =>
        page
          .getByRole('region', { name: 'Spesifikasjoner' })
          .getByRole('term')
          .filter({ hasText: name })
          .locator('xpath=following-sibling::dd[1]');
      await expect(measure('Glassbredde')).toHaveText('56 mm');
      await expect(measure('Brobredde')).toHaveText('17 mm');
      await expect(measure('Stanglengde')).toHaveText('145 mm');

      // To the colours and over to black, which is sold out in every size.
      await page.keyboard.press('Shift+Tab');
      await expect(page.getByRole('radio', { name: 'Blå' })).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(page).toHaveURL(/\/produkt\/ray-ban-rx7047-svart\?storrelse=56-17-145$/);
      await expect(page.getByRole('radiogroup', { name: 'Farge: Svart' })).toBeVisible();
      await expect(sizes.getByRole('radio', { name: '56-17-145 (utsolgt)' })).toBeChecked();
      await expect(page.getByTestId('buy-out-of-stock')).toBeVisible();
      await page.screenshot({ path: `test-results/product-sold-out-colour-${width}.png`, fullPage: true });

      // "Varsle meg" for that size, by keyboard; the thanks take focus, and the mail arrives.
      const address = page.getByRole('textbox', { name: /E-postadresse/ });
      await tabTo(page, address);
      await page.keyboard.type('kari@example.no');
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('stock-alert-sent')).toBeFocused();
      await expect(page.getByTestId('stock-alert-sent')).toContainText('kari@example.no');
      const mail = await openMail(page, 'Vi sier fra når Ray-Ban RX7047 er på lager igjen');
      await expect(mail).toContainText('(Svart, 56-17-145)');
      await page.keyboard.press('Escape');

      // A reload keeps it (it is in the address), and back to blue keeps the size too.
      await page.reload();
      await expect(sizes.getByRole('radio', { name: '56-17-145 (utsolgt)' })).toBeChecked();
      await tabTo(page, page.getByRole('radio', { name: 'Svart (utsolgt)' }));
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('radiogroup', { name: 'Farge: Blå' })).toBeVisible();
      await expect(sizes.getByRole('radio', { name: '56-17-145' })).toBeChecked();
      await expect(page.getByRole('button', { name: 'Legg i handlekurven' }).first()).toBeVisible();
    });

    test('the header search tells the two colours of a frame apart', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('main#main-content')).toBeVisible();
      await page.getByRole('banner').getByRole('button', { name: /^Søk/ }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Søk' });
      await expect(dialog.getByRole('combobox')).toBeFocused();
      await page.keyboard.type('rx7047');
      await expect(dialog.getByRole('status')).toHaveText(/^\d+ treff for «rx7047»$/);
      const frames = dialog.getByRole('option', { name: /RX7047/ });
      await expect(frames).toHaveCount(2);
      await expect(frames.filter({ hasText: 'Svart' })).toHaveCount(1);
      await expect(frames.filter({ hasText: 'Blå' })).toHaveCount(1);
      await page.screenshot({ path: `test-results/search-variants-${width}.png` });

      // The arrow keys reach the blue one, and Enter opens that colour's page.
      for (let step = 0; step < 20; step += 1) {
        if ((await frames.filter({ hasText: 'Blå' }).getAttribute('aria-selected')) === 'true') break;
        await page.keyboard.press('ArrowDown');
      }
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/produkt\/ray-ban-rx7047-blaa/);
      await expect(page.getByRole('radiogroup', { name: 'Farge: Blå' })).toBeVisible();
    });
  });
}
