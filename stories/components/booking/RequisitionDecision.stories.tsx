import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RequisitionDecision } from '@glimt/ui';
import { createOutage, faults, setMockShopperAccount } from '@glimt/ui/mocks';
import { tabTo } from './bookingStoryHelpers';
import { untilState } from '../../../test-support/untilState';

const meta = {
  title: 'Booking/Requisition decision',
  component: RequisitionDecision,
  parameters: { layout: 'fullscreen', initialPath: '/rekvisisjon/RQ-5001' },
  args: { requisitionId: 'RQ-5001' },
} satisfies Meta<typeof RequisitionDecision>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const READ = '/api/requisitions/:id';
const REJECT = '/api/requisitions/:id/reject';
const phone = { viewport: { value: 'mobile', isRotated: false } };

/** Logs the story in as `account` (a fixture key) and out again after it. */
const as = (account: string | null) => () => {
  setMockShopperAccount(account);
  return () => setMockShopperAccount(null);
};

/** Opens the confirm step of `action` by keyboard and answers the dialog. */
async function openConfirm(canvasElement: HTMLElement, action: 'Godkjenn' | 'Avvis', name: RegExp) {
  const canvas = within(canvasElement);
  await tabTo(
    await untilState('canvas.getByRole("button", { name: action })', () =>
      canvas.getByRole('button', { name: action }),
    ),
  );
  await userEvent.keyboard('{Enter}');
  return untilState('page(canvasElement).getByRole("alertdialog", { name })', () =>
    page(canvasElement).getByRole('alertdialog', { name }),
  );
}

/** While it loads: "Henter rekvisisjonen …". */
export const Loading: Story = {
  beforeEach: as('manager'),
  parameters: { msw: { handlers: { faults: [faults.delay('GET', READ, 600_000)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("status", { name: "Henter rekvisisjonen …" })', () =>
        canvas.getByRole('status', { name: 'Henter rekvisisjonen …' }),
      ),
    ).toBeInTheDocument();
    await userEvent.tab();
  },
};

/** The manager approves, after confirming; the status says so, with the day it was decided. */
export const ManagerApproves: Story = {
  beforeEach: as('manager'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openConfirm(canvasElement, 'Godkjenn', /Godkjenne rekvisisjonen for Per Strand/);
    await tabTo(within(dialog).getByRole('button', { name: 'Godkjenn' }));
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('canvas.getByText("Godkjent", {})', () => canvas.getByText('Godkjent', {})),
    ).toBeVisible();
    await expect(canvas.getByText('Behandlet')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Godkjenn' })).toBeNull();
  },
};

/** The manager rejects with a reason for the employee; the page shows the reason. */
export const ManagerRejectsWithReason: Story = {
  beforeEach: as('manager'),
  args: { requisitionId: 'RQ-5002' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openConfirm(canvasElement, 'Avvis', /Avvise rekvisisjonen for Mona Dahl/);
    await tabTo(within(dialog).getByRole('textbox', { name: /Begrunnelse til den ansatte/ }));
    await userEvent.keyboard('Klasse F dekkes ikke av avtalen.');
    await tabTo(within(dialog).getByRole('button', { name: 'Avvis' }));
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('canvas.getByText("Avvist", {})', () => canvas.getByText('Avvist', {})),
    ).toBeVisible();
    await expect(canvas.getByText('Klasse F dekkes ikke av avtalen.')).toBeVisible();
  },
};

const rejectOutage = createOutage();

/** The rejection fails: the dialog stays open with the reason typed, and the next try goes through. */
export const RejectFailsKeepsReason: Story = {
  beforeEach: () => {
    rejectOutage.start();
    return as('manager')();
  },
  args: { requisitionId: 'RQ-5002' },
  parameters: {
    msw: {
      handlers: { faults: [faults.status('POST', REJECT, 503, undefined, { when: rejectOutage.isDown })] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openConfirm(canvasElement, 'Avvis', /Avvise rekvisisjonen/);
    const reason = within(dialog).getByRole('textbox', { name: /Begrunnelse til den ansatte/ });
    await tabTo(reason);
    await userEvent.keyboard('Ikke avtalt med meg.');
    await tabTo(within(dialog).getByRole('button', { name: 'Avvis' }));
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('within(dialog).getByRole("alert", {})', () => within(dialog).getByRole('alert', {})),
    ).toHaveTextContent('Vi fikk ikke kontakt med Glimt. Prøv igjen.');
    await expect(reason).toHaveValue('Ikke avtalt med meg.');
    rejectOutage.recover();
    await tabTo(within(dialog).getByRole('button', { name: 'Avvis' }));
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('canvas.getByText("Ikke avtalt med meg.", {})', () =>
        canvas.getByText('Ikke avtalt med meg.', {}),
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Avvist')).toBeVisible();
  },
};

/** A reason over 500 characters is refused in the dialog, and nothing is sent. */
export const ReasonTooLong: Story = {
  beforeEach: as('manager'),
  args: { requisitionId: 'RQ-5002' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openConfirm(canvasElement, 'Avvis', /Avvise rekvisisjonen/);
    const reason = within(dialog).getByRole('textbox', { name: /Begrunnelse til den ansatte/ });
    await tabTo(reason);
    await userEvent.paste('x'.repeat(501));
    await tabTo(within(dialog).getByRole('button', { name: 'Avvis' }));
    await userEvent.keyboard('{Enter}');
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveFocus();
    await expect(canvas.getByText('Venter på godkjenning')).toBeVisible();
  },
};

/** A requisition decided earlier: its status, day and no buttons. */
export const AlreadyApproved: Story = {
  beforeEach: as('manager'),
  args: { requisitionId: 'RQ-4990' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByText("Godkjent", {})', () => canvas.getByText('Godkjent', {})),
    ).toBeVisible();
    await expect(canvas.getByText('30. oktober 2026')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await userEvent.tab();
  },
};

/** A customer who is not the company's manager sees nothing of the employee's requisition (403). */
export const NotTheManager: Story = {
  beforeEach: as('customer'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent(/^Bare lederen/);
    await expect(canvas.queryByText('Per Strand')).toBeNull();
    await userEvent.tab();
  },
};

/** Nobody logged in: the page asks for the login, whose link comes back to the requisition. */
export const GuestAskedToLogIn: Story = {
  beforeEach: as(null),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent(/Logg inn som leder/);
    const login = canvas.getByRole('link', { name: 'Logg inn' });
    await tabTo(login);
    await expect(login).toHaveAttribute('href', expect.stringContaining('returnTo=%2Frekvisisjon%2FRQ-5001'));
  },
};

/** An unknown requisition. */
export const NotFound: Story = {
  beforeEach: as('manager'),
  args: { requisitionId: 'RQ-0000' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent('Vi fant ikke denne rekvisisjonen.');
    await userEvent.tab();
  },
};

const readOutage = createOutage();

/** The shop does not answer: "Prøv igjen" reads it again. */
export const LoadFailsThenWorks: Story = {
  beforeEach: () => {
    readOutage.start();
    return as('manager')();
  },
  parameters: {
    msw: { handlers: { faults: [faults.status('GET', READ, 503, undefined, { when: readOutage.isDown })] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent(/Prøv igjen/);
    readOutage.recover();
    await tabTo(canvas.getByRole('button', { name: 'Prøv igjen' }));
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('canvas.getByText("Per Strand", {})', () => canvas.getByText('Per Strand', {})),
    ).toBeVisible();
  },
};

/** On a phone: the summary and both buttons fit the width. */
export const Phone: Story = {
  beforeEach: as('manager'),
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(
      await untilState('canvas.getByRole("button", { name: "Avvis" })', () =>
        canvas.getByRole('button', { name: 'Avvis' }),
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Godkjenn' })).toBeVisible();
  },
};
