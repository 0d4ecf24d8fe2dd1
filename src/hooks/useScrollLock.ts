import { useEffect } from 'react';

// Several overlays can be open at once (menu over cart): the body unlocks when the last one closes.
let lockCount = 0;
let saved: { overflow: string; paddingRight: string } | undefined;

function lock(doc: Document) {
  if (lockCount++ > 0) return;
  const { body, documentElement } = doc;
  const scrollbar = (doc.defaultView?.innerWidth ?? 0) - documentElement.clientWidth;
  saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  body.style.overflow = 'hidden';
  // Keep the page from jumping sideways when the scrollbar disappears.
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
}

function unlock(doc: Document) {
  if (--lockCount > 0 || !saved) return;
  doc.body.style.overflow = saved.overflow;
  doc.body.style.paddingRight = saved.paddingRight;
  saved = undefined;
}

/**
 * Locks the page's scroll while `locked` is true (menu, search or cart open). Locks are counted,
 * so nested overlays are safe.
 * @param locked - whether this caller needs the lock now
 */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked || typeof document === 'undefined') return;
    lock(document);
    return () => unlock(document);
  }, [locked]);
}
