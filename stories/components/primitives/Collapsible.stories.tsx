import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Collapsible, Link } from '@glimt/ui';
import { untilState } from '../../../test-support/untilState';

const linkList = (items: [string, string][]) => (
  <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
    {items.map(([label, href]) => (
      <li key={href}>
        <Link variant="standalone" href={href}>
          {label}
        </Link>
      </li>
    ))}
  </ul>
);

const customerService = linkList([
  ['Kontakt oss', '/kontakt-oss'],
  ['Kjøps- og leveringsbetingelser', '/kjop-og-leveringsbetingelser'],
  ['Retur og reklamasjon', '/retur'],
]);

const meta = {
  title: 'Primitives/Collapsible',
  component: Collapsible,
  args: { title: 'Kundeservice', children: customerService, onExpandedChange: fn() },
  argTypes: { children: { control: false }, title: { control: 'text' } },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Collapsible>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed at first. Tab to the trigger; Enter opens it, Space closes it again. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Kundeservice' });
    const panel = canvasElement.querySelector(`#${trigger.getAttribute('aria-controls')}`);
    await expect(panel).not.toBeNull();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // react-aria sets the collapsed panel's `hidden` a frame after aria-hidden (it measures for the
    // animation first), so the panel is checked once that frame has passed.
    await untilState('expect(panel).not.toBeVisible()', () => expect(panel).not.toBeVisible());
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(getComputedStyle(trigger).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kontakt oss' })).toBeVisible();
    // The open panel's links come next in the Tab order.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Kontakt oss' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await untilState('expect(panel).not.toBeVisible()', () => expect(panel).not.toBeVisible());
    await expect(args.onExpandedChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onExpandedChange).toHaveBeenNthCalledWith(2, false);
  },
};

/** Open from the start (uncontrolled `defaultExpanded`). */
export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Kundeservice' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('group', { name: 'Kundeservice' })).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Closed and open side by side, each as a section heading (`headingLevel`). */
export const Variants: Story = {
  render: (args) => (
    <div>
      <Collapsible {...args} headingLevel={2} title="Kundeservice" />
      <Collapsible {...args} headingLevel={2} title="Om Glimt" defaultExpanded>
        {linkList([
          ['Om oss', '/om-glimt'],
          ['Butikker', '/butikker'],
        ])}
      </Collapsible>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings.map((h) => h.textContent)).toEqual(['Kundeservice', 'Om Glimt']);
    await expect(within(headings[1] as HTMLElement).getByRole('button')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Om Glimt' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Om Glimt' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Controlled: a parent owns the state, here with a "show all" button beside the trigger. */
export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <Button variant="secondary" size="sm" onPress={() => setOpen((value) => !value)}>
          {open ? 'Skjul alle' : 'Vis alle'}
        </Button>
        <Collapsible
          {...args}
          isExpanded={open}
          onExpandedChange={(next) => {
            args.onExpandedChange?.(next);
            setOpen(next);
          }}
        />
      </div>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Kundeservice' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await untilState('expect(trigger).toHaveAttribute("aria-expanded", "true")', () =>
      expect(trigger).toHaveAttribute('aria-expanded', 'true'),
    );
    await expect(canvas.getByRole('button', { name: 'Skjul alle' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenCalledWith(false);
  },
};

/** Disabled: skipped by Tab, and the panel keeps its state. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Kundeservice' });
    await expect(trigger).toBeDisabled();
    await userEvent.tab();
    await expect(trigger).not.toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).not.toHaveBeenCalled();
  },
};

/** A long Norwegian title wraps beside the chevron, which stays at the right edge. */
export const LongText: Story = {
  args: {
    title: 'Spørsmål og svar om kontaktlinseabonnement, levering hver tredje måned og oppsigelse',
    children: (
      <p>
        Du kan sette abonnementet på pause eller si det opp når som helst fra Min side. Neste levering sendes
        automatisk, og du får en påminnelse på e-post en uke før.
      </p>
    ),
  },
  render: (args) => (
    <div style={{ width: 260 }}>
      <Collapsible {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /kontaktlinseabonnement/ });
    await expect(trigger.getBoundingClientRect().width).toBeLessThanOrEqual(260);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(canvasElement).getByText(/sette abonnementet på pause/)).toBeVisible();
  },
};

/** The footer's link sections on a 375 px screen: one heading each, all closed. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div>
      <Collapsible {...args} headingLevel={2} title="Kundeservice" />
      <Collapsible {...args} headingLevel={2} title="Om Glimt">
        {linkList([
          ['Om oss', '/om-glimt'],
          ['Jobb hos oss', '/jobb'],
        ])}
      </Collapsible>
      <Collapsible {...args} headingLevel={2} title="Handle hos oss">
        {linkList([
          ['Briller', '/briller'],
          ['Kontaktlinser', '/kontaktlinser'],
        ])}
      </Collapsible>
      <Collapsible {...args} headingLevel={2} title="Glimt Friends">
        {linkList([
          ['Medlemsfordeler', '/glimt-friends'],
          ['Medlemsvilkår', '/glimt-friends/vilkar'],
        ])}
      </Collapsible>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const triggers = canvas.getAllByRole('button');
    await expect(triggers).toHaveLength(4);
    // Closed sections hold their links out of the Tab order: four Tabs reach the fourth trigger.
    for (let i = 0; i < 4; i += 1) await userEvent.tab();
    await expect(triggers[3]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Medlemsfordeler' })).toHaveFocus();
  },
};
