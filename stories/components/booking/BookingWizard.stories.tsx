import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BookingWizard, ShopSessionProvider } from '@glimt/ui';
import { faults, setMockShopperAccount } from '@glimt/ui/mocks';
import { chooseRadio, stepHeading, storeWizard, tabTo } from './bookingStoryHelpers';
import { untilState } from '../../../test-support/untilState';

const meta = {
  title: 'Booking/Booking wizard',
  component: BookingWizard,
  parameters: { layout: 'fullscreen', initialPath: '/bestill-synstest' },
  beforeEach: () => () => sessionStorage.clear(),
} satisfies Meta<typeof BookingWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const slotTaken = {
  success: false,
  error: { code: 'SlotTaken', message: 'Someone else has booked this time; pick another' },
};

/** Presses "Neste" (or another submit) by keyboard. */
async function submit(canvasElement: HTMLElement, name: string | RegExp = 'Neste') {
  await tabTo(within(canvasElement).getByRole('button', { name }));
  await userEvent.keyboard('{Enter}');
}

/** Chooses the first free day (the calendar's tab stop) and its first time, by keyboard. */
async function chooseFirstTime(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const grid = await untilState('canvas.getByRole("grid", {})', () => canvas.getByRole('grid', {}));
  const stop = grid.querySelector<HTMLElement>('button[tabindex="0"]');
  if (!stop) throw new Error('no tab stop in the calendar');
  await tabTo(stop);
  await userEvent.keyboard('{Enter}');
  await untilState('expect(stop.closest("td")).toHaveAttribute("aria-selected", "true")', () =>
    expect(stop.closest('td')).toHaveAttribute('aria-selected', 'true'),
  );
  const times = await untilState('canvas.getAllByRole("radio", {})', () => canvas.getAllByRole('radio', {}));
  await chooseRadio(times[0]!);
}

/** Fills the details step by keyboard. */
async function fillDetails(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const values: Array<[RegExp, string]> = [
    [/^Fornavn/, 'Kari'],
    [/^Etternavn/, 'Nordmann'],
    [/^E-post/, 'kari.nordmann@example.no'],
    [/^Mobilnummer/, '912 34 567'],
  ];
  for (const [label, value] of values) {
    const field = canvas.getByLabelText(label);
    await tabTo(field);
    await userEvent.keyboard(value);
  }
}

/** The first step: exam type and level. The whole booking by keyboard, to the confirmation. */
export const WholeWizardByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("status")', () => canvas.getByRole('status')),
    ).toHaveTextContent('Steg 1 av 6: Type undersøkelse');
    await chooseRadio(
      await untilState('canvas.getByRole("radio", { name: /^Synstest/ })', () =>
        canvas.getByRole('radio', { name: /^Synstest/ }),
      ),
    );
    await chooseRadio(
      await untilState('canvas.getByRole("radio", { name: /^Utvidet synsundersøkelse/ })', () =>
        canvas.getByRole('radio', { name: /^Utvidet synsundersøkelse/ }),
      ),
    );
    await expect(canvas.getAllByText(/Tar ca\. 45 minutter/)[0]).toBeVisible();
    await submit(canvasElement);
    await untilState('expect(await stepHeading(canvasElement, "Alder")).toHaveFocus()', async () =>
      expect(await stepHeading(canvasElement, 'Alder')).toHaveFocus(),
    );
    await expect(canvas.getByText('Steg 2 av 6: Alder')).toBeVisible();
    await chooseRadio(canvas.getByRole('radio', { name: '18–75 år' }));
    await submit(canvasElement);
    await untilState('expect(await stepHeading(canvasElement, "Butikk")).toHaveFocus()', async () =>
      expect(await stepHeading(canvasElement, 'Butikk')).toHaveFocus(),
    );
    await chooseRadio(
      await untilState('canvas.getByRole("radio", { name: /Glimt Bergen Sentrum/ })', () =>
        canvas.getByRole('radio', { name: /Glimt Bergen Sentrum/ }),
      ),
    );
    await submit(canvasElement);
    await untilState('expect(await stepHeading(canvasElement, "Dag og tid")).toHaveFocus()', async () =>
      expect(await stepHeading(canvasElement, 'Dag og tid')).toHaveFocus(),
    );
    await chooseFirstTime(canvasElement);
    await submit(canvasElement);
    await untilState(
      'expect(await stepHeading(canvasElement, "Dine opplysninger")).toHaveFocus()',
      async () => expect(await stepHeading(canvasElement, 'Dine opplysninger')).toHaveFocus(),
    );
    await fillDetails(canvasElement);
    await submit(canvasElement);
    await untilState('expect(await stepHeading(canvasElement, "Oppsummering")).toHaveFocus()', async () =>
      expect(await stepHeading(canvasElement, 'Oppsummering')).toHaveFocus(),
    );
    await expect(canvas.getByText(/Synstest, Utvidet synsundersøkelse/)).toBeVisible();
    await expect(canvas.getByText('Pris', { exact: true }).nextElementSibling).toHaveTextContent(/^kr\s990$/);
    await expect(canvas.getByText('Glimt Bergen Sentrum')).toBeVisible();
    await expect(canvas.getByText(/Senere avbestilling koster kr 495/)).toBeVisible();
    await submit(canvasElement, 'Bekreft bestilling');
    const done = await untilState('canvas.getByRole("heading", { level: 1, name: "Timen er bestilt" })', () =>
      canvas.getByRole('heading', { level: 1, name: 'Timen er bestilt' }),
    );
    await untilState('expect(done).toHaveFocus()', () => expect(done).toHaveFocus());
    await expect(canvas.getByText(/bekreftelse til kari\.nordmann@example\.no/)).toBeVisible();
  },
};

/** The first step says what each exam costs: a type "fra" its cheapest level, each level its price. */
export const PricesAtFirstStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const eyeExam = await untilState('canvas.getByRole("radio", { name: /^Synstest/ })', () =>
      canvas.getByRole('radio', { name: /^Synstest/ }),
    );
    await expect(eyeExam).toHaveAccessibleDescription(/Pris: fra kr\s590/);
    await expect(canvas.getByRole('radio', { name: /^Kontaktlinsetilpasning/ })).toHaveAccessibleDescription(
      /Pris: fra kr\s490/,
    );
    await chooseRadio(eyeExam);
    const level = await untilState('canvas.getByRole("radio", { name: /^Utvidet synsundersøkelse/ })', () =>
      canvas.getByRole('radio', { name: /^Utvidet synsundersøkelse/ }),
    );
    await expect(level).toHaveAccessibleDescription(/Pris: kr\s990/);
    await chooseRadio(level);
  },
};

/**
 * The first step links to the hearing test; ticking "my employer pays" (Space, by keyboard) offers the
 * company's eye-health day beside it.
 */
export const EmployerPaysOffersEyeHealthDay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Bestill hørselstest' })).toHaveAttribute(
      'href',
      '/bestill-horselstest',
    );
    const employerPays = await untilState(
      'canvas.getByRole("checkbox", { name: /Arbeidsgiveren min betaler/ })',
      () => canvas.getByRole('checkbox', { name: /Arbeidsgiveren min betaler/ }),
    );
    await expect(canvas.queryByRole('link', { name: 'Bestill øyehelsedag' })).toBeNull();
    await tabTo(employerPays);
    await userEvent.keyboard(' ');
    await expect(employerPays).toBeChecked();
    const eyeHealthDay = canvas.getByRole('link', { name: 'Bestill øyehelsedag' });
    await expect(eyeHealthDay).toHaveAttribute('href', '/b2b/oyehelsedag');
    await tabTo(eyeHealthDay);
  },
};

/**
 * The calendar marks the days with free times: a dot under the number and "ledige timer" in the
 * day's name. A day without stays reachable by the arrows and says "ingen ledige timer".
 */
export const CalendarFreeDaysMarked: Story = {
  beforeEach: () => storeWizard('time', {}),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await untilState('canvas.getByRole("grid", {})', () => canvas.getByRole('grid', {}));
    await expect(canvas.getByText('Dager med ledige timer er merket med en prikk.')).toBeVisible();
    const stop = grid.querySelector<HTMLElement>('button[tabindex="0"]')!;
    await expect(stop).toHaveAccessibleName(/, ledige timer$/);
    await expect(stop).toHaveAttribute('data-free');
    await tabTo(stop);
    // Tuesday 17 November is free; the Sunday of that week has none, and says so when reached.
    await userEvent.keyboard('{End}');
    const sunday = grid.querySelector<HTMLElement>('[data-date="2026-11-22"]')!;
    await untilState('expect(sunday).toHaveFocus()', () => expect(sunday).toHaveFocus());
    await expect(sunday).toHaveAccessibleName(/, ingen ledige timer$/);
    await expect(sunday).not.toHaveAttribute('data-free');
    await userEvent.keyboard('{Home}');
    await userEvent.keyboard('{ArrowRight}');
  },
};

/**
 * The confirmation: when and where (the store's address), "Legg til i kalender" for an `.ics`, and
 * what to bring; "Se eller endre bestillingen" goes to the booking's page with its access token.
 */
export const ConfirmationWithAddressCalendarAndBring: Story = {
  beforeEach: () => storeWizard('details', { date: '2026-11-18', start: '2026-11-18T10:00:00+01:00' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilState('canvas.getByLabelText(/^Fornavn/, {})', () => canvas.getByLabelText(/^Fornavn/, {}));
    await fillDetails(canvasElement);
    await submit(canvasElement);
    await stepHeading(canvasElement, 'Oppsummering');
    await expect(canvas.getByText('Synstest', { exact: true })).toBeVisible();
    await submit(canvasElement, 'Bekreft bestilling');
    await untilState('canvas.getByRole("heading", { level: 1, name: "Timen er bestilt" })', () =>
      canvas.getByRole('heading', { level: 1, name: 'Timen er bestilt' }),
    );
    await expect(
      await untilState('canvas.getByText("Stenersgata 1, 0050 Oslo")', () =>
        canvas.getByText('Stenersgata 1, 0050 Oslo'),
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Dette tar du med' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await tabTo(canvas.getByRole('button', { name: 'Legg til i kalender' }));
    await userEvent.tab();
    const manage = canvas.getByRole('link', { name: 'Se eller endre bestillingen' });
    await expect(manage).toHaveFocus();
    await expect(manage.getAttribute('href')).toMatch(/^\/bestill-synstest\/BK-\d+\?tilgang=[0-9a-f]+$/);
  },
};

/** "Neste" without a choice: the message under the group and focus on its first option. */
export const MissingChoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilState('canvas.getByRole("radio", { name: /^Synstest/ })', () =>
      canvas.getByRole('radio', { name: /^Synstest/ }),
    );
    await submit(canvasElement);
    await expect(
      await untilState('canvas.getByText("Velg ett av alternativene.")', () =>
        canvas.getByText('Velg ett av alternativene.'),
      ),
    ).toBeVisible();
    await untilState('expect(canvas.getByRole("radio", { name: /^Synstest/ })).toHaveFocus()', () =>
      expect(canvas.getByRole('radio', { name: /^Synstest/ })).toHaveFocus(),
    );
  },
};

/** The time step on a phone: a Monday-first calendar in Norwegian, arrows move the day, then times. */
export const TimeStepMobile: Story = {
  globals: mobile,
  beforeEach: () => storeWizard('time', {}),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await untilState('canvas.getByRole("grid", {})', () => canvas.getByRole('grid', {}));
    const headers = within(grid).getAllByRole('columnheader');
    await expect(headers[0]).toHaveAttribute('abbr', 'mandag');
    await expect(headers[6]).toHaveAttribute('abbr', 'søndag');
    const stop = grid.querySelector<HTMLElement>('button[tabindex="0"]')!;
    await tabTo(stop);
    await userEvent.keyboard('{ArrowRight}');
    await untilState('expect(stop).not.toHaveFocus()', () => expect(stop).not.toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await untilState('expect(stop).toHaveFocus()', () => expect(stop).toHaveFocus());
    await chooseFirstTime(canvasElement);
    await submit(canvasElement);
    await stepHeading(canvasElement, 'Dine opplysninger');
  },
};

/** Details with mistakes: each field says what is wrong, focus goes to the first, nothing typed is lost. */
export const DetailsErrors: Story = {
  beforeEach: () => storeWizard('details', { date: '2026-11-18', start: '2026-11-18T10:00:00+01:00' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mail = await untilState('canvas.getByLabelText(/^E-post/, {})', () =>
      canvas.getByLabelText(/^E-post/, {}),
    );
    await tabTo(mail);
    await userEvent.keyboard('kari@example');
    await submit(canvasElement);
    await untilState('expect(canvas.getByLabelText(/^Fornavn/)).toHaveFocus()', () =>
      expect(canvas.getByLabelText(/^Fornavn/)).toHaveFocus(),
    );
    await expect(canvas.getByLabelText(/^Fornavn/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(/Skriv en e-postadresse med @ og domene/)).toBeVisible();
    await expect(mail).toHaveValue('kari@example');
  },
};

/**
 * Back on the booking page in the same tab: the step, the choices and the details typed before
 * leaving are there again (session storage), and the summary is one press away.
 */
export const DetailsRestored: Story = {
  beforeEach: () =>
    storeWizard(
      'details',
      { date: '2026-11-18', start: '2026-11-18T10:00:00+01:00' },
      {
        customer: {
          firstName: 'Ola',
          lastName: 'Fjord',
          email: 'ola.fjord@example.no',
          mobile: '912 34 567',
        },
      },
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await untilState('canvas.getByLabelText(/^Fornavn/) with Ola', () => {
      const field = canvas.getByLabelText(/^Fornavn/, {});
      expect(field).toHaveValue('Ola');
      return field;
    });
    await expect(canvas.getByLabelText(/^Etternavn/)).toHaveValue('Fjord');
    await expect(canvas.getByLabelText(/^Mobilnummer/)).toHaveValue('912 34 567');
    await tabTo(first);
    await submit(canvasElement);
    await untilState('expect(await stepHeading(canvasElement, "Oppsummering")).toHaveFocus()', async () =>
      expect(await stepHeading(canvasElement, 'Oppsummering')).toHaveFocus(),
    );
    await expect(canvas.getByText(/Ola Fjord/)).toBeVisible();
  },
};

/**
 * A logged-in customer (Kari Nordmann): the details step starts filled in with their own name,
 * e-mail and mobile, and the summary shows them.
 */
export const DetailsPrefilledForCustomer: Story = {
  decorators: [
    (Story) => (
      <ShopSessionProvider>
        <Story />
      </ShopSessionProvider>
    ),
  ],
  beforeEach: () => {
    setMockShopperAccount('customer');
    const forget = storeWizard('details', { date: '2026-11-18', start: '2026-11-18T10:00:00+01:00' });
    return () => {
      forget();
      setMockShopperAccount(null);
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await untilState('canvas.getByLabelText(/^Fornavn/, {})', () =>
      canvas.getByLabelText(/^Fornavn/, {}),
    );
    await untilState('expect(first).toHaveValue("Kari")', () => expect(first).toHaveValue('Kari'));
    await expect(canvas.getByLabelText(/^Etternavn/)).toHaveValue('Nordmann');
    await expect(canvas.getByLabelText(/^E-post/)).toHaveValue('kari.nordmann@example.no');
    await expect(canvas.getByLabelText(/^Mobilnummer/)).toHaveValue('+4791234567');
    await submit(canvasElement);
    await untilState('expect(await stepHeading(canvasElement, "Oppsummering")).toHaveFocus()', async () =>
      expect(await stepHeading(canvasElement, 'Oppsummering')).toHaveFocus(),
    );
    await expect(canvas.getByText(/Kari Nordmann/)).toBeVisible();
  },
};

/** Someone took the time first: back on the time step with the message, then another time books. */
export const TimeTakenThenAnother: Story = {
  beforeEach: () => storeWizard('time', {}),
  parameters: {
    msw: { handlers: { faults: [faults.status('POST', '/api/booking', 409, slotTaken, { once: true })] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseFirstTime(canvasElement);
    await submit(canvasElement);
    await stepHeading(canvasElement, 'Dine opplysninger');
    await fillDetails(canvasElement);
    await submit(canvasElement);
    await stepHeading(canvasElement, 'Oppsummering');
    await submit(canvasElement, 'Bekreft bestilling');
    await expect(
      await untilState('canvas.getByRole("alert")', () => canvas.getByRole('alert')),
    ).toHaveTextContent('Noen andre har nettopp bestilt denne tiden');
    await untilState('expect(await stepHeading(canvasElement, "Dag og tid")).toHaveFocus()', async () =>
      expect(await stepHeading(canvasElement, 'Dag og tid')).toHaveFocus(),
    );
    await chooseFirstTime(canvasElement);
    await submit(canvasElement);
    await expect(await stepHeading(canvasElement, 'Dine opplysninger')).toBeVisible();
    await expect(canvas.getByLabelText(/^Fornavn/)).toHaveValue('Kari');
    await submit(canvasElement);
    await submit(canvasElement, 'Bekreft bestilling');
    await expect(
      await untilState('canvas.getByRole("heading", { name: "Timen er bestilt" })', () =>
        canvas.getByRole('heading', { name: 'Timen er bestilt' }),
      ),
    ).toBeVisible();
  },
};

/** A store with an external provider: the request-only outcome. */
export const RequestOnly: Story = {
  beforeEach: () => storeWizard('time', { storeId: '1023' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseFirstTime(canvasElement);
    await submit(canvasElement);
    await stepHeading(canvasElement, 'Dine opplysninger');
    await fillDetails(canvasElement);
    await submit(canvasElement);
    await stepHeading(canvasElement, 'Oppsummering');
    await submit(canvasElement, 'Bekreft bestilling');
    await expect(
      await untilState('canvas.getByRole("heading", { name: "Forespørselen er sendt" })', () =>
        canvas.getByRole('heading', { name: 'Forespørselen er sendt' }),
      ),
    ).toBeVisible();
  },
};

/** The external provider does not answer: its own message on the summary, the choices kept. */
export const ProviderUnavailable: Story = {
  beforeEach: () => storeWizard('time', { storeId: '1024' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseFirstTime(canvasElement);
    await submit(canvasElement);
    await stepHeading(canvasElement, 'Dine opplysninger');
    await fillDetails(canvasElement);
    await submit(canvasElement);
    await stepHeading(canvasElement, 'Oppsummering');
    await submit(canvasElement, 'Bekreft bestilling');
    await expect(
      await untilState('canvas.getByRole("alert")', () => canvas.getByRole('alert')),
    ).toHaveTextContent('bookingsystem svarer ikke');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Oppsummering' })).toBeVisible();
  },
};

/** A store that takes no bookings just now: "location unavailable", and back to choose another. */
export const LocationUnavailable: Story = {
  beforeEach: () => storeWizard('time', { storeId: '1026' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent('tar ikke imot bestillinger');
    await submit(canvasElement, 'Velg butikk');
    await stepHeading(canvasElement, 'Butikk');
  },
};

/** No free times in the store: the nearest stores with times are offered, and one is chosen. */
export const NoTimesInStore: Story = {
  beforeEach: () => storeWizard('time', { storeId: '1025' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByText(/ingen ledige tider i Glimt Harstad/, {})', () =>
        canvas.getByText(/ingen ledige tider i Glimt Harstad/, {}),
      ),
    ).toBeVisible();
    const [other] = await untilState('canvas.getAllByRole("button", { name: /^Velg Glimt/ })', () =>
      canvas.getAllByRole('button', { name: /^Velg Glimt/ }),
    );
    if (!other) throw new Error('no nearby store offered');
    await tabTo(other);
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('canvas.getByRole("grid", {})', () => canvas.getByRole('grid', {})),
    ).toBeVisible();
  },
};

/** The auditory booking: a hearing test has no exam step. */
export const HearingTest: Story = {
  args: { kind: 'auditory' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Bestill hørselstest');
    await expect(canvas.getByRole('link', { name: 'Bestill synstest' })).toHaveAttribute(
      'href',
      '/bestill-synstest',
    );
    await expect(
      await untilState('canvas.getByRole("status")', () => canvas.getByRole('status')),
    ).toHaveTextContent('Steg 1 av 5: Alder');
  },
};

/**
 * The hearing test is free, and the summary says so: "Pris: Gratis" (the price follows the exam, so
 * its row has no button of its own). The auditory booking has no exam step at all, and the summary
 * still says what is booked: "Undersøkelse: Hørselstest", with nothing to change.
 */
export const HearingTestFreeAtSummary: Story = {
  args: { kind: 'auditory' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilState('canvas.getByRole("radio", { name: "18–75 år" })', () =>
      canvas.getByRole('radio', { name: '18–75 år' }),
    );
    await chooseRadio(canvas.getByRole('radio', { name: '18–75 år' }));
    await submit(canvasElement);
    await untilState('expect(await stepHeading(canvasElement, "Butikk")).toHaveFocus()', async () =>
      expect(await stepHeading(canvasElement, 'Butikk')).toHaveFocus(),
    );
    await chooseRadio(
      await untilState('canvas.getByRole("radio", { name: /Glimt Oslo City/ })', () =>
        canvas.getByRole('radio', { name: /Glimt Oslo City/ }),
      ),
    );
    await submit(canvasElement);
    await untilState('expect(await stepHeading(canvasElement, "Dag og tid")).toHaveFocus()', async () =>
      expect(await stepHeading(canvasElement, 'Dag og tid')).toHaveFocus(),
    );
    await chooseFirstTime(canvasElement);
    await submit(canvasElement);
    await untilState(
      'expect(await stepHeading(canvasElement, "Dine opplysninger")).toHaveFocus()',
      async () => expect(await stepHeading(canvasElement, 'Dine opplysninger')).toHaveFocus(),
    );
    await fillDetails(canvasElement);
    await submit(canvasElement);
    await untilState('expect(await stepHeading(canvasElement, "Oppsummering")).toHaveFocus()', async () =>
      expect(await stepHeading(canvasElement, 'Oppsummering')).toHaveFocus(),
    );
    const price = canvas.getByText('Pris', { exact: true }).closest('div');
    await expect(price).toHaveTextContent('PrisGratis');
    await expect(within(price!).queryByRole('button')).toBeNull();
    const exam = canvas.getByText('Undersøkelse', { exact: true }).closest('div');
    await expect(exam).toHaveTextContent('UndersøkelseHørselstest');
    await expect(within(exam!).queryByRole('button')).toBeNull();
  },
};
