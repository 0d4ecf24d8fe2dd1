import { StrictMode, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Dialog, DialogTrigger, type DialogProps } from '@glimt/ui';
import { untilState } from '../../../test-support/untilState';

const hours = (
  <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 24px', margin: 0 }}>
    <dt>Mandag–fredag</dt>
    <dd style={{ margin: 0 }}>10–19</dd>
    <dt>Lørdag</dt>
    <dd style={{ margin: 0 }}>10–17</dd>
    <dt>Søndag</dt>
    <dd style={{ margin: 0 }}>Stengt</dd>
  </dl>
);

const terms = Array.from({ length: 14 }, (_, i) => (
  <p key={i} style={{ marginBottom: 16 }}>
    {i + 1}. Abonnementet løper til det sies opp. Linsene sendes hver tredje måned til adressen du har
    oppgitt, og betales ved hver levering. Du kan pause abonnementet når som helst fra Min side, og ingen
    levering eller betaling skjer mens det er pauset. Endringer i styrke gjøres etter en ny synstest hos en av
    våre optikere.
  </p>
));

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: {
    title: 'Åpningstider',
    description: 'Glimt Majorstuen, Bogstadveien 52',
    children: hours,
    footer: <Button>Bestill synstest</Button>,
    size: 'md',
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  render: (args) => (
    <DialogTrigger trigger={(props) => <Button {...props}>Se åpningstider</Button>}>
      <Dialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Uncontrolled, inside a `DialogTrigger`. Enter opens it and focus moves in, Tab cycles inside it,
 * the page cannot scroll, and Escape closes it with focus back on the button.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Se åpningstider' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');

    const dialog = await untilState('page(canvasElement).getByRole("dialog", { name: "Åpningstider" })', () =>
      page(canvasElement).getByRole('dialog', { name: 'Åpningstider' }),
    );
    await expect(dialog).toHaveAccessibleDescription('Glimt Majorstuen, Bogstadveien 52');
    await untilState('expect(dialog).toHaveFocus()', () => expect(dialog).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    // The page behind is locked while it is open.
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('hidden');

    const close = within(dialog).getByRole('button', { name: 'Lukk' });
    const book = within(dialog).getByRole('button', { name: 'Bestill synstest' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(book).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(book).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await untilState('expect(trigger).toHaveFocus()', () => expect(trigger).toHaveFocus());
    await untilState('expect(dialog).not.toBeInTheDocument()', () => expect(dialog).not.toBeInTheDocument());
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

function ControlledDialog(args: DialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Fjern vare</Button>
      <Dialog
        {...args}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          args.onOpenChange?.(open);
        }}
      />
    </>
  );
}

/**
 * Controlled with `isOpen` and `onOpenChange`, as a short confirmation (`size="sm"`,
 * `role="alertdialog"`). The footer's buttons close it through the `close` function they receive.
 */
export const Controlled: Story = {
  args: {
    title: 'Fjerne varen?',
    description: 'Ray-Ban RB2140 Wayfarer fjernes fra handlekurven.',
    size: 'sm',
    role: 'alertdialog',
    children: undefined,
    onOpenChange: fn(),
    footer: (close) => (
      <>
        <Button variant="secondary" onPress={close}>
          Avbryt
        </Button>
        <Button variant="danger" onPress={close}>
          Fjern
        </Button>
      </>
    ),
  },
  render: (args) => <ControlledDialog {...args} />,
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Fjern vare' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await untilState(
      'page(canvasElement).getByRole("alertdialog", { name: "Fjerne varen?" })',
      () => page(canvasElement).getByRole('alertdialog', { name: 'Fjerne varen?' }),
    );
    await untilState('expect(dialog).toHaveFocus()', () => expect(dialog).toHaveFocus());
    await userEvent.tab(); // close button
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Avbryt' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await untilState('expect(trigger).toHaveFocus()', () => expect(trigger).toHaveFocus());
    await untilState('expect(dialog).not.toBeInTheDocument()', () => expect(dialog).not.toBeInTheDocument());

    // Dismissable by default: a click on the scrim closes it too.
    await userEvent.keyboard('{Enter}');
    const again = await untilState(
      'page(canvasElement).getByRole("alertdialog", { name: "Fjerne varen?" })',
      () => page(canvasElement).getByRole('alertdialog', { name: 'Fjerne varen?' }),
    );
    const scrim = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-glimt-scrim]');
    if (scrim) await userEvent.click(scrim);
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await untilState('expect(again).not.toBeInTheDocument()', () => expect(again).not.toBeInTheDocument());
    // Under reduced motion there is no exit phase: react-aria's FocusScope returns focus an
    // animation frame after the dialog is removed.
    await untilState('expect(trigger).toHaveFocus()', () => expect(trigger).toHaveFocus());
  },
};

function MountedOpenDialog(args: DialogProps) {
  // Mounted already open, as an app that loads a dialog's code on the press that opens it does.
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Vis testpost</Button>
      <Dialog {...args} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

/**
 * Mounted open (a dialog whose code loads on the press that opens it): focus moves in at once, and
 * again each time it opens after a close.
 */
export const MountedOpen: Story = {
  args: { title: 'Testpost', description: undefined, children: <p>Ingen e-post er sendt ennå.</p> },
  // Under StrictMode, as the demo runs, so the double mount of effects is covered too.
  render: (args) => (
    <StrictMode>
      <MountedOpenDialog {...args} />
    </StrictMode>
  ),
  play: async ({ canvasElement }) => {
    const first = await untilState('page(canvasElement).getByRole("dialog", { name: "Testpost" })', () =>
      page(canvasElement).getByRole('dialog', { name: 'Testpost' }),
    );
    await untilState('expect(first).toHaveFocus()', () => expect(first).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await untilState('expect(first).not.toBeInTheDocument()', () => expect(first).not.toBeInTheDocument());
    const trigger = within(canvasElement).getByRole('button', { name: 'Vis testpost' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const again = await untilState('page(canvasElement).getByRole("dialog", { name: "Testpost" })', () =>
      page(canvasElement).getByRole('dialog', { name: 'Testpost' }),
    );
    await untilState('expect(again).toHaveFocus()', () => expect(again).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await untilState('expect(trigger).toHaveFocus()', () => expect(trigger).toHaveFocus());
  },
};

/**
 * Opened again while it is still fading out (a quick second press): it comes back with focus inside,
 * and closing it gives focus back to the button.
 */
export const ReopenedWhileClosing: Story = {
  // The confirmation of `Controlled`.
  args: Controlled.args,
  render: (args) => <ControlledDialog {...args} />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Fjern vare' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const first = await untilState(
      'page(canvasElement).getByRole("alertdialog", { name: "Fjerne varen?" })',
      () => page(canvasElement).getByRole('alertdialog', { name: 'Fjerne varen?' }),
    );
    await untilState('expect(first).toHaveFocus()', () => expect(first).toHaveFocus());
    // Read for a while first: react-aria focuses the dialog once more half a second after it opens,
    // which must not be what brings focus into the next opening.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await userEvent.keyboard('{Escape}');
    // Under reduced motion (the visual check) there is no fade-out to open it again in.
    const view = canvasElement.ownerDocument.defaultView;
    if (view?.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await untilState('expect(trigger).toHaveFocus()', () => expect(trigger).toHaveFocus());
    } else {
      await expect(trigger).toHaveFocus();
      const scrim = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-glimt-scrim]');
      await expect(scrim).toHaveAttribute('data-exiting');
    }

    await userEvent.keyboard('{Enter}');
    const again = await untilState(
      'page(canvasElement).getByRole("alertdialog", { name: "Fjerne varen?" })',
      () => page(canvasElement).getByRole('alertdialog', { name: 'Fjerne varen?' }),
    );
    await untilState('expect(again).toHaveFocus()', () => expect(again).toHaveFocus());
    await expect(page(canvasElement).getAllByRole('alertdialog')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await untilState('expect(trigger).toHaveFocus()', () => expect(trigger).toHaveFocus());
    await untilState('expect(again).not.toBeInTheDocument()', () => expect(again).not.toBeInTheDocument());
  },
};

/**
 * `isDismissable={false}`: a click on the scrim does not close it (the answer matters), but the
 * close button and Escape still do.
 */
export const NonDismissable: Story = {
  args: {
    title: 'Bekreft bestillingen',
    description: 'Synstest hos Glimt Majorstuen, tirsdag 14. mai kl. 10.30.',
    isDismissable: false,
    children: 'Du får en bekreftelse på SMS. Avbestill senest 24 timer før timen.',
    footer: (close) => <Button onPress={close}>Bekreft</Button>,
  },
  render: (args) => (
    <DialogTrigger trigger={(props) => <Button {...props}>Bestill time</Button>}>
      <Dialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Bestill time' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await untilState(
      'page(canvasElement).getByRole("dialog", { name: "Bekreft bestillingen" })',
      () => page(canvasElement).getByRole('dialog', { name: 'Bekreft bestillingen' }),
    );
    await untilState('expect(dialog).toHaveFocus()', () => expect(dialog).toHaveFocus());

    // A stray click on the scrim keeps it open.
    const scrim = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-glimt-scrim]');
    await expect(scrim).not.toBeNull();
    if (scrim) await userEvent.click(scrim);
    await expect(scrim).not.toHaveAttribute('data-exiting');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(dialog).toBeInTheDocument();
    await expect(dialog).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await untilState('expect(trigger).toHaveFocus()', () => expect(trigger).toHaveFocus());
    await untilState('expect(dialog).not.toBeInTheDocument()', () => expect(dialog).not.toBeInTheDocument());
  },
};

/**
 * Content taller than the screen scrolls inside the dialog while the title and the footer stay put.
 * The scrolling body joins the tab order, so it can be scrolled with the arrow keys.
 */
export const LongContent: Story = {
  args: {
    title: 'Vilkår for linseabonnement',
    description: undefined,
    size: 'lg',
    children: terms,
    footer: (close) => <Button onPress={close}>Jeg har lest vilkårene</Button>,
  },
  render: (args) => (
    <DialogTrigger trigger={(props) => <Button {...props}>Les vilkårene</Button>}>
      <Dialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await untilState(
      'page(canvasElement).getByRole("dialog", { name: "Vilkår for linseabonnement" })',
      () => page(canvasElement).getByRole('dialog', { name: 'Vilkår for linseabonnement' }),
    );
    const body = dialog.querySelector<HTMLElement>('[data-scroll-body]');
    await expect(body).not.toBeNull();
    if (!body) return;
    await untilState('expect(body.scrollHeight).toBeGreaterThan(body.clientHeight)', () =>
      expect(body.scrollHeight).toBeGreaterThan(body.clientHeight),
    );
    await untilState('expect(body).toHaveAttribute("tabindex", "0")', () =>
      expect(body).toHaveAttribute('tabindex', '0'),
    );
    // The dialog fits the viewport, so its footer button is on screen.
    const done = within(dialog).getByRole('button', { name: 'Jeg har lest vilkårene' });
    await untilState(
      'expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight)',
      () => expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight),
    );
    await expect(done.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);

    await userEvent.tab(); // close
    await userEvent.tab();
    await expect(body).toHaveFocus();
    await userEvent.tab();
    await expect(done).toHaveFocus();
    // Left open, so the accessibility check runs on the open dialog.
  },
};

/** On a 375 px phone the dialog is 16 px short of each edge. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await untilState('page(canvasElement).getByRole("dialog", { name: "Åpningstider" })', () =>
      page(canvasElement).getByRole('dialog', { name: 'Åpningstider' }),
    );
    await untilState('expect(dialog).toHaveFocus()', () => expect(dialog).toHaveFocus());
    // Near full width wherever the screen is narrower than the dialog's size.
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    const expected = Math.min(width - (width >= 768 ? 64 : 32), 560);
    await untilState(
      'expect(Math.abs(dialog.getBoundingClientRect().width - expected)).toBeLessThan(2)',
      () => expect(Math.abs(dialog.getBoundingClientRect().width - expected)).toBeLessThan(2),
    );
  },
};
