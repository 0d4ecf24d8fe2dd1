import type { Decorator } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ShopSessionProvider } from '@glimt/ui';
import { tabTo } from '../booking/bookingStoryHelpers';

export { tabTo };

/** The login views read the shopper's session (the user, `refreshUser`), as in the shop. */
export const withSession: Decorator = (Story) => (
  <ShopSessionProvider>
    <Story />
  </ShopSessionProvider>
);

/** Tabs to a field and types into it, keyboard only. */
export async function typeInto(field: HTMLElement, text: string) {
  await tabTo(field);
  await userEvent.keyboard(text);
}

/** The field labelled `name` (a text box, also a password field, which has no role). */
export async function field(canvasElement: HTMLElement, name: RegExp | string) {
  return within(canvasElement).findByLabelText(
    name,
    { selector: 'input:not([type="radio"])' },
    { timeout: 5000 },
  );
}

/** The heading `name` once it shows and has focus (focus moves to each new state's heading). */
export async function focusedHeading(canvasElement: HTMLElement, name: RegExp | string, timeout = 10_000) {
  const heading = await within(canvasElement).findByRole('heading', { name }, { timeout });
  await waitFor(() => expect(heading).toHaveFocus());
  return heading;
}
