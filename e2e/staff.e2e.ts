import { expect, test } from '@playwright/test';
import { press } from './keyboardSteps';
import { openCustomer, searchCustomers } from './staffSteps';

// Issue #21: a store user (the demo's `?mockAccount=store`) finds a customer, adds a product (the
// basket is read back when the store user comes back to the customer), sends a payment request by
// e-mail and follows its status; the customer opens the link from the e-mail (the demo's Testpost
// panel), pays it with Klarna (out and back) and the page confirms; back in the tools, the store
// user sees it paid. The backend lives in the page, so the whole journey is one page's history.

test('a store user sends a payment request by e-mail, the customer pays it, and the store sees it paid', async ({
  page,
}) => {
  await page.goto('/butikk-verktoy?mockAccount=store');
  await expect(page.getByRole('heading', { level: 1, name: 'Butikkverktøy' })).toBeVisible();

  // Someone nobody knows first: customer not found.
  await searchCustomers(page, 'finnesikke');
  await expect(page.locator('[data-search-status]')).toContainText('Fant ingen kunde for «finnesikke»');

  await openCustomer(page, 'nordmann', 'Kari Nordmann');

  await page.getByLabel(/^SKU-nummer/).fill('100001-1');
  await page.getByLabel(/^Antall/).fill('2');
  await press(page, 'Legg til');
  await expect(page.getByText(/La til Clubmaster Optics RX5154\. Totalt kr\s2\s998\./)).toBeVisible();

  // The store user serves someone else for a moment, then comes back: the basket is still there.
  await press(page, 'Bytt kunde');
  await openCustomer(page, 'nordmann', 'Kari Nordmann');
  await expect(page.getByText(/2 × kr\s1\s499/)).toBeVisible();

  const byEmail = page.getByRole('radio', { name: /^E-post til kari\.nordmann@example\.no/ });
  await byEmail.focus();
  await page.keyboard.press('Space');
  await expect(byEmail).toBeChecked();
  await press(page, 'Send betalingsforespørsel');
  await expect(page.getByRole('heading', { name: 'Betalingsforespørsel sendt' })).toBeFocused();
  await expect(page.getByText('Sendt på e-post til k•••@example.no.')).toBeVisible();
  await press(page, 'Oppdater status');
  await expect(page.getByRole('status').filter({ hasText: 'Status oppdatert' })).toHaveText(
    'Status oppdatert: Sendt, ikke betalt ennå.',
  );

  // The customer opens the link in the e-mail.
  await page.getByTestId('dev-mailbox-open').click();
  await page.getByTestId('dev-mailbox').getByRole('button', { name: 'Åpne lenken' }).first().click();
  await expect(page).toHaveURL(/\/betalingsforesporsel\/[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Betalingsforespørsel fra Glimt' })).toBeVisible();
  await expect(page.getByText('Clubmaster Optics RX5154')).toBeVisible();
  await expect(page.getByText(/2 × kr\s1\s499/)).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Klarna/ })).toBeChecked();
  const pay = page.getByRole('button', { name: /^Betal kr\s2\s998$/ });
  await pay.focus();
  await page.keyboard.press('Enter');

  // Out to Klarna and back to the request's page; it confirms, and the address loses `?klarna=`.
  await expect(page.getByRole('heading', { level: 1, name: 'Betalingen er mottatt' })).toBeFocused();
  await expect(page.getByText(/Takk for betalingen! Ordrenummeret ditt er \d+\./)).toBeVisible();
  await expect(page).toHaveURL(/\/betalingsforesporsel\/[0-9a-f]{32}$/);
  await expect(page.getByRole('button', { name: /^Betal/ })).toHaveCount(0);

  // The store user goes back to the tools (Back past the request's page, before and after Klarna):
  // the request kept for the tab's session is read at once, and it is paid.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/butikk-verktoy/);
  await expect(page.getByRole('heading', { name: 'Betalingsforespørsel sendt' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Status oppdatert' })).toHaveText(
    'Status oppdatert: Betalt.',
  );
  await expect(page.locator('[data-request-status]')).toHaveText('Betalt');
});

// Issue #40, "Staff tools": opened logged out, the tools said "Logg inn med butikkbrukeren din" with no
// way to do it. The notice now links to the login, which comes back to the tools.
for (const viewport of [
  { name: 'a phone', width: 375, height: 740 },
  { name: 'a desktop', width: 1280, height: 800 },
]) {
  test(`on ${viewport.name}, a store user who opens the tools logged out logs in from them and lands back in them`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/butikk-verktoy');
    await expect(page.getByRole('heading', { level: 1, name: 'For butikkansatte' })).toBeFocused();
    await page.keyboard.press('Tab');
    const login = page.getByRole('link', { name: 'Logg inn med butikkbrukeren' });
    await expect(login).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/min-konto\/logg-inn\?returnTo=%2Fbutikk-verktoy$/);
    // The store user's password is not the customers' one: the demo's "Testkontoer" says each
    // account's own (it said none before, #40), and the shopper copies it from there.
    await page.getByRole('button', { name: 'Testkontoer' }).click();
    const accounts = page.getByRole('dialog', { name: 'Testkontoer' });
    const store = accounts.locator('[data-account="store"]');
    await expect(store.getByRole('term')).toContainText('Butikkbruker');
    const email = await store.getByTestId('demo-account-email').innerText();
    const password = await store.getByTestId('demo-account-password').innerText();
    expect([email, password]).toEqual(['oslo-city@butikk.glimt.test', 'Butikk2026']);
    await page.keyboard.press('Escape');
    await expect(accounts).toBeHidden();
    await page.getByLabel(/^E-post/).fill(email);
    await page.getByLabel(/^Passord/).fill(password);
    await page.getByRole('button', { name: 'Logg inn', exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/butikk-verktoy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Butikkverktøy' })).toBeVisible();
    await expect(page.getByLabel(/^Navn, e-post, telefon eller kundenummer/)).toBeVisible();

    // #35: from anywhere in the shop, the header's link named after the store leads back to the tools.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Glimt, til forsiden|^Til forsiden/ })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('banner').getByRole('link', { name: 'Glimt Oslo City' }).click();
    await expect(page).toHaveURL(/\/butikk-verktoy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Butikkverktøy' })).toBeVisible();
  });
}
