import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button, MobileBarAction, ShopLayout } from '@glimt/ui';
import { setMockShopperAccount } from '@glimt/ui/mocks';
import { PlaceholderPage, withShopSession } from './shellFixtures';
import { untilState } from '../../../test-support/untilState';

const meta = {
  title: 'Shell/ShopLayout',
  component: ShopLayout,
  decorators: [withShopSession],
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <ShopLayout {...args}>
      <PlaceholderPage blocks={4} />
    </ShopLayout>
  ),
} satisfies Meta<typeof ShopLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop', isRotated: false } };
const mobile = { viewport: { value: 'mobile', isRotated: false } };

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const bodyOverflow = (canvasElement: HTMLElement) => canvasElement.ownerDocument.body.style.overflow;

/**
 * A whole page on a desktop: header, main content and footer. The skip link moves focus to the
 * main content. The menu, the search and the cart each open from the keyboard as a modal layer
 * that locks the page's scroll, close with Escape and give focus back to their button.
 */
export const FullPage: Story = {
  globals: desktop,
  parameters: { cartItems: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'main-content');
    await expect(canvas.queryByRole('navigation', { name: 'Snarveier' })).toBeNull();
    await expect(bodyOverflow(canvasElement)).not.toBe('hidden');

    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(main).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();

    // The menu
    await userEvent.tab();
    await userEvent.tab();
    const menuButton = canvas.getByRole('button', { name: 'Meny' });
    await expect(menuButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await untilState('page(canvasElement).getByRole("dialog", { name: "Meny" })', () =>
      page(canvasElement).getByRole('dialog', { name: 'Meny' }),
    );
    await expect(bodyOverflow(canvasElement)).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await untilState('expect(menuButton).toHaveFocus()', () => expect(menuButton).toHaveFocus());
    await untilState('expect(menu).not.toBeInTheDocument()', () => expect(menu).not.toBeInTheDocument());
    await expect(bodyOverflow(canvasElement)).not.toBe('hidden');

    // The search
    await userEvent.tab();
    await userEvent.tab();
    const searchButton = canvas.getByRole('button', { name: 'Søk etter briller, linser og butikker' });
    await expect(searchButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const search = await untilState('page(canvasElement).getByRole("dialog", {})', () =>
      page(canvasElement).getByRole('dialog', {}),
    );
    await expect(searchButton).toHaveAttribute('aria-expanded', 'true');
    await expect(bodyOverflow(canvasElement)).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await untilState('expect(searchButton).toHaveFocus()', () => expect(searchButton).toHaveFocus());
    await untilState('expect(search).not.toBeInTheDocument()', () => expect(search).not.toBeInTheDocument());
    await expect(bodyOverflow(canvasElement)).not.toBe('hidden');

    // The cart
    const cartButton = canvas.getByRole('button', { name: 'Handlekurv, 2 varer' });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(cartButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const cart = await untilState('page(canvasElement).getByTestId("cart-drawer")', () =>
      page(canvasElement).getByTestId('cart-drawer'),
    );
    await expect(bodyOverflow(canvasElement)).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await untilState('expect(cartButton).toHaveFocus()', () => expect(cartButton).toHaveFocus());
    await untilState('expect(cart).not.toBeInTheDocument()', () => expect(cart).not.toBeInTheDocument());
    await expect(bodyOverflow(canvasElement)).not.toBe('hidden');
  },
};

/** A 375 px phone: the header's two rows, the page, the collapsible footer and the bottom bar. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('navigation', { name: 'Snarveier' });
    await expect(bar).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Kundeservice' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Meny' })).toHaveFocus();
  },
};

/**
 * A page's own action in the phone's bottom bar (`MobileBarAction`; the product page puts "Legg i
 * handlekurven" there): it takes the place of the two shortcuts, at their height, and is the last
 * stop of the Tab order.
 */
export const MobileWithPageAction: Story = {
  globals: mobile,
  render: (args) => (
    <ShopLayout {...args}>
      <PlaceholderPage blocks={4} />
      <MobileBarAction>
        <Button variant="primary" fullWidth>
          Legg i handlekurven
        </Button>
      </MobileBarAction>
    </ShopLayout>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = await untilState('the page’s action in the bar', () =>
      canvas.getByRole('button', { name: 'Legg i handlekurven' }),
    );
    await expect(canvas.queryByRole('navigation', { name: 'Snarveier' })).toBeNull();
    await expect(Math.round(add.getBoundingClientRect().height)).toBe(48);
    await expect(Math.round(add.getBoundingClientRect().bottom)).toBeLessThanOrEqual(window.innerHeight);
    // Shift+Tab from the document's end: the bar's action comes first.
    add.ownerDocument.body.focus();
    await userEvent.tab({ shift: true });
    await expect(add).toHaveFocus();
  },
};

/** A 768 px tablet: one header bar, open footer sections, no bottom bar. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Snarveier' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Kundeservice' })).toBeVisible();
  },
};

/** A store user: the store banner sits above the header on every page. */
export const StoreUser: Story = {
  globals: desktop,
  parameters: { isStorePage: true },
  beforeEach: () => {
    setMockShopperAccount('store');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await untilState('canvas.getByRole("region", { name: "Butikkinnlogging" })', () =>
      canvas.getByRole('region', { name: 'Butikkinnlogging' }),
    );
    await expect(banner).toHaveTextContent('Innlogget som butikk: Glimt Oslo City');
    await expect(banner.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      canvas.getByRole('banner').getBoundingClientRect().top + 1,
    );
    await expect(canvas.getByRole('link', { name: 'Glimt Oslo City' })).toBeVisible();
  },
};

/** `hideLayout`: a page without header and footer (nor the bottom bar); only the main content. */
export const HideLayout: Story = {
  globals: mobile,
  args: { hideLayout: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Snarveier' })).toBeNull();
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Briller', level: 1 })).toBeVisible();
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.activeElement).toBe(canvasElement.ownerDocument.body);
  },
};

/** `hideMobileBar`: header and footer stay, the bottom bar goes (a booking page, for example). */
export const HideMobileBar: Story = {
  globals: mobile,
  args: { hideMobileBar: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Snarveier' })).toBeNull();
  },
};
