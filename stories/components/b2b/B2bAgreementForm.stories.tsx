import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { B2bAgreementForm } from '@glimt/ui';
import { FAILING_ORGANISATION_NUMBER, createOutage, faults } from '@glimt/ui/mocks';
import { phone, tabTo, typeInto } from './b2bStoryHelpers';
import { untilState } from '../../../test-support/untilState';

const meta = {
  title: 'B2B/Agreement form',
  component: B2bAgreementForm,
  parameters: { layout: 'fullscreen', initialPath: '/b2b/tegn-avtale' },
} satisfies Meta<typeof B2bAgreementForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOOKUP = '/api/b2b/organisation/:organisationNumber';

/** Types the organisation number and leaves the field (Tab), which looks the company up. */
async function lookUp(canvasElement: HTMLElement, number: string) {
  await typeInto(canvasElement, /^Organisasjonsnummer/, number);
  await userEvent.tab();
}

/** The lookup's live region. */
const lookupStatus = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-lookup]')!;

/** Fills the contact person, the signing party, the reference format and the PDF e-mail. */
async function fillTheRest(canvasElement: HTMLElement) {
  const values: Array<[RegExp, string]> = [
    [/^Navn på kontaktperson/, 'Ola Fjord'],
    [/^E-post til kontaktperson/, 'ola.fjord@fjordbygg.no'],
    [/^Telefon til kontaktperson/, '912 34 567'],
    [/^Navn\s*\*?$/, 'Siri Bygg'],
    [/^E-post\s*\*?$/, 'siri.bygg@fjordbygg.no'],
    [/^Stilling/, 'Daglig leder'],
    [/^Format på referansen/, 'KS-NNNN'],
  ];
  for (const [label, value] of values) await typeInto(canvasElement, label, value);
  const canvas = within(canvasElement);
  await tabTo(canvas.getByRole('checkbox', { name: /^F – slag med lav energi/ }));
  await userEvent.keyboard(' ');
  await expect(canvas.getByRole('checkbox', { name: /^F – slag med lav energi/ })).toBeChecked();
  await typeInto(canvasElement, /^E-post som avtalen sendes til/, 'faktura@fjordbygg.no');
}

/** The empty form: the organisation number first, with "Finn bedriften" beside it. */
export const EmptyForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilState('canvas.getByRole("heading", { level: 1, name: "Firmaavtale for briller" })', () =>
      canvas.getByRole('heading', { level: 1, name: 'Firmaavtale for briller' }),
    );
    await tabTo(canvas.getByLabelText(/^Organisasjonsnummer/));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Finn bedriften' })).toHaveFocus();
  },
};

/**
 * Coming back to the form in the same tab: what was typed before leaving is filled in again (kept in
 * session storage), the company is looked up again, and leaving again asks first.
 */
export const DraftRestored: Story = {
  beforeEach: () => {
    sessionStorage.setItem(
      'glimt.draft.b2b-agreement',
      JSON.stringify({
        organisationNumber: '987654321',
        contactName: 'Ola Fjord',
        contactEmail: 'ola.fjord@fjordbygg.no',
        photochromic: true,
      }),
    );
    return () => sessionStorage.removeItem('glimt.draft.b2b-agreement');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const contact = await untilState('canvas.getByLabelText(/^Navn på kontaktperson/) with Ola Fjord', () => {
      const field = canvas.getByLabelText(/^Navn på kontaktperson/);
      expect(field).toHaveValue('Ola Fjord');
      return field;
    });
    await tabTo(contact);
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^E-post til kontaktperson/)).toHaveFocus();
    await expect(canvas.getByLabelText(/^E-post til kontaktperson/)).toHaveValue('ola.fjord@fjordbygg.no');
    await untilState('expect(lookupStatus(canvasElement)).toHaveTextContent("Fant Fjordbygg AS…")', () =>
      expect(lookupStatus(canvasElement)).toHaveTextContent('Fant Fjordbygg AS, Strandkaien 2, 5013 Bergen.'),
    );
    await expect(canvas.getByLabelText(/^Organisasjonsnummer/)).toHaveValue('987-654-321');
    await expect(canvas.getByLabelText(/^Gateadresse/)).toHaveValue('Strandkaien 2');
    await expect(canvas.getByRole('checkbox', { name: /^Fotokromatiske glass/ })).toBeChecked();
  },
};

/**
 * A known company: leaving the field looks it up; the live region names it with its address, its
 * departments are offered, and the invoice address is filled from it.
 */
export const CompanyFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvasElement, '987654321');
    await untilState(
      'expect(lookupStatus(canvasElement)).toHaveTextContent("Fant Fjordbygg AS, Strandkaien 2…',
      () =>
        expect(lookupStatus(canvasElement)).toHaveTextContent(
          'Fant Fjordbygg AS, Strandkaien 2, 5013 Bergen.',
        ),
    );
    const units = canvas.getByRole('radiogroup', { name: /Hvem gjelder avtalen/ });
    await expect(within(units).getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.getByLabelText(/^Gateadresse/)).toHaveValue('Strandkaien 2');
    await tabTo(within(units).getByRole('radio', { name: 'Hele Fjordbygg AS' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(units).getByRole('radio', { name: 'Avdeling Anlegg' })).toBeChecked();
  },
};

/** The company lookup under way: the live region says it is searching. */
export const LookingUp: Story = {
  parameters: { msw: { handlers: { faults: [faults.delay('GET', LOOKUP, 600_000)] } } },
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement, '987-654-321');
    await untilState('expect(lookupStatus(canvasElement)).toHaveTextContent("Søker etter bedriften …")', () =>
      expect(lookupStatus(canvasElement)).toHaveTextContent('Søker etter bedriften …'),
    );
  },
};

/** An organisation number nobody has: "organisation not found", in the live region. */
export const OrganisationNotFound: Story = {
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement, '111-222-333');
    await untilState(
      'expect(lookupStatus(canvasElement)).toHaveTextContent( "Vi fant ingen bedrift med dette…',
      () =>
        expect(lookupStatus(canvasElement)).toHaveTextContent(
          'Vi fant ingen bedrift med dette organisasjonsnummeret.',
        ),
    );
  },
};

/** The company registry does not answer (502): the company lookup problem, contact B2B support. */
export const LookupProblem: Story = {
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement, FAILING_ORGANISATION_NUMBER);
    await untilState(
      'expect(lookupStatus(canvasElement)).toHaveTextContent(/problemer med å slå opp bedrifte…',
      () =>
        expect(lookupStatus(canvasElement)).toHaveTextContent(
          /problemer med å slå opp bedrifter.*kontakt B2B/,
        ),
    );
  },
};

const lookupOutage = createOutage();

/** The lookup fails (502), then works when "Finn bedriften" asks again. */
export const LookupFailsThenWorks: Story = {
  beforeEach: lookupOutage.start,
  parameters: {
    msw: {
      handlers: { faults: [faults.status('GET', LOOKUP, 502, undefined, { when: lookupOutage.isDown })] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvasElement, '987-654-321');
    await untilState(
      'expect(lookupStatus(canvasElement)).toHaveTextContent(/kontakt B2B-kundeservice/)',
      () => expect(lookupStatus(canvasElement)).toHaveTextContent(/kontakt B2B-kundeservice/),
    );
    lookupOutage.recover();
    await expect(canvas.getByRole('button', { name: 'Finn bedriften' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await untilState('expect(lookupStatus(canvasElement)).toHaveTextContent("Fant Fjordbygg AS")', () =>
      expect(lookupStatus(canvasElement)).toHaveTextContent('Fant Fjordbygg AS'),
    );
  },
};

/** Sent empty: each field says what is missing, focus goes to the first, nothing is sent. */
export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(
      await untilState('canvas.getByRole("button", { name: "Send avtalen til signering" })', () =>
        canvas.getByRole('button', { name: 'Send avtalen til signering' }),
      ),
    );
    await userEvent.keyboard('{Enter}');
    await untilState('expect(canvas.getByLabelText(/^Organisasjonsnummer/)).toHaveFocus()', () =>
      expect(canvas.getByLabelText(/^Organisasjonsnummer/)).toHaveFocus(),
    );
    await expect(canvas.getAllByText('Fyll ut dette feltet.').length).toBeGreaterThan(5);
  },
};

/**
 * The whole agreement by keyboard, sent: the "sent for signing" state takes focus and says the
 * signing party got a link and the PDF was e-mailed.
 */
export const SentForSigning: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvasElement, '987-654-321');
    await untilState('expect(lookupStatus(canvasElement)).toHaveTextContent("Fant Fjordbygg AS")', () =>
      expect(lookupStatus(canvasElement)).toHaveTextContent('Fant Fjordbygg AS'),
    );
    await fillTheRest(canvasElement);
    await tabTo(canvas.getByRole('button', { name: 'Send avtalen til signering' }));
    await userEvent.keyboard('{Enter}');
    const heading = await untilState(
      'canvas.getByRole("heading", { name: "Avtalen er sendt til signering" })',
      () => canvas.getByRole('heading', { name: 'Avtalen er sendt til signering' }),
    );
    await untilState('expect(heading).toHaveFocus()', () => expect(heading).toHaveFocus());
    await expect(
      canvas.getByText(/Siri Bygg har fått en lenke på e-post til siri.bygg@fjordbygg.no/),
    ).toBeVisible();
    await expect(canvas.getByText('Avtalen er sendt som PDF til faktura@fjordbygg.no.')).toBeVisible();
  },
};

/** A company that already has an agreement: the lookup says so, and sending is refused (409). */
export const AgreementExists: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvasElement, '912-345-678');
    await untilState(
      'expect(lookupStatus(canvasElement)).toHaveTextContent("Nordlys Energi AS har allerede e…',
      () =>
        expect(lookupStatus(canvasElement)).toHaveTextContent(
          'Nordlys Energi AS har allerede en firmaavtale',
        ),
    );
    await fillTheRest(canvasElement);
    await tabTo(canvas.getByRole('button', { name: 'Send avtalen til signering' }));
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent('Bedriften har allerede en firmaavtale med oss.');
  },
};

/** Sending fails (503): a message says to try again; nothing typed is lost. */
export const SubmitError: Story = {
  parameters: { msw: { handlers: { faults: [faults.status('POST', '/api/b2b/agreement', 503)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvasElement, '987-654-321');
    await untilState('expect(lookupStatus(canvasElement)).toHaveTextContent("Fant Fjordbygg AS")', () =>
      expect(lookupStatus(canvasElement)).toHaveTextContent('Fant Fjordbygg AS'),
    );
    await fillTheRest(canvasElement);
    await tabTo(canvas.getByRole('button', { name: 'Send avtalen til signering' }));
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent(/Prøv igjen/);
    await expect(canvas.getByLabelText(/^Navn på kontaktperson/)).toHaveValue('Ola Fjord');
  },
};

const longCompany = {
  organisationNumber: '923-456-789',
  name: 'Nordnorsk Havbruk, Fiskeoppdrett og Foredling av Sjømatprodukter Aksjeselskap avdeling Vesterålen',
  address: {
    street: 'Strandgata med den svært lange adressen langs hele havna 190 B',
    zipCode: '8400',
    city: 'Sortland',
  },
  departments: [
    'Produksjon og røkting av matfisk i sjø',
    'Administrasjon, økonomi, personal og innkjøp for hele konsernet',
    'Brønnbåt',
  ],
  hasAgreement: false,
};

/** Long company and department names wrap inside the page. */
export const LongText: Story = {
  parameters: {
    msw: { handlers: { faults: [faults.status('GET', LOOKUP, 200, { success: true, data: longCompany })] } },
  },
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement, '923-456-789');
    await untilState('expect(lookupStatus(canvasElement)).toHaveTextContent(/Fant Nordnorsk Havbruk/)', () =>
      expect(lookupStatus(canvasElement)).toHaveTextContent(/Fant Nordnorsk Havbruk/),
    );
    await expect(within(canvasElement).getAllByRole('radio', { name: /Avdeling/ })).toHaveLength(3);
  },
};

/** On a phone: the company found, "Finn bedriften" under the field. */
export const Phone: Story = { globals: phone, play: CompanyFound.play };
