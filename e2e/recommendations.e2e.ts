import { expect, test, type Page } from '@playwright/test';

// Issue #16, "Done when": the demo's home and product pages show widget recommendations, and a page
// of the demo (`/anbefalt`, "Se flere anbefalinger" on the home page) is taken over by the page
// replacer and given back. Issue #40: the shop's own content pages, such as "Bærekraft", stay the
// shop's, with no developer text.

/** Opens a demo page and waits until the shell and the fake backend are up. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main#main-content')).toBeVisible();
}

/** The widget's recommendation cards in `scope` (links carrying `data-recommendation-id`). */
const cards = (page: Page, name: string) =>
  page.getByRole('region', { name }).locator('a[data-recommendation-id]');

test('the home page shows a widget recommendation slider that pages with the keyboard', async ({ page }) => {
  await open(page, '/');
  const slider = page.getByRole('region', { name: 'Populært akkurat nå' });
  await expect(slider.getByRole('heading', { name: 'Populært akkurat nå' })).toBeVisible();
  await expect(cards(page, 'Populært akkurat nå')).toHaveCount(12);
  const previous = slider.getByRole('button', { name: 'Vis forrige produkter' });
  const next = slider.getByRole('button', { name: 'Vis neste produkter' });
  await expect(previous).toBeDisabled();
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(previous).toBeEnabled();
  await expect(slider.getByText(/^Viser \d+–\d+ av 12$/)).toBeAttached();
  // #40: one row of products, in the listings' cards; the shop's own row beside it showed the same
  // products in another card ("Anbefalt for deg").
  await expect(page.getByRole('main').locator('[aria-roledescription="karusell"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Anbefalt for deg' })).toHaveCount(0);
});

test('a product page shows products like it, and a card leads to its page', async ({ page }) => {
  await open(page, '/produkt/ray-ban-aviator-classic-rb3025-gull');
  await expect(page.getByRole('heading', { level: 1, name: /Aviator/ })).toBeVisible();
  const related = cards(page, 'Andre så også på');
  await expect(related).toHaveCount(8);
  // One "Andre så også på", in one card style (#40: the page's own block showed it a second time).
  await expect(page.getByRole('heading', { name: 'Andre så også på' })).toHaveCount(1);
  const href = await related.first().getAttribute('href');
  expect(href).toBeTruthy();
  await related.first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  // The card's page is the product page too (also under its department's path).
  await expect(page.getByRole('button', { name: /Legg i handlekurven/ })).toBeVisible();
});

test('the page replacer takes over /anbefalt and gives the page back', async ({ page }) => {
  await open(page, '/');
  const homeTitle = await page.title();
  const more = page.getByRole('link', { name: 'Se flere anbefalinger' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/anbefalt$/);
  const replaced = page.getByTestId('replaced-page');
  await expect(replaced.getByRole('heading', { level: 1, name: 'Anbefalt for deg' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page).toHaveTitle('Anbefalt for deg – Glimt');
  await expect(cards(page, 'Utvalgt for deg')).toHaveCount(8);
  await expect(page.getByText(/widgeten/)).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(replaced).toHaveCount(0);
  await expect(page.locator('[data-glimt-page-replacer]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Se klart. Se godt ut.' })).toBeVisible();
  await expect(page).toHaveTitle(homeTitle);
});

test('the shop’s own "Bærekraft" page is the shop’s content, not the widget’s', async ({ page }) => {
  await open(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Bærekraft', exact: true }).click();
  await expect(page).toHaveURL(/\/barekraft$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bærekraft' })).toBeVisible();
  await expect(page.getByTestId('replaced-page')).toHaveCount(0);
  await expect(page.getByText(/widgeten/)).toHaveCount(0);
});

test('after a reload on the replaced page, going back shows the host page whole', async ({ page }) => {
  await open(page, '/');
  await page.getByRole('link', { name: 'Se flere anbefalinger' }).click();
  await expect(page.getByTestId('replaced-page')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('replaced-page')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Se klart. Se godt ut.' })).toBeVisible();
  await expect(page.getByTestId('replaced-page')).toHaveCount(0);
  await expect(page.locator('#main-content > div:first-of-type')).toBeVisible();
});

/** The behaviour events the page sends to the widget API's `create-events`, as they go out. */
function recordTrackingEvents(page: Page) {
  const sent: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.endsWith('/create-events')) return;
    // A batch of behaviour events is an array; a purchase goes alone as `{ events }`.
    const body = request.postDataJSON() as unknown;
    const events = Array.isArray(body) ? body : ((body as { events?: unknown[] }).events ?? []);
    sent.push(...(events as Array<Record<string, unknown>>));
  });
  return sent;
}

test('a recommendation opened, then put in the cart: the add to cart carries the click’s attribution', async ({
  page,
}) => {
  const sent = recordTrackingEvents(page);
  await open(page, '/produkt/ray-ban-aviator-classic-rb3025-gull');
  const related = cards(page, 'Andre så også på');
  await expect(related).toHaveCount(8);
  const productId = await related.first().getAttribute('data-product-id');
  const recommendationId = await related.first().getAttribute('data-recommendation-id');
  await related.first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /Legg i handlekurven/ })).toBeVisible();
  await page
    .getByRole('button', { name: /Legg i handlekurven/ })
    .first()
    .focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /Handlekurv/ })).toBeVisible();

  let click: Record<string, unknown> | undefined;
  await expect
    .poll(() => {
      click = sent.find((event) => event.type === 'recommendation_click');
      return sent.find((event) => event.type === 'add_to_cart' && event.product_id === productId);
    })
    .toMatchObject({ attribution_id: expect.any(String) });
  expect(click).toMatchObject({ product_id: productId, recommendation_id: recommendationId });
  const added = sent.find((event) => event.type === 'add_to_cart');
  expect(added?.attribution_id).toBe(click?.attribution_id);
});
