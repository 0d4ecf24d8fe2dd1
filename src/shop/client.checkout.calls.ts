/**
 * The checkout calls' implementation: each goes through the client's one `request` (timeout, CSRF
 * header, error classes) and an adapter. Loaded on first use by `createLazyCheckoutCalls`
 * (`client.checkout.ts`). Every call makes sure the session token exists first.
 */
import {
  CheckoutContract,
  parseCollectionPointListResponse,
  parseDeliveryOptionListResponse,
  parseDiscountResponse,
  parseGlassesLineListResponse,
  parseGlassesLineResponse,
  parseOrderConfirmationResponse,
  parsePaymentMethodListResponse,
  parsePaymentStepResponse,
} from './adapters/checkout';
import type { CheckoutCalls, CheckoutCallKind, CheckoutRequest } from './client.checkout.types';

/** Options of a single call (as the client's). */
interface CallOptions {
  signal?: AbortSignal;
}

/** The checkout calls over the client's request; `ensureToken` runs before each. */
export function createCheckoutCalls(
  request: CheckoutRequest,
  ensureToken: () => Promise<void>,
): CheckoutCalls {
  const call = async (
    method: 'GET' | 'POST',
    contract: string,
    path: string,
    { body, signal, kind = 'checkout' }: CallOptions & { body?: unknown; kind?: CheckoutCallKind } = {},
  ) => {
    await ensureToken();
    return request(method, contract, path, { body, signal, kind });
  };
  return {
    getDeliveryOptions: async (options = {}) =>
      parseDeliveryOptionListResponse(
        await call('GET', CheckoutContract.DeliveryOptions, '/api/checkout/delivery-options', options),
      ),
    getCollectionPoints: async (zipCode, deliveryMethodId, options = {}) => {
      const query = new URLSearchParams({ zipCode, deliveryMethodId: String(deliveryMethodId) });
      return parseCollectionPointListResponse(
        await call(
          'GET',
          CheckoutContract.CollectionPoints,
          `/api/checkout/collection-points?${query}`,
          options,
        ),
      );
    },
    getPaymentMethods: async (options = {}) =>
      parsePaymentMethodListResponse(
        await call('GET', CheckoutContract.PaymentMethods, '/api/checkout/payment-methods', options),
      ),
    applyDiscountCode: async (code, options = {}) =>
      parseDiscountResponse(
        await call('POST', CheckoutContract.DiscountCode, '/api/checkout/discount-code', {
          ...options,
          body: { code },
        }),
      ),
    removeDiscountCode: async (options = {}) => {
      await call('POST', CheckoutContract.RemoveDiscountCode, '/api/checkout/discount-code/remove', options);
    },
    pay: async (payload, options = {}) =>
      parsePaymentStepResponse(
        await call('POST', CheckoutContract.Payment, '/api/checkout/payment', {
          ...options,
          body: payload,
          kind: 'payment',
        }),
      ),
    getOrderConfirmation: async (orderNumber, options = {}) =>
      parseOrderConfirmationResponse(
        await call(
          'GET',
          CheckoutContract.Confirmation,
          `/api/checkout/confirmation/${encodeURIComponent(orderNumber)}`,
          options,
        ),
      ),
    getGlassesLines: async (options = {}) =>
      parseGlassesLineListResponse(
        await call('GET', CheckoutContract.GlassesLines, '/api/checkout/prescriptions', options),
      ),
    saveLinePrescription: async (ref, payload, options = {}) =>
      parseGlassesLineResponse(
        await call(
          'POST',
          CheckoutContract.SavePrescription,
          `/api/checkout/prescriptions/${encodeURIComponent(ref)}`,
          { ...options, body: payload },
        ),
      ),
  };
}
