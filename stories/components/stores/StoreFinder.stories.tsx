import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoreFinder, type StoreFinderProps } from '@glimt/ui';
import { faults, mockStores } from '@glimt/ui/mocks';
import { LONG_UNBROKEN_NAME, expectNoSidewaysScroll } from '../../../test-support/longText';
import { untilState } from '../../../test-support/untilState';

const meta = {
  title: 'Stores/Store finder',
  component: StoreFinder,
  parameters: { layout: 'fullscreen', initialPath: '/finn-butikk' },
} satisfies Meta<typeof StoreFinder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Geolocation API the finder asks. */
type GeolocationSource = NonNullable<StoreFinderProps['geolocation']>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };

/** A Geolocation API that answers with a fixed position, or with an error code. */
function fakeGeolocation(answer: { lat: number; lng: number } | { code: number }): GeolocationSource {
  return {
    getCurrentPosition: (success, failure) => {
      setTimeout(() => {
        if ('code' in answer) failure?.({ code: answer.code, message: 'no' } as GeolocationPositionError);
        else success({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition);
      }, 50);
    },
  };
}

async function tabTo(element: HTMLElement, limit = 20) {
  for (let press = 0; press < limit && element.ownerDocument.activeElement !== element; press += 1) {
    await userEvent.tab();
  }
  await expect(element).toHaveFocus();
}

const items = (canvasElement: HTMLElement) => within(canvasElement).getAllByTestId('store-item');

/** Every store by name, each with open now or its next opening, and the offline map. Search narrows. */
export const SearchByCity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByText("26 butikker", {})', () => canvas.getByText('26 butikker', {})),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Kart over butikkene' })).toBeVisible();
    await untilState('expect(canvas.getAllByText(/^Åpen nå, stenger/).length).toBeGreaterThan(0)', () =>
      expect(canvas.getAllByText(/^Åpen nå, stenger/).length).toBeGreaterThan(0),
    );
    await tabTo(canvas.getByRole('searchbox', { name: /Søk etter butikk/ }));
    await userEvent.keyboard('tromso');
    await untilState('expect(items(canvasElement)).toHaveLength(1)', () =>
      expect(items(canvasElement)).toHaveLength(1),
    );
    await expect(canvas.getByRole('link', { name: 'Glimt Tromsø' })).toHaveAttribute(
      'href',
      '/finn-butikk/glimt-tromso',
    );
  },
};

/**
 * A postcode typed (0155, central Oslo): no store has that address, so the finder looks up where
 * the postcode is and lists every store by distance from it, nearest first, with the distance; the
 * status line says from where. The order can still switch to name.
 */
export const PostcodeNearestFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilState('canvas.getByText("26 butikker")', () => canvas.getByText('26 butikker'));
    await tabTo(canvas.getByRole('searchbox', { name: /Søk etter butikk/ }));
    await userEvent.keyboard('0155');
    await untilState('the status names the postcode and its place', () =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Butikkene er sortert etter avstand fra 0155 Oslo.',
      ),
    );
    await expect(canvas.getByText('26 butikker')).toBeVisible();
    await expect(items(canvasElement)[0]).toHaveTextContent('Glimt Oslo City');
    await expect(items(canvasElement)[0]).toHaveTextContent('0,4 km');
    await expect(items(canvasElement)[1]).toHaveTextContent('Glimt Karl Johan');
    // Past "Bruk min posisjon", the order: nearest is chosen.
    const nearest = canvas.getByRole('radio', { name: 'Nærmest' });
    await tabTo(nearest);
    await expect(nearest).toBeChecked();
  },
};

/**
 * On a phone, a postcode that does not exist (0000): the status line says so and suggests a town,
 * the list says no store matches, and the digits stay in the field to correct.
 */
export const PostcodeUnknownMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilState('canvas.getByText("26 butikker")', () => canvas.getByText('26 butikker'));
    const field = canvas.getByRole('searchbox', { name: /Søk etter butikk/ });
    await tabTo(field);
    await userEvent.keyboard('0000');
    await untilState('the status says the postcode is unknown', () =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Fant ikke postnummer 0000. Sjekk sifrene, eller søk etter by.',
      ),
    );
    await expect(canvas.getByText('Ingen butikker passer søket.')).toBeVisible();
    await expect(field).toHaveValue('0000');
    await expect(field).toHaveFocus();
  },
};

/** "Use my location" granted near Bergen: nearest first, the order can switch to name. */
export const NearestFirst: Story = {
  args: { geolocation: fakeGeolocation({ lat: 60.39, lng: 5.32 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilState('canvas.getByText("26 butikker", {})', () => canvas.getByText('26 butikker', {}));
    await tabTo(canvas.getByRole('button', { name: 'Bruk min posisjon' }));
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('canvas.getByText("Butikkene er sortert etter avstand fra deg.")', () =>
        canvas.getByText('Butikkene er sortert etter avstand fra deg.'),
      ),
    ).toBeVisible();
    await untilState(
      'expect(items(canvasElement)[0]).toHaveTextContent(/Glimt (Bergen Sentrum|Lagunen)/)',
      () => expect(items(canvasElement)[0]).toHaveTextContent(/Glimt (Bergen Sentrum|Lagunen)/),
    );
    await expect(items(canvasElement)[0]).toHaveTextContent(/km unna/);
    await expect(canvas.getByTestId('map-origin')).toBeInTheDocument();
    await tabTo(canvas.getByRole('radio', { name: 'Nærmest' }));
    await userEvent.keyboard('{ArrowRight}');
    await untilState('expect(items(canvasElement)[0]).toHaveTextContent("Glimt Bergen Sentrum")', () =>
      expect(items(canvasElement)[0]).toHaveTextContent('Glimt Bergen Sentrum'),
    );
  },
};

/** The shopper says no: the status line says so and suggests searching instead. */
export const LocationDenied: Story = {
  args: { geolocation: fakeGeolocation({ code: 1 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilState('canvas.getByText("26 butikker", {})', () => canvas.getByText('26 butikker', {}));
    await tabTo(canvas.getByRole('button', { name: 'Bruk min posisjon' }));
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('canvas.getByText(/ikke gitt tillatelse/)', () =>
        canvas.getByText(/ikke gitt tillatelse/),
      ),
    ).toBeVisible();
  },
};

/** No Geolocation API (or no fix), on a phone. */
export const LocationUnavailableMobile: Story = {
  globals: mobile,
  args: { geolocation: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilState('canvas.getByText("26 butikker", {})', () => canvas.getByText('26 butikker', {}));
    await tabTo(canvas.getByRole('button', { name: 'Bruk min posisjon' }));
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('canvas.getByText(/fant ikke posisjonen din/)', () =>
        canvas.getByText(/fant ikke posisjonen din/),
      ),
    ).toBeVisible();
  },
};

/** The list does not load: the message and a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { faults: [faults.status('GET', '/api/stores', 500)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent('Vi fikk ikke hentet butikkene');
    await tabTo(canvas.getByRole('button', { name: 'Prøv igjen' }));
  },
};

/** The fixture stores, the first with a name and a street of one 10,000-character word (#42). */
const storesWithALongName = mockStores.map((store, index) =>
  index === 0
    ? { ...store, name: LONG_UNBROKEN_NAME, address: { ...store.address, street: LONG_UNBROKEN_NAME } }
    : store,
);

/**
 * On a phone, a listed store whose name and street are one 10,000-character word (#42): they wrap,
 * and the page does not scroll sideways.
 */
export const LongStoreNameOnAPhone: Story = {
  globals: mobile,
  parameters: {
    msw: {
      handlers: {
        faults: [faults.empty('GET', '/api/stores', { success: true, data: storesWithALongName })],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilState('canvas.getByText("26 butikker")', () => canvas.getByText('26 butikker'));
    const item = items(canvasElement).find((candidate) =>
      candidate.textContent?.includes(LONG_UNBROKEN_NAME.slice(0, 50)),
    );
    if (!item) throw new Error('The long-named store is not in the list');
    const link = within(item).getAllByRole('link')[0] as HTMLElement;
    await expect(link).toHaveTextContent(LONG_UNBROKEN_NAME.slice(0, 50));
    await expectNoSidewaysScroll(canvasElement);
    await tabTo(link, 80);
  },
};
