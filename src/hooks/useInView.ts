import { useEffect, useState, type RefObject } from 'react';

/** Options of {@link useInView}. */
export interface InViewOptions {
  /** Share of the element that must be visible, 0 to 1. @default 0 */
  threshold?: number;
  /** Margin around the viewport, e.g. `'200px'` to start early (link prefetching). @default '0px' */
  rootMargin?: string;
  /** Stop watching after the first time the element is in view. @default false */
  once?: boolean;
}

/**
 * Whether an element is in the viewport, via IntersectionObserver. Without IntersectionObserver
 * (old browsers, some test environments) the element counts as visible, so content is never hidden.
 */
export function useInView<E extends Element>(ref: RefObject<E | null>, options: InViewOptions = {}): boolean {
  const { threshold = 0, rootMargin = '0px', once = false } = options;
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        const visible = entry.isIntersecting && entry.intersectionRatio >= threshold;
        setInView(visible);
        if (visible && once) observer.disconnect();
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, rootMargin, once]);
  return inView;
}
