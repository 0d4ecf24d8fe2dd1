import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ResetPasswordPage } from '@glimt/ui';
import { faults } from '@glimt/ui/mocks';
import { field, focusedHeading, tabTo, typeInto, withSession } from './authStoryHelpers';
import { untilState } from '../../../test-support/untilState';

const meta = {
  title: 'Account/Reset password page',
  component: ResetPasswordPage,
  decorators: [withSession],
  parameters: { layout: 'padded', initialPath: '/min-konto/glemt-passord' },
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function pressButton(canvasElement: HTMLElement, name: string) {
  await tabTo(within(canvasElement).getByRole('button', { name }));
  await userEvent.keyboard('{Enter}');
}

/** Ask for a reset link by e-mail. */
export const AskForLink: Story = {
  play: async ({ canvasElement }) => {
    await tabTo(await field(canvasElement, /^E-post/));
    await expect(within(canvasElement).getByRole('button', { name: 'Send lenke' })).toBeVisible();
  },
};

/** The e-mail rule holds before anything is sent. */
export const AskForLinkInvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    await typeInto(await field(canvasElement, /^E-post/), 'kari@');
    await pressButton(canvasElement, 'Send lenke');
    const email = await field(canvasElement, /^E-post/);
    await expect(email).toHaveFocus();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Sent: "if the address has an account, a link is on its way" (it never tells whether it has). */
export const LinkSent: Story = {
  play: async ({ canvasElement }) => {
    await typeInto(await field(canvasElement, /^E-post/), 'kari.nordmann@example.no');
    await pressButton(canvasElement, 'Send lenke');
    await focusedHeading(canvasElement, 'Sjekk e-posten din');
    await expect(within(canvasElement).getByTestId('reset-sent')).toHaveTextContent(
      /Hvis kari\.nordmann@example\.no har en konto/,
    );
  },
};

/** The link's page (`?token=`): a new password twice; the two must match. */
export const SetNewPassword: Story = {
  parameters: { initialPath: '/min-konto/glemt-passord?token=reset-0a1b2c' },
  play: async ({ canvasElement }) => {
    await typeInto(await field(canvasElement, /^Nytt passord/), 'NyttPassord1');
    await typeInto(await field(canvasElement, /^Gjenta det nye passordet/), 'NyttPassord2');
    await pressButton(canvasElement, 'Lagre nytt passord');
    const again = await field(canvasElement, /^Gjenta det nye passordet/);
    await expect(again).toHaveFocus();
    await expect(within(canvasElement).getByText(/Passordene er ikke like/)).toBeVisible();
  },
};

/** The new password is saved. */
export const PasswordChanged: Story = {
  parameters: {
    initialPath: '/min-konto/glemt-passord?token=reset-0a1b2c',
    msw: {
      handlers: { faults: [faults.status('POST', '/api/auth/password/reset', 200, { success: true })] },
    },
  },
  play: async ({ canvasElement }) => {
    await typeInto(await field(canvasElement, /^Nytt passord/), 'NyttPassord1');
    await typeInto(await field(canvasElement, /^Gjenta det nye passordet/), 'NyttPassord1');
    await pressButton(canvasElement, 'Lagre nytt passord');
    await focusedHeading(canvasElement, 'Passordet er endret');
    await tabTo(within(canvasElement).getByRole('link', { name: 'Gå til innlogging' }));
  },
};

/** 410 `ResetTokenInvalid`: the link is invalid or expired; ask for a new one. */
export const InvalidLink: Story = {
  parameters: { initialPath: '/min-konto/glemt-passord?token=reset-expired' },
  play: async ({ canvasElement }) => {
    await typeInto(await field(canvasElement, /^Nytt passord/), 'NyttPassord1');
    await typeInto(await field(canvasElement, /^Gjenta det nye passordet/), 'NyttPassord1');
    await pressButton(canvasElement, 'Lagre nytt passord');
    await expect(
      await untilState('within(canvasElement).getByTestId("reset-invalid")', () =>
        within(canvasElement).getByTestId('reset-invalid'),
      ),
    ).toHaveTextContent(/ugyldig eller har gått ut/);
    await tabTo(within(canvasElement).getByRole('link', { name: 'Be om en ny lenke' }));
  },
};
