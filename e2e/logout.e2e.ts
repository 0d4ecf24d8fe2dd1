import { expect, test } from '@playwright/test';
import { goInside } from './inAppNavigation';

// Issue #35, item 9: logging out as a flow. From an account page, "Logg ut" ends the session and says
// so; the account pages then lead to the login, and logging in again returns to the page asked for.

for (const width of [1280, 375]) {
  test(`logging out ends the session, and the account asks for a login again (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/min-konto?mockAccount=customer');
    await expect(page.getByRole('heading', { level: 1, name: 'Hei, Kari!' })).toBeVisible();

    await page.getByRole('link', { name: 'Logg ut', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Du er logget ut' })).toBeVisible();
    await expect(page.getByText('Takk for besøket. Handlekurven din er tatt vare på.')).toBeVisible();

    // The account is closed now: its pages lead to the login, which returns there afterwards.
    await goInside(page, '/min-konto/ordrer');
    await expect(page).toHaveURL(/\/min-konto\/logg-inn\?returnTo=%2Fmin-konto%2Fordrer$/);
    await page.getByLabel(/^E-post/).fill('kari.nordmann@example.no');
    await page.getByLabel(/^Passord/).fill('Passord123');
    await page.getByRole('button', { name: 'Logg inn', exact: true }).click();
    await expect(page).toHaveURL(/\/min-konto\/ordrer$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  });
}
