import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { B2bAgreementSigning } from '@glimt/ui';
import { createOutage, faults } from '@glimt/ui/mocks';
import { untilState } from '../../../test-support/untilState';
import { awaitingAgreement, phone, signedAgreement, tabTo } from './b2bStoryHelpers';

/** The secret signing token of the link in the signing party's e-mail. */
const TOKEN = '5c23dce229e62b9fc974e5dbc81d502b';

const meta = {
  title: 'B2B/Agreement signing',
  component: B2bAgreementSigning,
  parameters: { layout: 'fullscreen', initialPath: `/b2b/tegn-avtale?signering=${TOKEN}` },
  args: { signingToken: TOKEN },
} satisfies Meta<typeof B2bAgreementSigning>;

export default meta;
type Story = StoryObj<typeof meta>;

const AGREEMENT = '/api/b2b/signing/:signingToken';
const CODE = '/api/b2b/signing/:signingToken/code';
const SIGN = '/api/b2b/signing/:signingToken/sign';
const answer = (data: object) => ({ success: true, data });
const failure = (status: number, code: string) =>
  faults.status('POST', SIGN, status, { success: false, error: { code, message: code } });
const codeSent = answer({ sentTo: 's•••@fjordbygg.no', expiresAt: '2026-11-17T09:40:00+01:00' });

/** The agreement as the backend answers it (awaiting), a code sent, and signing it answering signed. */
const awaiting = [
  faults.status('GET', AGREEMENT, 200, answer(awaitingAgreement)),
  faults.status('POST', CODE, 200, codeSent),
  faults.status('POST', SIGN, 200, answer(signedAgreement)),
];

/** "Signer avtalen": the code goes out and the confirm step's heading takes focus. */
async function toConfirmStep(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await heading(canvasElement, 'Firmaavtale for Fjordbygg AS');
  await tabTo(canvas.getByRole('button', { name: 'Signer avtalen' }));
  await userEvent.keyboard('{Enter}');
  await heading(canvasElement, 'Bekreft at det er deg');
}

/** Types `code` into "Engangskode" and presses "Ja, signer avtalen". */
async function signWith(canvasElement: HTMLElement, code: string) {
  const canvas = within(canvasElement);
  await tabTo(canvas.getByRole('textbox', { name: /^Engangskode/ }));
  await userEvent.keyboard(code);
  await tabTo(canvas.getByRole('button', { name: 'Ja, signer avtalen' }));
  await userEvent.keyboard('{Enter}');
}

async function heading(canvasElement: HTMLElement, name: string | RegExp) {
  const found = await untilState('within(canvasElement).getByRole("heading", { name })', () =>
    within(canvasElement).getByRole('heading', { name }),
  );
  await untilState('expect(found).toHaveFocus()', () => expect(found).toHaveFocus());
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

/**
 * "Signer avtalen" sends a one-time code to the signing party's e-mail: the confirm step says where
 * it went and until when, and asks for it, with "Ja, signer avtalen", "Send ny kode" and "Avbryt".
 */
export const ConfirmStep: Story = {
  parameters: { msw: { handlers: { faults: awaiting } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toConfirmStep(canvasElement);
    await expect(canvas.getByText(/sendt en engangskode på e-post til s•••@fjordbygg\.no/)).toBeVisible();
    await expect(canvas.getByText(/forplikter du Fjordbygg AS/)).toBeVisible();
    await tabTo(canvas.getByRole('textbox', { name: /^Engangskode/ }));
    await expect(canvas.getByRole('button', { name: 'Send ny kode' })).toBeVisible();
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

/** Signed by keyboard: the code typed, "Ja, signer avtalen"; the signed state takes focus. */
export const Signed: Story = {
  parameters: { msw: { handlers: { faults: awaiting } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toConfirmStep(canvasElement);
    await signWith(canvasElement, '123456');
    await heading(canvasElement, 'Avtalen er signert');
    await expect(canvas.getByText(/Firmaavtalen for Fjordbygg AS er signert/)).toBeVisible();
  },
};

/** A wrong code (422 `SigningCodeInvalid`): the field says so and takes focus; the code stays to correct. */
export const WrongCode: Story = {
  parameters: { msw: { handlers: { faults: [failure(422, 'SigningCodeInvalid'), ...awaiting] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toConfirmStep(canvasElement);
    await signWith(canvasElement, '654321');
    const field = canvas.getByRole('textbox', { name: /^Engangskode/ });
    await untilState('expect(field).toHaveFocus()', () => expect(field).toHaveFocus());
    await untilState('expect(field).toHaveAccessibleDescription(/Koden stemmer ikke/)', () =>
      expect(field).toHaveAccessibleDescription(/Koden stemmer ikke/),
    );
    await expect(field).toHaveValue('654321');
  },
};

/** Not six digits: the field says so before anything is sent. */
export const CodeFormat: Story = {
  parameters: { msw: { handlers: { faults: awaiting } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toConfirmStep(canvasElement);
    await signWith(canvasElement, '123');
    const field = canvas.getByRole('textbox', { name: /^Engangskode/ });
    await untilState('expect(field).toHaveFocus()', () => expect(field).toHaveFocus());
    await expect(field).toHaveAccessibleDescription(/Koden er seks siffer/);
  },
};

/**
 * The code ran out (410 `SigningCodeExpired`): the notice takes focus; "Send ny kode" sends another,
 * says so, and the emptied field takes focus.
 */
export const CodeExpiredNewCode: Story = {
  parameters: { msw: { handlers: { faults: [failure(410, 'SigningCodeExpired'), ...awaiting] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toConfirmStep(canvasElement);
    await signWith(canvasElement, '123456');
    const notice = await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {}));
    await expect(notice).toHaveTextContent('Koden har utløpt. Be om en ny kode.');
    await untilState('expect(notice).toHaveFocus()', () => expect(notice).toHaveFocus());
    await tabTo(canvas.getByRole('button', { name: 'Send ny kode' }));
    await userEvent.keyboard('{Enter}');
    // A new code is a call to the fake backend: wait for its answer, not for a second.
    const sent = await untilState('the new code sent', () =>
      canvas.getByText(/^Ny kode sendt til s•••@fjordbygg\.no/),
    );
    await expect(sent).toBeVisible();
    const field = canvas.getByRole('textbox', { name: /^Engangskode/ });
    await untilState('expect(field).toHaveFocus()', () => expect(field).toHaveFocus());
    await expect(field).toHaveValue('');
  },
};

/** Too many wrong codes (429 `SigningCodeAttempts`): the notice asks for a new code. */
export const TooManyAttempts: Story = {
  parameters: { msw: { handlers: { faults: [failure(429, 'SigningCodeAttempts'), ...awaiting] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toConfirmStep(canvasElement);
    await signWith(canvasElement, '123456');
    const notice = await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {}));
    await expect(notice).toHaveTextContent('Du har prøvd feil kode for mange ganger. Be om en ny kode.');
    await untilState('expect(notice).toHaveFocus()', () => expect(notice).toHaveFocus());
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
  parameters: { msw: { handlers: { faults: [faults.status('POST', SIGN, 503), ...awaiting] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toConfirmStep(canvasElement);
    await signWith(canvasElement, '123456');
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent(/Noe gikk galt/);
    await expect(canvas.getByRole('button', { name: 'Ja, signer avtalen' })).toBeVisible();
  },
};

/** The code cannot be sent (503): the page says so, and "Signer avtalen" stays to try again. */
export const CodeNotSent: Story = {
  parameters: { msw: { handlers: { faults: [faults.status('POST', CODE, 503), ...awaiting] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Firmaavtale for Fjordbygg AS');
    await tabTo(canvas.getByRole('button', { name: 'Signer avtalen' }));
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent(/Noe gikk galt/);
    await expect(canvas.getByRole('button', { name: 'Signer avtalen' })).toHaveFocus();
  },
};

/** The agreement loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { faults: [faults.delay('GET', AGREEMENT, 600_000)] } } },
  play: async ({ canvasElement }) => {
    await expect(
      await untilState('within(canvasElement).getByRole("status", { name: "Henter avtalen …" })', () =>
        within(canvasElement).getByRole('status', { name: 'Henter avtalen …' }),
      ),
    ).toBeVisible();
    await userEvent.tab();
  },
};

/** A link that is not valid (the real fake backend: 404 `SigningLinkInvalid`): it says so, no "Prøv igjen". */
export const LinkNotValid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Vi kunne ikke vise avtalen');
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Lenken for å signere er ikke gyldig\./);
    await expect(canvas.queryByRole('button', { name: 'Prøv igjen' })).toBeNull();
    await userEvent.tab();
  },
};

/** A link whose days are up (410 `SigningLinkExpired`): it says whom to ask for a new one. */
export const LinkExpired: Story = {
  parameters: {
    msw: {
      handlers: {
        faults: [
          faults.status('GET', AGREEMENT, 410, {
            success: false,
            error: { code: 'SigningLinkExpired', message: 'x' },
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Vi kunne ikke vise avtalen');
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Lenken for å signere har utløpt\./);
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
