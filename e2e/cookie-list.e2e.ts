import { expect, test } from '@playwright/test';

// Issue #35, item 9: the cookie list. From the footer's cookie settings to the list of cookies in
// use, each category with what the visitor has chosen; changing the consent there shows at once.

test('the cookie list, reached from the cookie settings, shows each category with the choice made', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: 'Innstillinger for informasjonskapsler' })
    .click();
  const settings = page.getByRole('dialog', { name: 'Innstillinger for informasjonskapsler' });
  await settings.getByRole('link', { name: 'Se alle informasjonskapslene' }).click();
  await expect(page).toHaveURL(/\/cookieliste$/);
  await expect(settings).toBeHidden();

  const list = page.getByTestId('cookie-list');
  await expect(list.getByRole('heading', { level: 1, name: 'Informasjonskapsler i bruk' })).toBeVisible();
  const category = (name: RegExp) =>
    list.getByRole('region').filter({ has: page.getByRole('heading', { level: 2, name }) });
  const personal = category(/personlig tilpasning/i);
  // The demo starts as a visitor who accepted personalisation.
  await expect(personal.getByText('Godtatt', { exact: true })).toBeVisible();
  await expect(category(/nødvendige/i).getByText('Alltid på')).toBeVisible();
  await expect(personal.getByRole('heading', { level: 3 }).first()).toBeVisible();

  // "Endre samtykke", then only the necessary ones: the list says so at once.
  await list.getByRole('button', { name: 'Endre samtykke' }).click();
  const again = page.getByRole('dialog', { name: 'Innstillinger for informasjonskapsler' });
  await again.getByRole('button', { name: 'Bare nødvendige' }).click();
  await expect(again).toBeHidden();
  await expect(personal.getByText('Ikke godtatt', { exact: true })).toBeVisible();
  await expect(category(/nødvendige/i).getByText('Alltid på')).toBeVisible();
});
