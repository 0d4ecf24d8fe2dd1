/**
 * A thin React layer over the framework-free tracker. Not part of `@glimt/ui/tracking`'s core: the
 * entry stays free of React; where these hooks are exported is decided by the package's index.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { createTracker, type Tracker, type TrackerOptions } from './tracker';

/**
 * Creates a tracker after mount (never during server rendering) and destroys it on unmount.
 * Market, user and session follow the options without creating a new tracker; a new tenant, API
 * host or socket URL does create one. `null` until the first effect ran.
 */
export function useTracker(options: TrackerOptions): Tracker | null {
  const [tracker, setTracker] = useState<Tracker | null>(null);
  const latest = useRef(options);
  const { tenant, api, socketUrl, market, userId, sessionId } = options;
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    const created = createTracker(latest.current);
    setTracker(created);
    return () => {
      created.destroy();
      setTracker(null);
    };
  }, [tenant, api, socketUrl]);
  useEffect(() => {
    if (tracker && market !== undefined) tracker.setMarket(market);
  }, [tracker, market]);
  useEffect(() => {
    tracker?.setUserId(userId);
  }, [tracker, userId]);
  useEffect(() => {
    tracker?.setSessionId(sessionId);
  }, [tracker, sessionId]);
  return tracker;
}

/** Tells the tracker which product the page shows (its page view goes out once per URL). */
export function useProductPageView(tracker: Tracker | null, productId: string | number | undefined): void {
  useEffect(() => {
    if (tracker && productId !== undefined) tracker.setProductId(productId);
  }, [tracker, productId]);
}

/**
 * Watches one element's visibility (for elements the automatic capture does not see, or with
 * `autoCapture: false`); the element needs a tracking attribute to be reported.
 */
export function useTrackedVisibility(tracker: Tracker | null, ref: RefObject<Element | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!tracker || !element) return;
    return tracker.observe(element);
  }, [tracker, ref]);
}
