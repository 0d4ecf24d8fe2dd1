import { expect, test } from '@playwright/test';

/**
 * A customer pauses a lens subscription (no next delivery while paused), activates it again and sees
 * the next delivery back, then changes the interval. `?mockAccount=customer` logs the demo in; the
 * fake backend lives in the page, so the journey stays in one page load.
 */
test('pause then activate a lens subscription, then change its interval', async ({ page }) => {
  await page.goto('/min-konto/abonnement?mockAccount=customer');
  await page.getByRole('link', { name: 'Se Abonnement AB-204518' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Linseabonnement AB-204518' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Aktivt', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Sett på pause' }).click();
  const pause = page.getByRole('alertdialog', { name: 'Sette abonnementet på pause?' });
  await expect(pause).toContainText('ingen linser og trekker ingen betaling');
  await pause.getByRole('button', { name: 'Sett på pause' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'satt på pause' })).toBeFocused();
  await expect(page.getByText('Ingen levering og ingen betaling mens abonnementet er pauset.')).toBeVisible();

  await page.getByRole('button', { name: 'Aktiver abonnementet' }).click();
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
