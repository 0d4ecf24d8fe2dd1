/** The types of the checkout calls (issue 21), shared by the lazy binding and its implementation. */
import type { DeliveryMethod } from './enums';
import type {
  CollectionPoint,
  ConfirmedOrder,
  GlassesLine,
  LinePrescriptionPayload,
  DeliveryOption,
  Discount,
  PaymentMethodOption,
  PaymentStepOutcome,
  PaymentStepPayload,
} from './schemas/checkout';

/** Options of a single call (as the client's). */
interface CallOptions {
  signal?: AbortSignal;
}

/** The kinds of checkout calls, each with its own timeout. */
export type CheckoutCallKind = 'checkout' | 'payment';

/**
 * Timeouts of the checkout calls in ms: reads and the discount code 10 s; the payment step 30 s (it
 * talks to the payment provider, and a timeout there leaves the shopper unsure whether they paid).
 */
export const CHECKOUT_CALL_TIMEOUTS: Readonly<Record<CheckoutCallKind, number>> = {
  checkout: 10_000,
  payment: 30_000,
};

/** The client's request, as the checkout calls use it. */
export type CheckoutRequest = (
  method: 'GET' | 'POST',
  call: string,
  path: string,
  init: { body?: unknown; signal?: AbortSignal; kind: CheckoutCallKind },
) => Promise<unknown>;

/** The checkout calls of the shop client. */
export interface CheckoutCalls {
  /** `GET /api/checkout/delivery-options`: the ways this cart can be delivered (119 click and collect). */
  getDeliveryOptions(options?: CallOptions): Promise<DeliveryOption[]>;
  /** `GET /api/checkout/collection-points`: five points near a zip code for 101 or 125. 422 bad zip code. */
  getCollectionPoints(
    zipCode: string,
    deliveryMethodId: DeliveryMethod,
    options?: CallOptions,
  ): Promise<CollectionPoint[]>;
  /** `GET /api/checkout/payment-methods`: Klarna 60, Giftcard 900, and Klarna in store 65 for store users. */
  getPaymentMethods(options?: CallOptions): Promise<PaymentMethodOption[]>;
  /** `POST /api/checkout/discount-code`. 404 `InvalidDiscountCode`; 409 `CartEmpty`. */
  applyDiscountCode(code: string, options?: CallOptions): Promise<Discount>;
  /** `POST /api/checkout/discount-code/remove`: takes the applied code off the cart again. */
  removeDiscountCode(options?: CallOptions): Promise<void>;
  /**
   * `POST /api/checkout/payment`, the payment step: placed, on to the provider (`redirect`), or a
   * problem with its result (0 Failed, 1 SsnRequired, 2 ValidationsRequired, 99 TransactionExpired).
   * 403 `PaymentMethodNotAllowed`; 409 `CartEmpty`; 503 `CardProviderUnavailable`.
   */
  pay(payload: PaymentStepPayload, options?: CallOptions): Promise<PaymentStepOutcome>;
  /** `GET /api/checkout/confirmation/{orderNumber}`: the placed order, for the session that placed it. 404. */
  getOrderConfirmation(orderNumber: string, options?: CallOptions): Promise<ConfirmedOrder>;
  /**
   * `GET /api/checkout/prescriptions`: the cart's glasses lines (frames with prescription lenses),
   * each with the prescription kept on it or `null`.
   */
  getGlassesLines(options?: CallOptions): Promise<GlassesLine[]>;
  /**
   * `POST /api/checkout/prescriptions/{ref}`: keeps a glasses prescription on a cart line (the
   * server checks the prescription's rules too), answering the line. 404 unknown line; 409
   * `NotGlasses` for a line without prescription lenses; 422 a prescription that breaks a rule.
   */
  saveLinePrescription(
    ref: string,
    payload: LinePrescriptionPayload,
    options?: CallOptions,
  ): Promise<GlassesLine>;
}
