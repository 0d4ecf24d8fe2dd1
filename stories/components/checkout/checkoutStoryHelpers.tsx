import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import {
  CheckoutPage,
  ShopSessionProvider,
  createShopClient,
  useLocation,
  type CartUpdatePayload,
} from '@glimt/ui';
import { MOCK_API_KEY, MOCK_SHOP_ID, setMockShopperAccount, setMockShopperCart } from '@glimt/ui/mocks';
import { untilState } from '../../../test-support/untilState';
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
 * cart the story's `beforeEach` set on the fake backend). The client may look articles up (the lens
 * form asks for the values a lens is made in), as the shop's own client does.
 */
export const withShopSession: Decorator = (Story) => (
  <StorySession>
    <Story />
  </StorySession>
);

function StorySession({ children }: { children: ReactNode }) {
  const [client] = useState(() => createShopClient({ apiKey: MOCK_API_KEY, shopId: MOCK_SHOP_ID }));
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

/**
 * What every checkout story file shares: the checkout page at `/checkout` in the shopper's session,
 * with the address shown below it, a fake backend holding `cart`, and clean storage before and
 * after. Spread into the file's `meta` beside its title.
 */
export function checkoutPageStories(cart: CartUpdatePayload[]) {
  return {
    component: CheckoutPage,
    decorators: [withShopSession],
    parameters: { layout: 'padded', initialPath: '/checkout' },
    render: () => (
      <>
        <CheckoutPage />
        <Where />
      </>
    ),
    beforeEach: () => {
      setMockShopperCart(cart);
      return cleanStorage();
    },
  };
}

/** Tabs forward to `element`, past the many stops a prescription or lens form adds. */
export const tabToFar = (element: HTMLElement) => tabTo(element, 160);

/** Presses a button with Enter, reached with Tab. */
export async function press(button: HTMLElement) {
  await tabToFar(button);
  await userEvent.keyboard('{Enter}');
}

/** The checkout's region named `name` once the page's cart and payment methods are there. */
export async function checkoutSection(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await untilState('canvas.getByRole("heading", { level: 1, name: "Kasse" })', () =>
    canvas.getByRole('heading', { level: 1, name: 'Kasse' }),
  );
  await untilState('canvas.getByRole("radio", { name: /^Klarna/ })', () =>
    canvas.getByRole('radio', { name: /^Klarna/ }),
  );
  return untilState(`canvas.getByRole("region", { name: "${name}" })`, () =>
    canvas.getByRole('region', { name }),
  );
}
