import type { Page } from '@playwright/test';

/** The account's own navigation, on every account page. */
export function accountNav(page: Page) {
  return page.getByRole('navigation', { name: 'Sider i Min konto' });
}

/**
 * Opens an account page from the account's navigation as a shopper does: on a phone (under 768 px) the
 * pages fold behind a button that names the current one ("Gå til side: Oversikt"), which is opened first.
 */
export async function openAccountPage(page: Page, name: string) {
  const nav = accountNav(page);
  if ((page.viewportSize()?.width ?? 1280) < 768)
    await nav.getByRole('button', { name: /^Gå til side: / }).click();
  await nav.getByRole('link', { name }).click();
}

/**
 * Whether a route belongs to the subscriptions' part of the account (the list, each subscription's
 * pages, connecting one, the winback offer). The account's walks split along it, so each half fits a
 * journey's time on a busy machine.
 */
export function isSubscriptionRoute(name: string): boolean {
  return (
    name === 'subscriptions' ||
    name === 'connectLifestyle' ||
    name === 'winback' ||
    name.startsWith('lensSubscription') ||
    name.startsWith('glassesSubscription')
  );
}
