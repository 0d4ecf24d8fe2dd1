import { expect, test } from '@playwright/test';
import { press } from './keyboardSteps';
import { openCustomer } from './staffSteps';

// #35 item 9: the staff tools reached by links, and a payment request sent by SMS. A store user on the
// shop's front page logs in from the header's account link with the store's account (from the demo's
// "Testkontoer"); the header then names the store, and its link leads to the tools. There they find a
// customer by phone number, add a product, and send the request by SMS; the customer's phone (the
// demo's Testpost panel) gets the link, which opens the request with the product on it.
test('a store user reaches the tools from the header and sends a payment request by SMS', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: /^Logg inn|^Min side/ }).click();
  await expect(page).toHaveURL(/\/min-konto\/logg-inn/);
  await page.getByLabel(/^E-post/).fill('oslo-city@butikk.glimt.test');
  await page.getByLabel(/^Passord/).fill('Butikk2026');
  await page.getByRole('button', { name: 'Logg inn', exact: true }).click();

  // Logged in, the header's account link names the store and leads to its tools.
  const storeLink = header.getByRole('link', { name: 'Glimt Oslo City' });
  await storeLink.click();
  await expect(page).toHaveURL(/\/butikk-verktoy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Butikkverktøy' })).toBeVisible();

  // The customer by the mobile number she gives at the counter, spaces and all.
  await openCustomer(page, '912 34 567', 'Kari Nordmann');

  await page.getByLabel(/^SKU-nummer/).fill('100001-1');
  await page.getByLabel(/^Antall/).fill('1');
  await press(page, 'Legg til');
  await expect(page.getByText(/La til Clubmaster Optics RX5154\. Totalt kr\s1\s499\./)).toBeVisible();

  // By SMS, to the number masked as the tools show it.
  const bySms = page.getByRole('radio', { name: /^SMS til / });
  await bySms.focus();
  await page.keyboard.press('Space');
  await expect(bySms).toBeChecked();
  await press(page, 'Send betalingsforespørsel');
  await expect(page.getByRole('heading', { name: 'Betalingsforespørsel sendt' })).toBeFocused();
  await expect(page.getByText(/^Sendt på SMS til .*67\.$/)).toBeVisible();

  // The SMS reaches Kari's phone, not her e-mail, and its link opens the request.
  await page.getByTestId('dev-mailbox-open').click();
  const mailbox = page.getByTestId('dev-mailbox');
  await expect(mailbox.getByRole('listitem')).toHaveCount(1);
  await expect(mailbox.getByRole('listitem').first()).toContainText('til +4791234567');
  await mailbox.getByRole('button', { name: 'Åpne lenken' }).click();
  await expect(page).toHaveURL(/\/betalingsforesporsel\/[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Betalingsforespørsel fra Glimt' })).toBeVisible();
  await expect(page.getByText('Clubmaster Optics RX5154')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Betal kr\s1\s499$/ })).toBeVisible();
});
