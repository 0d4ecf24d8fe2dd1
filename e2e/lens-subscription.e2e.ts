import { expect, test } from '@playwright/test';
import { onTheFixturesDay } from './fixturesClock';

// On the fixtures' day (17 November 2026): the temporary address's dates, February 2027, are ahead.
test.beforeEach(({ page }) => onTheFixturesDay(page));

/**
 * A customer sees the strength delivered, pauses a lens subscription (no next delivery while
 * paused), activates it again (told the next delivery's date before confirming) and sees that
 * delivery back, then changes the interval.
 * `?mockAccount=customer` logs the demo in; the fake backend lives in the page, so the journey stays
 * in one page load.
 */
test('pause then activate a lens subscription, then change its interval', async ({ page }) => {
  await page.goto('/min-konto/abonnement?mockAccount=customer');
  await page.getByRole('link', { name: 'Se Acuvue Oasys 1-Day, Abonnement AB-204518' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Linseabonnement: Acuvue Oasys 1-Day' }),
  ).toBeVisible();
  await expect(page.getByText('Aktivt', { exact: true })).toBeVisible();
  // What each eye gets delivered.
  await expect(page.getByText('Styrke: -3,00 BC 8,5 DIA 14,3')).toBeVisible();

  await page.getByRole('button', { name: 'Sett på pause' }).click();
  const pause = page.getByRole('alertdialog', { name: 'Sette abonnementet på pause?' });
  await expect(pause).toContainText('ingen linser og trekker ingen betaling');
  await pause.getByRole('button', { name: 'Sett på pause' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'satt på pause' })).toBeFocused();
  await expect(page.getByText('Ingen levering og ingen betaling mens abonnementet er pauset.')).toBeVisible();

  // Before it is confirmed, activating says when the next delivery comes: a quarter from the
  // fixtures' day, well past the 23 working days an order needs.
  await page.getByRole('button', { name: 'Aktiver abonnementet' }).click();
  const activate = page.getByRole('alertdialog', { name: 'Aktivere abonnementet?' });
  await expect(activate).toContainText('Neste levering blir 17. februar 2027.');
  await activate.getByRole('button', { name: 'Aktiver abonnementet' }).click();
  const activated = page.getByRole('status').filter({ hasText: 'aktivt igjen. Neste levering er' });
  await expect(activated).toBeVisible();
  await expect(page.getByText(/Bestillingen behandles rundt/)).toBeVisible();

  // By keyboard, as the radio group offers it (arrow keys move and choose).
  await page.getByRole('radio', { name: 'Hver 3. måned' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Hver 6. måned' })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Intervallet er endret' })).toBeVisible();
  await expect(page.getByText('Leveres hver 6. måned')).toBeVisible();
});

/**
 * A customer adds a product to the lens subscription from the products that can be subscribed (the
 * eye and packages per delivery), sees the new price per delivery and the product on the
 * subscription, then sets a temporary delivery address for a trip and sees it saved.
 */
test('add a product to a lens subscription, then set a temporary delivery address', async ({ page }) => {
  await page.goto('/min-konto/abonnement/linse/L-20001?mockAccount=customer');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Linseabonnement: Acuvue Oasys 1-Day' }),
  ).toBeVisible();

  const productLines = page.getByRole('main').getByRole('listitem');
  const linesBefore = await productLines.count();
  await page.getByRole('link', { name: 'Legg til produkt' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Legg til produkt i abonnementet' }),
  ).toBeVisible();
  const choices = page.getByRole('list', { name: 'Velg et produkt som kan leveres på abonnement' });
  // A lens the subscription does not have yet (it has Acuvue Oasys 1-Day for each eye), so it gets a line of its own.
  const firstChoice = choices.getByRole('link').filter({ hasNotText: 'Oasys' }).first();
  const productName = ((await firstChoice.textContent()) ?? '').replace(/^Velg /, '').trim();
  await firstChoice.click();
  await expect(page.getByRole('heading', { level: 2, name: productName })).toBeVisible();
  // react-aria's radios are chosen through their label, as a shopper does.
  await page.getByRole('radiogroup', { name: 'Til hvilket øye' }).getByText('Venstre øye').click();
  await expect(page.getByRole('radio', { name: 'Venstre øye' })).toBeChecked();
  await page.getByRole('button', { name: 'Legg til i abonnementet' }).click();
  const added = page
    .getByRole('status')
    .filter({ hasText: 'Produktet er lagt til. Ny pris per levering er' });
  await expect(added).toBeFocused();

  await added.getByRole('link').click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Linseabonnement: Acuvue Oasys 1-Day' }),
  ).toBeVisible();
  // One more product line, and the product's name among the lines (the page adds the brand to it).
  await expect(productLines).toHaveCount(linesBefore + 1);
  await expect(page.getByRole('main').getByText(productName).first()).toBeVisible();

  await page.getByRole('button', { name: 'Legg til midlertidig adresse' }).click();
  const address = page.getByRole('form', { name: 'Legg til midlertidig adresse' });
  // The opened form takes focus to its first field a task later. Typing waits for that, as a
  // shopper's does: a fill that starts first can have its text land in that field instead (a CI
  // run found the street empty).
  await expect(address.getByLabel('C/o (valgfritt)')).toBeFocused();
  await address.getByLabel('Gateadresse').fill('Hyttegrenda 12');
  await address.getByLabel('Postnummer').fill('3580');
  await address.getByLabel('Poststed').fill('Geilo');
  // The "to" date before the "from" date is refused, and nothing typed is lost.
  await address.getByLabel('Fra og med').fill('2027-02-10');
  await address.getByLabel('Til og med').fill('2027-02-01');
  await address.getByRole('button', { name: 'Lagre adressen' }).click();
  await expect(address.getByText('Til-datoen må være etter fra-datoen.')).toBeVisible();
  await expect(address.getByLabel('Gateadresse')).toHaveValue('Hyttegrenda 12');
  await address.getByLabel('Til og med').fill('2027-02-24');
  await address.getByRole('button', { name: 'Lagre adressen' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Den midlertidige adressen er lagret.' }),
  ).toBeVisible();
  await expect(page.getByText(/Brukes fra .* til .*Hyttegrenda 12/)).toBeVisible();
});
