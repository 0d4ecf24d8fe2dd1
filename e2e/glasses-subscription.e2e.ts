import { expect, test } from '@playwright/test';
import { onTheFixturesDay } from './fixturesClock';

// On the fixtures' day (17 November 2026): the notice ends on 17 December 2026.
test.beforeEach(({ page }) => onTheFixturesDay(page));

/**
 * A customer gives notice on the Lifestyle glasses subscription (the confirm states the 30-day notice
 * and the end date), then undoes it through the winback page and sees the confirmation. The demo's
 * fake backend lives in the page, so the journey stays in one page load after the first
 * (`?mockAccount=customer` logs the demo in).
 */
test('cancel the glasses subscription, then undo it through winback', async ({ page }) => {
  await page.goto('/min-konto/abonnement/briller/B-30001?mockAccount=customer');
  await expect(page.getByTestId('glasses-status')).toHaveText('Aktivt');

  await page.getByRole('button', { name: 'Si opp abonnementet' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Vil du si opp brilleabonnementet?' });
  await expect(dialog).toContainText('Oppsigelsestiden er 30 dager');
  await expect(dialog).toContainText('avsluttes abonnementet 17. desember 2026');
  await dialog.getByRole('button', { name: 'Ja, si opp' }).click();

  await expect(page.getByTestId('glasses-outcome')).toContainText('Det avsluttes 17. desember 2026.');
  await expect(page.getByTestId('glasses-status')).toHaveText('Oppsagt, avsluttes 17. desember 2026');

  await page.getByRole('link', { name: 'Angre oppsigelsen' }).click();
  await expect(page).toHaveURL(/\/angreoppsigelse$/);
  await expect(page.getByText(/LS-300001\) avsluttes 17. desember 2026/)).toBeVisible();
  await page.getByRole('button', { name: 'Angre oppsigelsen' }).click();

  await expect(page).toHaveURL(/\/angreoppsigelse\/bekreftelse$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Oppsigelsen er angret' })).toBeFocused();
  await expect(page.getByText('Oppsigelsen er trukket tilbake.')).toBeVisible();
  await expect(page.getByText('Neste faktura: 17. februar 2027.')).toBeVisible();

  await page.getByRole('link', { name: 'Se abonnementet' }).click();
  await expect(page.getByTestId('glasses-status')).toHaveText('Aktivt');
});
