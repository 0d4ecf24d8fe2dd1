import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CookieList } from '@glimt/ui';
import { faults } from '@glimt/ui/mocks';
import { tabTo } from '../booking/bookingStoryHelpers';
import { freshCache, mobile } from './contentStoryHelpers';
import { untilState } from '../../../test-support/untilState';

const meta = {
  title: 'Content/Cookie list',
  component: CookieList,
  decorators: [freshCache],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CookieList>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The four categories with their cookies; only the strictly necessary are on before any choice. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilState('canvas.getByRole("heading", { level: 2, name: "Strengt nødvendige" })', () =>
      canvas.getByRole('heading', { level: 2, name: 'Strengt nødvendige' }),
    );
    for (const name of ['Ytelse', 'Funksjonelle og personlig tilpasning', 'Målretting']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(within(canvas.getByTestId('cookie-category-C0001')).getByText('Alltid på')).toBeVisible();
    await expect(within(canvas.getByTestId('cookie-category-C0004')).getByText('Ikke godtatt')).toBeVisible();
    await tabTo(canvas.getByRole('button', { name: 'Endre samtykke' }));
  },
};

/** "Endre samtykke" by keyboard: accept functional cookies (C0003) and save; the list shows it. */
export const ChangeConsent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilState('canvas.getByTestId("cookie-category-C0003", {})', () =>
      canvas.getByTestId('cookie-category-C0003', {}),
    );
    await tabTo(canvas.getByRole('button', { name: 'Endre samtykke' }));
    await userEvent.keyboard('{Enter}');
    const dialog = await untilState(
      'page(canvasElement).getByRole("dialog", { name: "Innstillinger for informasjonskapsler"…',
      () =>
        page(canvasElement).getByRole('dialog', {
          name: 'Innstillinger for informasjonskapsler',
        }),
    );
    const functional = within(dialog).getByRole('checkbox', { name: /Funksjonelle og personlig tilpasning/ });
    await tabTo(functional);
    await userEvent.keyboard(' ');
    await expect(functional).toBeChecked();
    await tabTo(within(dialog).getByRole('button', { name: 'Lagre valgene' }));
    await userEvent.keyboard('{Enter}');
    await untilState('expect(page(canvasElement).queryByRole("dialog")).toBeNull()', () =>
      expect(page(canvasElement).queryByRole('dialog')).toBeNull(),
    );
    await expect(within(canvas.getByTestId('cookie-category-C0003')).getByText('Godtatt')).toBeVisible();
  },
};

/** The list cannot be fetched: a message and "Prøv igjen". */
export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: { faults: [faults.status('GET', '/api/cookies', 500, undefined, { once: true })] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = await untilState('canvas.getByRole("button", { name: "Prøv igjen" })', () =>
      canvas.getByRole('button', { name: 'Prøv igjen' }),
    );
    await tabTo(retry);
    await userEvent.keyboard('{Enter}');
    await untilState('canvas.getByTestId("cookie-category-C0001", {})', () =>
      canvas.getByTestId('cookie-category-C0001', {}),
    );
  },
};

/** The list on a phone: the cookies stack. */
export const Phone: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilState('canvas.getByTestId("cookie-category-C0004", {})', () =>
      canvas.getByTestId('cookie-category-C0004', {}),
    );
    await tabTo(canvas.getByRole('button', { name: 'Endre samtykke' }));
  },
};
