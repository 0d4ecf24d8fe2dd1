import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VerifyEmailPage } from '@glimt/ui';
import { tabTo, withSession } from './authStoryHelpers';
import { untilState } from '../../../test-support/untilState';

const meta = {
  title: 'Account/Verify email page',
  component: VerifyEmailPage,
  decorators: [withSession],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof VerifyEmailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link of Jonas Bakke's verification mail (`?verifiser=verify-jonas`): confirmed, log in. */
export const Verified: Story = {
  parameters: { initialPath: '/min-konto/logg-inn?verifiser=verify-jonas' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByTestId("verify-ok", {})', () => canvas.getByTestId('verify-ok', {})),
    ).toHaveTextContent(/jonas\.bakke@example\.no er bekreftet/);
    await tabTo(canvas.getByRole('link', { name: 'Gå til innlogging' }));
  },
};

/** An unknown or expired link: "verification failed: log in again and finish sooner". */
export const VerificationFailed: Story = {
  args: { token: 'verify-expired' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByTestId("verify-failed", {})', () =>
        canvas.getByTestId('verify-failed', {}),
      ),
    ).toHaveTextContent(/Logg inn på nytt og fullfør bekreftelsen av e-posten raskere/);
    await tabTo(canvas.getByRole('link', { name: 'Gå til innlogging' }));
  },
};

/** A link without its code. */
export const MissingToken: Story = {
  parameters: { initialPath: '/min-konto/logg-inn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByTestId("verify-failed")', () => canvas.getByTestId('verify-failed')),
    ).toHaveTextContent(/mangler en kode/);
    await tabTo(canvas.getByRole('link', { name: 'Gå til innlogging' }));
  },
};
