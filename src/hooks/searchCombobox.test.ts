import { useCombobox } from 'downshift';
import { describe, expect, it } from 'vitest';
import {
  FIELD_KEYS,
  chosenIndex,
  optionListSignature,
  searchComboboxClickAction,
  searchComboboxKeyAction,
  searchComboboxStateReducer,
  skipDownshift,
} from './searchCombobox';

describe('searchComboboxKeyAction', () => {
  it('chooses the highlighted option on Enter, else submits', () => {
    expect(searchComboboxKeyAction({ key: 'Enter' }, 2)).toBe('choose');
    expect(searchComboboxKeyAction({ key: 'Enter' }, -1)).toBe('submit');
  });

  it('leaves Enter that ends an IME composition alone', () => {
    expect(searchComboboxKeyAction({ key: 'Enter', isComposing: true }, 2)).toBe('compose');
  });

  it('leaves Home, End and Escape to the field and the dialog, the arrows to downshift', () => {
    for (const key of FIELD_KEYS) expect(searchComboboxKeyAction({ key }, 0)).toBe('field');
    expect(searchComboboxKeyAction({ key: 'ArrowDown' }, -1)).toBe('downshift');
    expect(searchComboboxKeyAction({ key: 'ArrowUp' }, 3)).toBe('downshift');
    expect(searchComboboxKeyAction({ key: 'a' }, 3)).toBe('downshift');
  });
});

describe('chosenIndex', () => {
  const items = ['a', 'heading', 'b'];
  const selectable = (item: string) => item !== 'heading';

  it('is the highlighted index when it is in the list and selectable', () => {
    expect(chosenIndex(items, 0)).toBe(0);
    expect(chosenIndex(items, 2, selectable)).toBe(2);
  });

  it('skips a row that is not selectable, and a stale or missing highlight', () => {
    expect(chosenIndex(items, 1, selectable)).toBe(-1);
    expect(chosenIndex(items, 3)).toBe(-1);
    expect(chosenIndex(items, -1)).toBe(-1);
    expect(chosenIndex([], 0)).toBe(-1);
    expect(chosenIndex(items, Number.NaN)).toBe(-1);
  });
});

describe('searchComboboxClickAction', () => {
  it('leaves modified clicks to the browser only when the caller opens links that way', () => {
    expect(searchComboboxClickAction({ button: 0, ctrlKey: true }, true)).toBe('browser');
    expect(searchComboboxClickAction({ button: 0, metaKey: true }, true)).toBe('browser');
    expect(searchComboboxClickAction({ button: 1 }, true)).toBe('browser');
    expect(searchComboboxClickAction({ button: 0 }, true)).toBe('choose');
    expect(searchComboboxClickAction({ button: 0, ctrlKey: true }, false)).toBe('choose');
  });
});

describe('optionListSignature', () => {
  it('tells a new list from the same list again', () => {
    const key = (item: { key: string }) => item.key;
    const a = optionListSignature([{ key: 'x' }, { key: 'y' }], key);
    expect(optionListSignature([{ key: 'x' }, { key: 'y' }], key)).toBe(a);
    expect(optionListSignature([{ key: 'y' }, { key: 'x' }], key)).not.toBe(a);
    expect(optionListSignature([], key)).toBe('');
  });
});

describe('searchComboboxStateReducer', () => {
  const state = {
    highlightedIndex: 1,
    isOpen: true,
    selectedItem: null,
    inputValue: 'ray',
  };

  it('lets typing change the text, never selects', () => {
    const changes = { ...state, inputValue: 'rayb', selectedItem: 'x' };
    expect(
      searchComboboxStateReducer<string>(state, {
        type: useCombobox.stateChangeTypes.InputChange,
        changes,
      } as never),
    ).toEqual({ ...changes, selectedItem: null });
  });

  it('keeps the text and chooses nothing when the field is left or an option is clicked', () => {
    for (const type of [useCombobox.stateChangeTypes.InputBlur, useCombobox.stateChangeTypes.ItemClick]) {
      const changes = { ...state, inputValue: 'Ray-Ban solbriller', selectedItem: 'Ray-Ban solbriller' };
      expect(searchComboboxStateReducer<string>(state, { type, changes } as never)).toEqual({
        ...changes,
        inputValue: 'ray',
        selectedItem: null,
      });
    }
  });
});

describe('skipDownshift', () => {
  it('marks the native event so downshift skips it', () => {
    const nativeEvent = new Event('keydown');
    skipDownshift({ nativeEvent });
    expect((nativeEvent as Event & { preventDownshiftDefault?: boolean }).preventDownshiftDefault).toBe(true);
  });
});
