/**
 * Answers `window.matchMedia('(prefers-reduced-motion: reduce)')` as told; other queries stay real.
 * Returns the undo, so a story's `beforeEach` can return it: `beforeEach: () => stubReducedMotion(true)`.
 */
export function stubReducedMotion(reduce: boolean): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string): MediaQueryList => {
    if (!query.includes('prefers-reduced-motion')) return original.call(window, query);
    const list = {
      matches: reduce === query.includes('reduce'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
    return list as MediaQueryList;
  };
  return () => {
    window.matchMedia = original;
  };
}
