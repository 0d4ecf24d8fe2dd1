import type { Page } from '@playwright/test';

/**
 * The fake backend's default "now" (`DEFAULT_NOW` in `src/mocks/backend/core.ts`): Tuesday 17
 * November 2026, 09:30 in Oslo, the day its fixtures are written against.
 */
export const FIXTURES_NOW = new Date('2026-11-17T09:30:00+01:00');

/**
 * Sets the page's clock to {@link FIXTURES_NOW} before the page loads. The demo's backend runs on
 * the visitor's clock, so a journey that reads the fixtures' dates (a booking within 24 hours, a
 * notice that ends on 17 December 2026) keeps the fixed clock the stories and unit tests have.
 */
export async function onTheFixturesDay(page: Page): Promise<void> {
  await page.clock.install({ time: FIXTURES_NOW });
}
