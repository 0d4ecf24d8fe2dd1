import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { GlassesSubscriptionPage } from '@glimt/ui';
import { createOutage, faults, setMockShopperAccount } from '@glimt/ui/mocks';
import { page, phone, tabTo } from './glassesStoryHelpers';
import { untilState } from '../../../test-support/untilState';

const meta = {
  title: 'Subscription/Glasses subscription',
  component: GlassesSubscriptionPage,
  parameters: { layout: 'fullscreen', initialPath: '/min-konto/abonnement/briller/B-30001' },
  args: { subscriptionId: 'B-30001' },
  beforeEach: () => {
    setMockShopperAccount('customer');
  },
} satisfies Meta<typeof GlassesSubscriptionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const TERMINATE = '/api/subscriptions/glasses/B-30001/terminate';

const status = async (canvasElement: HTMLElement) =>
  untilState('within(canvasElement).getByTestId("glasses-status", {})', () =>
    within(canvasElement).getByTestId('glasses-status', {}),
  );

/** Active: plan, frame, lenses, price, dates, the links, and "Si opp abonnementet". */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await status(canvasElement)).toHaveTextContent('Aktivt');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Brilleabonnement Lifestyle' })).toBeVisible();
    await expect(canvas.getByText(/299 per måned/)).toBeVisible();
    await tabTo(canvas.getByRole('link', { name: 'Fordeler' }));
    await tabTo(canvas.getByRole('link', { name: 'Avtale og dokumenter' }));
    await tabTo(canvas.getByRole('link', { name: 'Betaling og fakturaer' }));
    await tabTo(canvas.getByRole('button', { name: 'Si opp abonnementet' }));
  },
};

/** Created: not started yet, no perks link and nothing to terminate. */
export const Created: Story = {
  args: { subscriptionId: 'B-30003' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await status(canvasElement)).toHaveTextContent('Opprettet, ikke startet ennå');
    await expect(canvas.queryByRole('link', { name: 'Fordeler' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Si opp abonnementet' })).toBeNull();
    await tabTo(canvas.getByRole('link', { name: 'Avtale og dokumenter' }));
  },
};

/** Under notice: the end date, and the winback offer with "Angre oppsigelsen". */
export const Ending: Story = {
  args: { subscriptionId: 'B-30002' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await status(canvasElement)).toHaveTextContent('Oppsagt, avsluttes 10. desember 2026');
    await expect(canvas.getByText(/får du 3 måneder gratis/)).toBeVisible();
    await tabTo(canvas.getByRole('link', { name: 'Angre oppsigelsen' }));
    await expect(canvas.queryByRole('button', { name: 'Si opp abonnementet' })).toBeNull();
  },
};

/** Terminated: ended, no actions. */
export const Terminated: Story = {
  args: { subscriptionId: 'B-30004' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await status(canvasElement)).toHaveTextContent('Avsluttet');
    await expect(canvas.getByText('Abonnementet kan ikke endres nå.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Si opp abonnementet' })).toBeNull();
  },
};

/** The confirm step states the 30-day notice and the end date (backend clock 17 November 2026). */
export const TerminateConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(
      await untilState('canvas.getByRole("button", { name: "Si opp abonnementet" })', () =>
        canvas.getByRole('button', { name: 'Si opp abonnementet' }),
      ),
    );
    await userEvent.keyboard('{Enter}');
    const dialog = await untilState(
      'page(canvasElement).getByRole("alertdialog", { name: "Vil du si opp brilleabonnementet?…',
      () =>
        page(canvasElement).getByRole('alertdialog', {
          name: 'Vil du si opp brilleabonnementet?',
        }),
    );
    await expect(dialog).toHaveTextContent('Oppsigelsestiden er 30 dager');
    await expect(dialog).toHaveTextContent('avsluttes abonnementet 17. desember 2026');
    await untilState('expect(within(dialog).getByRole("button", { name: "Ja, si opp" })).toBeVisible()', () =>
      expect(within(dialog).getByRole('button', { name: 'Ja, si opp' })).toBeVisible(),
    );
  },
};

/** Confirmed: the page shows the notice and its end date, focus on the outcome. */
export const TerminateSuccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(
      await untilState('canvas.getByRole("button", { name: "Si opp abonnementet" })', () =>
        canvas.getByRole('button', { name: 'Si opp abonnementet' }),
      ),
    );
    await userEvent.keyboard('{Enter}');
    const dialog = await untilState('page(canvasElement).getByRole("alertdialog")', () =>
      page(canvasElement).getByRole('alertdialog'),
    );
    await tabTo(within(dialog).getByRole('button', { name: 'Ja, si opp' }));
    await userEvent.keyboard('{Enter}');
    const outcome = await untilState('canvas.getByTestId("glasses-outcome", {})', () =>
      canvas.getByTestId('glasses-outcome', {}),
    );
    await expect(outcome).toHaveTextContent('Abonnementet er sagt opp. Det avsluttes 17. desember 2026.');
    await untilState('expect(outcome).toHaveFocus()', () => expect(outcome).toHaveFocus());
    await expect(await status(canvasElement)).toHaveTextContent('Oppsagt, avsluttes 17. desember 2026');
    await expect(canvas.getByRole('link', { name: 'Angre oppsigelsen' })).toBeVisible();
  },
};

/** The termination fails (500): the page still shows it active, and says so. */
export const TerminateFailure: Story = {
  parameters: { msw: { handlers: { faults: [faults.status('POST', TERMINATE, 500)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(
      await untilState('canvas.getByRole("button", { name: "Si opp abonnementet" })', () =>
        canvas.getByRole('button', { name: 'Si opp abonnementet' }),
      ),
    );
    await userEvent.keyboard('{Enter}');
    const dialog = await untilState('page(canvasElement).getByRole("alertdialog")', () =>
      page(canvasElement).getByRole('alertdialog'),
    );
    await tabTo(within(dialog).getByRole('button', { name: 'Ja, si opp' }));
    await userEvent.keyboard('{Enter}');
    const outcome = await untilState('canvas.getByTestId("glasses-outcome", {})', () =>
      canvas.getByTestId('glasses-outcome', {}),
    );
    await expect(outcome).toHaveTextContent(
      'Oppsigelsen ble ikke registrert. Abonnementet er fortsatt aktivt.',
    );
    await untilState('expect(outcome).toHaveFocus()', () => expect(outcome).toHaveFocus());
    await expect(await status(canvasElement)).toHaveTextContent('Aktivt');
  },
};

/** The server refuses the transition (409 `InvalidStatusTransition`): the page says it shows the server's state. */
export const TerminateConflict: Story = {
  parameters: {
    msw: {
      handlers: {
        faults: [
          faults.status('POST', TERMINATE, 409, {
            success: false,
            error: { code: 'InvalidStatusTransition', message: 'Already under notice' },
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(
      await untilState('canvas.getByRole("button", { name: "Si opp abonnementet" })', () =>
        canvas.getByRole('button', { name: 'Si opp abonnementet' }),
      ),
    );
    await userEvent.keyboard('{Enter}');
    const dialog = await untilState('page(canvasElement).getByRole("alertdialog")', () =>
      page(canvasElement).getByRole('alertdialog'),
    );
    await tabTo(within(dialog).getByRole('button', { name: 'Ja, si opp' }));
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('canvas.getByTestId("glasses-outcome", {})', () =>
        canvas.getByTestId('glasses-outcome', {}),
      ),
    ).toHaveTextContent('slik det er registrert hos oss');
  },
};

/** While loading: a skeleton of the page's size. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { faults: [faults.delay('GET', '/api/subscriptions/glasses/B-30001', 600_000)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByTestId("glasses-skeleton")', () =>
        canvas.getByTestId('glasses-skeleton'),
      ),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Henter brilleabonnementet');
  },
};

const subscriptionOutage = createOutage();

/** The subscription cannot be read (500): the message and "Prøv igjen", which loads it once the shop is back. */
export const LoadError: Story = {
  beforeEach: subscriptionOutage.start,
  parameters: {
    msw: {
      handlers: {
        faults: [
          faults.status('GET', '/api/subscriptions/glasses/B-30001', 500, null, {
            when: subscriptionOutage.isDown,
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent('Vi kunne ikke hente abonnementet.');
    subscriptionOutage.recover();
    await tabTo(canvas.getByRole('button', { name: 'Prøv igjen' }));
    await userEvent.keyboard('{Enter}');
    await expect(await status(canvasElement)).toHaveTextContent('Aktivt');
  },
};

/** An unknown subscription: not found, a way back to the account. */
export const NotFound: Story = {
  args: { subscriptionId: 'B-99999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent('Vi fant ikke dette abonnementet.');
    await expect(canvas.queryByRole('button', { name: 'Prøv igjen' })).toBeNull();
    await tabTo(canvas.getByRole('link', { name: 'Til Min konto' }));
  },
};

/** On a phone (375 px): the facts stack, the actions stay reachable. */
export const Phone: Story = {
  globals: phone,
  play: Active.play,
};
