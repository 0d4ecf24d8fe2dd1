import { useEffect } from 'react';
import { createTracker, type ConsentStore } from '@glimt/ui/tracking';
import { WIDGET_API_HOST } from './widget/settings';

/** The demo's merchant and market at the fake widget API (the same as the widget's). */
const TENANT = 'glimt';
const MARKET = 'no';

/**
 * The demo's behaviour tracker: page views, visible product cards and add-to-cart clicks go to
 * the fake widget API's `/v2/create-events` (the fake backend answers no socket, so events go
 * over HTTP). Created after mount and destroyed on unmount, so it lives once per page load (also
 * under StrictMode's second mount). It follows the shop's consent: the demo's visitor has accepted
 * personalisation (cookie group C0003); withdrawing it in the cookie settings stops the events.
 */
export function useDemoTracker(consent: ConsentStore): void {
  useEffect(() => {
    const tracker = createTracker({
      tenant: TENANT,
      market: MARKET,
      api: WIDGET_API_HOST,
      socketUrl: null,
      consent,
    });
    current = tracker;
    return () => {
      tracker.destroy();
      if (current === tracker) current = null;
    };
  }, [consent]);
}

let current: ReturnType<typeof createTracker> | null = null;

/**
 * The product page's calls on the demo's tracker (the product viewed, added to the cart); they do
 * nothing before the tracker exists.
 */
export const demoProductTracking = {
  setProductId: (productId: string) => current?.setProductId(productId),
  addToCart: (productId: string) => current?.addToCart(productId),
};

/** The order confirmation's purchase on the demo's tracker (nothing before the tracker exists). */
export const demoPurchaseTracking = {
  purchase: (purchase: Parameters<ReturnType<typeof createTracker>['purchase']>[0]) =>
    current?.purchase(purchase),
};
