/** The types of the subscription calls (issue 20), shared by the lazy binding and its implementation. */
import type { SubscriptionIntervalMonths } from './enums';
import type {
  AddSubscriptionProductPayload,
  GlassesSubscription,
  LensSubscription,
  Perk,
  SubscribableProduct,
  SubscriptionDocument,
  SubscriptionDocumentDetail,
  SubscriptionOverview,
  TemporaryAddressPayload,
  UpdatePaymentMethodPayload,
  UpdatePaymentMethodResult,
  WinbackOffer,
} from './schemas/subscriptions';

/** Options of a single call (as the client's). */
interface CallOptions {
  signal?: AbortSignal;
}

/** The kinds of subscription calls, each with its own timeout. */
export type SubscriptionCallKind = 'subscription' | 'subscriptionWrite';

/** Timeouts of the subscription calls in ms: reads 10 s, an action 20 s. */
export const SUBSCRIPTION_CALL_TIMEOUTS: Readonly<Record<SubscriptionCallKind, number>> = {
  subscription: 10_000,
  subscriptionWrite: 20_000,
};

/** The client's request, as the subscription calls use it. */
export type SubscriptionRequest = (
  method: 'GET' | 'POST',
  call: string,
  path: string,
  init: { body?: unknown; signal?: AbortSignal; kind: SubscriptionCallKind },
) => Promise<unknown>;

/** A winback offer with the subscription it is for. */
export interface WinbackDetails {
  subscription: GlassesSubscription;
  offer: WinbackOffer;
}

/** The subscription calls of the shop client: lens subscriptions, Lifestyle glasses subscriptions and winback. */
export interface SubscriptionCalls {
  /** `GET /api/subscriptions`: every lens and glasses subscription of the customer. */
  getSubscriptions(options?: CallOptions): Promise<SubscriptionOverview>;
  /** `GET /api/subscriptions/lens/{id}`. */
  getLensSubscription(id: string, options?: CallOptions): Promise<LensSubscription>;
  /** `POST …/pause`: no delivery and no payment while paused. 409 unless active. */
  pauseLensSubscription(id: string, options?: CallOptions): Promise<LensSubscription>;
  /** `POST …/activate`: reverses a pause. 409 `SubscriptionFrozen` for one the shop froze. */
  activateLensSubscription(id: string, options?: CallOptions): Promise<LensSubscription>;
  /** `POST …/cancel`: stopped for good. */
  cancelLensSubscription(id: string, options?: CallOptions): Promise<LensSubscription>;
  /** `POST …/reactivate-frozen`. */
  reactivateFrozenLensSubscription(id: string, options?: CallOptions): Promise<LensSubscription>;
  /** `POST …/interval`. */
  changeLensInterval(
    id: string,
    interval: SubscriptionIntervalMonths,
    options?: CallOptions,
  ): Promise<LensSubscription>;
  /** `POST …/next-delivery`. 422 `DeliveryDateTooEarly`. */
  changeLensNextDelivery(id: string, date: string, options?: CallOptions): Promise<LensSubscription>;
  /** `POST …/temporary-address`. */
  setTemporaryAddress(
    id: string,
    payload: TemporaryAddressPayload,
    options?: CallOptions,
  ): Promise<LensSubscription>;
  /** `POST …/temporary-address/remove`. */
  removeTemporaryAddress(id: string, options?: CallOptions): Promise<LensSubscription>;
  /** `POST …/products`. 409 `NotAvailableForSubscription`. */
  addLensProduct(
    id: string,
    payload: AddSubscriptionProductPayload,
    options?: CallOptions,
  ): Promise<LensSubscription>;
  /** `POST …/products/{lineId}`: a new quantity (1–12). */
  changeLensProduct(
    id: string,
    lineId: string,
    quantity: number,
    options?: CallOptions,
  ): Promise<LensSubscription>;
  /** `POST …/products/{lineId}/remove`. 409 `LastProduct`. */
  removeLensProduct(id: string, lineId: string, options?: CallOptions): Promise<LensSubscription>;
  /** `POST …/payment-method`. 409 `DirectDebitRegistrationFailed`; a card continues at `redirectUrl`. */
  updateLensPaymentMethod(
    id: string,
    payload: UpdatePaymentMethodPayload,
    options?: CallOptions,
  ): Promise<UpdatePaymentMethodResult>;
  /** `GET /api/subscriptions/subscribable-products`: what a lens subscription can take. */
  listSubscribableProducts(options?: CallOptions): Promise<SubscribableProduct[]>;
  /** `GET /api/subscriptions/glasses/{id}`. */
  getGlassesSubscription(id: string, options?: CallOptions): Promise<GlassesSubscription>;
  /** `GET …/documents`. */
  getGlassesDocuments(id: string, options?: CallOptions): Promise<SubscriptionDocument[]>;
  /** `GET …/documents/{documentId}`. */
  getGlassesDocument(
    id: string,
    documentId: string,
    options?: CallOptions,
  ): Promise<SubscriptionDocumentDetail>;
  /** `GET …/perks`. */
  getGlassesPerks(id: string, options?: CallOptions): Promise<Perk[]>;
  /** `POST /api/subscriptions/glasses/connect`. 404/409 `LifestyleConnectionFailed`. */
  connectLifestyle(subscriptionNumber: string, options?: CallOptions): Promise<GlassesSubscription>;
  /** `POST …/terminate`: notice given, ends after 30 days, winback offered. */
  terminateGlassesSubscription(id: string, options?: CallOptions): Promise<GlassesSubscription>;
  /**
   * `GET /api/subscriptions/glasses/winback`: the offer of the logged-in customer, or of the
   * cancellation e-mail's link with `token` (no login needed). 404 none; 410 `WinbackLinkInvalid`.
   */
  getWinback(token?: string, options?: CallOptions): Promise<WinbackDetails>;
  /** `POST /api/subscriptions/glasses/winback/accept` (with the link's `token` when not logged in). */
  acceptWinback(subscriptionId: string, token?: string, options?: CallOptions): Promise<GlassesSubscription>;
}
