import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button, ConsentSettings, useGlimt } from '@glimt/ui';
import { tabTo } from '../booking/bookingStoryHelpers';
import { mobile } from './contentStoryHelpers';
import { untilState } from '../../../test-support/untilState';

/** The footer's cookie-settings button stand-in, and what the consent store holds. */
function Demo({ startOpen = false }: { startOpen?: boolean }) {
  const [isOpen, setOpen] = useState(startOpen);
  const { consent } = useGlimt();
  const [state, setState] = useState(consent.get());
  return (
    <div>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Innstillinger for informasjonskapsler
      </Button>
      <p data-testid="consent-state">
        {(['statistics', 'preferences', 'marketing'] as const)
          .map((level) => `${level}: ${state[level] ? 'ja' : 'nei'}`)
          .join(', ')}
      </p>
      <ConsentSettings
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          setState(consent.get());
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Content/Consent settings',
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The dialog open: C0001 locked on, C0002 to C0004 off before any choice. */
export const Open: Story = {
  args: { startOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await untilState(
      'page(canvasElement).getByRole("dialog", { name: "Innstillinger for informasjonskapsler"…',
      () =>
        page(canvasElement).getByRole('dialog', {
          name: 'Innstillinger for informasjonskapsler',
        }),
    );
    const necessary = within(dialog).getByRole('checkbox', { name: /Strengt nødvendige/ });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await expect(within(dialog).getByRole('checkbox', { name: /Målretting/ })).not.toBeChecked();
    await tabTo(within(dialog).getByRole('button', { name: 'Lagre valgene' }));
  },
};

/** Opened by keyboard, performance chosen and saved: the store holds it, focus is back on the button. */
export const ChooseAndSave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Innstillinger for informasjonskapsler' });
    await tabTo(trigger);
    await userEvent.keyboard('{Enter}');
    const dialog = await untilState('page(canvasElement).getByRole("dialog")', () =>
      page(canvasElement).getByRole('dialog'),
    );
    const performance = within(dialog).getByRole('checkbox', { name: /Ytelse/ });
    await tabTo(performance);
    await userEvent.keyboard(' ');
    await tabTo(within(dialog).getByRole('button', { name: 'Lagre valgene' }));
    await userEvent.keyboard('{Enter}');
    await untilState('expect(page(canvasElement).queryByRole("dialog")).toBeNull()', () =>
      expect(page(canvasElement).queryByRole('dialog')).toBeNull(),
    );
    await expect(canvas.getByTestId('consent-state')).toHaveTextContent(
      'statistics: ja, preferences: nei, marketing: nei',
    );
    await untilState('expect(trigger).toHaveFocus()', () => expect(trigger).toHaveFocus());
  },
};

/** "Godta alle" turns on every category. */
export const AcceptAll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('button', { name: 'Innstillinger for informasjonskapsler' }));
    await userEvent.keyboard('{Enter}');
    const dialog = await untilState('page(canvasElement).getByRole("dialog")', () =>
      page(canvasElement).getByRole('dialog'),
    );
    await tabTo(within(dialog).getByRole('button', { name: 'Godta alle' }));
    await userEvent.keyboard('{Enter}');
    await untilState('expect(page(canvasElement).queryByRole("dialog")).toBeNull()', () =>
      expect(page(canvasElement).queryByRole('dialog')).toBeNull(),
    );
    await expect(canvas.getByTestId('consent-state')).toHaveTextContent(
      'statistics: ja, preferences: ja, marketing: ja',
    );
  },
};

/** The dialog on a phone. */
export const Phone: Story = {
  args: { startOpen: true },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const dialog = await untilState('page(canvasElement).getByRole("dialog")', () =>
      page(canvasElement).getByRole('dialog'),
    );
    await tabTo(within(dialog).getByRole('button', { name: 'Bare nødvendige' }));
  },
};
