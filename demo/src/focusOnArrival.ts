/**
 * Focus for a new page after a client-side route change. A route can change while an overlay is
 * still closing: "Til kassen" in the cart drawer closes the drawer and opens the checkout at once.
 * Until the drawer has gone, react-aria keeps the page behind it inert, so focusing the new page's
 * main content does nothing; the drawer then gives focus back to its opener, which the checkout
 * hides, and focus ends on `<body>`. So a focus the page cannot take yet is kept pending and tried
 * again whenever the page's inertness changes, until it lands.
 *
 * The shopper's own input wins: a key press or a pointer press while it is pending cancels it, and so
 * does the next route change (the cleanup returned).
 */

/** Whether `element` holds focus now. */
const hasFocus = (element: HTMLElement) => element.ownerDocument.activeElement === element;

/**
 * Focuses `element` now, or as soon as it can take focus (see the module comment).
 * @returns a cleanup that drops a focus still pending
 */
export function focusOnArrival(element: HTMLElement): () => void {
  const doc = element.ownerDocument;
  element.focus({ preventScroll: true });
  if (hasFocus(element)) return () => undefined;

  const observer = new MutationObserver(() => {
    element.focus({ preventScroll: true });
    if (hasFocus(element)) stop();
  });
  const stop = () => {
    observer.disconnect();
    doc.removeEventListener('keydown', stop, true);
    doc.removeEventListener('pointerdown', stop, true);
  };
  // An overlay makes the rest of the page inert (or aria-hidden) on open and lifts it on close; the
  // overlay itself leaves the body's children when it is gone.
  observer.observe(doc.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['inert', 'aria-hidden'],
  });
  doc.addEventListener('keydown', stop, true);
  doc.addEventListener('pointerdown', stop, true);
  return stop;
}
