/**
 * The page replacer's rules (widget spec, sections 2 and 4): a state machine from closed to open
 * on navigation to a matching page and back when the visitor leaves, with the effects each step
 * asks for (hide or restore the host's original element, set or restore `document.title`, fire
 * the open or close event), and the reload rule: a history entry that was never visited in this
 * document (it belongs to an earlier page load) is reloaded rather than rendered over. Plain
 * TypeScript; `PageReplacer` in `widget/react` carries the effects out.
 */

/** Where the replacer is. */
export type PageReplacerState =
  | { status: 'closed' }
  | {
      status: 'open';
      /** The page it is open on. */
      pathname: string;
      /** The document title before it opened, restored when it closes. */
      originalTitle: string;
    };

/** What a step asks the view to do, in order. */
export type PageReplacerEffect =
  | { type: 'hide-original' }
  | { type: 'restore-original' }
  | { type: 'set-title'; title: string }
  | { type: 'restore-title'; title: string }
  | { type: 'open'; pathname: string }
  | { type: 'close'; pathname: string };

/** What the replacer is told on every URL change (and once when it mounts). */
export interface PageReplacerInput {
  pathname: string;
  /** Whether the page is one the replacer takes over. */
  matches: boolean;
  /** The title to set while open; none leaves the title as it is. */
  title?: string;
  /** `document.title` now (kept to restore on close). */
  currentTitle: string;
}

/** The replacer before anything happened. */
export const PAGE_REPLACER_CLOSED: PageReplacerState = { status: 'closed' };

/**
 * One step of the state machine:
 * - closed, matching page: open; hide the original, set the title, fire `open`;
 * - open, another matching page: stay open; set the new title when it differs;
 * - open, a page that does not match: close; restore the original and the title, fire `close`;
 * - closed, not matching: nothing.
 */
export function pageReplacerStep(
  state: PageReplacerState,
  input: PageReplacerInput,
): { state: PageReplacerState; effects: PageReplacerEffect[] } {
  if (state.status === 'closed') {
    if (!input.matches) return { state, effects: [] };
    const effects: PageReplacerEffect[] = [{ type: 'hide-original' }];
    if (input.title !== undefined) effects.push({ type: 'set-title', title: input.title });
    effects.push({ type: 'open', pathname: input.pathname });
    return {
      state: { status: 'open', pathname: input.pathname, originalTitle: input.currentTitle },
      effects,
    };
  }
  if (input.matches) {
    const effects: PageReplacerEffect[] =
      input.title !== undefined && input.title !== input.currentTitle
        ? [{ type: 'set-title', title: input.title }]
        : [];
    return { state: { ...state, pathname: input.pathname }, effects };
  }
  return {
    state: PAGE_REPLACER_CLOSED,
    effects: [
      { type: 'restore-original' },
      { type: 'restore-title', title: state.originalTitle },
      { type: 'close', pathname: state.pathname },
    ],
  };
}

/** The history state key a visited entry is stamped with: the id of the document that visited it. */
export const VISITED_ENTRY_KEY = '__glimtDocument';

/** The id of the document an entry's history state was stamped with, or `undefined`. */
export function entryDocumentId(historyState: unknown): string | undefined {
  if (typeof historyState !== 'object' || historyState === null) return undefined;
  const id = (historyState as Record<string, unknown>)[VISITED_ENTRY_KEY];
  return typeof id === 'string' ? id : undefined;
}

/**
 * The history state with the entry stamped as visited by `documentId` (the other fields kept), or
 * `null` when it already is (nothing to write). A state that is not an object is wrapped.
 */
export function stampVisitedEntry(historyState: unknown, documentId: string): Record<string, unknown> | null {
  if (entryDocumentId(historyState) === documentId) return null;
  const base =
    typeof historyState === 'object' && historyState !== null && !Array.isArray(historyState)
      ? (historyState as Record<string, unknown>)
      : {};
  return { ...base, [VISITED_ENTRY_KEY]: documentId };
}

/**
 * What to do after a back or forward move (`popstate`): `reload` when the entry was never visited
 * in this document (not stamped with its id) and the replacer is concerned (the page matches, or
 * the replacer is open and would have to give the page back): the host's markup of that entry is
 * not in this document, so only a real load shows it right. Otherwise `step` as usual.
 */
export function pageReplacerPopDecision(input: {
  entryDocument: string | undefined;
  documentId: string;
  matches: boolean;
  isOpen: boolean;
}): 'reload' | 'step' {
  if (!input.matches && !input.isOpen) return 'step';
  return input.entryDocument === input.documentId ? 'step' : 'reload';
}
