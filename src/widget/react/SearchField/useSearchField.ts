import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import {
  applySearchFieldKey,
  searchFieldKeyAction,
  type SearchFieldKeyAction,
} from '../../core/searchFieldTyping';
import type { PanelAnchor } from '../../core/searchModal';
import {
  loadSearchModal,
  loadedSearchModal,
  type SearchModalComponent,
} from '../SearchModal/loadSearchModal';
import { whenIdle } from '../../../utils/idle';

// Where the modal's text field sits inside its panel (header padding, back button and gap), so
// an aligned panel puts it exactly over this field.
const MODAL_FIELD_OFFSET = { top: 12, left: 16 + 44 + 8 };

/** After this long without the modal's code the field says it is busy. */
export const SEARCH_MODAL_BUSY_DELAY_MS = 300;

/** The modal asked for: where it aligns and the text it opens with (`undefined`: the URL's query). */
export interface SearchFieldRequest {
  anchor: PanelAnchor | null;
  initialQuery?: string;
}

const ignore = () => undefined;

/**
 * The field's behaviour: the modal's code loads on the first intent (or when the browser is idle
 * after mount); pressing or typing asks for the modal, and while its code arrives every typed
 * character is kept (the modal opens with them, caret at the end) and, after a moment, the field
 * says it is busy.
 */
export function useSearchField(
  ref: RefObject<HTMLButtonElement | null>,
  alignModal: boolean,
  reportError: ((error: unknown) => void) | undefined,
) {
  const [Modal, setModal] = useState<SearchModalComponent | undefined>(loadedSearchModal);
  const [request, setRequest] = useState<SearchFieldRequest | null>(null);
  const [slow, setSlow] = useState(false);
  const reportRef = useRef(reportError);
  reportRef.current = reportError;

  const load = useCallback(() => {
    if (Modal) return;
    loadSearchModal().then(
      (component) => setModal(() => component),
      (error: unknown) => {
        // Nothing to open: the shopper may try again (the next intent loads again).
        setRequest(null);
        (reportRef.current ?? console.error)(error);
      },
    );
  }, [Modal]);

  // Prefetch when the browser is idle after the field mounted (never on the server).
  useEffect(() => {
    if (loadedSearchModal()) return undefined;
    return whenIdle(window, () => {
      loadSearchModal().then((component) => setModal(() => component), ignore);
    });
  }, []);

  // A busy hint only when the code takes long.
  const waiting = request !== null && !Modal;
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => setSlow(true), SEARCH_MODAL_BUSY_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [waiting]);

  /** Where an aligned panel goes: its text field over this one, where this one is now. */
  const measureAnchor = useCallback((): PanelAnchor | null => {
    const rect = alignModal ? ref.current?.getBoundingClientRect() : undefined;
    return rect
      ? { top: rect.top - MODAL_FIELD_OFFSET.top, left: rect.left - MODAL_FIELD_OFFSET.left }
      : null;
  }, [ref, alignModal]);

  /** Asks for the modal; a second ask (before it opened) keeps the first one's text. */
  const ask = useCallback(
    (action: SearchFieldKeyAction | null) => {
      load();
      setRequest((current) => {
        if (current)
          return action
            ? { ...current, initialQuery: applySearchFieldKey(current.initialQuery, action) }
            : current;
        return {
          anchor: measureAnchor(),
          initialQuery: action ? applySearchFieldKey(undefined, action) : undefined,
        };
      });
    },
    [load, measureAnchor],
  );

  // The field can move between the ask and the panel's first frame (the modal's code arriving, a web
  // font swapping in) or while the panel is open (the window resized, a phone turned): the aligned
  // panel is placed again before it paints, and after each of those, so its text field stays over
  // this one.
  const panelShown = request !== null && Modal !== undefined;
  useLayoutEffect(() => {
    if (!panelShown || !alignModal) return undefined;
    const follow = () =>
      setRequest((current) => {
        if (!current) return current;
        const anchor = measureAnchor();
        const same = anchor?.top === current.anchor?.top && anchor?.left === current.anchor?.left;
        return same ? current : { ...current, anchor };
      });
    follow();
    window.addEventListener('resize', follow);
    document.fonts?.addEventListener('loadingdone', follow);
    return () => {
      window.removeEventListener('resize', follow);
      document.fonts?.removeEventListener('loadingdone', follow);
    };
  }, [panelShown, alignModal, measureAnchor]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    load();
    const action = searchFieldKeyAction(event, request?.initialQuery !== undefined);
    if (action.kind === 'none') return;
    event.preventDefault();
    ask(action);
  };

  return {
    Modal,
    request,
    /** The modal is asked for and its code is still loading, for a while now. */
    busy: waiting && slow,
    load,
    open: () => ask(null),
    close: useCallback(() => setRequest(null), []),
    onKeyDown,
  };
}
