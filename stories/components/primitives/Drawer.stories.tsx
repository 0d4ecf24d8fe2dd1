import type { CSSProperties } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button, DialogTrigger, Drawer, formatPrice } from '@glimt/ui';
import { untilState } from '../../../test-support/untilState';

const list: CSSProperties = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 };
const link: CSSProperties = { display: 'block', padding: '12px 0', color: 'inherit', fontSize: 18 };

const menu = (
  <nav aria-label="Kategorier">
    <ul style={list}>
      {['Briller', 'Solbriller', 'Kontaktlinser', 'Sportsbriller', 'Pleieprodukter'].map((name) => (
        <li key={name}>
          <a href={`/${name.toLowerCase()}`} style={link}>
            {name}
          </a>
        </li>
      ))}
    </ul>
  </nav>
);

const products = [
  ['Ray-Ban RB2140 Wayfarer', 1890],
  ['Acuvue Oasys 1-Day, 90 stk', 749],
  ['Brilleetui i skinn', 299],
  ['Linsevæske 360 ml', 149],
  ['Oakley Holbrook', 1690],
  ['Pusseklut i mikrofiber', 79],
] as const;

function CartLines({ count }: { count: number }) {
  const lines = Array.from({ length: count }, (_, i) => products[i % products.length] ?? products[0]);
  return (
    <ul style={{ ...list, gap: 0 }}>
      {lines.map(([name, price], i) => (
        <li
          key={i}
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 16,
            padding: '16px 0',
            borderBottom: '1px solid #e2e2de',
          }}
        >
          <span>{name}</span>
          <span>{formatPrice(price)}</span>
        </li>
      ))}
    </ul>
  );
}

const cartFooter = (
  <div style={{ display: 'grid', gap: 16 }}>
    <div style={{ display: 'flex', justifyContent: 'space-between', fontWeight: 600 }}>
      <span>Totalt</span>
      <span>{formatPrice(3137)}</span>
    </div>
    <Button fullWidth size="lg">
      Til kassen
    </Button>
  </div>
);

const meta = {
  title: 'Primitives/Drawer',
  component: Drawer,
  args: { title: 'Handlekurv', placement: 'right' },
  argTypes: {
    placement: { control: 'inline-radio', options: ['left', 'right', 'bottom'] },
  },
  render: (args) => (
    <DialogTrigger trigger={(props) => <Button {...props}>Åpne</Button>}>
      <Drawer {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const viewport = (canvasElement: HTMLElement) => {
  const root = canvasElement.ownerDocument.documentElement;
  return { width: root.clientWidth, height: window.innerHeight };
};

async function openWithKeyboard(canvasElement: HTMLElement, name: string) {
  const trigger = within(canvasElement).getByRole('button', { name: 'Åpne' });
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const drawer = await untilState('page(canvasElement).getByRole("dialog", { name })', () =>
    page(canvasElement).getByRole('dialog', { name }),
  );
  await untilState('expect(drawer).toHaveFocus()', () => expect(drawer).toHaveFocus());
  return { trigger, drawer };
}

/**
 * The menu slides in from the left. Escape closes it: focus is back on the menu button at once,
 * while the drawer slides out, and the page scrolls again.
 */
export const Left: Story = {
  args: { title: 'Meny', placement: 'left', children: menu },
  play: async ({ canvasElement }) => {
    const { trigger, drawer } = await openWithKeyboard(canvasElement, 'Meny');
    await untilState('expect(drawer.getBoundingClientRect().left).toBe(0)', () =>
      expect(drawer.getBoundingClientRect().left).toBe(0),
    );
    await expect(drawer.getBoundingClientRect().width).toBeLessThanOrEqual(420);

    await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: 'Lukk' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(drawer).getByRole('link', { name: 'Briller' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    // Focus returns before the exit animation ends, so it is never left on a closing panel.
    await untilState('expect(trigger).toHaveFocus()', () => expect(trigger).toHaveFocus());
    const scrim = canvasElement.ownerDocument.querySelector('[data-glimt-scrim]');
    const view = canvasElement.ownerDocument.defaultView ?? window;
    // Under reduced motion there is no exit animation: the drawer and its scrim are gone at once.
    if (view.matchMedia('(prefers-reduced-motion: reduce)').matches) await expect(scrim).toBeNull();
    else await expect(scrim).toHaveAttribute('data-exiting');
    await untilState('expect(drawer).not.toBeInTheDocument()', () => expect(drawer).not.toBeInTheDocument());
  },
};

/**
 * The cart slides in from the right. The body cannot scroll while it is open; the close button
 * closes it and focus returns to the cart button.
 */
export const Right: Story = {
  args: {
    title: 'Handlekurv',
    placement: 'right',
    children: (close) => (
      <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
        <p>Handlekurven din er tom.</p>
        <Button variant="secondary" onPress={close}>
          Fortsett å handle
        </Button>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const { trigger, drawer } = await openWithKeyboard(canvasElement, 'Handlekurv');
    await expect(body.style.overflow).toBe('hidden');
    await untilState('expect(drawer.getBoundingClientRect().right).toBe(viewport(canvasElement).width)', () =>
      expect(drawer.getBoundingClientRect().right).toBe(viewport(canvasElement).width),
    );

    await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: 'Lukk' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await untilState('expect(trigger).toHaveFocus()', () => expect(trigger).toHaveFocus());
    await untilState('expect(drawer).not.toBeInTheDocument()', () => expect(drawer).not.toBeInTheDocument());
    await expect(body.style.overflow).toBe('');
  },
};

/** A bottom sheet: full width on phones, at most 90 % of the screen's height. */
export const Bottom: Story = {
  args: {
    title: 'Sorter etter',
    placement: 'bottom',
    children: (close) => (
      <div style={{ display: 'grid', gap: 8 }}>
        {['Mest populære', 'Pris lav–høy', 'Pris høy–lav', 'Nyheter'].map((label) => (
          <Button key={label} variant="ghost" fullWidth onPress={close}>
            {label}
          </Button>
        ))}
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const { trigger, drawer } = await openWithKeyboard(canvasElement, 'Sorter etter');
    const { height } = viewport(canvasElement);
    await untilState('expect(Math.abs(drawer.getBoundingClientRect().bottom - height)).toBeLessThan(1)', () =>
      expect(Math.abs(drawer.getBoundingClientRect().bottom - height)).toBeLessThan(1),
    );
    await expect(drawer.getBoundingClientRect().height).toBeLessThanOrEqual(height * 0.9 + 1);

    await userEvent.tab(); // close
    await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: 'Mest populære' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await untilState('expect(trigger).toHaveFocus()', () => expect(trigger).toHaveFocus());
    await untilState('expect(drawer).not.toBeInTheDocument()', () => expect(drawer).not.toBeInTheDocument());
  },
};

/** A footer (total and "Til kassen") stays at the bottom of the drawer. */
export const WithFooter: Story = {
  args: { title: 'Handlekurv', children: <CartLines count={3} />, footer: cartFooter },
  play: async ({ canvasElement }) => {
    const { drawer } = await openWithKeyboard(canvasElement, 'Handlekurv');
    const checkout = within(drawer).getByRole('button', { name: 'Til kassen' });
    await userEvent.tab(); // close
    await userEvent.tab();
    await expect(checkout).toHaveFocus();
    await untilState(
      'expect(Math.abs(checkout.getBoundingClientRect().bottom - (window.innerHeight - 16))).t…',
      () =>
        expect(Math.abs(checkout.getBoundingClientRect().bottom - (window.innerHeight - 16))).toBeLessThan(2),
    );
    // Tab wraps around inside the drawer.
    await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: 'Lukk' })).toHaveFocus();
  },
};

/**
 * A long cart: the body scrolls between the fixed header and footer, and can take focus to be
 * scrolled with the arrow keys.
 */
export const LongContent: Story = {
  args: { title: 'Handlekurv', children: <CartLines count={14} />, footer: cartFooter },
  play: async ({ canvasElement }) => {
    const { drawer } = await openWithKeyboard(canvasElement, 'Handlekurv');
    const body = drawer.querySelector<HTMLElement>('[data-scroll-body]');
    await expect(body).not.toBeNull();
    if (!body) return;
    await untilState('expect(body.scrollHeight).toBeGreaterThan(body.clientHeight)', () =>
      expect(body.scrollHeight).toBeGreaterThan(body.clientHeight),
    );
    await untilState('expect(body).toHaveAttribute("tabindex", "0")', () =>
      expect(body).toHaveAttribute('tabindex', '0'),
    );
    await userEvent.tab(); // close
    await userEvent.tab();
    await expect(body).toHaveFocus();
    await userEvent.tab();
    const checkout = within(drawer).getByRole('button', { name: 'Til kassen' });
    await expect(checkout).toHaveFocus();
    await expect(checkout.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** The menu on a 375 px phone: a strip of the page stays visible beside it. */
export const Mobile: Story = {
  args: { title: 'Meny', placement: 'left', children: menu },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { drawer } = await openWithKeyboard(canvasElement, 'Meny');
    const { width } = viewport(canvasElement);
    await untilState('expect(drawer.getBoundingClientRect().left).toBe(0)', () =>
      expect(drawer.getBoundingClientRect().left).toBe(0),
    );
    await expect(Math.round(drawer.getBoundingClientRect().width)).toBe(Math.min(420, width - 48));
  },
};
