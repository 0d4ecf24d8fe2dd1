import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ConnectLifestyle } from '@glimt/ui';
import { CONNECTABLE_GLASSES_SUBSCRIPTION_NUMBER, setMockShopperAccount } from '@glimt/ui/mocks';
import { phone, tabTo } from './glassesStoryHelpers';
import { untilState } from '../../../test-support/untilState';

const meta = {
  title: 'Subscription/Connect Lifestyle',
  component: ConnectLifestyle,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    setMockShopperAccount('customer');
  },
} satisfies Meta<typeof ConnectLifestyle>;

export default meta;
type Story = StoryObj<typeof meta>;

const typeNumber = async (canvasElement: HTMLElement, number: string) => {
  const canvas = within(canvasElement);
  await tabTo(canvas.getByRole('textbox', { name: /Abonnementsnummer/ }));
  await userEvent.keyboard(number);
  await userEvent.keyboard('{Enter}');
};

/** The form: the number as LS-NNNNNN. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('textbox', { name: /Abonnementsnummer/ }));
    await tabTo(canvas.getByRole('button', { name: 'Koble til' }));
  },
};

/** A number the shop knows and nobody has connected: connected, with a link to it; focus on the result. */
export const Connected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeNumber(canvasElement, CONNECTABLE_GLASSES_SUBSCRIPTION_NUMBER);
    const result = await untilState('canvas.getByTestId("connect-result", {})', () =>
      canvas.getByTestId('connect-result', {}),
    );
    await expect(result).toHaveTextContent('Brilleabonnementet LS-482913 er koblet til kontoen din.');
    await untilState('expect(result).toHaveFocus()', () => expect(result).toHaveFocus());
    await tabTo(canvas.getByRole('link', { name: 'Se abonnementet' }));
    await expect(canvas.getByRole('link', { name: 'Se abonnementet' })).toHaveAttribute(
      'href',
      '/min-konto/abonnement/briller/B-30005',
    );
  },
};

/** An unknown number (404 `LifestyleConnectionFailed`): it needs an existing glasses subscription. */
export const ConnectionFailed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeNumber(canvasElement, 'LS-999999');
    const result = await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {}));
    await expect(result).toHaveTextContent('Du må ha et eksisterende brilleabonnement');
    await untilState('expect(result).toHaveFocus()', () => expect(result).toHaveFocus());
  },
};

/** A number not written as LS-NNNNNN: the field says how, focus stays on it, nothing is sent. */
export const InvalidNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeNumber(canvasElement, '482913');
    const field = canvas.getByRole('textbox', { name: /Abonnementsnummer/ });
    await untilState('expect(field).toHaveAttribute("aria-invalid", "true")', () =>
      expect(field).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(canvas.getByText(/Skriv abonnementsnummeret som LS-NNNNNN/)).toBeVisible();
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue('482913');
  },
};

/** On a phone. */
export const Phone: Story = { globals: phone, play: Form.play };
