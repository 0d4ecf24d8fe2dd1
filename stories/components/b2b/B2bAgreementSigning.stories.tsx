import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { B2bAgreementSigning } from '@glimt/ui';
import { createOutage, faults } from '@glimt/ui/mocks';
import { awaitingAgreement, phone, signedAgreement, tabTo } from './b2bStoryHelpers';

const meta = {
  title: 'B2B/Agreement signing',
  component: B2bAgreementSigning,
  parameters: { layout: 'fullscreen', initialPath: '/b2b/tegn-avtale?avtale=AG-801' },
  args: { agreementId: 'AG-801' },
} satisfies Meta<typeof B2bAgreementSigning>;

export default meta;
type Story = StoryObj<typeof meta>;

const AGREEMENT = '/api/b2b/agreement/:agreementId';
const SIGN = '/api/b2b/agreement/:agreementId/sign';
const answer = (data: object) => ({ success: true, data });

/** The agreement as the backend answers it (awaiting), and signing it answering signed. */
const awaiting = [
  faults.status('GET', AGREEMENT, 200, answer(awaitingAgreement)),
  faults.status('POST', SIGN, 200, answer(signedAgreement)),
];

async function heading(canvasElement: HTMLElement, name: string | RegExp) {
  const found = await within(canvasElement).findByRole('heading', { name }, { timeout: 5000 });
  await waitFor(() => expect(found).toHaveFocus());
  return found;
}

/** The agreement awaiting signature: the summary, the PDF and "Signer avtalen"; focus on the heading. */
export const AwaitingSignature: Story = {
  parameters: { msw: { handlers: { faults: awaiting } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Firmaavtale for Fjordbygg AS');
    await expect(canvas.getByText('Venter på signering')).toBeVisible();
    await tabTo(canvas.getByRole('link', { name: 'Last ned avtalen (PDF)' }));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Signer avtalen' })).toHaveFocus();
  },
};

/** "Signer avtalen" asks to confirm first: the question takes focus, with "Ja, signer avtalen" and "Avbryt". */
export const ConfirmStep: Story = {
  parameters: { msw: { handlers: { faults: awaiting } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Firmaavtale for Fjordbygg AS');
    await tabTo(canvas.getByRole('button', { name: 'Signer avtalen' }));
    await userEvent.keyboard('{Enter}');
    await heading(canvasElement, 'Bekreft signeringen');
    await expect(canvas.getByText(/forplikter du Fjordbygg AS/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ja, signer avtalen' })).toBeVisible();
  },
};

/** "Avbryt" in the confirm step goes back: the page's heading takes focus, "Signer avtalen" again. */
export const ConfirmCancelled: Story = {
  parameters: { msw: { handlers: { faults: awaiting } } },
  play: async (context) => {
    await ConfirmStep.play!(context);
    const canvas = within(context.canvasElement);
    await tabTo(canvas.getByRole('button', { name: 'Avbryt' }));
    await userEvent.keyboard('{Enter}');
    await heading(context.canvasElement, 'Firmaavtale for Fjordbygg AS');
    await expect(canvas.getByRole('button', { name: 'Signer avtalen' })).toBeVisible();
  },
};

/** Signed by keyboard: "Signer avtalen", then "Ja, signer avtalen"; the signed state takes focus. */
export const Signed: Story = {
  parameters: { msw: { handlers: { faults: awaiting } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Firmaavtale for Fjordbygg AS');
    await tabTo(canvas.getByRole('button', { name: 'Signer avtalen' }));
    await userEvent.keyboard('{Enter}');
    await heading(canvasElement, 'Bekreft signeringen');
    await tabTo(canvas.getByRole('button', { name: 'Ja, signer avtalen' }));
    await userEvent.keyboard('{Enter}');
    await heading(canvasElement, 'Avtalen er signert');
    await expect(canvas.getByText(/Firmaavtalen for Fjordbygg AS er signert/)).toBeVisible();
  },
};

/** An agreement signed before: it says so, with no button to sign. */
export const AlreadySigned: Story = {
  parameters: {
    msw: { handlers: { faults: [faults.status('GET', AGREEMENT, 200, answer(signedAgreement))] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Avtalen er allerede signert');
    await expect(canvas.queryByRole('button', { name: 'Signer avtalen' })).toBeNull();
    await tabTo(canvas.getByRole('link', { name: 'Last ned avtalen (PDF)' }));
  },
};

/** Signing fails (503): the message shows in the confirm step, which stays open to try again. */
export const SignError: Story = {
  parameters: {
    msw: {
      handlers: {
        faults: [
          faults.status('GET', AGREEMENT, 200, answer(awaitingAgreement)),
          faults.status('POST', SIGN, 503),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Firmaavtale for Fjordbygg AS');
    await tabTo(canvas.getByRole('button', { name: 'Signer avtalen' }));
    await userEvent.keyboard('{Enter}');
    await tabTo(await canvas.findByRole('button', { name: 'Ja, signer avtalen' }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(/Noe gikk galt/);
    await expect(canvas.getByRole('button', { name: 'Ja, signer avtalen' })).toBeVisible();
  },
};

/** The agreement loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { faults: [faults.delay('GET', AGREEMENT, 600_000)] } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Henter avtalen …' }),
    ).toBeVisible();
    await userEvent.tab();
  },
};

/** An unknown agreement (404): not found, with no "Prøv igjen". */
export const NotFound: Story = {
  args: { agreementId: 'AG-9999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Vi kunne ikke vise avtalen');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Vi fant ikke avtalen.');
    await expect(canvas.queryByRole('button', { name: 'Prøv igjen' })).toBeNull();
    await userEvent.tab();
  },
};

const loadOutage = createOutage();

/** Loading fails (503), then works with "Prøv igjen". */
export const LoadErrorThenRetry: Story = {
  beforeEach: loadOutage.start,
  parameters: {
    msw: {
      handlers: {
        faults: [
          faults.status('GET', AGREEMENT, 503, undefined, { when: loadOutage.isDown }),
          faults.status('GET', AGREEMENT, 200, answer(awaitingAgreement)),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Vi kunne ikke vise avtalen');
    loadOutage.recover();
    await tabTo(canvas.getByRole('button', { name: 'Prøv igjen' }));
    await userEvent.keyboard('{Enter}');
    await heading(canvasElement, 'Firmaavtale for Fjordbygg AS');
  },
};

const longAgreement = {
  ...awaitingAgreement,
  company:
    'Nordnorsk Havbruk, Fiskeoppdrett og Foredling av Sjømatprodukter Aksjeselskap avdeling Vesterålen',
  signingParty: {
    name: 'Anne-Marie Kristiansen-Bjørnstad Haugland',
    email: 'anne-marie.kristiansen-bjornstad.haugland@nordnorsk-havbruk-fiskeoppdrett.no',
  },
};

/** Long company, name and e-mail wrap inside the summary. */
export const LongText: Story = {
  parameters: {
    msw: { handlers: { faults: [faults.status('GET', AGREEMENT, 200, answer(longAgreement))] } },
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, /^Firmaavtale for Nordnorsk Havbruk/);
    await tabTo(within(canvasElement).getByRole('button', { name: 'Signer avtalen' }));
  },
};

/** On a phone: the summary stacks its terms over their values. */
export const Phone: Story = {
  globals: phone,
  parameters: { msw: { handlers: { faults: awaiting } } },
  play: AwaitingSignature.play,
};
