import { expect, test, type Page } from '@playwright/test';

// Issue #35, "every screen reachable": the recommender's `after_basket` items had no place in the
// shop. They follow the lines of the cart drawer, for a visitor who allowed personalisation (the demo
// starts as one who did); without that consent the drawer asks the recommender nothing.

/** Opens the demo with the demo shopper's usual cart (a frame and two boxes of lenses). */
async function openWithUsualCart(page: Page) {
  await page.goto('/?mockCart=usual');
  await expect(page.locator('main#main-content')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Handlekurv/ })).toHaveAccessibleName(
    'Handlekurv, 3 varer',
  );
}

/** The cookie settings from the footer, answered with `choice` ("Godta alle" or "Bare nødvendige"). */
async function chooseCookies(page: Page, choice: 'Godta alle' | 'Bare nødvendige') {
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: 'Innstillinger for informasjonskapsler' })
    .click();
  const settings = page.getByRole('dialog', { name: 'Innstillinger for informasjonskapsler' });
  await settings.getByRole('button', { name: choice }).click();
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
}

async function openCart(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Handlekurv/ })
    .click();
  const drawer = page.getByRole('dialog', { name: /Handlekurv/ });
  await expect(drawer.getByRole('list', { name: 'Varer i handlekurven' })).toBeVisible();
  return drawer;
}

test('with consent, the cart drawer suggests what goes with the cart, and a suggestion leads to its page', async ({
  page,
}) => {
  await openWithUsualCart(page);
  await chooseCookies(page, 'Godta alle');
  const drawer = await openCart(page);
  const suggestions = drawer.getByRole('region', { name: 'Passer godt sammen med' });
  const cards = suggestions.getByRole('link');
  await expect(cards.first()).toBeVisible();
  // What the cart holds already is not suggested again.
  const lines = await drawer
    .getByRole('list', { name: 'Varer i handlekurven' })
    .getByRole('heading', { level: 3 })
    .allTextContents();
  const offered = await suggestions.getByRole('heading', { level: 4 }).allTextContents();
  expect(offered.length).toBeGreaterThan(0);
  for (const line of lines) expect(offered).not.toContain(line);

  const href = await cards.first().getAttribute('href');
  expect(href).toMatch(/^\/produkt\//);
  const name = await suggestions.getByRole('heading', { level: 4 }).first().textContent();
  await cards.first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name ?? '');
});

test('with only the necessary cookies the drawer asks the recommender nothing', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/recommendations|CartRecommendations/.test(request.url())) asked.push(request.url());
  });
  await openWithUsualCart(page);
  await chooseCookies(page, 'Bare nødvendige');
  const drawer = await openCart(page);
  await expect(drawer.getByRole('button', { name: 'Tøm handlekurven' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Neither the block's chunk nor the recommender was asked for.
  await expect(drawer.getByRole('region', { name: 'Passer godt sammen med' })).toHaveCount(0);
  expect(asked).toEqual([]);
});
