import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Winback, WinbackConfirmation, useLocation } from '@glimt/ui';
import { faults, setMockShopperAccount } from '@glimt/ui/mocks';
import {
  STORY_WINBACK_TOKEN,
  endingFixture,
  phone,
  tabTo,
  tokenWinbackHandlers,
} from './glassesStoryHelpers';
import { untilState } from '../../../test-support/untilState';

/** The two winback pages as the shop routes them: the offer, then the confirmation. */
function WinbackRoutes() {
  const { pathname } = useLocation();
  return pathname === '/angreoppsigelse/bekreftelse' ? <WinbackConfirmation /> : <Winback />;
}

const meta = {
  title: 'Subscription/Winback',
  component: Winback,
  render: () => <WinbackRoutes />,
  parameters: { layout: 'fullscreen', initialPath: '/angreoppsigelse' },
  beforeEach: () => {
    sessionStorage.removeItem('glimt.winback.accepted');
  },
} satisfies Meta<typeof Winback>;

export default meta;
type Story = StoryObj<typeof meta>;

const loggedIn = () => {
  setMockShopperAccount('customer');
};

const accept = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await tabTo(
    await untilState('canvas.getByRole("button", { name: "Angre oppsigelsen" })', () =>
      canvas.getByRole('button', { name: 'Angre oppsigelsen' }),
    ),
  );
  await userEvent.keyboard('{Enter}');
};

const confirmationShown = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const title = await untilState(
    'canvas.getByRole("heading", { level: 1, name: "Oppsigelsen er angret" })',
    () => canvas.getByRole('heading', { level: 1, name: 'Oppsigelsen er angret' }),
  );
  await untilState('expect(title).toHaveFocus()', () => expect(title).toHaveFocus());
  await expect(canvas.getByText('Oppsigelsen er trukket tilbake.')).toBeVisible();
  await expect(canvas.getByText('Du får 3 måneder gratis, fakturert etterskuddsvis.')).toBeVisible();
  await expect(canvas.getByText('Neste faktura: 17. februar 2027.')).toBeVisible();
};

/** From the cancellation e-mail's link (`?token=`), without a login: the offer, then the confirmation. */
export const WithToken: Story = {
  parameters: {
    initialPath: `/angreoppsigelse?token=${STORY_WINBACK_TOKEN}`,
    msw: { handlers: { faults: tokenWinbackHandlers } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByText(/avsluttes 10. desember 2026/, {})', () =>
        canvas.getByText(/avsluttes 10. desember 2026/, {}),
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Fortsett abonnementet og få 3 måneder gratis.')).toBeVisible();
    await expect(canvas.getByText('Neste faktura kommer 17. februar 2027.')).toBeVisible();
    await accept(canvasElement);
    await confirmationShown(canvasElement);
  },
};

/** Logged in, no link: the customer's subscription under notice (B-30002). */
export const LoggedIn: Story = {
  beforeEach: loggedIn,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState(
        'canvas.getByText(`Brilleabonnementet ${endingFixture.planName} (${endingFixture.subscri…',
        () =>
          canvas.getByText(
            `Brilleabonnementet ${endingFixture.planName} (${endingFixture.subscriptionNumber}) avsluttes 10. desember 2026.`,
            {},
          ),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText('Oppsigelsen trekkes tilbake, og abonnementet fortsetter som før.'),
    ).toBeVisible();
    await tabTo(canvas.getByRole('button', { name: 'Angre oppsigelsen' }));
  },
};

/** Logged in: accepting shows the confirmation with what changed. */
export const Accepted: Story = {
  beforeEach: loggedIn,
  play: async ({ canvasElement }) => {
    await accept(canvasElement);
    await confirmationShown(canvasElement);
    await tabTo(within(canvasElement).getByRole('link', { name: 'Se abonnementet' }));
  },
};

/** A link that is unknown or past its offer (410 `WinbackLinkInvalid`). */
export const InvalidLink: Story = {
  parameters: { initialPath: '/angreoppsigelse?token=winback-gammel' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("heading", { level: 1, name: "Lenken virker ikke" })', () =>
        canvas.getByRole('heading', { level: 1, name: 'Lenken virker ikke' }),
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Lenken er ugyldig eller har utløpt.');
    await tabTo(canvas.getByRole('link', { name: 'Til Min konto' }));
  },
};

/** Logged in without a subscription under notice (404): nothing to undo. */
export const NoOffer: Story = {
  beforeEach: loggedIn,
  parameters: {
    msw: { handlers: { faults: [faults.status('GET', '/api/subscriptions/glasses/winback', 404)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent('Du har ingen oppsigelse som kan angres.');
    await tabTo(canvas.getByRole('link', { name: 'Til Min konto' }));
  },
};

/** Accepting fails (409 `WinbackNotAvailable`): the page says the offer has ended; focus on the message. */
export const AcceptFailure: Story = {
  beforeEach: loggedIn,
  parameters: {
    msw: {
      handlers: {
        faults: [
          faults.status('POST', '/api/subscriptions/glasses/winback/accept', 409, {
            success: false,
            error: { code: 'WinbackNotAvailable', message: 'The offer has ended' },
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await accept(canvasElement);
    const failure = await untilState('canvas.getByTestId("winback-failure", {})', () =>
      canvas.getByTestId('winback-failure', {}),
    );
    await expect(failure).toHaveTextContent('Tilbudet om å angre oppsigelsen gjelder ikke lenger.');
    await untilState('expect(failure).toHaveFocus()', () => expect(failure).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Angre oppsigelsen' })).toBeVisible();
  },
};

/** The confirmation page on its own, from the tab's session storage. */
export const Confirmation: Story = {
  parameters: { initialPath: '/angreoppsigelse/bekreftelse' },
  beforeEach: () => {
    sessionStorage.setItem(
      'glimt.winback.accepted',
      JSON.stringify({
        ...endingFixture,
        noticeDate: null,
        terminationDate: null,
        winback: null,
        nextInvoiceDate: '2027-02-17',
      }),
    );
    return () => sessionStorage.removeItem('glimt.winback.accepted');
  },
  play: async ({ canvasElement }) => {
    await confirmationShown(canvasElement);
  },
};

/** The confirmation without an accepted winback in this tab: says so, and a way on. */
export const ConfirmationMissing: Story = {
  parameters: { initialPath: '/angreoppsigelse/bekreftelse' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent('Vi finner ingen angret oppsigelse å vise.');
    await tabTo(canvas.getByRole('link', { name: 'Til Min konto' }));
  },
};

/** On a phone, logged in. */
export const Phone: Story = { beforeEach: loggedIn, globals: phone, play: LoggedIn.play };
