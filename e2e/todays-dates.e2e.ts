import { expect, test, type Page } from '@playwright/test';
import { choose, press } from './keyboardSteps';

// Issue #40, "Today's dates": the demo's fake backend ran on a clock fixed at Tuesday 17 November
// 2026, 09:30, so on any other day delivery read "Levert 18. nov.–20. nov.", the booking calendar
// offered past days, the store's week started on a past day, and "Åpen nå" contradicted the
// visitor's clock. The backend's clock is now the visitor's (the page's `Date.now()` when it starts
// the backend, in Oslo time); here the page's clock says Wednesday 10 March 2027. The store pages'
// days follow nb: "onsdag 10. mars", "søndag 12. desember", never a capital month.

/** Wednesday 10 March 2027, 10:00 in Oslo (winter time): every store is open. */
const MORNING = new Date('2027-03-10T10:00:00+01:00');
/** The same day at 19:30: the malls are open until 21:00, the high-street stores closed at 19:00. */
const EVENING = new Date('2027-03-10T19:30:00+01:00');

/** Sets the visitor's clock before the page loads: the demo's backend starts on it. */
async function visitAt(page: Page, width: number, at: Date) {
  await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
  await page.clock.install({ time: at });
}

/** The text a row heading shows, as drawn (CSS capitals included). */
async function shownHeadings(page: Page, table: string) {
  return page
    .getByRole('region', { name: table, exact: true })
    .locator('th[scope="row"]')
    .evaluateAll((cells) =>
      cells.map((cell) => {
        const style = getComputedStyle(cell);
        const first = getComputedStyle(cell, '::first-letter').textTransform;
        const text = (cell.textContent ?? '').trim();
        if (style.textTransform === 'capitalize')
          return text.replace(/(^|\s)(\S)/g, (_, space, c) => space + c.toUpperCase());
        if (first === 'uppercase') return text.charAt(0).toUpperCase() + text.slice(1);
        return text;
      }),
    );
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px on Wednesday 10 March 2027`, () => {
    test('the checkout’s delivery estimates come after today', async ({ page }) => {
      await visitAt(page, width, MORNING);
      await page.goto('/checkout?mockCart=usual');
      const home = page.getByRole('radio', { name: /^Hjemlevering –/ });
      await expect(home).toBeAttached();
      const options = page.getByRole('radiogroup', { name: /Velg leveringsmåte/ });
      // Home delivery takes one to three working days: Thursday 11 to Monday 15 March.
      await expect(options).toContainText('Levert 11. mars–15. mars');
      await expect(options).not.toContainText(/nov\.|des\.|2026/);
      const estimates = await options.innerText();
      for (const [, day] of estimates.matchAll(/Levert (\d+)\. mars/g))
        expect(Number(day)).toBeGreaterThan(10);
    });

    test('the booking calendar offers no day before today', async ({ page }) => {
      await visitAt(page, width, MORNING);
      await page.goto('/bestill-synstest?butikk=1001');
      await choose(page, 'Synstest', 'Hva vil du bestille?');
      await choose(page, 'Utvidet synsundersøkelse');
      await press(page, 'Neste');
      await choose(page, '18–75 år');
      await press(page, 'Neste');
      await expect(page.getByRole('radio', { name: /Glimt Oslo City/ })).toBeChecked();
      await press(page, 'Neste');
      const grid = page.getByRole('grid');
      await expect(grid).toBeVisible();
      await expect(page.locator('#booking-calendar-month')).toHaveText('mars 2027');
      await expect(page.getByRole('button', { name: 'Forrige måned' })).toBeDisabled();
      const days = await grid.locator('button[data-date]').evaluateAll((buttons) =>
        buttons.map((button) => ({
          date: button.getAttribute('data-date') ?? '',
          offered: button.getAttribute('aria-disabled') !== 'true',
        })),
      );
      const offered = days.filter((day) => day.offered).map((day) => day.date);
      expect(offered.length).toBeGreaterThan(0);
      expect(offered.filter((date) => date < '2027-03-10')).toEqual([]);
      // The first day offered is today's or a later one this week, and the calendar starts there.
      expect(offered[0]! >= '2027-03-10' && offered[0]! <= '2027-03-13').toBe(true);
      await expect(grid.locator('button[tabindex="0"]')).toHaveAttribute('data-date', offered[0]!);
    });

    test('the store’s week starts today in nb, and it is open now', async ({ page }) => {
      await visitAt(page, width, MORNING);
      await page.goto('/finn-butikk/glimt-oslo-city');
      await expect(page.getByRole('heading', { level: 1, name: 'Glimt Oslo City' })).toBeVisible();
      await expect(page.getByText('Åpen nå, stenger 21:00')).toBeVisible();
      const week = page.getByRole('heading', { name: 'Åpningstider', exact: true });
      await expect(week).toBeVisible();
      await expect
        .poll(() => shownHeadings(page, 'Åpningstider'))
        .toEqual([
          'Onsdag 10. mars',
          'Torsdag 11. mars',
          'Fredag 12. mars',
          'Lørdag 13. mars',
          'Søndag 14. mars',
          'Mandag 15. mars',
          'Tirsdag 16. mars',
        ]);
      // The deviations ahead are the coming Christmas's, with nb's lower-case months.
      const ahead = await shownHeadings(page, 'Avvikende åpningstider');
      expect(ahead[0]).toBe('Søndag 12. desember');
      expect(ahead.join(' ')).not.toMatch(/Desember|Januar|2026/);

      // Bergen's staff day is two days ahead, on Friday, in its week.
      await page.goto('/finn-butikk/glimt-bergen-sentrum');
      await expect(page.getByText('Åpen nå, stenger 19:00')).toBeVisible();
      await expect(
        page
          .getByRole('region', { name: 'Åpningstider', exact: true })
          .getByRole('row', { name: /fredag 12\. mars/ }),
      ).toContainText('12:00–19:00 (Fagdag for ansatte)');
    });

    test('in the evening the store finder says which stores have closed', async ({ page }) => {
      await visitAt(page, width, EVENING);
      await page.goto('/finn-butikk');
      await expect(page.getByText('26 butikker')).toBeVisible();
      const store = (name: string) =>
        page.getByTestId('store-item').filter({ has: page.getByRole('link', { name, exact: true }) });
      await expect(store('Glimt Oslo City')).toContainText('Åpen nå, stenger 21:00');
      await expect(store('Glimt Karl Johan')).toContainText('Stengt, åpner torsdag kl. 10:00');
      await expect(store('Glimt Gjøvik')).toContainText('Stengt, åpner torsdag kl. 10:00');
    });
  });
}
