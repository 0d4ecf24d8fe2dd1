import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useMemo } from 'react';
import {
  AddSubscriptionProduct,
  ShopSessionProvider,
  createShopClient,
  matchRoute,
  useLocation,
} from '@glimt/ui';
import { MOCK_API_KEY, MOCK_SHOP_ID, createOutage, faults, setMockShopperAccount } from '@glimt/ui/mocks';
import { phone, tabTo } from './glassesStoryHelpers';
import { freshCache } from './subscriptionStoryHelpers';
import { untilState } from '../../../test-support/untilState';

/**
 * The page at the memory router's location, the way the shop routes it: the list at `…/ny-produkt`,
 * the form at `…/ny-produkt/:articleId` (so choosing a product opens its form). The form looks the
 * product up in the catalogue, which needs the shop's API key, as in the shop.
 */
function RoutedAddProduct() {
  const { pathname } = useLocation();
  const client = useMemo(() => createShopClient({ apiKey: MOCK_API_KEY, shopId: MOCK_SHOP_ID }), []);
  const route = matchRoute(pathname);
  const params = (route.found ? route.params : {}) as { subscriptionId?: string; articleId?: string };
  return (
    <ShopSessionProvider client={client}>
      <AddSubscriptionProduct
        subscriptionId={params.subscriptionId ?? 'L-20001'}
        articleId={params.articleId}
      />
    </ShopSessionProvider>
  );
}

const CHOOSE = '/min-konto/abonnement/linse/L-20001/ny-produkt';
/** Acuvue Oasys 1-Day, 30 lenses (kr 359 per pack on subscription), powers −6,00 and up. */
const OASYS_30 = `${CHOOSE}/100097`;

const meta = {
  title: 'Subscription/Add subscription product',
  component: AddSubscriptionProduct,
  parameters: { layout: 'fullscreen', initialPath: CHOOSE },
  args: { subscriptionId: 'L-20001' },
  decorators: [freshCache],
  render: () => <RoutedAddProduct />,
  beforeEach: () => {
    setMockShopperAccount('customer');
  },
} satisfies Meta<typeof AddSubscriptionProduct>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = (canvasElement: HTMLElement) =>
  untilState('within(canvasElement).getByRole("heading", { level: 1, name: "Legg til produkt i abonne…', () =>
    within(canvasElement).getByRole('heading', { level: 1, name: 'Legg til produkt i abonnementet' }),
  );

const choices = (canvasElement: HTMLElement) =>
  untilState('within(canvasElement).getByRole("list", { name: "Velg et produkt som kan leveres på abo…', () =>
    within(canvasElement).getByRole('list', { name: 'Velg et produkt som kan leveres på abonnement' }),
  );

/** The product form, once the product is loaded. */
const productForm = (canvasElement: HTMLElement) =>
  untilState('within(canvasElement).getByRole("heading", { level: 2, name: "Oasys 1-Day" })', () =>
    within(canvasElement).getByRole('heading', { level: 2, name: 'Oasys 1-Day' }),
  );

/** Picks an option of a native select: focus it by keyboard, then choose (as OrderReturn does). */
async function chooseOption(select: HTMLElement, text: string) {
  await tabTo(select);
  await userEvent.selectOptions(select, text);
}

/** Fills the form by keyboard: power −3,00, the left eye (arrow keys), 2 packs; then sends it. */
async function fillAndSend(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await productForm(canvasElement);
  await chooseOption(canvas.getByRole('combobox', { name: 'Styrke og variant' }), '-3,00');
  await tabTo(canvas.getByRole('radio', { name: 'Begge øyne' }));
  await userEvent.keyboard('{ArrowRight}{ArrowRight}');
  await expect(canvas.getByRole('radio', { name: 'Venstre øye' })).toBeChecked();
  await chooseOption(canvas.getByRole('combobox', { name: 'Antall pakker per levering' }), '2');
  await tabTo(canvas.getByRole('button', { name: 'Legg til i abonnementet' }));
  await userEvent.keyboard('{Enter}');
}

/** The products a lens subscription can take, each with its pack size and subscription price. */
export const Products: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvasElement);
    const list = await choices(canvasElement);
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(10);
    await expect(
      within(list).getByText('Acuvue · 30 stk. i pakken · kr 359 per pakke på abonnement'),
    ).toBeVisible();
    await tabTo(canvas.getByRole('searchbox', { name: 'Søk blant produktene' }));
    await tabTo(within(list).getByRole('link', { name: 'Velg Oasys 1-Day, 30 stk. i pakken' }));
  },
};

/** A search that finds nothing says so. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choices(canvasElement);
    await tabTo(canvas.getByRole('searchbox', { name: 'Søk blant produktene' }));
    await userEvent.keyboard('solbriller');
    await expect(
      await untilState('canvas.getByRole("status")', () => canvas.getByRole('status')),
    ).toHaveTextContent('Ingen produkter passer søket.');
    await expect(within(await choices(canvasElement)).queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** Choosing a product (Enter on its link) opens its form. */
export const ChooseProduct: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await choices(canvasElement);
    await tabTo(within(list).getByRole('link', { name: 'Velg Oasys 1-Day, 30 stk. i pakken' }));
    await userEvent.keyboard('{Enter}');
    await productForm(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Styrke og variant' })).toBeVisible();
  },
};

/** The form: the power, which eye, and packs per delivery; both eyes and one pack to start with. */
export const Form: Story = {
  parameters: { initialPath: OASYS_30 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await productForm(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Begge øyne' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Antall pakker per levering' })).toHaveValue('1');
    await tabTo(canvas.getByRole('combobox', { name: 'Styrke og variant' }));
    await tabTo(canvas.getByRole('button', { name: 'Legg til i abonnementet' }));
    await tabTo(canvas.getByRole('link', { name: 'Velg et annet produkt' }));
  },
};

/** Added: the new price per delivery, focus on the message, and the way back to the subscription. */
export const Added: Story = {
  parameters: { initialPath: OASYS_30 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSend(canvasElement);
    const message = await untilState('canvas.getByRole("status", {})', () => canvas.getByRole('status', {}));
    await expect(message).toHaveTextContent('Produktet er lagt til. Ny pris per levering er kr 2 696.');
    await untilState('expect(message).toHaveFocus()', () => expect(message).toHaveFocus());
    await tabTo(within(message).getByRole('link', { name: 'Se Abonnement AB-204518' }));
  },
};

/** Adding fails (500): the page says so, focus on the message, and the choices stay. */
export const AddFails: Story = {
  parameters: {
    initialPath: OASYS_30,
    msw: { handlers: { faults: [faults.status('POST', '/api/subscriptions/lens/L-20001/products', 500)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSend(canvasElement);
    const message = await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {}));
    await expect(message).toHaveTextContent('Vi klarte ikke å legge til produktet. Prøv igjen.');
    await untilState('expect(message).toHaveFocus()', () => expect(message).toHaveFocus());
    await expect(canvas.getByRole('radio', { name: 'Venstre øye' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Antall pakker per levering' })).toHaveValue('2');
    // Changing a choice afterwards keeps focus where the shopper is.
    await tabTo(canvas.getByRole('radio', { name: 'Venstre øye' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Høyre øye' })).toHaveFocus();
  },
};

/** While the products load: the title and the way back, the list's place kept, the wait announced. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: { faults: [faults.delay('GET', '/api/subscriptions/subscribable-products', 600_000)] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvasElement);
    await tabTo(canvas.getByRole('link', { name: 'Tilbake til abonnementet' }));
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Henter produktene');
  },
};

const productsOutage = createOutage();

/** The products cannot be read (500): the message and "Prøv igjen", which loads them once the shop is back. */
export const LoadError: Story = {
  beforeEach: productsOutage.start,
  parameters: {
    msw: {
      handlers: {
        faults: [
          faults.status('GET', '/api/subscriptions/subscribable-products', 500, null, {
            when: productsOutage.isDown,
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent('Vi klarte ikke å hente produktene.');
    productsOutage.recover();
    await tabTo(canvas.getByRole('button', { name: 'Prøv igjen' }));
    await userEvent.keyboard('{Enter}');
    await choices(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** On a phone (375 px): the list stays readable, its choices reachable. */
export const Phone: Story = {
  globals: phone,
  play: Products.play,
};

/** The form on a phone (375 px). */
export const FormPhone: Story = {
  globals: phone,
  parameters: { initialPath: OASYS_30 },
  play: Form.play,
};
