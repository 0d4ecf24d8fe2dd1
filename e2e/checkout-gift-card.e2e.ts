import { expect, test } from '@playwright/test';
import { chooseDelivery, fillCheckoutDetails } from './checkoutSteps';
import { addToCartButton } from './productSteps';

// #35 item 9: paying with a gift card. A shopper buys a pair of sunglasses (kr 690) and pays with gift
// cards from the fake backend's fixtures: first one with a PIN mistyped, then one whose balance
// (kr 350,50) does not cover the total, then one with kr 1 000 on it. Afterwards the card's balance page
// shows what the order drew.
test('a shopper pays for sunglasses with a gift card, after a wrong PIN and a card that is short', async ({
  page,
}) => {
  await page.goto('/produkt/glimt-sol-svart');
  await addToCartButton(page).click();
  const drawer = page.getByRole('dialog', { name: /Handlekurv/ });
  await drawer.getByRole('link', { name: 'Til kassen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();

  await fillCheckoutDetails(page);
  await chooseDelivery(page, 'Hjemlevering');
  const payment = page.getByRole('region', { name: 'Betaling' });
  await payment.getByText(/^Gavekort/).click();
  await expect(page.getByRole('radio', { name: /^Gavekort/ })).toBeChecked();
  // A gift card asks for no personal number.
  await expect(payment.getByLabel(/^Fødselsnummer/)).toHaveCount(0);

  const number = payment.getByLabel(/^Gavekortnummer/);
  const pin = payment.getByLabel(/^PIN-kode/);
  const check = payment.getByRole('button', { name: 'Sjekk saldo' });
  // A PIN mistyped: the card is not found, and the number typed stays.
  await number.fill('6001 0000 0000 5678');
  await pin.fill('5687');
  await check.click();
  await expect(payment.getByRole('status')).toHaveText(
    'Vi fant ikke gavekortet. Sjekk nummeret og PIN-koden.',
  );
  await expect(number).toHaveValue('6001 0000 0000 5678');

  // The right PIN: kr 350,50 left, less than the total, and the page says what to do.
  await pin.fill('5678');
  await check.click();
  const status = payment.getByRole('status');
  await expect(status).toContainText('Saldo på gavekortet: kr 350,50.');
  await expect(status).toContainText(
    /Saldoen dekker ikke hele beløpet på kr\s[\d\s]+\. Velg Klarna, eller bruk et annet gavekort\./,
  );
  const totalText = /beløpet på kr\s([\d\s]+)\./.exec((await status.textContent()) ?? '')?.[1] ?? '';
  const total = Number(totalText.replace(/\s/g, ''));
  expect(total).toBeGreaterThanOrEqual(690);

  // Sent anyway: the order is not placed, the checkout says why, and what was typed stays.
  const place = page.getByRole('button', { name: 'Fullfør kjøpet' });
  await place.click();
  await expect(page.getByTestId('checkout-problem')).toContainText(
    'Gavekortet kunne ikke brukes: det finnes ikke, eller saldoen er for lav.',
  );
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(number).toHaveValue('6001 0000 0000 5678');
  await expect(page.getByRole('region', { name: 'Dine opplysninger' }).getByLabel('Gateadresse')).toHaveValue(
    'Storgata 1',
  );

  // Another card, with kr 1 000: it covers the order, which goes through.
  await number.fill('6001 0000 0000 1234');
  await pin.fill('1234');
  await check.click();
  await expect(status).toHaveText('Saldo på gavekortet: kr 1 000.');
  await place.click();
  await expect(page).toHaveURL(/\/checkout\/bekreftelse\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Takk for bestillingen!' })).toBeFocused();

  // The card's balance page, from the footer: the order's total is drawn from it.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Saldo på gavekort' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sjekk saldo på gavekort' })).toBeVisible();
  await page.getByLabel(/^Gavekortnummer/).fill('6001 0000 0000 1234');
  await page.getByLabel(/^PIN-kode/).fill('1234');
  await page.getByRole('button', { name: 'Sjekk saldo' }).click();
  const left = (1000 - total).toLocaleString('nb-NO').replace(/\s/g, ' ');
  await expect(page.getByRole('main')).toContainText(`kr ${left}`);
});
