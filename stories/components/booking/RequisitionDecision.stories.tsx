import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RequisitionDecision } from '@glimt/ui';
import { setMockShopperAccount } from '@glimt/ui/mocks';
import { tabTo } from './bookingStoryHelpers';

const meta = {
  title: 'Booking/Requisition decision',
  component: RequisitionDecision,
  parameters: { layout: 'fullscreen' },
  args: { requisitionId: 'RQ-5001' },
} satisfies Meta<typeof RequisitionDecision>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The manager approves, after confirming; the status says so. */
export const ManagerApproves: Story = {
  beforeEach: () => {
    setMockShopperAccount('manager');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(await canvas.findByRole('button', { name: 'Godkjenn' }, { timeout: 5000 }));
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('alertdialog', {
      name: /Godkjenne rekvisisjonen for Per Strand/,
    });
    await tabTo(within(dialog).getByRole('button', { name: 'Godkjenn' }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Godkjent', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** A customer who is not the manager tries to reject: only the manager may decide (403). */
export const NotTheManager: Story = {
  beforeEach: () => {
    setMockShopperAccount('customer');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(await canvas.findByRole('button', { name: 'Avvis' }, { timeout: 5000 }));
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await tabTo(within(dialog).getByRole('button', { name: 'Avvis' }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(/^Bare lederen/, {}, { timeout: 5000 })).toBeVisible();
  },
};
