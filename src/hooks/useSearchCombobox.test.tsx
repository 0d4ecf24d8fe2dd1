import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSearchCombobox } from './useSearchCombobox';

/** A field and listbox wired the way the search modal and the site search overlay wire them. */
function Field({ onEscape }: { onEscape?: () => void }) {
  const [typed, setTyped] = useState('ray');
  const combobox = useSearchCombobox<string>({
    items: ['Ray-Ban', 'Rayban solbriller'],
    itemToString: (item) => item ?? '',
    itemToKey: (item) => item,
    inputValue: typed,
    onInputValueChange: setTyped,
    isOpen: true,
    onChoose: () => undefined,
    ...(onEscape ? { onEscape } : {}),
  });
  return (
    <div>
      {/* eslint-disable-next-line jsx-a11y/label-has-associated-control -- downshift gives the label its htmlFor */}
      <label {...combobox.getLabelProps()}>Søk</label>
      <input {...combobox.getInputProps()} />
      <ul {...combobox.getMenuProps()}>
        <li {...combobox.getOptionProps('Ray-Ban', 0)}>Ray-Ban</li>
        <li {...combobox.getOptionProps('Rayban solbriller', 1)}>Rayban solbriller</li>
      </ul>
    </div>
  );
}

afterEach(cleanup);

describe('useSearchCombobox: Escape', () => {
  it('closes the dialog from the field itself, with the listbox open', () => {
    const onEscape = vi.fn();
    render(<Field onEscape={onEscape} />);
    const input = screen.getByRole('combobox', { name: 'Søk' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const notCancelled = fireEvent.keyDown(input, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(1);
    expect(notCancelled).toBe(false);
    // The text the shopper typed stays (downshift's own Escape would have cleared it).
    expect(input).toHaveValue('ray');
  });

  it('leaves an Escape that ends an IME composition alone', () => {
    const onEscape = vi.fn();
    render(<Field onEscape={onEscape} />);
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Søk' }), { key: 'Escape', isComposing: true });
    expect(onEscape).not.toHaveBeenCalled();
  });

  it('without onEscape, leaves Escape to the dialog (not cancelled)', () => {
    render(<Field />);
    const input = screen.getByRole('combobox', { name: 'Søk' });
    expect(fireEvent.keyDown(input, { key: 'Escape' })).toBe(true);
    expect(input).toHaveValue('ray');
  });
});

describe('useSearchCombobox: arrows', () => {
  /** A key press as the browser sends it, without React Testing Library's flush after it. */
  const press = (input: HTMLElement, key: string) =>
    input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

  it('moves one option per press when two presses come before React renders', () => {
    render(<Field />);
    const input = screen.getByRole('combobox', { name: 'Søk' });
    const [first, second] = screen.getAllByRole('option');
    // A busy page (or key repeat) can deliver the second press before the first one's render.
    act(() => {
      press(input, 'ArrowDown');
      press(input, 'ArrowDown');
    });
    expect(input).toHaveAttribute('aria-activedescendant', second?.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    act(() => press(input, 'ArrowUp'));
    expect(input).toHaveAttribute('aria-activedescendant', first?.id);
  });
});
