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

/** Whether focus is still where an arrival leaves it: nowhere, on `<body>` or on the main content. */
const atArrival = (element: HTMLElement) => {
  const active = element.ownerDocument.activeElement;
  return active === null || active === element.ownerDocument.body || active === element;
};

/**
 * Focuses `element` now, or as soon as it can take focus (see the module comment). With `heading`,
 * the new page's heading is preferred (issue #40: arriving at the checkout, focus belongs on its
 * "Kasse"): it takes focus when it is there, and a heading that renders after the main content took
 * focus (a page that loads its code or data first) takes it then, as long as focus has not moved on.
 * @param heading finds the page's heading that may take focus (`h1[tabindex="-1"]`), or `null`
 * @returns a cleanup that drops a focus still pending
 */
export function focusOnArrival(element: HTMLElement, heading?: () => HTMLElement | null): () => void {
  const doc = element.ownerDocument;
  let mainFocused = false;
  /** Moves focus on one step; `true` once nothing is left to do. */
  const attempt = () => {
    // The page or the shopper moved focus on from the main content: leave it there.
    if (mainFocused && !atArrival(element)) return true;
    const preferred = heading?.() ?? null;
    const target = preferred ?? element;
    if (!hasFocus(target)) target.focus({ preventScroll: true });
    if (hasFocus(target) && (preferred !== null || heading === undefined)) return true;
    if (hasFocus(element)) mainFocused = true;
    return false;
  };
  if (attempt()) return () => undefined;

  const observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  const stop = () => {
    observer.disconnect();
    doc.removeEventListener('keydown', stop, true);
    doc.removeEventListener('pointerdown', stop, true);
  };
  // An overlay makes the rest of the page inert (or aria-hidden) on open and lifts it on close; the
  // overlay itself leaves the body's children when it is gone; a page's heading arrives as a child.
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
