import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { widgetLocaleNo } from '@glimt/ui/widget';
import { HeaderWithSearchField } from './modal-field-demo';
import { clearRecentSearches } from './modal-helpers';
import { untilState } from '../../test-support/untilState';

const no = widgetLocaleNo.messages;
const page = () => within(document.body);

/** The modal's field, once the modal is open (past the first frame of its fade-in) and focused. */
async function openedField() {
  const input = await untilState('page().getByRole("combobox", { name: no.searchLabel })', () =>
    page().getByRole('combobox', { name: no.searchLabel }),
  );
  await untilState('expect(input).toHaveFocus()', () => expect(input).toHaveFocus());
  await untilState('expect(page().getByRole("dialog")).toBeVisible()', () =>
    expect(page().getByRole('dialog')).toBeVisible(),
  );
  return input;
}

const meta = {
  title: 'Widget/Search field',
  component: HeaderWithSearchField,
  parameters: { layout: 'fullscreen', initialPath: '/' },
  beforeEach: clearRecentSearches,
} satisfies Meta<typeof HeaderWithSearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the host's header: looks like a text field, is a button that opens the search modal. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('button', { name: no.searchPlaceholder });
    await expect(field).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(field).toHaveFocus();
  },
};

/**
 * Enter opens the modal over the field (its text field exactly where the host's was), typing
 * shows suggestions and results, Escape closes it and focus is back on the field.
 */
export const OpensAlignedModal: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('button', { name: no.searchPlaceholder });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const input = await openedField();
    const wrap = input.parentElement as HTMLElement;
    await untilState(
      '{ const from = field.getBoundingClientRect(); const to = wrap.getBoundingClientRect(); …',
      () => {
        const from = field.getBoundingClientRect();
        const to = wrap.getBoundingClientRect();
        expect(Math.abs(to.left - from.left)).toBeLessThan(2);
        expect(Math.abs(to.top - from.top)).toBeLessThan(2);
      },
    );
    await userEvent.keyboard('{Escape}');
    await untilState('expect(page().queryByRole("dialog")).not.toBeInTheDocument()', () =>
      expect(page().queryByRole('dialog')).not.toBeInTheDocument(),
    );
    await untilState('expect(field).toHaveFocus()', () => expect(field).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await openedField();
    await userEvent.keyboard('ray');
    await untilState(
      'expect( page() .getAllByRole("option") .filter((option) => option.dataset.optionKind ==…',
      () =>
        expect(
          page()
            .getAllByRole('option')
            .filter((option) => option.dataset.optionKind === 'product'),
        ).toHaveLength(4),
    );
  },
};

/** Typing a letter into the field opens the modal with it, and typing goes on there. */
export const TypeToOpen: Story = {
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('o');
    const input = await openedField();
    await expect(input).toHaveValue('o');
    await userEvent.keyboard('akley');
    await expect(input).toHaveValue('oakley');
    // The story ends on the word's results, not on the skeletons of a search still waiting for its
    // debounce (the screenshot caught those once: no request was open yet to wait for).
    await untilState('page().getByText("Vis alle 29 resultater")', () =>
      page().getByText('Vis alle 29 resultater'),
    );
  },
};

/** On the search page the field shows the query of the URL, and the modal opens with it. */
export const OnSearchPage: Story = {
  parameters: { initialPath: '/sok?query=briller' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('button', { name: `${no.searchLabel}: briller` });
    await expect(field).toHaveTextContent('briller');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const input = await openedField();
    await expect(input).toHaveValue('briller');
    await userEvent.keyboard('{Escape}');
    await untilState('expect(field).toHaveFocus()', () => expect(field).toHaveFocus());
  },
};

/** On a phone the field spans the header and the modal covers the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await openedField();
    const dialog = page().getByRole('dialog', { name: no.searchLabel });
    await untilState(
      '{ const box = dialog.getBoundingClientRect(); expect([box.left, box.top, box.width]).to…',
      () => {
        const box = dialog.getBoundingClientRect();
        expect([box.left, box.top, box.width]).toEqual([0, 0, window.innerWidth]);
      },
    );
  },
};
