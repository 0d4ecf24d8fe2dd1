import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseDelivery, fillCheckoutDetails } from './checkoutSteps';
import { kronerOf, sumKroner } from '../test-support/kroner';

/**
 * The checkout as a guest (the demo shopper starts with a frame and two boxes of lenses in the
 * cart): details, click and collect at a store, Klarna, then the order confirmation. The fake
 * backend lives in the page; Klarna's page is the fake backend's redirect back to `/checkout?klarna=`.
 */

/** Counts the purchase events the tracker sends to the widget API's `/v2/create-events`. */
function countPurchases(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v2/create-events') && (request.postData() ?? '').includes('"purchase"')) {
      sent.push(request.postData() ?? '');
    }
  });
  return sent;
}

/** What a page of the demo writes down for this test (see {@link recordPurchasesSent}). */
interface PageRecord {
  /** The purchase events handed to the browser, when they were sent, not when the request is seen. */
  glimtPurchasesSent: string[];
  /** How often a level-1 heading took focus (the confirmation focuses its own once its order is in). */
  glimtHeadingsFocused: number;
}

/**
 * From the next page load on, each page keeps a record of the purchase events it hands to the
 * browser (`sendBeacon` or `fetch` to `/v2/create-events`) and of the focus its headings take.
 */
async function recordPurchasesSent(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as PageRecord;
    record.glimtPurchasesSent = [];
    record.glimtHeadingsFocused = 0;
    const note = (url: unknown, body: unknown) => {
      if (String(url).includes('/v2/create-events') && String(body).includes('"purchase"'))
        record.glimtPurchasesSent.push(String(body));
    };
    const beacon = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      note(url, data);
      return beacon(url, data);
    };
    const fetchBefore = window.fetch.bind(window);
    window.fetch = (input, init) => {
      note(input instanceof Request ? input.url : input, init?.body);
      return fetchBefore(input, init);
    };
    document.addEventListener('focusin', (event) => {
      if (event.target instanceof HTMLHeadingElement && event.target.tagName === 'H1')
        record.glimtHeadingsFocused += 1;
    });
  });
}

/** The page's record (see {@link recordPurchasesSent}). */
function pageRecord(page: Page): Promise<PageRecord> {
  return page.evaluate(() => {
    const { glimtPurchasesSent, glimtHeadingsFocused } = window as unknown as PageRecord;
    return { glimtPurchasesSent, glimtHeadingsFocused };
  });
}

test('from a filled cart through click and collect and Klarna (the personal number asked for with it) to the confirmation, the purchase sent once', async ({
  page,
}) => {
  const purchases = countPurchases(page);
  await recordPurchasesSent(page);
  await page.goto('/checkout?mockCart=usual');
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
  await fillCheckoutDetails(page);

  await chooseDelivery(page, 'Klikk og hent i butikk');
  // The shopper sees the store picker come (the stores load when the method is chosen) before
  // pressing on: a press while the list arrives can miss the button as the column grows.
  const store = page.getByLabel(/Butikk du henter i/);
  await expect(store).toBeVisible();
  const place = page.getByRole('button', { name: 'Fullfør kjøpet' });
  await place.click();
  // No store yet: the store picker says so, and nothing was sent.
  await expect(store).toHaveAttribute('aria-invalid', 'true');
  await store.selectOption({ index: 1 });
  await expect(page.getByRole('radio', { name: 'Klarna' })).toBeChecked();
  await place.click();
  // Klarna is chosen, so the personal number is asked for beside it: left empty, "Fullfør kjøpet"
  // stops at the field (nothing sent), and what was typed stays.
  await expect(store).not.toHaveAttribute('aria-invalid', 'true');
  const ssn = page.getByLabel(/^Fødselsnummer/);
  await expect(ssn).toHaveAttribute('aria-invalid', 'true');
  await expect(ssn).toBeFocused();
  await expect(page.getByLabel('Fornavn')).toHaveValue('Ola');
  await ssn.fill('010190-12345');
  await place.click();

  await expect(page).toHaveURL(/\/checkout\/bekreftelse\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Takk for bestillingen!' })).toBeFocused();
  await expect(page.getByText(/klare til henting i butikken/)).toBeVisible();
  await expect(page.getByText(/Clubmaster/)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Handlekurv/ })).toHaveCount(0);
  await expect.poll(() => purchases.length).toBe(1);

  // A second visit shows the order again and does not report the purchase twice. The confirmation
  // decides in an effect that runs before the one that focuses its heading, and the tracker hands a
  // purchase to the browser at once (a beacon, or fetch): once the heading has taken focus, a second
  // report would already be in the page's record. (The demo then moves focus on to the new page's
  // main content. A reload would start the demo's fake backend afresh and find no order: the demo
  // keeps no state across a reload yet, issue #40.)
  const before = await pageRecord(page);
  await page.getByRole('banner').getByRole('link', { name: 'Glimt, til forsiden' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(page.getByText(/Ordrenummer: \d+/)).toBeVisible();
  await expect
    .poll(async () => (await pageRecord(page)).glimtHeadingsFocused)
    .toBeGreaterThan(before.glimtHeadingsFocused);
  expect((await pageRecord(page)).glimtPurchasesSent).toHaveLength(before.glimtPurchasesSent.length);
  expect(purchases).toHaveLength(1);
});

test('an expired Klarna transaction starts the payment again without re-entering the details', async ({
  page,
}) => {
  await page.goto('/checkout?mockCart=usual');
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
  await fillCheckoutDetails(page);
  await chooseDelivery(page, 'Hjemlevering');

  // Klarna sends the shopper back with a transaction the shop no longer knows (it expired).
  await page.goto('/checkout?klarna=KL-expired&mockCart=usual');
  const problem = page.getByTestId('checkout-problem');
  await expect(problem).toContainText('Betalingen ble ikke fullført i tide');
  await expect(page.getByLabel('Fornavn')).toHaveValue('Ola');
  await expect(page.getByLabel('Poststed')).toHaveValue('Oslo');
  await expect(page.getByRole('radio', { name: /^Hjemlevering –/ })).toBeChecked();

  // The personal number is never kept in the draft: Klarna's field asks for it again.
  await page.getByLabel(/^Fødselsnummer/).fill('010190-12345');
  await page.getByRole('button', { name: 'Fullfør kjøpet' }).click();
  await expect(page).toHaveURL(/\/checkout\/bekreftelse\/\d+$/);
  await expect(page.getByText(/sender den med Hjemlevering/)).toBeVisible();
});

// Issue #40, "a shop a shopper trusts": the personal number was asked for only after "Fullfør
// kjøpet", with a red "Kjøpet er ikke fullført" box. As soon as Klarna is the payment method, its
// field is there; the usual eleven digits without a hyphen are taken, and the order goes through.
for (const width of [375, 1280]) {
  test(`Klarna asks for the personal number with the payment choice, and eleven digits without a hyphen pay (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/checkout?mockCart=usual');
    await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
    await fillCheckoutDetails(page);
    await chooseDelivery(page, 'Hjemlevering');
    const payment = page.getByRole('region', { name: 'Betaling' });
    // A gift card first, then Klarna, as a shopper makes up their mind: the field comes with Klarna.
    await payment.getByText(/^Gavekort/).click();
    await expect(payment.getByLabel(/^Fødselsnummer/)).toHaveCount(0);
    await payment.getByText(/^Klarna/).click();
    await expect(page.getByRole('radio', { name: /^Klarna/ })).toBeChecked();
    const ssn = payment.getByLabel(/^Fødselsnummer/);
    await expect(ssn).toBeVisible();
    await expect(ssn).toHaveAccessibleDescription(/11 siffer, med eller uten bindestrek/);
    await expect(page.getByTestId('checkout-problem')).toHaveCount(0);

    await ssn.pressSequentially('01019012345');
    await ssn.blur();
    await expect(ssn).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Fullfør kjøpet' }).click();

    await expect(page).toHaveURL(/\/checkout\/bekreftelse\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Takk for bestillingen!' })).toBeFocused();
    await expect(page.getByText(/sender den med Hjemlevering/)).toBeVisible();
  });
}

/** The amounts a list of totals shows (each `dd`), in kroner. */
async function amountsIn(list: Locator) {
  return (await list.locator('dd').allTextContents()).map(kronerOf);
}

// Issue #40, "the sums must agree": the confirmation left the discount out, so its lines added up to
// more than its total. Every total a shopper reads lists the same lines, discount and delivery.
for (const width of [375, 1280]) {
  test(`with a discount code the checkout, the confirmation and the order's page add up to the same total (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/checkout?mockCart=usual&mockAccount=customer');
    await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
    await chooseDelivery(page, 'Hjemlevering');
    await page.getByLabel('Rabattkode').fill('GLIMT10');
    await page.getByRole('button', { name: 'Bruk koden' }).click();
    const totals = page.getByRole('region', { name: 'Å betale' }).locator('dl');
    await expect(totals).toContainText('Rabatt (GLIMT10)');
    const atCheckout = await amountsIn(totals);
    const charged = atCheckout.pop();
    // Varer − rabatt + frakt = totalt, as the checkout shows it.
    expect(sumKroner(atCheckout)).toBe(charged);

    await page.getByRole('button', { name: 'Fullfør kjøpet' }).click();
    await expect(page).toHaveURL(/\/checkout\/bekreftelse\/\d+$/);
    const ordered = page.getByRole('region', { name: 'Dette har du bestilt' });
    await expect(ordered).toContainText('Rabatt (GLIMT10)');
    const confirmed = await amountsIn(ordered);
    expect(confirmed.pop()).toBe(charged);
    expect(sumKroner(confirmed)).toBe(charged);

    await page.getByRole('link', { name: 'Se ordrene dine' }).click();
    const newest = page.getByRole('table', { name: 'Ordrene dine, nyeste først' }).getByRole('link').first();
    await newest.click();
    const items = page.getByRole('table', { name: /^Varene i ordre/ });
    await expect(items.getByRole('row', { name: /Rabatt \(GLIMT10\)/ })).toBeVisible();
    const cells = await items
      .locator('tr')
      .evaluateAll((rows) => rows.slice(1).map((row) => row.lastElementChild?.textContent ?? ''));
    const onItsPage = cells.map(kronerOf);
    expect(onItsPage.pop()).toBe(charged);
    expect(sumKroner(onItsPage)).toBe(charged);
  });
}
