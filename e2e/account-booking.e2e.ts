import { expect, test } from '@playwright/test';
import { chooseFirstTime, examAgeAndStore, expectStep } from './bookingSteps';
import { onTheFixturesDay } from './fixturesClock';
import { press } from './keyboardSteps';
import { openAccountPage } from './accountSteps';

// #35 item 9: the account's booking page. A logged-in customer books an exam from "Bestill synstest" in
// the account: the details step has her details from the account, and the new time is listed with the
// others. On the fixtures' day (Tuesday 17 November 2026, 09:30 in Oslo), where Kari has two upcoming
// times.
test.beforeEach(({ page }) => onTheFixturesDay(page));

for (const width of [375, 1280]) {
  test(`a customer books an exam from the account, her details filled in, and sees it among her times (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/min-konto?mockAccount=customer');
    await openAccountPage(page, 'Bestill synstest');
    const upcoming = page.getByRole('region', { name: 'Kommende timer' });
    await expect(upcoming.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('heading', { level: 1, name: 'Bestill synstest' })).toBeVisible();

    await examAgeAndStore(page, 'Glimt Majorstuen');
    await chooseFirstTime(page);
    await press(page, 'Neste');
    await expectStep(page, 'Dine opplysninger');
    // The account's customer, not a blank form.
    await expect(page.getByLabel(/^Fornavn/)).toHaveValue('Kari');
    await expect(page.getByLabel(/^Etternavn/)).toHaveValue('Nordmann');
    await expect(page.getByLabel(/^E-post/)).not.toHaveValue('');
    await press(page, 'Neste');
    await expectStep(page, 'Oppsummering');
    await press(page, 'Bekreft bestilling');
    await expect(page.getByRole('heading', { level: 1, name: 'Timen er bestilt' })).toBeFocused();
    await expect(page.getByText(/Referanse: GL/)).toBeVisible();

    // The list of her times above the confirmation has the new one (it kept showing two).
    await expect(upcoming.getByRole('listitem')).toHaveCount(3);
    await expect(upcoming).toContainText('Glimt Majorstuen');
  });
}
