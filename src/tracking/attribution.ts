/**
 * Click attribution per product (widget spec section 3): a search or recommendation click stores
 * its attribution id under `depict_attribution_{product_id}`, and later events about that product
 * (its page view, an add to cart) carry it, so the server can tie them to the click.
 */
import type { StorageLike } from '../utils/env';

/** Local storage key prefix; the product id follows. */
export const ATTRIBUTION_KEY_PREFIX = 'depict_attribution_';

/** Remembers the attribution id of a click on `productId`. Unusable storage: nothing is kept. */
export function saveAttribution(
  storage: () => StorageLike | undefined,
  productId: string,
  attributionId: string,
): void {
  try {
    storage()?.setItem(ATTRIBUTION_KEY_PREFIX + productId, attributionId);
  } catch {
    // Blocked or full storage: the click is still sent, only the later link is lost.
  }
}

/** The attribution id stored for `productId`, if any. */
export function readAttribution(
  storage: () => StorageLike | undefined,
  productId: string,
): string | undefined {
  try {
    return storage()?.getItem(ATTRIBUTION_KEY_PREFIX + productId) ?? undefined;
  } catch {
    return undefined;
  }
}
