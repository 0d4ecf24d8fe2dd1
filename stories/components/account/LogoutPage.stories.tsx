import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LogoutPage } from '@glimt/ui';
import { faults, setMockShopperAccount } from '@glimt/ui/mocks';
import { focusedHeading, tabTo, withSession } from './authStoryHelpers';
import { untilState } from '../../../test-support/untilState';

const meta = {
  title: 'Account/Logout page',
  component: LogoutPage,
  decorators: [withSession],
  parameters: { layout: 'padded', initialPath: '/min-konto/logg-ut' },
  beforeEach: () => {
    setMockShopperAccount('customer');
    return () => setMockShopperAccount(null);
  },
} satisfies Meta<typeof LogoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Kari Nordmann logs out: said, with a link to the start page. */
export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("heading", { name: "Du er logget ut" })', () =>
        canvas.getByRole('heading', { name: 'Du er logget ut' }),
      ),
    ).toBeVisible();
    await tabTo(canvas.getByRole('link', { name: 'Til forsiden' }));
  },
};

/** The logout fails (no answer): say so and offer to try again. */
export const LogoutFailed: Story = {
  parameters: { msw: { handlers: { faults: [faults.networkError('POST', '/api/auth/logout')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await focusedHeading(canvasElement, 'Utloggingen mislyktes');
    await tabTo(canvas.getByRole('button', { name: 'Prøv igjen' }));
  },
};
