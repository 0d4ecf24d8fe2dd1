import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectStep, fillBooker } from './bookingSteps';
import { onTheFixturesDay } from './fixturesClock';
import { choose, press } from './keyboardSteps';
import { openMail } from './mailSteps';

// Issue #40, the booking items: the first step shows what each exam costs; the calendar marks the
// days with free times for the eye and in each day's name; the confirmation says where the store
// is, gives the time as a calendar file (.ics) and what to bring, and never names "Synstest,
// Synstest"; a rebooking says the time was moved ("Timen er flyttet") and its "Se eller endre
// bestillingen" opens the booking's own page. The page's clock (and so the fake backend's) is
// Tuesday 17 November 2026, 09:30 in Oslo.
test.beforeEach(({ page }) => onTheFixturesDay(page));

/**
 * Chooses the day the calendar puts first in the tab order, which must be marked free (a dot, and
 * "ledige timer" in its name), then the day's time at `index`; answers the chosen start.
 */
async function chooseMarkedDay(page: Page, index = 0): Promise<string> {
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  const day = grid.locator('button[tabindex="0"]');
  await expect(day).toHaveAccessibleName(/, ledige timer$/);
  const dot = await day.evaluate((button) => getComputedStyle(button, '::after').content);
  expect(dot).not.toBe('none');
  await day.focus();
  await page.keyboard.press('Enter');
  const time = page.getByRole('radio').nth(index);
  await time.focus();
  await page.keyboard.press('Space');
  await expect(time).toBeChecked();
  return time.inputValue();
}

/** `YYYYMMDDTHHMM00` of an Oslo ISO start such as `2026-11-17T13:00:00+01:00`. */
function icsLocal(start: string): string {
  const [date = '', time = ''] = start.split('T');
  return `${date.replace(/-/g, '')}T${time.slice(0, 5).replace(':', '')}00`;
}

for (const width of [375, 1280]) {
  test(`at ${width} px: prices first, a marked free day, where and what to bring, a calendar file, then "flyttet"`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 740 : 900 });
    await page.goto('/bestill-synstest?butikk=1001');

    // Step 1: every exam type says its price; the eye exam's levels cost differently, so "fra".
    const types = page.getByRole('radiogroup', { name: 'Hva vil du bestille?' }).getByRole('radio');
    await expect(types.first()).toBeVisible();
    for (const type of await types.all()) await expect(type).toHaveAccessibleDescription(/Pris: /);
    await expect(page.getByText(/Pris: fra kr\s590/).first()).toBeVisible();
    await choose(page, /^Synstest$/, 'Hva vil du bestille?');
    await expect(page.getByText(/Pris: kr\s690/)).toBeVisible();
    await choose(page, /^Synstest$/, 'Velg undersøkelse');
    await press(page, 'Neste');

    // Age groups of one listing only, none overlapping.
    await expectStep(page, 'Alder');
    const groups = page.getByRole('radiogroup', { name: /Hvor gammel/ }).getByRole('radio');
    await expect(groups).toHaveCount(4);
    expect(await groups.evaluateAll((radios) => radios.map((r) => r.closest('label')?.textContent))).toEqual([
      '8–12 år',
      '13–17 år',
      '18–75 år',
      '76 år og eldre',
    ]);
    await choose(page, /^18–75 år$/);
    await press(page, 'Neste');
    await expect(page.getByRole('radio', { name: /Glimt Oslo City/ })).toBeChecked();
    await press(page, 'Neste');

    // The calendar: free days marked; a day without free times is still named, and says so.
    await expectStep(page, 'Dag og tid');
    await expect(
      page
        .getByRole('grid')
        .getByRole('button', { name: /, ingen ledige timer$/ })
        .first(),
    ).toBeAttached();
    const start = await chooseMarkedDay(page);
    await press(page, 'Neste');
    await fillBooker(page);
    await press(page, 'Neste');
    await expectStep(page, 'Oppsummering');
    await expect(page.getByText('Synstest', { exact: true })).toBeVisible();
    await expect(page.getByText(/Synstest, Synstest/)).toHaveCount(0);
    await press(page, 'Bekreft bestilling');

    // The confirmation: where, what to bring, the calendar file.
    await expect(page.getByRole('heading', { level: 1, name: 'Timen er bestilt' })).toBeFocused();
    await expect(page.getByText('Stenersgata 1, 0050 Oslo')).toBeVisible();
    const reference = (await page.getByText(/Referanse: GL\w+/).textContent())?.match(/GL\w+/)?.[0] ?? '';
    await expect(page.getByRole('heading', { name: 'Dette tar du med' })).toBeVisible();
    await expect(page.getByText(/Brillene du bruker i dag/)).toBeVisible();
    await expect(page.getByText(/Synstest, Synstest/)).toHaveCount(0);
    const downloading = page.waitForEvent('download');
    await press(page, 'Legg til i kalender');
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await readFile(await download.path(), 'utf8');
    expect(ics).toContain('LOCATION:Glimt Oslo City\\, Stenersgata 1\\, 0050 Oslo');
    expect(ics).toContain(`DTSTART;TZID=Europe/Oslo:${icsLocal(start)}`);
    expect(ics).toContain('SUMMARY:Synstest hos Glimt Oslo City');

    // "Se eller endre bestillingen" opens the booking's own page; move the time from there.
    await page.getByRole('link', { name: 'Se eller endre bestillingen' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/bestill-synstest\/BK-\d+\?tilgang=[0-9a-f]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Din timebestilling' })).toBeVisible();
    await press(page, 'Endre tid');
    await expect(page.getByRole('heading', { level: 2, name: 'Dag og tid' })).toBeVisible();
    const moved = await chooseMarkedDay(page, 1);
    expect(moved).not.toBe(start);
    await press(page, 'Neste');
    await press(page, 'Neste');
    await expectStep(page, 'Oppsummering');
    await press(page, 'Bekreft bestilling');
    await expect(page.getByRole('heading', { level: 1, name: 'Timen er flyttet' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Timen er bestilt' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Se eller endre bestillingen' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Din timebestilling' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Timen er flyttet' })).toBeVisible();
    await expect(page.getByText(`kl. ${moved.slice(11, 16)}`)).toBeVisible();

    // The move is mailed too, with the new time and the same link.
    const mail = await openMail(page, `Timen er flyttet ${reference}`);
    await expect(mail).toContainText('Timen din er flyttet');
    await expect(mail).toContainText(`kl. ${moved.slice(11, 16)}`);
  });
}
