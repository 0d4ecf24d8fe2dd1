import { expect, test } from '@playwright/test';
import { tabTo } from './keyboardSteps';
import { openAccountPage } from './accountSteps';

// #35 item 9: a customer who is not a member joins Glimt Friends from the account's navigation, with a
// friend's referral code. `?mockAccount=lars` logs the demo in as a customer without a membership;
// Kari (the usual demo customer) has the code KARI2026.

for (const width of [375, 1280]) {
  test(`a customer joins Glimt Friends with a friend's code and sees the membership (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/min-konto?mockAccount=lars');
    await openAccountPage(page, 'Glimt Friends');
    await expect(page.getByRole('heading', { level: 1, name: 'Glimt Friends' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Bli medlem' });

    // A code that is no one's: the form says so, and what was typed stays.
    const code = form.getByRole('textbox', { name: 'Vervekode (valgfritt)' });
    await code.fill('UKJENT99');
    await form.getByRole('button', { name: 'Sjekk koden' }).click();
    await expect(form.getByText('Vi fant ingen medlem med denne vervekoden.')).toBeVisible();
    await expect(code).toHaveValue('UKJENT99');

    // A friend's code names the friend and what it gives.
    await code.fill('KARI2026');
    await form.getByRole('button', { name: 'Sjekk koden' }).click();
    await expect(
      form.getByText(/^Koden er fra Kari.*Du får 2 gratis måneder når du blir medlem\.$/),
    ).toBeVisible();

    // The terms by keyboard, then the sign-up.
    const terms = form.getByRole('checkbox', { name: 'Jeg godtar medlemsvilkårene' });
    await tabTo(page, terms);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    await form.getByRole('button', { name: 'Bli medlem' }).click();

    await expect(page.getByText('Velkommen som medlem!')).toBeVisible();
    const membership = page.getByRole('region', { name: 'Ditt medlemskap' });
    await expect(membership).toBeVisible();
    await expect(membership.getByRole('definition').filter({ hasText: /^FR-\d+$/ })).toBeVisible();
    await expect(membership).toContainText('KARI2026');
    await expect(
      page.getByRole('region', { name: 'Verv en venn' }).getByRole('button', { name: 'Kopier koden' }),
    ).toBeVisible();
    await expect(page.getByRole('form', { name: 'Bli medlem' })).toHaveCount(0);
  });
}
