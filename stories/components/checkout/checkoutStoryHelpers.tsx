import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { ShopSessionProvider, createShopClient, useLocation } from '@glimt/ui';
import { setMockShopperAccount } from '@glimt/ui/mocks';
import { chooseRadio, tabTo } from '../booking/bookingStoryHelpers';

/** The checkout's draft in session storage, and the purchases already reported in local storage. */
export const DRAFT_KEY = 'glimt.checkout';
export const PURCHASES_KEY = 'glimt.purchases';

/** Forgets the checkout's draft and the reported purchases (before and after every story). */
export function clearCheckoutStorage() {
  window.sessionStorage.removeItem(DRAFT_KEY);
  window.localStorage.removeItem(PURCHASES_KEY);
}

/** A story `beforeEach`: clean storage before the story and again after it. */
export function cleanStorage() {
  clearCheckoutStorage();
  return clearCheckoutStorage;
}

/** A story `beforeEach` that logs the shopper in as Kari Nordmann, and out again afterwards. */
export function asCustomer() {
  setMockShopperAccount('customer');
  return () => setMockShopperAccount(null);
}

/**
 * The shopper's session, with its own API client per story (its shopper session starts with the
 * cart the story's `beforeEach` set on the fake backend).
 */
export const withShopSession: Decorator = (Story) => (
  <StorySession>
    <Story />
  </StorySession>
);

function StorySession({ children }: { children: ReactNode }) {
  const [client] = useState(() => createShopClient());
  return <ShopSessionProvider client={client}>{children}</ShopSessionProvider>;
}

/** Shows where the memory router is (on to Klarna, on to the confirmation). */
export function Where() {
  const { pathname, search } = useLocation();
  return (
    <p style={{ fontSize: 14, color: '#4f535a' }}>
      Adresse: <code data-testid="where">{`${pathname}${search}`}</code>
    </p>
  );
}

export { chooseRadio, tabTo };

/** Tabs to a field and types into it, keyboard only. */
export async function typeInto(field: HTMLElement, text: string) {
  await tabTo(field);
  await userEvent.keyboard(text);
}

/** The phone viewport (375 px). */
export const phone = { viewport: { value: 'mobile', isRotated: false } };

/** The text box labelled `name`. */
export const textbox = (canvasElement: HTMLElement, name: RegExp | string) =>
  within(canvasElement).getByRole('textbox', { name });
