import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { openAccountPage } from './accountSteps';

// #35: an account's invoices and their PDF. The PDF is the customer's own, read with the session like
// the invoice: its link in a new tab carried no session, and the demo's tab never got an answer.

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a customer finds an open invoice under Betaling og fakturaer and downloads its PDF', async ({
      page,
    }) => {
      await page.goto('/min-konto?mockAccount=customer');
      await openAccountPage(page, 'Betaling og fakturaer');
      await expect(page.getByRole('heading', { level: 1, name: 'Betaling og fakturaer' })).toBeVisible();
      const invoices = page.getByRole('table', { name: 'Fakturaene dine, nyeste først' });
      const row = invoices.getByRole('row', { name: /7004300017/ });
      await expect(row.getByRole('cell', { name: 'Ikke betalt' })).toBeVisible();

      // The table's own PDF button names its invoice to a screen reader.
      const fromTable = page.waitForEvent('download', { timeout: 0 });
      await row.getByRole('button', { name: 'Faktura 7004300017 PDF' }).click();
      expect((await fromTable).suggestedFilename()).toBe('faktura-7004300017.pdf');

      await row.getByRole('link', { name: 'Se faktura 7004300017' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Faktura 7004300017' })).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: 'Ikke betalt' })).toBeVisible();
      const pdf = page.getByRole('button', { name: 'Faktura 7004300017 (PDF)' });
      await pdf.focus();
      const download = page.waitForEvent('download', { timeout: 0 });
      await page.keyboard.press('Enter');
      const file = await download;
      expect(file.suggestedFilename()).toBe('faktura-7004300017.pdf');
      expect((await readFile(await file.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await expect(page.getByRole('alert')).toHaveCount(0);

      await page.getByRole('main').getByRole('link', { name: 'Betaling og fakturaer' }).last().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Betaling og fakturaer' })).toBeVisible();
    });
  });
}
