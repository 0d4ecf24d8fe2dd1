/**
 * What the tracker reads from the host's page (widget spec section 7): product cards carry their
 * tracking id in `data-*` attributes, add-to-cart buttons carry the class `depict-add-to-cart`.
 * These names are compatibility keys: existing shops use them, so they stay exact.
 */
import type { BrowserWindow, TrackingLogger } from './env';
import type { CardTrackingId } from './events';

/** Class of an add-to-cart button inside a product card. */
export const ADD_TO_CART_CLASS = 'depict-add-to-cart';

/** Card attributes holding a tracking id, and the event field each fills, in the order read. */
export const CARD_TRACKING_ATTRIBUTES = [
  ['data-recommendation_id', 'recommendation_id'],
  ['data-recommendation-id', 'recommendation_id'],
  ['data-search-result-id', 'search_result_id'],
  ['data-product-listing-result-id', 'product_listing_result_id'],
] as const;

/** Selects every product card with a tracking attribute. */
export const CARD_SELECTOR = CARD_TRACKING_ATTRIBUTES.map(([attribute]) => `[${attribute}]`).join(',');

/** Attribute with the product id, on the button or on the card. */
export const PRODUCT_ID_ATTRIBUTE = 'data-product-id';

/** The card's tracking id, or `undefined` when its attribute is missing or empty. */
export function readCardTracking(card: Element): CardTrackingId | undefined {
  for (const [attribute, field] of CARD_TRACKING_ATTRIBUTES) {
    const value = card.getAttribute(attribute);
    if (value) return { [field]: value };
  }
  return undefined;
}

/** Controls inside a card whose clicks are theirs, not the card's. */
const CARD_CONTROL_SELECTOR = 'button, input, select, textarea, label, [role="button"], [role="checkbox"]';

/**
 * The product card a click or a key chose: for a click the card around its target; for Enter in a
 * combobox the card of the option its `aria-activedescendant` names (a search modal's highlighted
 * result is followed by the key, with no click on the card), that option itself or the card in it.
 */
export function chosenCard(target: EventTarget | null, by: 'click' | 'enter'): Element | null {
  if (typeof (target as Element | null)?.closest !== 'function') return null;
  const element = target as Element;
  if (by === 'click') {
    const card = element.closest(CARD_SELECTOR);
    // A control in the card (a favourite button, a colour swatch) does not open the product.
    const control = element.closest(CARD_CONTROL_SELECTOR);
    return card && (!control || control === card || !card.contains(control)) ? card : null;
  }
  const id = element.getAttribute('aria-activedescendant');
  const option = id ? element.ownerDocument.getElementById(id) : null;
  return option && (option.closest(CARD_SELECTOR) ?? option.querySelector(CARD_SELECTOR));
}

/**
 * Calls `onChange(url)` whenever the page URL changes: history `pushState` / `replaceState` (wrapped),
 * back and forward, hash changes. Returns the function that stops listening. If the page does not
 * let itself be watched, `'Error listening to URL change'` is logged and nothing is watched.
 */
export function listenToUrlChange(
  win: BrowserWindow,
  onChange: (url: string) => void,
  logger: TrackingLogger,
): () => void {
  try {
    const { history } = win;
    let last = win.location.href;
    const check = () => {
      const url = win.location.href;
      if (url !== last) onChange((last = url));
    };
    const wrap = (original: History['pushState']): History['pushState'] =>
      function (this: History, ...args) {
        original.apply(this, args);
        check();
      };
    const { pushState, replaceState } = history;
    const push = (history.pushState = wrap(pushState));
    const replace = (history.replaceState = wrap(replaceState));
    win.addEventListener('popstate', check);
    win.addEventListener('hashchange', check);
    return () => {
      if (history.pushState === push) history.pushState = pushState;
      if (history.replaceState === replace) history.replaceState = replaceState;
      win.removeEventListener('popstate', check);
      win.removeEventListener('hashchange', check);
    };
  } catch (error) {
    logger.error('Error listening to URL change', error);
    return () => {};
  }
}
