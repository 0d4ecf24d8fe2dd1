import type { Locator, Page } from '@playwright/test';

/** Below this width the shop shows the phone's bottom bar (the theme's tablet breakpoint). */
const PHONE_WIDTH = 768;

/**
 * The product page's "Legg i handlekurven" that a shopper reaches first: on a phone the one in the
 * bottom bar, at the thumb (the buy box's own is further up the page); on a wider screen the buy
 * box's, the only one there is.
 */
export function addToCartButton(page: Page): Locator {
  const phone = (page.viewportSize()?.width ?? PHONE_WIDTH) < PHONE_WIDTH;
  const name = 'Legg i handlekurven';
  return phone
    ? page.getByTestId('mobile-bar').getByRole('button', { name, exact: true })
    : page.getByRole('main').getByRole('button', { name, exact: true });
}
