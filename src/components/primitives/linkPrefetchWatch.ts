/**
 * The working part of link prefetch, a chunk of its own: only an app whose navigation adapter
 * prefetches loads it (the first link that mounts asks for it), so a `Link` costs every other
 * integrator a few bytes. The rules are in `navigation/prefetch.ts`.
 */
import type { LinkPrefetchReason, NavigationAdapter } from '../../navigation/navigation';
import {
  LINK_PREFETCH_MARGIN_PX,
  prefetchAllowed,
  prefetchLink,
  type PrefetchConnection,
} from '../../navigation/prefetch';
import { whenIdle } from '../../utils/idle';

const connectionOf = (view: Window | null): PrefetchConnection | undefined =>
  (view?.navigator as (Navigator & { connection?: PrefetchConnection }) | undefined)?.connection;

/** Asks the adapter for `href`'s page, for `reason`, when the rules allow it. */
export function askPrefetch(
  navigation: NavigationAdapter,
  element: Element,
  href: string,
  reason: LinkPrefetchReason,
) {
  const document = element.ownerDocument;
  prefetchLink(navigation, href, reason, document.location.href, connectionOf(document.defaultView));
}

/**
 * One observer per window for every link on the page. What comes near waits for the page to have
 * settled (`whenIdle`) and then goes in one batch: a page's own data and pictures come first, and a
 * header full of links costs one idle wait, not one per link. Kept by the window's own
 * `IntersectionObserver` class, so each frame (and each test's stand-in) has its own.
 */
type View = Window & typeof globalThis;

interface NearWatch {
  observer: IntersectionObserver;
  callbacks: WeakMap<Element, () => void>;
  queued: Set<() => void>;
  flushScheduled: boolean;
}
const watches = new WeakMap<typeof IntersectionObserver, NearWatch>();

function watchOf(view: View): NearWatch {
  const existing = watches.get(view.IntersectionObserver);
  if (existing) return existing;
  const callbacks = new WeakMap<Element, () => void>();
  const queued = new Set<() => void>();
  const flush = () => {
    watch.flushScheduled = false;
    const due = [...queued];
    queued.clear();
    for (const run of due) run();
  };
  const observer = new view.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const near = callbacks.get(entry.target);
        if (!entry.isIntersecting || !near) continue;
        observer.unobserve(entry.target);
        queued.add(near);
        if (!watch.flushScheduled) {
          watch.flushScheduled = true;
          whenIdle(view, flush);
        }
      }
    },
    { rootMargin: `${LINK_PREFETCH_MARGIN_PX}px` },
  );
  const watch: NearWatch = { observer, callbacks, queued, flushScheduled: false };
  watches.set(view.IntersectionObserver, watch);
  return watch;
}

function observeNear(element: Element, callback: () => void): () => void {
  const view = element.ownerDocument.defaultView as View | null;
  if (!view || typeof view.IntersectionObserver !== 'function') return () => undefined;
  const watch = watchOf(view);
  watch.callbacks.set(element, callback);
  watch.observer.observe(element);
  return () => {
    watch.callbacks.delete(element);
    watch.observer.unobserve(element);
    watch.queued.delete(callback);
  };
}

/**
 * Watches `element` (a link to `href`) come within 200 px of the viewport, and then asks for its
 * page once the page has settled. Nothing when the visitor asked to save data. Returns the stop.
 */
export function watchLink(navigation: NavigationAdapter, element: Element, href: string): () => void {
  if (!prefetchAllowed(connectionOf(element.ownerDocument.defaultView))) return () => undefined;
  return observeNear(element, () => askPrefetch(navigation, element, href, 'viewport'));
}
