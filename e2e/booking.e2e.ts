import { expect, test } from '@playwright/test';
import { chooseFirstTime, chooseStore, examAgeAndStore, expectStep, fillBooker } from './bookingSteps';
import { onTheFixturesDay } from './fixturesClock';
import { choose, press } from './keyboardSteps';

// Issue #18, "Done when": book an exam from the header's button to the confirmation; a taken time
// then another; cancel within 24 hours and see the fee; find the nearest store and book there.
// The page's clock, and so the fake backend's, is Tuesday 17 November 2026, 09:30 in Oslo: the
// fixtures' booking BK-1002 is that afternoon, within 24 hours.
test.beforeEach(({ page }) => onTheFixturesDay(page));

test('book an exam from the header button to the confirmation', async ({ page }) => {
  await page.goto('/');
  const book = page.getByRole('banner').getByRole('link', { name: 'Bestill synstest' }).first();
  await book.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/bestill-synstest$/);
  await expect(page.getByRole('status').filter({ hasText: 'Steg 1 av 6' })).toBeVisible();
  await examAgeAndStore(page, 'Glimt Majorstuen');
  await chooseFirstTime(page);
  await press(page, 'Neste');
  await expectStep(page, 'Dine opplysninger');
  await fillBooker(page);
  await press(page, 'Neste');
  await expectStep(page, 'Oppsummering');
  await press(page, 'Bekreft bestilling');
  await expect(page.getByRole('heading', { level: 1, name: 'Timen er bestilt' })).toBeFocused();
  await expect(page.getByText(/Referanse: GL/)).toBeVisible();
});

test('a time taken by someone else, then another time', async ({ page }) => {
  await page.goto('/bestill-synstest');
  await examAgeAndStore(page, 'Glimt Storo');
  const start = await chooseFirstTime(page);
  await press(page, 'Neste');
  await fillBooker(page);
  await press(page, 'Neste');
  await expectStep(page, 'Oppsummering');
  // Someone else books the same time first, through the same fake backend.
  const status = await page.evaluate(async (slot) => {
    const shopper = (await (await fetch('/api/site/shopper')).json()) as { token: string };
    const answer = await fetch('/api/booking', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CSRF-TOKEN': shopper.token },
      body: JSON.stringify({
        storeId: '1003',
        examTypeId: 'synstest',
        levelId: 'standard',
        ageGroupId: '18-75',
        start: slot,
        customer: { firstName: 'Ola', lastName: 'Hansen', email: 'ola@example.no', mobile: '98765432' },
      }),
    });
    return answer.status;
  }, start);
  expect(status).toBe(201);
  await press(page, 'Bekreft bestilling');
  await expect(page.getByRole('alert')).toContainText('Noen andre har nettopp bestilt denne tiden');
  await expectStep(page, 'Dag og tid');
  const next = await chooseFirstTime(page);
  expect(next).not.toBe(start);
  await press(page, 'Neste');
  await expect(page.getByLabel(/^Fornavn/)).toHaveValue('Kari');
  await press(page, 'Neste');
  await press(page, 'Bekreft bestilling');
  await expect(page.getByRole('heading', { level: 1, name: 'Timen er bestilt' })).toBeVisible();
});

test('cancel within 24 hours and see the fee', async ({ page }) => {
  // Kari's own booking: logged in, she opens it without the confirmation's link (#40).
  await page.goto('/bestill-synstest/BK-1002?mockAccount=customer');
  await expect(page.getByText(/Avbestiller du nå, koster det kr\s495/)).toBeVisible();
  await press(page, 'Avbestill timen');
  const dialog = page.getByRole('alertdialog', { name: 'Avbestill timen' });
  await expect(dialog).toContainText(/koster det kr\s495/);
  await dialog.getByRole('button', { name: /^Ja, avbestill og betal kr\s495$/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Avbestillingsgebyret på kr\s495 kommer på faktura/)).toBeVisible();
  await expect(page.getByText('Avbestilt', { exact: true })).toBeVisible();
});

test.describe('with the location shared', () => {
  test.use({ geolocation: { latitude: 63.4305, longitude: 10.3951 }, permissions: ['geolocation'] });

  test('find the nearest store and book there', async ({ page }) => {
    await page.goto('/finn-butikk');
    await expect(page.getByText('26 butikker')).toBeVisible();
    await press(page, 'Bruk min posisjon');
    await expect(page.getByText('Butikkene er sortert etter avstand fra deg.')).toBeVisible();
    const nearest = page.getByTestId('store-item').first();
    await expect(nearest).toContainText('Glimt Trondheim Torg');
    await nearest.getByRole('link', { name: /^Bestill synstest her/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/bestill-synstest\?butikk=1007$/);
    await choose(page, 'Synstest', 'Hva vil du bestille?');
    await choose(page, 'Utvidet synsundersøkelse');
    await press(page, 'Neste');
    await choose(page, '18–75 år');
    await press(page, 'Neste');
    await expectStep(page, 'Butikk');
    await expect(page.getByRole('radio', { name: /Glimt Trondheim Torg/ })).toBeChecked();
    await press(page, 'Neste');
    await chooseFirstTime(page);
    await press(page, 'Neste');
    await fillBooker(page);
    await press(page, 'Neste');
    await expect(page.getByText('Glimt Trondheim Torg')).toBeVisible();
    await press(page, 'Bekreft bestilling');
    await expect(page.getByRole('heading', { level: 1, name: 'Timen er bestilt' })).toBeVisible();
    await expect(page.getByText(/Glimt Trondheim Torg, /)).toBeVisible();
  });
});

test('book with an electronic requisition, and the manager approves it from the e-mail', async ({ page }) => {
  await page.goto('/bestill-synstest');
  await choose(page, 'Synstest', 'Hva vil du bestille?');
  await choose(page, 'Utvidet synsundersøkelse');
  const byRequisition = page.getByRole('checkbox', { name: 'Arbeidsgiveren min betaler med rekvisisjon' });
  await byRequisition.focus();
  await page.keyboard.press('Space');
  await expect(byRequisition).toBeChecked();
  await press(page, 'Neste');
  await expectStep(page, 'Alder');
  await choose(page, '18–75 år');
  await press(page, 'Neste');
  await chooseStore(page, 'Glimt Majorstuen');
  await press(page, 'Neste');
  await chooseFirstTime(page);
  await press(page, 'Neste');
  await fillBooker(page);
  await press(page, 'Neste');
  await expectStep(page, 'Rekvisisjon');
  await choose(page, 'Elektronisk');
  await page.getByLabel(/^Referanse/).fill('NE-2026-200');
  await page.getByLabel(/^E-post til lederen/).fill('ingrid.berg@nordlys-energi.no');
  await press(page, 'Neste');
  await expectStep(page, 'Oppsummering');
  await press(page, 'Bekreft bestilling');
  await expect(page.getByRole('heading', { level: 1, name: 'Timen er bestilt' })).toBeFocused();

  // The manager opens the link in the e-mail, logs in and comes back to the requisition.
  await page.getByTestId('dev-mailbox-open').click();
  const mailbox = page.getByTestId('dev-mailbox');
  // The manager's mail (the booker's own confirmation came too).
  const toManager = mailbox
    .getByRole('listitem')
    .filter({ hasText: /Rekvisisjon NE-2026-200 venter på godkjenning/ });
  await expect(toManager).toBeVisible();
  await toManager.getByRole('button', { name: 'Åpne lenken' }).click();
  await expect(page).toHaveURL(/\/min-konto\/logg-inn\?returnTo=%2Frekvisisjon%2FRQ-\d+$/);
  await page.getByLabel(/^E-post/).fill('ingrid.berg@nordlys-energi.no');
  await page.getByLabel(/^Passord/).fill('Leder2026');
  await press(page, 'Logg inn');
  await expect(page).toHaveURL(/\/rekvisisjon\/RQ-\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rekvisisjon NE-2026-200' })).toBeVisible();
  await expect(page.getByText('Kari Nordmann')).toBeVisible();
  await press(page, 'Godkjenn');
  const confirm = page.getByRole('alertdialog', { name: 'Godkjenne rekvisisjonen for Kari Nordmann?' });
  await confirm.getByRole('button', { name: 'Godkjenn' }).focus();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Godkjent' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Godkjenn' })).toHaveCount(0);
});
