import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GlassesPerks } from '@glimt/ui';
import { setMockShopperAccount } from '@glimt/ui/mocks';
import { phone, tabTo } from './glassesStoryHelpers';
import { untilState } from '../../../test-support/untilState';

const meta = {
  title: 'Subscription/Glasses perks',
  component: GlassesPerks,
  parameters: { layout: 'fullscreen' },
  args: { subscriptionId: 'B-30001' },
  beforeEach: () => {
    setMockShopperAccount('customer');
  },
} satisfies Meta<typeof GlassesPerks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The perks of an active subscription: used, valid until a day, or for the whole period. */
export const Perks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("heading", { level: 2, name: "50 % på innfatning" })', () =>
        canvas.getByRole('heading', { level: 2, name: '50 % på innfatning' }),
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Brukt')).toBeVisible();
    await expect(canvas.getByText('Gyldig til 1. september 2027')).toBeVisible();
    await expect(canvas.getByText('Gjelder hele abonnementsperioden')).toBeVisible();
    await tabTo(canvas.getByRole('link', { name: 'Tilbake til abonnementet' }));
  },
};

/** A subscription that has not started has no perks yet. */
export const PerksEmpty: Story = {
  args: { subscriptionId: 'B-30003' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByText("Fordelene blir tilgjengelige når abonnementet starter.", {})', () =>
        canvas.getByText('Fordelene blir tilgjengelige når abonnementet starter.', {}),
      ),
    ).toBeVisible();
    await tabTo(canvas.getByRole('link', { name: 'Tilbake til abonnementet' }));
  },
};

/** On a phone. */
export const PerksPhone: Story = { globals: phone, play: Perks.play };
