import type { Decorator } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ShopSessionProvider } from '@glimt/ui';
import { setMockShopperAccount } from '@glimt/ui/mocks';
import { untilState } from '../../../test-support/untilState';

/** Tabs forward until `element` has focus (at most `limit` presses). */
export async function tabTo(element: HTMLElement, limit = 60) {
  for (let press = 0; press < limit && element.ownerDocument.activeElement !== element; press += 1) {
    await userEvent.tab();
  }
  await expect(element).toHaveFocus();
}

/** Tabs to the field labelled `label` and types `value`. */
export async function typeInto(canvasElement: HTMLElement, label: RegExp, value: string) {
  const field = await untilState('within(canvasElement).getByLabelText(label, {})', () =>
    within(canvasElement).getByLabelText(label, {}),
  );
  await tabTo(field);
  await userEvent.keyboard(value);
}

/** Tabs to the button named `name` and presses Enter. */
export async function pressButton(canvasElement: HTMLElement, name: string | RegExp) {
  await tabTo(
    await untilState('within(canvasElement).getByRole("button", { name })', () =>
      within(canvasElement).getByRole('button', { name }),
    ),
  );
  await userEvent.keyboard('{Enter}');
}

/** Waits for the heading named `name` and for it to have focus (each new state's heading takes it). */
export async function focusedHeading(canvasElement: HTMLElement, name: string | RegExp) {
  const found = await untilState('within(canvasElement).getByRole("heading", { name })', () =>
    within(canvasElement).getByRole('heading', { name }),
  );
  await untilState('expect(found).toHaveFocus()', () => expect(found).toHaveFocus());
  return found;
}

/** The phone viewport (375 px). */
export const phone = { viewport: { value: 'mobile', isRotated: false } };

/** A store page's session: the user lookup decides what the tools show (a store user belongs here). */
export const withStoreSession: Decorator = (Story) => (
  <ShopSessionProvider isStorePage>
    <Story />
  </ShopSessionProvider>
);

/** Where the staff tools keep the customer and request of the tab's session. */
export const STAFF_RESUME_KEY = 'glimt.staff.resume';

/**
 * Logs the fake backend's shopper in as `account` for the story, back to a guest afterwards; the
 * tools start afresh (nothing kept from another story's session), or from `resume` when given.
 */
export function loggedInAs(account: 'store' | 'customer' | null, resume?: object) {
  return () => {
    setMockShopperAccount(account);
    window.sessionStorage.removeItem(STAFF_RESUME_KEY);
    if (resume) window.sessionStorage.setItem(STAFF_RESUME_KEY, JSON.stringify(resume));
    return () => {
      setMockShopperAccount(null);
      window.sessionStorage.removeItem(STAFF_RESUME_KEY);
    };
  };
}

/** A payment request as the customer's page reads it, waiting to be paid. */
export const awaitingRequest = {
  lines: [
    { name: 'Clubmaster Optics RX5154', brand: 'Ray-Ban', quantity: 1, unitPrice: 1499 },
    { name: 'Linsevæske 360 ml', brand: 'Glimt', quantity: 2, unitPrice: 149 },
  ],
  amount: 1797,
  currency: 'NOK' as const,
  status: 'sent' as const,
  createdAt: '2026-11-17T09:30:00+01:00',
  expiresAt: '2026-11-19T09:30:00+01:00',
};

/** The backend's answer envelope. */
export const answer = (data: object) => ({ success: true, data });
