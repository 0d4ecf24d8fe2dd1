import {
  useCallback,
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { useCombobox, type UseComboboxReturnValue } from 'downshift';
import {
  chosenIndex,
  optionListSignature,
  searchComboboxClickAction,
  searchComboboxKeyAction,
  searchComboboxStateReducer,
  skipDownshift,
} from './searchCombobox';

/** The key press or click that chose an option (its Ctrl and Meta say "a new tab"). */
export type SearchComboboxEvent = KeyboardEvent<HTMLInputElement> | MouseEvent<HTMLElement>;

/** How the field takes focus when the combobox mounts. */
export type SearchComboboxAutoFocus = 'select' | 'end' | 'focus' | false;

/** Options of {@link useSearchCombobox}. */
export interface SearchComboboxOptions<T> {
  /** Base of the ids of the field, listbox and options. @default one of downshift's own */
  id?: string;
  /** The options, in the order the arrow keys move through them. */
  items: T[];
  /** The text of an option (its accessible text in downshift's announcements). */
  itemToString: (item: T | null) => string;
  /** A stable key per option. */
  itemToKey: (item: T) => string;
  /** Whether an option can be highlighted and chosen; the arrows skip the others. @default every option */
  isItemSelectable?: (item: T) => boolean;
  /** The text in the field (controlled). */
  inputValue: string;
  /** Sets the text: called from the field's own change event, never a render late. */
  onInputValueChange: (value: string) => void;
  /** Whether the listbox is shown. */
  isOpen: boolean;
  /**
   * Follows an option chosen by Enter or a click. Return `false` to leave a click's default to
   * the browser (a link it follows itself); otherwise the default is prevented.
   */
  onChoose: (item: T, event: SearchComboboxEvent) => boolean | void;
  /**
   * When given, a modified click (Ctrl, Meta, Shift, Alt, a middle button) is left to the browser
   * (a new tab) and reported here instead of choosing. @default modified clicks choose like others
   */
  onModifiedClick?: (item: T, event: MouseEvent<HTMLElement>) => void;
  /** A new option list starts without a highlighted option. @default false */
  resetHighlightOnNewList?: boolean;
  /**
   * Focus the field when the combobox mounts: `select` its text (typing replaces it), caret at the
   * `end`, or just `focus`. @default false
   */
  autoFocus?: SearchComboboxAutoFocus;
  /** Brings the highlighted option into view. @default downshift's (scrolls the listbox) */
  scrollIntoView?: (node: HTMLElement, menuNode: HTMLElement) => void;
  /**
   * Escape in the field (not ending a composition): the field's dialog closes. The field closes it
   * itself because react-aria registers a new dialog for Escape only in an effect after the first
   * paint: an Escape in the dialog's first frames (the field already focused) was taken and lost.
   */
  onEscape?: () => void;
}

/** What {@link useSearchCombobox} gives the view. */
export interface SearchComboboxResult<T> {
  /** The field's element. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** The highlighted option's index, or -1. */
  highlightedIndex: number;
  /** Highlights an option (-1: none). */
  setHighlightedIndex: (index: number) => void;
  /** Props of the field's label. */
  getLabelProps: UseComboboxReturnValue<T>['getLabelProps'];
  /** Props of the listbox. */
  getMenuProps: UseComboboxReturnValue<T>['getMenuProps'];
  /** Props of the field, with its change and key handling composed in front of `extra`'s. */
  getInputProps: (extra?: Record<string, unknown>) => Record<string, unknown>;
  /** Props of the option at `index`, with the click handling composed in front of `extra`'s. */
  getOptionProps: (item: T, index: number, extra?: Record<string, unknown>) => Record<string, unknown>;
  /** Empties the field, drops the highlight and puts focus back in the field. */
  clear: () => void;
  /** Puts focus back in the field. */
  focusInput: () => void;
}

const always = () => true;

/**
 * The search combobox of the widget's search modal and the shop's search overlay: downshift's
 * `useCombobox` with the rules of `searchCombobox.ts`. The text is set from the field's own change
 * event (downshift reports input changes from an effect, a render late, and a controlled field
 * re-rendered in between drops fast keystrokes); Enter follows the highlighted option or submits
 * the form; a click follows an option (a modified one goes to the browser when the caller says);
 * Home, End and Escape stay with the field and the dialog; downshift itself never selects.
 * State and behaviour only: the view renders the options it is given props for.
 */
export function useSearchCombobox<T>(options: SearchComboboxOptions<T>): SearchComboboxResult<T> {
  const {
    id,
    items,
    itemToString,
    itemToKey,
    isItemSelectable = always,
    inputValue,
    onInputValueChange,
    isOpen,
    onChoose,
    onModifiedClick,
    resetHighlightOnNewList = false,
    autoFocus = false,
    scrollIntoView,
    onEscape,
  } = options;
  const inputRef = useRef<HTMLInputElement>(null);

  // Downshift owns the highlight: its reducer applies each arrow press to the one before it, even
  // when two arrive before a render. (Controlled through React state set from downshift's change
  // callback, which runs in an effect, a second press before that re-render started from the old
  // index and was lost.)
  const combobox = useCombobox<T>({
    ...(id ? { id } : {}),
    items,
    itemToString,
    itemToKey: (item: T | null) => (item === null ? null : itemToKey(item)),
    isItemDisabled: (item: T) => !isItemSelectable(item),
    inputValue,
    isOpen,
    selectedItem: null,
    stateReducer: searchComboboxStateReducer,
    onInputValueChange: ({ inputValue: next, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) onInputValueChange(next ?? '');
    },
    ...(scrollIntoView ? { scrollIntoView } : {}),
  });
  const {
    getInputProps: downshiftInputProps,
    getItemProps,
    highlightedIndex,
    setHighlightedIndex,
  } = combobox;

  // A new list starts without a highlight (compared only when asked, so typing costs nothing more),
  // dropped before the new list is painted.
  const signature = resetHighlightOnNewList ? optionListSignature(items, itemToKey) : '';
  const seenSignature = useRef(signature);
  useLayoutEffect(() => {
    if (seenSignature.current === signature) return;
    seenSignature.current = signature;
    setHighlightedIndex(-1);
  }, [signature, setHighlightedIndex]);

  // Focus on mount, before the dialog would focus itself.
  const autoFocusOnMount = useRef(autoFocus);
  useLayoutEffect(() => {
    const input = inputRef.current;
    const mode = autoFocusOnMount.current;
    if (!input || !mode) return;
    input.focus({ preventScroll: true });
    if (mode === 'select') input.select();
    else if (mode === 'end') input.setSelectionRange(input.value.length, input.value.length);
  }, []);

  const focusInput = useCallback(() => inputRef.current?.focus(), []);
  const clear = useCallback(() => {
    onInputValueChange('');
    setHighlightedIndex(-1);
    inputRef.current?.focus();
  }, [onInputValueChange, setHighlightedIndex]);

  const getInputProps = (extra: Record<string, unknown> = {}) => {
    const { onKeyDown, onChange, ...rest } = extra as {
      onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
      onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
    };
    return downshiftInputProps({
      ...rest,
      ref: inputRef,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        onChange?.(event);
        onInputValueChange(event.currentTarget.value);
      },
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        onKeyDown?.(event);
        const index = chosenIndex(items, highlightedIndex, isItemSelectable);
        const action = searchComboboxKeyAction(
          { key: event.key, isComposing: event.nativeEvent.isComposing },
          index,
        );
        if (action === 'choose') {
          skipDownshift(event);
          event.preventDefault();
          onChoose(items[index] as T, event);
        } else if (action === 'submit' || action === 'field') {
          // The form submits; the field moves the caret; the dialog closes on Escape.
          skipDownshift(event);
          if (event.key === 'Escape' && !event.nativeEvent.isComposing && onEscape) {
            event.preventDefault();
            onEscape();
          }
        }
      },
    }) as Record<string, unknown>;
  };

  const getOptionProps = (item: T, index: number, extra: Record<string, unknown> = {}) => {
    const { onClick, ...rest } = extra as { onClick?: (event: MouseEvent<HTMLElement>) => void };
    return getItemProps({
      ...rest,
      item,
      index,
      onClick: (event: MouseEvent<HTMLElement>) => {
        onClick?.(event);
        skipDownshift(event);
        if (searchComboboxClickAction(event, Boolean(onModifiedClick)) === 'browser') {
          onModifiedClick?.(item, event);
          return;
        }
        if (onChoose(item, event) !== false) event.preventDefault();
      },
    }) as Record<string, unknown>;
  };

  return {
    inputRef,
    highlightedIndex,
    setHighlightedIndex,
    getLabelProps: combobox.getLabelProps,
    getMenuProps: combobox.getMenuProps,
    getInputProps,
    getOptionProps,
    clear,
    focusInput,
  };
}
