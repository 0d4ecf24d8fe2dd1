import type { ConsentStore } from '../../consent/consent';
import { useGlimt } from '../../shop/GlimtProvider';
import { createShopAnalytics, type ShopAnalytics } from '../../tracking/shopAnalytics';

// The default analytics, one per consent store (one per GlimtProvider): made on first use, so a
// page that never pushes an event never builds it.
const defaults = /* @__PURE__ */ new WeakMap<ConsentStore, ShopAnalytics>();

/**
 * The shop's one analytics instance: the one given to `GlimtProvider` (`analytics`), or else one
 * per provider on the data layer (`window.dataLayer`) under the visitor's statistics consent. The
 * cart drawer, the product page and the order confirmation all push through it.
 */
export function useShopAnalytics(): ShopAnalytics {
  const { analytics, consent } = useGlimt();
  if (analytics) return analytics;
  let made = defaults.get(consent);
  if (!made) {
    made = createShopAnalytics({ consent });
    defaults.set(consent, made);
  }
  return made;
}
