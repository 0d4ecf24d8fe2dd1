import type { Decorator } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ShopSessionProvider } from '@glimt/ui';
import { setMockShopperAccount } from '@glimt/ui/mocks';
import { untilState } from '../../../test-support/untilState';

export { tabTo } from '../booking/bookingStoryHelpers';

/** Kari Nordmann's session: every account story renders logged in, inside a shop session. */
export const withCustomerSession: Decorator = (Story) => (
  <ShopSessionProvider>
    <Story />
  </ShopSessionProvider>
);

/** Logs the stories' shopper in as the plain customer (Kari Nordmann). */
export const logInAsCustomer = () => {
  setMockShopperAccount('customer');
};

/** The phone viewport (375 px). */
export const phone = { viewport: { value: 'mobile', isRotated: false } };

/** The account page's heading, once loaded. */
export async function pageHeading(canvasElement: HTMLElement, name: string | RegExp) {
  return untilState('within(canvasElement).getByRole("heading", { level: 1, name })', () =>
    within(canvasElement).getByRole('heading', { level: 1, name }),
  );
}

/** While loading: busy, announced, and nothing in the skeleton takes focus. */
export async function expectLoading(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const busy = await waitForBusy(canvasElement);
  await expect(canvas.getByText('Laster …')).toHaveAttribute('role', 'status');
  await userEvent.tab();
  await expect(busy).not.toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement | null);
}

/** The region that says it is busy, once there is one (no deadline of its own: the story's ends it). */
function waitForBusy(canvasElement: HTMLElement): Promise<HTMLElement> {
  return untilState('a region with aria-busy="true"', () => {
    const busy = canvasElement.querySelector<HTMLElement>('[aria-busy="true"]');
    if (!busy) throw new Error('No busy region');
    return busy;
  });
}
