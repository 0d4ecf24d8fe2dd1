import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OrderConfirmation } from '@glimt/ui';
import { http, HttpResponse } from 'msw';
import { createOutage, faults, mockOrders } from '@glimt/ui/mocks';
import { asCustomer, cleanStorage, phone, tabTo, withShopSession } from './checkoutStoryHelpers';
import { untilState } from '../../../test-support/untilState';
import { kronerOf, sumKroner } from '../../../test-support/kroner';

const CONFIRMATION = '/api/checkout/confirmation/:orderNumber';
/** Kari Nordmann's order 100231: home delivery, Acuvue Oasys and eye drops. */
const KARIS_ORDER = '100231';

const meta = {
  title: 'Checkout/Order confirmation',
  component: OrderConfirmation,
  decorators: [withShopSession],
  parameters: { layout: 'padded', initialPath: `/checkout/bekreftelse/${KARIS_ORDER}` },
  args: { orderNumber: KARIS_ORDER },
  // The confirmation is readable by its owner: Kari Nordmann, logged in.
  beforeEach: () => {
    const cleanup = cleanStorage();
    const logOut = asCustomer();
    return () => {
      cleanup();
      logOut();
    };
  },
} satisfies Meta<typeof OrderConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The thank-you heading once it shows and has focus. */
async function thanks(canvasElement: HTMLElement) {
  const heading = await untilState(
    'within(canvasElement).getByRole("heading", { level: 1, name: "Takk for bestillingen!" })',
    () => within(canvasElement).getByRole('heading', { level: 1, name: 'Takk for bestillingen!' }),
  );
  await untilState('expect(heading).toHaveFocus()', () => expect(heading).toHaveFocus());
  return heading;
}

/** The placed order: its number, what happens next, the items and the total; focus on the heading. */
export const Placed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await thanks(canvasElement);
    await expect(canvas.getByText(`Ordrenummer: ${KARIS_ORDER}`)).toBeVisible();
    await expect(canvas.getByText(/^Vi pakker bestillingen og sender den med Hjemlevering\./)).toBeVisible();
    await expect(canvas.getByText(/^Leveres til Thereses gate 14, 0452 Oslo/)).toBeVisible();
    await expect(canvas.getByText('Totalt')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Se ordrene dine' })).toHaveFocus();
    await tabTo(canvas.getByRole('link', { name: 'Fortsett å handle' }));
  },
};

/** An order number that is not the shopper's: "not found", with a link to their orders. */
export const NotFound: Story = {
  args: { orderNumber: '999999' },
  parameters: { initialPath: '/checkout/bekreftelse/999999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {}));
    await expect(alert).toHaveTextContent(
      'Vi fant ikke denne bestillingen. Er du logget inn med kontoen som bestilte?',
    );
    await expect(canvas.queryByText(/^Ordrenummer/)).toBeNull();
    await tabTo(canvas.getByRole('link', { name: 'Se ordrene dine' }));
  },
};

const outage = createOutage();

/** The order cannot be loaded (500): the message and "Prøv igjen", which loads it once the shop is back. */
export const LoadErrorWithRetry: Story = {
  beforeEach: outage.start,
  parameters: {
    msw: {
      handlers: { faults: [faults.status('GET', CONFIRMATION, 500, undefined, { when: outage.isDown })] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {}));
    await expect(alert).toHaveTextContent('Vi fikk ikke hentet bestillingen.');
    outage.recover();
    await tabTo(within(alert).getByRole('button', { name: 'Prøv igjen' }));
    await userEvent.keyboard('{Enter}');
    await thanks(canvasElement);
    await expect(canvas.getByText(`Ordrenummer: ${KARIS_ORDER}`)).toBeVisible();
  },
};

/** Loading: the order is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: { faults: [faults.delay('GET', CONFIRMATION, 600_000)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("status")', () => canvas.getByRole('status')),
    ).toHaveTextContent('Henter bestillingen');
    await userEvent.tab();
    await expect(canvas.queryByRole('heading', { name: 'Takk for bestillingen!' })).toBeNull();
  },
};

/** On a phone (375 px): the confirmation in one column. */
export const Phone: Story = {
  globals: phone,
  play: Placed.play,
};

/** Order 100224: a Ray-Ban frame for click and collect; here with the prescription its lenses are made to. */
/**
 * An order placed with the discount code GLIMT10: the confirmation lists the discount, and its
 * lines, discount and delivery add up to the total (they left the discount out before).
 */
export const WithDiscountCode: Story = {
  args: { orderNumber: '100212' },
  parameters: { initialPath: '/checkout/bekreftelse/100212' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await thanks(canvasElement);
    const lines = canvas.getByRole('region', { name: 'Dette har du bestilt' });
    await expect(within(lines).getByText('Rabatt (GLIMT10): 10 % rabatt på hele handlekurven')).toBeVisible();
    const amounts = Array.from(lines.querySelectorAll('dd'), (dd) => kronerOf(dd.textContent ?? ''));
    const total = amounts.pop();
    await expect(total).toBe(1611);
    await expect(sumKroner(amounts)).toBe(total);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Se ordrene dine' })).toHaveFocus();
  },
};

const GLASSES_ORDER = '100224';
const glassesOrder = mockOrders.find((order) => order.orderNumber === GLASSES_ORDER);

/** Glasses: the line shows the prescription the lenses are made to, on one line. */
export const GlassesWithPrescription: Story = {
  args: { orderNumber: GLASSES_ORDER },
  parameters: {
    initialPath: `/checkout/bekreftelse/${GLASSES_ORDER}`,
    msw: {
      handlers: {
        faults: [
          http.get(`*${CONFIRMATION}`, () =>
            HttpResponse.json({
              success: true,
              data: glassesOrder && {
                ...glassesOrder,
                lines: glassesOrder.lines.map((line, index) =>
                  index === 0
                    ? {
                        ...line,
                        prescriptionGlasses: {
                          right: { sphere: 2, cylinder: -0.5, axis: 90, addition: 2, pupillaryDistance: 32 },
                          left: {
                            sphere: 1.75,
                            cylinder: null,
                            axis: null,
                            addition: 2,
                            pupillaryDistance: 31.5,
                          },
                          workingDistances: null,
                        },
                      }
                    : line,
                ),
              },
            }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await thanks(canvasElement);
    const lines = canvas.getByRole('region', { name: 'Dette har du bestilt' });
    await expect(
      within(lines).getByText(
        'Styrke: H: +2,00 CYL -0,50 AX 90° ADD +2,00 PD 32 · V: +1,75 ADD +2,00 PD 31,5',
      ),
    ).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Se ordrene dine' })).toHaveFocus();
  },
};
