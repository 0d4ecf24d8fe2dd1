import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ShopSessionProvider, createShopClient, useLocation } from '@glimt/ui';
import { setMockShopperAccount } from '@glimt/ui/mocks';

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

/** Tabs forward until `element` has focus (at most `limit` presses). */
export async function tabTo(element: HTMLElement, limit = 80) {
  for (let press = 0; press < limit && element.ownerDocument.activeElement !== element; press += 1) {
    await userEvent.tab();
  }
  await expect(element).toHaveFocus();
}

/**
 * Chooses a radio by keyboard: Tab into its group (focus lands on the checked radio, or the one
 * the group lets in), then Space on it, or the arrow keys to it (arrows select as they move).
 */
export async function chooseRadio(radio: HTMLElement) {
  const group = radio.closest('[role="radiogroup"]');
  const radios = group ? [...group.querySelectorAll<HTMLElement>('input[type="radio"]')] : [];
  const focusedIndex = () => radios.indexOf(radio.ownerDocument.activeElement as HTMLElement);
  for (let press = 0; press < 80 && focusedIndex() < 0; press += 1) await userEvent.tab();
  const target = radios.indexOf(radio);
  if (focusedIndex() === target) await userEvent.keyboard(' ');
  while (focusedIndex() >= 0 && focusedIndex() < target) await userEvent.keyboard('{ArrowDown}');
  while (focusedIndex() > target) await userEvent.keyboard('{ArrowUp}');
  await waitFor(() => expect(radio).toBeChecked());
  await expect(radio).toHaveFocus();
}

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
