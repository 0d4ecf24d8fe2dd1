import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton, MenuIcon, SlideMenu, type SlideMenuProps } from '@glimt/ui';
import { untilState } from '../../../test-support/untilState';

/** A menu toggle and the menu, as the layout wires them. */
function WithToggle({ onOpenChange, ...props }: SlideMenuProps) {
  const [isOpen, setOpen] = useState(props.isOpen);
  return (
    <>
      <IconButton
        aria-label="Meny"
        aria-expanded={isOpen}
        icon={<MenuIcon />}
        onPress={() => setOpen(true)}
      />
      <SlideMenu
        {...props}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          onOpenChange(open);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Shell/SlideMenu',
  component: SlideMenu,
  args: { isOpen: false, onOpenChange: fn() },
  render: (args) => <WithToggle {...args} />,
} satisfies Meta<typeof SlideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openMenu(canvasElement: HTMLElement) {
  const toggle = within(canvasElement).getByRole('button', { name: 'Meny' });
  await userEvent.tab();
  await expect(toggle).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const menu = await untilState('page(canvasElement).getByRole("dialog", { name: "Meny" })', () =>
    page(canvasElement).getByRole('dialog', { name: 'Meny' }),
  );
  await untilState('expect(menu).toHaveFocus()', () => expect(menu).toHaveFocus());
  return { toggle, menu };
}

/**
 * Open it with the keyboard, open "Briller": focus lands on the back button, the detail list links
 * to the brand pages. Back returns focus to "Briller". Escape closes the menu and focus is back on
 * the toggle.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const { toggle, menu } = await openMenu(canvasElement);
    const inMenu = within(menu);
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('hidden');
    const sections = inMenu.getAllByRole('button').map((button) => button.textContent);
    await expect(sections).toEqual([
      '',
      'Briller',
      'Solbriller',
      'Kontaktlinser',
      'Sportsbriller',
      'Pleieprodukter',
    ]);

    await userEvent.tab();
    await expect(inMenu.getByRole('button', { name: 'Lukk' })).toHaveFocus();
    await userEvent.tab();
    const glasses = inMenu.getByRole('button', { name: 'Briller' });
    await expect(glasses).toHaveFocus();
    await expect(getComputedStyle(glasses).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');

    const back = await untilState('inMenu.getByRole("button", { name: "Tilbake" })', () =>
      inMenu.getByRole('button', { name: 'Tilbake' }),
    );
    await untilState('expect(back).toHaveFocus()', () => expect(back).toHaveFocus());
    await expect(inMenu.getByRole('heading', { name: 'Briller', level: 3 })).toBeVisible();
    await expect(inMenu.getByRole('link', { name: 'Alle briller' })).toHaveAttribute('href', '/briller');
    await expect(inMenu.getByRole('link', { name: 'Gucci' })).toHaveAttribute('href', '/briller/gucci');
    await expect(inMenu.getByRole('link', { name: 'Tilbehør til briller' })).toHaveAttribute(
      'href',
      '/tilbehør-briller',
    );
    await userEvent.tab();
    await expect(inMenu.getByRole('link', { name: 'Alle briller' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(back).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await untilState('expect(inMenu.getByRole("button", { name: "Briller" })).toHaveFocus()', () =>
      expect(inMenu.getByRole('button', { name: 'Briller' })).toHaveFocus(),
    );

    await userEvent.keyboard('{Escape}');
    await untilState('expect(toggle).toHaveFocus()', () => expect(toggle).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await untilState('expect(menu).not.toBeInTheDocument()', () => expect(menu).not.toBeInTheDocument());
    await expect(canvasElement.ownerDocument.body.style.overflow).not.toBe('hidden');
  },
};

/** Contact lenses list their types, brands and the lens subscription; Space works like Enter. */
export const ContactLenses: Story = {
  play: async ({ canvasElement }) => {
    const { menu } = await openMenu(canvasElement);
    const inMenu = within(menu);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const lenses = inMenu.getByRole('button', { name: 'Kontaktlinser' });
    await expect(lenses).toHaveFocus();
    await userEvent.keyboard(' ');
    await untilState('expect(inMenu.getByRole("button", { name: "Tilbake" })).toHaveFocus()', () =>
      expect(inMenu.getByRole('button', { name: 'Tilbake' })).toHaveFocus(),
    );
    await expect(inMenu.getByRole('link', { name: 'Dagslinser' })).toHaveAttribute(
      'href',
      '/kontaktlinser/dagslinser',
    );
    await expect(inMenu.getByRole('link', { name: 'Acuvue' })).toHaveAttribute(
      'href',
      '/kontaktlinser/acuvue',
    );
    await expect(inMenu.getByRole('link', { name: 'Linseabonnement' })).toHaveAttribute(
      'href',
      '/glimt-lifestyle-linseabonnement',
    );
    await userEvent.keyboard('{Enter}');
    await untilState('expect(inMenu.getByRole("button", { name: "Kontaktlinser" })).toHaveFocus()', () =>
      expect(inMenu.getByRole('button', { name: 'Kontaktlinser' })).toHaveFocus(),
    );
  },
};

/** Care products: eye drops, lens solution and the EyeQ brand page. */
export const CareProducts: Story = {
  play: async ({ canvasElement }) => {
    const { menu } = await openMenu(canvasElement);
    const inMenu = within(menu);
    for (let step = 0; step < 6; step += 1) await userEvent.tab();
    await expect(inMenu.getByRole('button', { name: 'Pleieprodukter' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await untilState('expect(inMenu.getByRole("button", { name: "Tilbake" })).toHaveFocus()', () =>
      expect(inMenu.getByRole('button', { name: 'Tilbake' })).toHaveFocus(),
    );
    await expect(inMenu.getByRole('link', { name: 'EyeQ' })).toHaveAttribute('href', '/oeyehelse/eyeq');
    await expect(inMenu.getByRole('link', { name: 'Øyedråper' })).toHaveAttribute(
      'href',
      '/oeyehelse/oeyedraaper',
    );
  },
};

/**
 * On a brand page the link to it is marked as the current page. Following a link closes the
 * menu, and the menu opens at its sections the next time.
 */
export const CurrentPage: Story = {
  parameters: { initialPath: '/solbriller/ray-ban' },
  play: async ({ args, canvasElement }) => {
    const { toggle, menu } = await openMenu(canvasElement);
    const inMenu = within(menu);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(inMenu.getByRole('button', { name: 'Solbriller' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const current = await untilState('inMenu.getByRole("link", { name: "Ray-Ban" })', () =>
      inMenu.getByRole('link', { name: 'Ray-Ban' }),
    );
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(inMenu.getByRole('link', { name: 'Oakley' })).not.toHaveAttribute('aria-current');
    await userEvent.tab();
    await userEvent.tab();
    await expect(current).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await untilState('expect(toggle).toHaveFocus()', () => expect(toggle).toHaveFocus());
    await untilState('expect(menu).not.toBeInTheDocument()', () => expect(menu).not.toBeInTheDocument());

    await userEvent.keyboard('{Enter}');
    const again = await untilState('page(canvasElement).getByRole("dialog", { name: "Meny" })', () =>
      page(canvasElement).getByRole('dialog', { name: 'Meny' }),
    );
    await untilState('expect(within(again).getByRole("button", { name: "Solbriller" })).toBeVisible()', () =>
      expect(within(again).getByRole('button', { name: 'Solbriller' })).toBeVisible(),
    );
    await expect(within(again).queryByRole('button', { name: 'Tilbake' })).toBeNull();
  },
};

/** The shortcuts under the sections: booking, store finder, account, gift cards, customer service. */
export const Shortcuts: Story = {
  args: { isOpen: true },
  play: async ({ canvasElement }) => {
    const menu = await untilState('page(canvasElement).getByRole("dialog", { name: "Meny" })', () =>
      page(canvasElement).getByRole('dialog', { name: 'Meny' }),
    );
    const shortcuts = within(within(menu).getByRole('navigation', { name: 'Snarveier' }));
    await expect(shortcuts.getByRole('link', { name: 'Bestill synstest' })).toHaveAttribute(
      'href',
      '/bestill-synstest',
    );
    await expect(shortcuts.getByRole('link', { name: 'Finn butikk' })).toHaveAttribute(
      'href',
      '/finn-butikk',
    );
    await expect(shortcuts.getByRole('link', { name: 'Min side' })).toHaveAttribute('href', '/min-konto');
    await expect(shortcuts.getByRole('link', { name: 'Gavekort' })).toHaveAttribute('href', '/gavekort');
    await expect(shortcuts.getByRole('link', { name: 'Kontakt oss' })).toHaveAttribute(
      'href',
      '/kontakt-oss',
    );
  },
};

/** On a 375 px phone: a strip of the page stays visible beside the menu. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { menu } = await openMenu(canvasElement);
    await untilState('expect(menu.getBoundingClientRect().left).toBe(0)', () =>
      expect(menu.getBoundingClientRect().left).toBe(0),
    );
    await expect(menu.getBoundingClientRect().width).toBeLessThan(375);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const inMenu = within(menu);
    await untilState('expect(inMenu.getByRole("button", { name: "Tilbake" })).toHaveFocus()', () =>
      expect(inMenu.getByRole('button', { name: 'Tilbake' })).toHaveFocus(),
    );
    await expect(menu.scrollWidth).toBeLessThanOrEqual(menu.clientWidth);
  },
};
