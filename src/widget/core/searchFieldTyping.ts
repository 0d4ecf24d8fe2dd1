/**
 * What a key pressed on the widget's search field does (the field is a button that opens the
 * search modal). Typing a character opens the modal with it; until the modal's own text field has
 * focus (its code may still be loading), every further character, a space and Backspace edit the
 * text the modal opens with, so no keystroke is lost.
 */

/** The parts of a key event the rule reads. */
export interface SearchFieldKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** Type `text`, erase the last character, or leave the key to the button. */
export type SearchFieldKeyAction = { kind: 'type'; text: string } | { kind: 'erase' } | { kind: 'none' };

const NONE: SearchFieldKeyAction = { kind: 'none' };

/**
 * The action of a key. `typing` is true while the shopper has typed into the field and the modal's
 * own field does not have focus yet: then a space is text (not a press) and Backspace erases.
 */
export function searchFieldKeyAction(event: SearchFieldKey, typing: boolean): SearchFieldKeyAction {
  if (event.ctrlKey || event.metaKey || event.altKey) return NONE;
  if (event.key === 'Backspace') return typing ? { kind: 'erase' } : NONE;
  // One character (a letter outside the basic plane is two UTF-16 units); named keys are longer.
  if ([...event.key].length !== 1) return NONE;
  if (event.key === ' ' && !typing) return NONE;
  return { kind: 'type', text: event.key };
}

/** The text the modal opens with after `action` (`undefined`: nothing typed, the URL's query). */
export function applySearchFieldKey(
  text: string | undefined,
  action: SearchFieldKeyAction,
): string | undefined {
  if (action.kind === 'type') return (text ?? '') + action.text;
  if (action.kind === 'erase' && text !== undefined) return [...text].slice(0, -1).join('');
  return text;
}
