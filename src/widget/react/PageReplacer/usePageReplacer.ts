import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { WidgetLocation } from '../../core/navigation';
import {
  PAGE_REPLACER_CLOSED,
  entryDocumentId,
  pageReplacerPopDecision,
  pageReplacerStep,
  stampVisitedEntry,
  type PageReplacerEffect,
  type PageReplacerState,
} from '../../core/pageReplacer';
import { useWidgetLocation } from '../WidgetProvider/useWidget';

/** Options of {@link usePageReplacer}. */
export interface UsePageReplacerOptions {
  /** Whether the replacer takes over the page at `location`. */
  isPageToReplace: (location: WidgetLocation) => boolean;
  /** The host's element the replacer hides and puts its content beside (a CSS selector). */
  selector: string;
  /** The document title while open; none leaves the title alone. */
  title?: string | ((location: WidgetLocation) => string);
  /** Called after it opened (the original is hidden, the content in). */
  onOpen?: (pathname: string) => void;
  /** Called after it closed (the original and the title are back). */
  onClose?: (pathname: string) => void;
  /** Reloads the page (the reload rule). @default `window.location.reload()` */
  reload?: () => void;
}

/** What the view portals into: the container beside the original, while open. */
export interface PageReplacerHandle {
  container: HTMLElement | null;
  location: WidgetLocation;
}

let documentId: string | undefined;
/** This document's id: entries this document visits are stamped with it. */
function currentDocumentId(): string {
  documentId ??=
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return documentId;
}

function locationOfWindow(): WidgetLocation {
  const { pathname, search, href } = window.location;
  return { pathname, search, href };
}

/**
 * The page replacer's behaviour: runs `pageReplacerStep` on every URL change and carries out its
 * effects on the host's markup (hide or restore the original element, insert or remove the
 * container, set or restore the title, fire open and close), stamps each history entry it sees
 * with this document's id, and reloads on a back or forward move to an entry this document never
 * visited while it is concerned (`pageReplacerPopDecision`).
 */
export function usePageReplacer(options: UsePageReplacerOptions): PageReplacerHandle {
  const location = useWidgetLocation();
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const state = useRef<PageReplacerState>(PAGE_REPLACER_CLOSED);
  const dom = useRef<{ original: HTMLElement | null; display: string; container: HTMLElement | null }>({
    original: null,
    display: '',
    container: null,
  });
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  const matches = options.isPageToReplace(location);
  const title = typeof options.title === 'function' ? options.title(location) : options.title;

  useLayoutEffect(() => {
    // Stamp the entry as visited by this document (keeps the router's own state).
    const stamped = stampVisitedEntry(window.history.state, currentDocumentId());
    if (stamped) window.history.replaceState(stamped, '');

    const step = pageReplacerStep(state.current, {
      pathname: location.pathname,
      matches,
      title,
      currentTitle: document.title,
    });
    state.current = step.state;
    for (const effect of step.effects) run(effect);

    function run(effect: PageReplacerEffect) {
      const saved = dom.current;
      switch (effect.type) {
        case 'hide-original': {
          const original = document.querySelector<HTMLElement>(latest.current.selector);
          const box = document.createElement('div');
          box.dataset.glimtPageReplacer = '';
          if (original) {
            saved.display = original.style.display;
            original.style.display = 'none';
            original.after(box);
          } else {
            document.body.append(box);
          }
          saved.original = original;
          saved.container = box;
          setContainer(box);
          break;
        }
        case 'restore-original':
          saved.container?.remove();
          saved.container = null;
          if (saved.original) saved.original.style.display = saved.display;
          saved.original = null;
          setContainer(null);
          break;
        case 'set-title':
        case 'restore-title':
          document.title = effect.title;
          break;
        case 'open':
          latest.current.onOpen?.(effect.pathname);
          break;
        case 'close':
          latest.current.onClose?.(effect.pathname);
          break;
      }
    }
  }, [location.pathname, matches, title]);

  // A host that sets its own title in an effect of the same navigation runs before this one (when
  // the replacer is mounted after the host's page): the replacer's title wins while it is open.
  useEffect(() => {
    if (state.current.status === 'open' && title !== undefined && document.title !== title)
      document.title = title;
  });

  // The reload rule, on back and forward moves.
  useEffect(() => {
    const onPop = (event: PopStateEvent) => {
      const next = locationOfWindow();
      const decision = pageReplacerPopDecision({
        entryDocument: entryDocumentId(event.state),
        documentId: currentDocumentId(),
        matches: latest.current.isPageToReplace(next),
        isOpen: state.current.status === 'open',
      });
      if (decision === 'reload') (latest.current.reload ?? (() => window.location.reload()))();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // Unmounted while open: give the page back.
  useEffect(
    () => () => {
      const saved = dom.current;
      const current = state.current;
      if (current.status !== 'open') return;
      saved.container?.remove();
      if (saved.original) saved.original.style.display = saved.display;
      document.title = current.originalTitle;
      state.current = PAGE_REPLACER_CLOSED;
      latest.current.onClose?.(current.pathname);
    },
    [],
  );

  return { container, location };
}
