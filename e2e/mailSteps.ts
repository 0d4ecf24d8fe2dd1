import { expect, type Page } from '@playwright/test';

/**
 * Opens the demo's Testpost panel (the fake backend's mailbox) and answers the one message whose
 * subject matches.
 */
export async function openMail(page: Page, subject: RegExp | string) {
  await page.getByTestId('dev-mailbox-open').click();
  const mailbox = page.getByTestId('dev-mailbox');
  await expect(mailbox).toBeVisible();
  const message = mailbox.getByRole('listitem').filter({ hasText: subject });
  await expect(message).toHaveCount(1);
  return message;
}
