import type { Decorator } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ShopSessionProvider } from '@glimt/ui';
import { tabTo } from '../booking/bookingStoryHelpers';
import { untilState } from '../../../test-support/untilState';

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
  return untilState(
    'within(canvasElement).getByLabelText(name, { selector: "input:not([type="radio"])" })',
    () => within(canvasElement).getByLabelText(name, { selector: 'input:not([type="radio"])' }),
  );
}

/** The heading `name` once it shows and has focus (focus moves to each new state's heading). */
export async function focusedHeading(canvasElement: HTMLElement, name: RegExp | string) {
  const heading = await untilState('within(canvasElement).getByRole("heading", { name })', () =>
    within(canvasElement).getByRole('heading', { name }),
  );
  await untilState('expect(heading).toHaveFocus()', () => expect(heading).toHaveFocus());
  return heading;
}
