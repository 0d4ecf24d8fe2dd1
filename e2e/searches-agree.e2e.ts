import { expect, test, type Page } from '@playwright/test';
import { gotoListing } from './listingSteps';

// Issue #40, "The two searches agree": for "ray" the header search said 20 hits, the widget's
// search 92, and "Se alle 20 treff" led to "Viser 8 av 18" with no way on. A query's product count
// is now one number in the header search, its "Se alle N treff", the search page's type and list,
// and the widget's search, and the search page reaches every hit.

const QUERY = 'ray';

/** The number in a text ("Se alle 92 treff", "Vis alle 92 resultater", "Viser 73–92 av 92"). */
function lastNumber(text: string | null): number {
  const numbers = (text ?? '').match(/\d+/g) ?? [];
  return Number(numbers.at(-1) ?? NaN);
}

/** Types the query in the header search and reads its count, once it answers the whole query. */
async function headerSearchCount(page: Page): Promise<number> {
  await page.goto('/');
  await expect(page.locator('main#main-content')).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: /^Søk/ }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Søk' });
  const field = dialog.getByRole('combobox');
  await expect(field).toBeFocused();
  await page.keyboard.type(QUERY);
  // The live region names the query it counts, so this is the answer to "ray", not to "ra".
  const status = dialog.getByRole('status');
  await expect(status).toHaveText(new RegExp(`^\\d+ treff for «${QUERY}»$`));
  const count = lastNumber(await status.textContent());
  await expect(dialog.getByRole('option', { name: `Se alle ${count} treff` })).toBeVisible();
  return count;
}

/** Types the query in the widget's search field on a category page and reads its 'view all' count. */
async function widgetSearchCount(page: Page): Promise<number> {
  await gotoListing(page, '/briller');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: /^Søk/ }).click();
  const modal = page.getByRole('dialog', { name: 'Søk' });
  await expect(modal.getByRole('combobox')).toBeFocused();
  // 'View all' comes with the answer to the whole query: wait for it, however long a busy machine takes.
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/v2/search/results') &&
      (response.request().postData() ?? '').includes(`"${QUERY}"`),
    { timeout: 0 },
  );
  await page.keyboard.type(QUERY);
  await answered;
  const viewAll = modal.getByRole('option', { name: /^Vis (alle )?\d+ resultat/ });
  await expect(viewAll).toBeVisible();
  return lastNumber(await viewAll.textContent());
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the header search, its search page and the widget count the same products for "ray"', async ({
      page,
    }) => {
      const count = await headerSearchCount(page);
      await page.getByRole('option', { name: `Se alle ${count} treff` }).click();

      // The search page: its product list and its "Produkter" type say the same number, and the
      // link led to that type.
      const main = page.getByRole('main');
      const products = main.locator('section[data-group="products"]');
      await expect(
        products.getByText(new RegExp(`^(Viser 1–\\d+ av ${count}|${count} treff)$`)),
      ).toBeVisible();
      const type = main
        .getByRole('navigation', { name: 'Resultattyper' })
        .getByRole('link', { name: /^Produkter/ });
      await expect(type).toHaveAccessibleName(`Produkter ${count} treff`);
      await expect(page).toHaveURL(new RegExp(`/search\\?q=${QUERY}&s=products$`));
      await expect(type).toHaveAttribute('aria-current', 'page');

      // Page on to the last product hit.
      const next = main.getByRole('link', { name: 'Neste side' });
      for (let pages = 1; (await next.count()) > 0; pages += 1) {
        expect(pages, 'the pager ends').toBeLessThan(count);
        const shownBefore = await products.getByText(/^Viser \d+–\d+ av \d+$/).textContent();
        await next.click();
        await expect(products.getByText(/^Viser \d+–\d+ av \d+$/)).not.toHaveText(shownBefore ?? '');
      }
      const range = products.getByText(new RegExp(`^Viser \\d+–${count} av ${count}$`));
      await expect(range).toBeVisible();
      const first = Number(/Viser (\d+)/.exec((await range.textContent()) ?? '')?.[1]);
      // One link a product card.
      const cards = products.getByRole('link');
      await expect(cards).toHaveCount(count - first + 1);
      await cards.last().scrollIntoViewIfNeeded();
      await expect(cards.last()).toBeVisible();
      await expect(type).toHaveAccessibleName(`Produkter ${count} treff`);

      // The widget's search says the same number.
      expect(await widgetSearchCount(page)).toBe(count);
    });

    test('the search page lists every store its "Butikker" type counts, not the first five', async ({
      page,
    }) => {
      await page.goto('/search?q=glimt&s=stores');
      const main = page.getByRole('main');
      const type = main
        .getByRole('navigation', { name: 'Resultattyper' })
        .getByRole('link', { name: /^Butikker/ });
      await expect(type).toHaveAttribute('aria-current', 'page');
      await expect(type).toHaveAccessibleName(/^Butikker \d+ treff$/);
      const stores = main.locator('section[data-group="stores"]');
      const total = lastNumber(await stores.getByText(/^\d+ treff$/).textContent());
      expect(total).toBeGreaterThan(5);
      await expect(stores.getByRole('link')).toHaveCount(total);
    });
  });
}
