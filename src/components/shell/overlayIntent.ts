/**
 * The rules of the shell's lazy overlays (issue #14, "Overlays load on intent"), as plain functions:
 * which control opens which overlay, and what a key pressed before the search overlay's field is
 * there does to the text typed so far. `useLazyOverlays` wires them to the page.
 */

/** An overlay of the shell that loads on intent. */
export type ShellOverlay = 'search' | 'cart' | 'menu';

/** The attribute that marks a control as the trigger of a lazy overlay; its value is a {@link ShellOverlay}. */
export const OVERLAY_TRIGGER_ATTRIBUTE = 'data-shell-overlay';

/** The overlay whose trigger holds `target` (or is it), or `null`. */
export function overlayTriggerOf(target: EventTarget | null): ShellOverlay | null {
  const element =
    target !== null && typeof (target as Element).closest === 'function' ? (target as Element) : null;
  const value = element?.closest(`[${OVERLAY_TRIGGER_ATTRIBUTE}]`)?.getAttribute(OVERLAY_TRIGGER_ATTRIBUTE);
  return value === 'search' || value === 'cart' || value === 'menu' ? value : null;
}

/** The parts of a key event the typing rules read (a `KeyboardEvent` has them all). */
export interface TypedKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  isComposing?: boolean;
}

/**
 * What a key does to text typed into a field that is not there yet: `'char'` adds `key` (one
 * character, also with AltGr, which browsers report as Ctrl+Alt, e.g. `@` on a Norwegian keyboard),
 * `'backspace'` takes the last character off, `null` is no typing (shortcuts, arrows, Enter, Tab,
 * a composition in progress).
 * @example typingKeyKind({ key: 'r', ctrlKey: false, metaKey: false, altKey: false }) // 'char'
 * @example typingKeyKind({ key: 'c', ctrlKey: true, metaKey: false, altKey: false }) // null
 */
export function typingKeyKind(event: TypedKey): 'char' | 'backspace' | null {
  if (event.isComposing || event.metaKey || (event.ctrlKey && !event.altKey)) return null;
  if (event.key === 'Backspace') return 'backspace';
  return Array.from(event.key).length === 1 ? 'char' : null;
}

/**
 * The typed text after a key (see {@link typingKeyKind}); unchanged for a key that is no typing.
 * @example textAfterKey('ra', { key: 'y', ctrlKey: false, metaKey: false, altKey: false }) // 'ray'
 * @example textAfterKey('ray', { key: 'Backspace', ctrlKey: false, metaKey: false, altKey: false }) // 'ra'
 */
export function textAfterKey(text: string, event: TypedKey): string {
  const kind = typingKeyKind(event);
  if (kind === 'char') return text + event.key;
  if (kind === 'backspace') return Array.from(text).slice(0, -1).join('');
  return text;
}

/**
 * The text the search overlay's field starts with: the current query (on `/search`) followed by
 * what was typed while the overlay was on its way.
 * @example searchFieldStart('', 'ray') // 'ray'
 */
export function searchFieldStart(currentQuery: string, typed: string): string {
  return currentQuery + typed;
}
