import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SubscriptionList } from '@glimt/ui';
import { createOutage, faults, setMockShopperAccount } from '@glimt/ui/mocks';
import { phone, tabTo } from './glassesStoryHelpers';
import { freshCache } from './subscriptionStoryHelpers';
import { untilState } from '../../../test-support/untilState';

const meta = {
  title: 'Subscription/Subscription list',
  component: SubscriptionList,
  parameters: { layout: 'fullscreen', initialPath: '/min-konto/abonnement' },
  decorators: [freshCache],
  beforeEach: () => {
    setMockShopperAccount('customer');
  },
} satisfies Meta<typeof SubscriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIST = '/api/subscriptions';

const title = (canvasElement: HTMLElement) =>
  untilState('within(canvasElement).getByRole("heading", { level: 1, name: "Mine abonnementer" })', () =>
    within(canvasElement).getByRole('heading', { level: 1, name: 'Mine abonnementer' }),
  );

/** Lens subscriptions in every state (with the next delivery or why there is none) and glasses subscriptions. */
export const Subscriptions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvasElement);
    const lens = await untilState('canvas.getByRole("region", { name: "Linseabonnement" })', () =>
      canvas.getByRole('region', { name: 'Linseabonnement' }),
    );
    await expect(within(lens).getByText('Neste levering: 8. desember 2026')).toBeVisible();
    await expect(
      within(lens).getAllByText('Ingen levering og ingen betaling mens abonnementet er pauset.'),
    ).not.toHaveLength(0);
    await expect(canvas.getByRole('region', { name: 'Brilleabonnement' })).toBeVisible();
    await tabTo(within(lens).getByRole('link', { name: 'Se Acuvue Oasys 1-Day, Abonnement AB-204518' }));
    await tabTo(
      canvas.getByRole('link', { name: 'Har du brilleabonnement fra butikken? Koble det til kontoen' }),
    );
  },
};

/** While the list loads: the title, and a busy page named for what it waits for. */
export const Loading: Story = {
  parameters: { msw: { handlers: { faults: [faults.delay('GET', LIST, 600_000)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvasElement);
    const busy = canvas.getByRole('region', { name: 'Henter abonnementene …' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** No subscriptions: what they are, and where to read about the lens subscription. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: { faults: [faults.empty('GET', LIST, { success: true, data: { lens: [], glasses: [] } })] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvasElement);
    await expect(
      await untilState('canvas.getByText("Du har ingen abonnementer ennå.", {})', () =>
        canvas.getByText('Du har ingen abonnementer ennå.', {}),
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Linseabonnement' })).toBeNull();
    await tabTo(canvas.getByRole('link', { name: 'Les om linseabonnement' }));
    await tabTo(
      canvas.getByRole('link', { name: 'Har du brilleabonnement fra butikken? Koble det til kontoen' }),
    );
  },
};

const listOutage = createOutage();

/** The list cannot be read (500): the message and "Prøv igjen", which loads it once the shop is back. */
export const LoadError: Story = {
  beforeEach: listOutage.start,
  parameters: {
    msw: { handlers: { faults: [faults.status('GET', LIST, 500, null, { when: listOutage.isDown })] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent('Vi klarte ikke å hente abonnementet. Prøv igjen, eller kontakt kundeservice.');
    listOutage.recover();
    await tabTo(canvas.getByRole('button', { name: 'Prøv igjen' }));
    await userEvent.keyboard('{Enter}');
    await tabTo(
      await untilState(
        'canvas.getByRole("link", { name: "Se Acuvue Oasys 1-Day, Abonnement AB-204518" })',
        () => canvas.getByRole('link', { name: 'Se Acuvue Oasys 1-Day, Abonnement AB-204518' }),
      ),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** On a phone (375 px): the cards stack, long names wrap. */
export const Phone: Story = {
  globals: phone,
  play: Subscriptions.play,
};
