import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  Button,
  ToastProvider,
  WIDGET_TOAST,
  useToast,
  type ToastOptions,
  type ToastProviderProps,
} from '@glimt/ui';
import { untilState } from '../../../test-support/untilState';
import { createManualClock } from '../../../test-support/manualClock';

interface Notice {
  message: string;
  options?: ToastOptions;
}

/** A button that shows one or more toasts, the way a page would. */
function Launcher({ label, notices }: { label: string; notices: Notice[] }) {
  const toast = useToast();
  return (
    <Button
      onPress={() => {
        for (const { message, options } of notices) toast.show(message, options);
      }}
    >
      {label}
    </Button>
  );
}

const onRestore = fn();
const onOk = fn();
const restoreActions = [
  { label: 'Gjenopprett', onPress: onRestore },
  { label: 'OK', onPress: onOk },
];

const meta = {
  title: 'Primitives/Toast',
  component: ToastProvider,
  args: {},
  argTypes: {
    duration: { control: 'number' },
    fadeInMs: { control: 'number' },
    fadeOutMs: { control: 'number' },
    maxVisible: { control: 'number' },
  },
  render: (args) => (
    <ToastProvider {...args}>
      <Launcher label="Legg i handlekurv" notices={[{ message: 'Lagt i handlekurven' }]} />
    </ToastProvider>
  ),
  beforeEach: () => {
    clock = createManualClock();
  },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * The toasts' clock in the stories about time: the play moves it by hand, so "stays 4.4 s" and
 * "stays while focused" are exact however busy the machine is (with real timers, a slow machine
 * could let an 800 ms toast run out before the play's Tab reached it). Each story starts a new one.
 */
let clock = createManualClock();
/** A toast on the hand-moved clock, with the story's args. */
function ClockedToasts({ args, label }: { args: ToastProviderProps; label: string }) {
  return (
    <ToastProvider {...args} clock={clock}>
      <Launcher label={label} notices={[{ message: 'Lagt i handlekurven' }]} />
    </ToastProvider>
  );
}

/**
 * Its time is up: the toast starts to leave (at once under reduced motion, else after its fade-out,
 * which runs on the same clock).
 */
async function expectToLeave(status: HTMLElement, fadeOutMs = 150) {
  await untilState('the toast leaving', () =>
    expect(!status.isConnected || status.closest('[data-toast]')?.hasAttribute('data-exiting')).toBe(true),
  );
  clock.advance(fadeOutMs);
  await untilState('expect(status).not.toBeInTheDocument()', () => expect(status).not.toBeInTheDocument());
}

async function launch(canvasElement: HTMLElement, label: string) {
  const launcher = within(canvasElement).getByRole('button', { name: label });
  await userEvent.tab();
  await expect(launcher).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const region = page(canvasElement).getByRole('region', { name: 'Varsler' });
  return { launcher, region };
}

/**
 * A neutral notice, announced politely (`role="status"`) in the "Varsler" region. With the shop's
 * preset it leaves after 4.4 s.
 */
export const Info: Story = {
  render: (args) => <ClockedToasts args={args} label="Legg i handlekurv" />,
  play: async ({ canvasElement }) => {
    const { region } = await launch(canvasElement, 'Legg i handlekurv');
    const status = await untilState('within(region).getByRole("status")', () =>
      within(region).getByRole('status'),
    );
    await untilState('expect(status).toHaveTextContent("Lagt i handlekurven")', () =>
      expect(status).toHaveTextContent('Lagt i handlekurven'),
    );
    clock.advance(4399);
    await expect(status).toBeInTheDocument();
    await expect(status.closest('[data-toast]')).not.toHaveAttribute('data-exiting');
    clock.advance(1);
    await expectToLeave(status);
  },
};

/** A success notice, with a check mark as well as the colour. */
export const Success: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Launcher
        label="Sett på pause"
        notices={[{ message: 'Abonnementet er satt på pause', options: { tone: 'success' } }]}
      />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const { region } = await launch(canvasElement, 'Sett på pause');
    const status = await untilState('within(region).getByRole("status")', () =>
      within(region).getByRole('status'),
    );
    await untilState('expect(status).toHaveTextContent("Abonnementet er satt på pause")', () =>
      expect(status).toHaveTextContent('Abonnementet er satt på pause'),
    );
    await expect(status.closest('[data-toast]')).toHaveAttribute('data-tone', 'success');
  },
};

/** An error is announced at once (`role="alert"`). */
export const ErrorAlert: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Launcher
        label="Oppdater antall"
        notices={[{ message: 'Kunne ikke oppdatere handlekurven. Prøv igjen.', options: { tone: 'error' } }]}
      />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const { region } = await launch(canvasElement, 'Oppdater antall');
    const alert = await untilState('within(region).getByRole("alert")', () =>
      within(region).getByRole('alert'),
    );
    await untilState(
      'expect(alert).toHaveTextContent("Kunne ikke oppdatere handlekurven. Prøv igjen.")',
      () => expect(alert).toHaveTextContent('Kunne ikke oppdatere handlekurven. Prøv igjen.'),
    );
    await expect(within(region).queryByRole('status')).toBeNull();
  },
};

/**
 * Action buttons ('Gjenopprett', 'OK'). Tab reaches them; pressing one runs it, closes the toast
 * and takes focus back to where it was.
 */
export const WithAction: Story = {
  render: (args) => (
    <ToastProvider {...args} clock={clock}>
      <Launcher
        label="Nytt søk"
        notices={[{ message: 'Filtrene ble fjernet', options: { actions: restoreActions } }]}
      />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    onRestore.mockClear();
    onOk.mockClear();
    const { launcher, region } = await launch(canvasElement, 'Nytt søk');
    const status = await untilState('within(region).getByRole("status")', () =>
      within(region).getByRole('status'),
    );
    const restore = await untilState('within(region).getByRole("button", { name: "Gjenopprett" })', () =>
      within(region).getByRole('button', { name: 'Gjenopprett' }),
    );
    await userEvent.tab();
    await expect(restore).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onRestore).toHaveBeenCalledTimes(1);
    await expect(onOk).not.toHaveBeenCalled();
    await untilState('expect(launcher).toHaveFocus()', () => expect(launcher).toHaveFocus());
    await expectToLeave(status);
  },
};

/**
 * The timer pauses while focus is in a toast or the pointer is over it, and runs out the time that
 * was left afterwards. (A 800 ms duration here, to keep the test short.)
 */
export const PauseOnHoverAndFocus: Story = {
  args: { duration: 800 },
  render: (args) => <ClockedToasts args={args} label="Legg i handlekurv" />,
  play: async ({ canvasElement }) => {
    const { launcher, region } = await launch(canvasElement, 'Legg i handlekurv');
    const status = await untilState('within(region).getByRole("status")', () =>
      within(region).getByRole('status'),
    );
    clock.advance(300);

    await userEvent.tab();
    await expect(within(region).getByRole('button', { name: 'Lukk varsel' })).toHaveFocus();
    clock.advance(10_000);
    await expect(status).toBeInTheDocument();
    await userEvent.tab({ shift: true });
    await expect(launcher).toHaveFocus();
    // The 500 ms that were left when focus came in, not a new 800.
    clock.advance(499);
    await expect(status.closest('[data-toast]')).not.toHaveAttribute('data-exiting');
    clock.advance(1);
    await expectToLeave(status);

    await userEvent.keyboard('{Enter}');
    const second = await untilState('within(region).getByRole("status")', () =>
      within(region).getByRole('status'),
    );
    const toast = second.closest<HTMLElement>('[data-toast]');
    await expect(toast).not.toBeNull();
    if (toast) await userEvent.hover(toast);
    clock.advance(10_000);
    await expect(second).toBeInTheDocument();
    if (toast) await userEvent.unhover(toast);
    clock.advance(799);
    await expect(toast).not.toHaveAttribute('data-exiting');
    clock.advance(1);
    await expectToLeave(second);
  },
};

/** Escape on a focused toast closes it, and focus goes back where it came from. */
export const EscapeCloses: Story = {
  render: (args) => <ClockedToasts args={args} label="Legg i handlekurv" />,
  play: async ({ canvasElement }) => {
    const { launcher, region } = await launch(canvasElement, 'Legg i handlekurv');
    const status = await untilState('within(region).getByRole("status")', () =>
      within(region).getByRole('status'),
    );
    await userEvent.tab();
    await expect(within(region).getByRole('button', { name: 'Lukk varsel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await untilState('expect(launcher).toHaveFocus()', () => expect(launcher).toHaveFocus());
    await expectToLeave(status);
  },
};

/**
 * The widget's preset (`{...WIDGET_TOAST}`): 30 s, fading in over 150 ms and out over 300 ms,
 * offering 'Gjenopprett' or 'OK' after filters were cleared.
 */
export const WidgetPreset: Story = {
  args: { ...WIDGET_TOAST },
  render: (args) => (
    <ToastProvider {...args}>
      <Launcher
        label="Søk etter «solbriller»"
        notices={[
          { message: 'Filtrene ble fjernet for det nye søket', options: { actions: restoreActions } },
        ]}
      />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    onOk.mockClear();
    const { launcher, region } = await launch(canvasElement, 'Søk etter «solbriller»');
    const status = await untilState('within(region).getByRole("status")', () =>
      within(region).getByRole('status'),
    );
    const toast = status.closest<HTMLElement>('[data-toast]');
    await expect(toast).not.toBeNull();
    if (!toast) return;
    const view = canvasElement.ownerDocument.defaultView ?? window;
    // Under reduced motion a toast does not animate at all (and leaves at once, below).
    const reduced = view.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reduced) await expect(view.getComputedStyle(toast).animationName).toBe('none');
    else await expect(view.getComputedStyle(toast).animationDuration).toBe('0.15s');

    await userEvent.tab();
    await userEvent.tab();
    await expect(within(toast).getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onOk).toHaveBeenCalledTimes(1);
    await expect(launcher).toHaveFocus();
    if (reduced) {
      await untilState('expect(toast).not.toBeInTheDocument()', () => expect(toast).not.toBeInTheDocument());
      return;
    }
    // It fades out over 300 ms before it is removed.
    await expect(toast).toHaveAttribute('data-exiting');
    await expect(view.getComputedStyle(toast).animationDuration).toBe('0.3s');
    await untilState('expect(toast).not.toBeInTheDocument()', () => expect(toast).not.toBeInTheDocument());
  },
};

/**
 * Several at once: at most three show, the next waits for a place. When a focused toast closes,
 * focus moves to its neighbour.
 */
export const Stacked: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Launcher
        label="Vis fire varsler"
        notices={[
          { message: 'Lagt i handlekurven', options: { duration: null } },
          { message: 'Abonnementet er satt på pause', options: { tone: 'success', duration: null } },
          { message: 'Kunne ikke lagre adressen', options: { tone: 'error', duration: null } },
          { message: 'Du er logget inn', options: { duration: null } },
        ]}
      />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const { region } = await launch(canvasElement, 'Vis fire varsler');
    await untilState('expect(region.querySelectorAll("[data-toast]")).toHaveLength(3)', () =>
      expect(region.querySelectorAll('[data-toast]')).toHaveLength(3),
    );
    await expect(within(region).queryByText('Du er logget inn')).toBeNull();

    await userEvent.tab();
    const closeButtons = within(region).getAllByRole('button', { name: 'Lukk varsel' });
    await expect(closeButtons[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The next toast takes the freed place, and focus moves on to the neighbouring toast.
    await untilState('expect(within(region).getByText("Du er logget inn")).toBeInTheDocument()', () =>
      expect(within(region).getByText('Du er logget inn')).toBeInTheDocument(),
    );
    await untilState('expect(region.querySelectorAll("[data-toast]")).toHaveLength(3)', () =>
      expect(region.querySelectorAll('[data-toast]')).toHaveLength(3),
    );
    await expect(region.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    await expect(within(region).queryByText('Lagt i handlekurven')).toBeNull();
  },
};

/** On a 375 px phone toasts span the width, 16 px from each edge, and actions wrap under the text. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <ToastProvider {...args}>
      <Launcher
        label="Nytt søk"
        notices={[
          {
            message: 'Filtrene ble fjernet for det nye søket',
            options: { actions: restoreActions, duration: null },
          },
        ]}
      />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const { region } = await launch(canvasElement, 'Nytt søk');
    const status = await untilState('within(region).getByRole("status")', () =>
      within(region).getByRole('status'),
    );
    const toast = status.closest<HTMLElement>('[data-toast]');
    await expect(toast).not.toBeNull();
    if (!toast) return;
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    const rect = toast.getBoundingClientRect();
    await expect(Math.round(rect.width)).toBe(Math.min(560, width - 32));
    await expect(Math.round(rect.left)).toBe(Math.round((width - rect.width) / 2));
    await untilState('expect(within(toast).getByRole("button", { name: "Gjenopprett" })).toBeVisible()', () =>
      expect(within(toast).getByRole('button', { name: 'Gjenopprett' })).toBeVisible(),
    );
  },
};
