/**
 * The shop client's checkout calls (issue 21), mixed into `createShopClient`: their types, timeouts
 * and a lazy binding. The implementation (`client.checkout.calls.ts`, with the checkout schemas)
 * loads on the first call, in its own chunk.
 */
import { lazyCalls } from './lazyCalls';
import type { CheckoutCalls, CheckoutRequest } from './client.checkout.types';

export { CHECKOUT_CALL_TIMEOUTS } from './client.checkout.types';
export type { CheckoutCallKind, CheckoutCalls, CheckoutRequest } from './client.checkout.types';

/** The names of the checkout calls. */
export const CHECKOUT_CALL_NAMES = [
  'getDeliveryOptions',
  'getCollectionPoints',
  'getPaymentMethods',
  'applyDiscountCode',
  'removeDiscountCode',
  'pay',
  'getOrderConfirmation',
  'getGlassesLines',
  'saveLinePrescription',
] as const satisfies ReadonlyArray<keyof CheckoutCalls>;

/** The checkout calls, whose implementation loads on the first call. */
export function createLazyCheckoutCalls(
  request: CheckoutRequest,
  ensureToken: () => Promise<void>,
): CheckoutCalls {
  return lazyCalls<CheckoutCalls>(CHECKOUT_CALL_NAMES, () =>
    import('./client.checkout.calls').then((module) => module.createCheckoutCalls(request, ensureToken)),
  );
}
