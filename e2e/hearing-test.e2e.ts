import { expect, test } from '@playwright/test';
import { chooseFirstTime, chooseStore, expectStep, fillBooker } from './bookingSteps';
import { onTheFixturesDay } from './fixturesClock';
import { choose, press } from './keyboardSteps';

// #35 item 9: the hearing test had a route and a footer link, and no journey walked it. From the
// footer to the confirmation, by keyboard, on the fixtures' day.
test.beforeEach(({ page }) => onTheFixturesDay(page));

test('book a hearing test from the footer to the confirmation', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Bestill hørselstest' }).click();
  await expect(page).toHaveURL(/\/bestill-horselstest$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bestill hørselstest' })).toBeVisible();
  // One exam and one level: the wizard starts at the age (five steps, not the eye exam's six).
  await expect(page.getByRole('status').filter({ hasText: 'Steg 1 av 5' })).toBeVisible();
  await choose(page, '18–75 år');
  await press(page, 'Neste');
  await expectStep(page, 'Butikk');
  // Only stores with an audiologist offer it: Majorstuen does.
  await chooseStore(page, 'Glimt Majorstuen', 'Majorstuen');
  await press(page, 'Neste');
  await expectStep(page, 'Dag og tid');
  await chooseFirstTime(page);
  await press(page, 'Neste');
  await expectStep(page, 'Dine opplysninger');
  await fillBooker(page);
  await press(page, 'Neste');
  await expectStep(page, 'Oppsummering');
  const summary = page.getByRole('main');
  // What is booked, though no step asked: the exam and its price.
  await expect(summary.getByRole('definition').filter({ hasText: /^Hørselstest$/ })).toBeVisible();
  await expect(summary).toContainText('Gratis');
  await expect(summary).toContainText('Glimt Majorstuen');
  await press(page, 'Bekreft bestilling');
  await expect(page.getByRole('heading', { level: 1, name: 'Timen er bestilt' })).toBeFocused();
  await expect(page.getByText(/Referanse: GL\w+/)).toBeVisible();
});
