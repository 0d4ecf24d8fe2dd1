/**
 * The rules of the search combobox shared by the widget's search modal and the shop's search
 * overlay, as plain functions: what a key in the field does, which row Enter chooses, what a
 * click on an option does, when a new option list drops the highlight, and downshift's state
 * reducer. `useSearchCombobox` wires them into downshift; these carry no React.
 */
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { isModifiedClick, type ClickLike } from '../navigation/navigation';

/**
 * What a key pressed in the search field does:
 * - `choose`: Enter on a highlighted, selectable option follows it (handled here, not by downshift,
 *   so the key event with its Ctrl or Meta reaches the caller);
 * - `submit`: Enter without one submits the field's form (the search page);
 * - `field`: the field or the dialog keeps the key (Home and End move the caret, Escape closes);
 * - `compose`: Enter that ends an IME composition, left alone;
 * - `downshift`: anything else (the arrows move the highlight).
 */
export type SearchComboboxKeyAction = 'choose' | 'submit' | 'field' | 'compose' | 'downshift';

/** Keys downshift must leave to the text field and the dialog. */
export const FIELD_KEYS: readonly string[] = ['Home', 'End', 'Escape'];

/**
 * The action of a key in the search field (see {@link SearchComboboxKeyAction}).
 * @param chosenIndex - the option Enter would choose ({@link chosenIndex}), or -1
 * @example searchComboboxKeyAction({ key: 'Enter' }, -1) // 'submit'
 */
export function searchComboboxKeyAction(
  event: { key: string; isComposing?: boolean },
  chosenIndex: number,
): SearchComboboxKeyAction {
  if (event.key === 'Enter') {
    if (event.isComposing) return 'compose';
    return chosenIndex >= 0 ? 'choose' : 'submit';
  }
  return FIELD_KEYS.includes(event.key) ? 'field' : 'downshift';
}

/**
 * The index of the option Enter chooses: the highlighted one when it is in the list and
 * selectable, else -1 (a list that shrank under a stale highlight chooses nothing).
 */
export function chosenIndex<T>(
  items: readonly T[],
  highlightedIndex: number,
  isSelectable: (item: T) => boolean = () => true,
): number {
  if (!Number.isInteger(highlightedIndex) || highlightedIndex < 0 || highlightedIndex >= items.length)
    return -1;
  return isSelectable(items[highlightedIndex] as T) ? highlightedIndex : -1;
}

/**
 * What a click on an option does: `browser` leaves a modified click (Ctrl, Meta, Shift, Alt or a
 * middle button: a new tab or window) to the browser when the caller opens links that way;
 * `choose` follows the option.
 */
export function searchComboboxClickAction(
  event: ClickLike,
  modifiedClicksToBrowser: boolean,
): 'browser' | 'choose' {
  return modifiedClicksToBrowser && isModifiedClick(event) ? 'browser' : 'choose';
}

/**
 * A signature of the option list (the keys in order), so a new list can be told from the same
 * list rendered again. Computed once per render over at most a few dozen options.
 */
export function optionListSignature<T>(items: readonly T[], itemToKey: (item: T) => unknown): string {
  return items.map((item) => String(itemToKey(item))).join('|');
}

/**
 * Downshift's state reducer for a search field: only typing changes the text, and downshift never
 * selects (choosing goes through the caller, with the key or click that asked for it, so Ctrl and
 * Meta are honoured), so leaving the field by Tab or a click never chooses the highlighted option.
 * The menu's openness is the caller's (`isOpen`).
 */
export function searchComboboxStateReducer<T>(
  state: UseComboboxState<T>,
  { type, changes }: UseComboboxStateChangeOptions<T>,
): Partial<UseComboboxState<T>> {
  if (type === useCombobox.stateChangeTypes.InputChange) return { ...changes, selectedItem: null };
  return { ...changes, inputValue: state.inputValue, selectedItem: null };
}

/** Marks a React event as handled here, so downshift's own handler skips it. */
export function skipDownshift(event: { nativeEvent: Event }): void {
  Object.assign(event.nativeEvent, { preventDownshiftDefault: true });
}
