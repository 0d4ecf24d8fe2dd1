import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoreFinder, type StoreFinderProps } from '@glimt/ui';
import { faults } from '@glimt/ui/mocks';

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
    await expect(await canvas.findByText('26 butikker', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Kart over butikkene' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText(/^Åpen nå, stenger/).length).toBeGreaterThan(0));
    await tabTo(canvas.getByRole('searchbox', { name: /Søk etter butikk/ }));
    await userEvent.keyboard('tromso');
    await waitFor(() => expect(items(canvasElement)).toHaveLength(1));
    await expect(canvas.getByRole('link', { name: 'Glimt Tromsø' })).toHaveAttribute(
      'href',
      '/finn-butikk/glimt-tromso',
    );
  },
};

/** "Use my location" granted near Bergen: nearest first, the order can switch to name. */
export const NearestFirst: Story = {
  args: { geolocation: fakeGeolocation({ lat: 60.39, lng: 5.32 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('26 butikker', {}, { timeout: 5000 });
    await tabTo(canvas.getByRole('button', { name: 'Bruk min posisjon' }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Butikkene er sortert etter avstand fra deg.')).toBeVisible();
    await waitFor(() => expect(items(canvasElement)[0]).toHaveTextContent(/Glimt (Bergen Sentrum|Lagunen)/));
    await expect(items(canvasElement)[0]).toHaveTextContent(/km unna/);
    await expect(canvas.getByTestId('map-origin')).toBeInTheDocument();
    await tabTo(canvas.getByRole('radio', { name: 'Nærmest' }));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(items(canvasElement)[0]).toHaveTextContent('Glimt Bergen Sentrum'));
  },
};

/** The shopper says no: the status line says so and suggests searching instead. */
export const LocationDenied: Story = {
  args: { geolocation: fakeGeolocation({ code: 1 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('26 butikker', {}, { timeout: 5000 });
    await tabTo(canvas.getByRole('button', { name: 'Bruk min posisjon' }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(/ikke gitt tillatelse/)).toBeVisible();
  },
};

/** No Geolocation API (or no fix), on a phone. */
export const LocationUnavailableMobile: Story = {
  globals: mobile,
  args: { geolocation: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('26 butikker', {}, { timeout: 5000 });
    await tabTo(canvas.getByRole('button', { name: 'Bruk min posisjon' }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(/fant ikke posisjonen din/)).toBeVisible();
  },
};

/** The list does not load: the message and a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { faults: [faults.status('GET', '/api/stores', 500)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Vi fikk ikke hentet butikkene',
    );
    await tabTo(canvas.getByRole('button', { name: 'Prøv igjen' }));
  },
};
