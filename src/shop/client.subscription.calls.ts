/**
 * The subscription calls' implementation: each goes through the client's one `request` (timeout,
 * CSRF header, error classes) and an adapter. Loaded on first use by `createLazySubscriptionCalls`
 * (`client.subscription.ts`). Every call makes sure the session token exists first.
 */
import {
  SubscriptionsContract,
  parseGlassesSubscriptionResponse,
  parseLensSubscriptionResponse,
  parsePerkListResponse,
  parseSubscribableProductListResponse,
  parseSubscriptionDocumentListResponse,
  parseSubscriptionDocumentResponse,
  parseSubscriptionOverviewResponse,
  parseUpdatePaymentMethodResponse,
  parseWinbackResponse,
} from './adapters/subscriptions';
import type { SubscriptionCalls, SubscriptionRequest } from './client.subscription.types';

/** Options of a single call (as the client's). */
interface CallOptions {
  signal?: AbortSignal;
}

const enc = encodeURIComponent;
const LENS = '/api/subscriptions/lens';
const GLASSES = '/api/subscriptions/glasses';

/** The subscription calls over the client's request; `ensureToken` runs before each. */
export function createSubscriptionCalls(
  request: SubscriptionRequest,
  ensureToken: () => Promise<void>,
): SubscriptionCalls {
  const get = async (call: string, path: string, options: CallOptions = {}) => {
    await ensureToken();
    return request('GET', call, path, { kind: 'subscription', signal: options.signal });
  };
  const post = async (call: string, path: string, body: unknown, options: CallOptions = {}) => {
    await ensureToken();
    return request('POST', call, path, { kind: 'subscriptionWrite', body, signal: options.signal });
  };
  /** A lens subscription action: its call name, its path under the subscription, its body. */
  const lensAction = async (id: string, action: string, body: unknown, options?: CallOptions) => {
    const call = `POST ${LENS}/{id}/${action}`;
    return parseLensSubscriptionResponse(
      await post(call, `${LENS}/${enc(id)}/${action}`, body, options),
      call,
    );
  };
  const lineAction = async (
    id: string,
    lineId: string,
    suffix: string,
    body: unknown,
    options?: CallOptions,
  ) => {
    const call = `POST ${LENS}/{id}/products/{lineId}${suffix}`;
    return parseLensSubscriptionResponse(
      await post(call, `${LENS}/${enc(id)}/products/${enc(lineId)}${suffix}`, body, options),
      call,
    );
  };
  return {
    getSubscriptions: async (options) =>
      parseSubscriptionOverviewResponse(
        await get(SubscriptionsContract.Overview, '/api/subscriptions', options),
      ),
    getLensSubscription: async (id, options) =>
      parseLensSubscriptionResponse(await get(SubscriptionsContract.Lens, `${LENS}/${enc(id)}`, options)),
    pauseLensSubscription: (id, options) => lensAction(id, 'pause', undefined, options),
    activateLensSubscription: (id, options) => lensAction(id, 'activate', undefined, options),
    cancelLensSubscription: (id, options) => lensAction(id, 'cancel', undefined, options),
    reactivateFrozenLensSubscription: (id, options) =>
      lensAction(id, 'reactivate-frozen', undefined, options),
    changeLensInterval: (id, interval, options) => lensAction(id, 'interval', { interval }, options),
    changeLensNextDelivery: (id, date, options) => lensAction(id, 'next-delivery', { date }, options),
    setTemporaryAddress: (id, payload, options) => lensAction(id, 'temporary-address', payload, options),
    removeTemporaryAddress: (id, options) => lensAction(id, 'temporary-address/remove', undefined, options),
    addLensProduct: (id, payload, options) => lensAction(id, 'products', payload, options),
    changeLensProduct: (id, lineId, quantity, options) => lineAction(id, lineId, '', { quantity }, options),
    removeLensProduct: (id, lineId, options) => lineAction(id, lineId, '/remove', undefined, options),
    updateLensPaymentMethod: async (id, payload, options) =>
      parseUpdatePaymentMethodResponse(
        await post(
          SubscriptionsContract.UpdatePaymentMethod,
          `${LENS}/${enc(id)}/payment-method`,
          payload,
          options,
        ),
      ),
    listSubscribableProducts: async (options) =>
      parseSubscribableProductListResponse(
        await get(
          SubscriptionsContract.SubscribableProducts,
          '/api/subscriptions/subscribable-products',
          options,
        ),
      ),
    getGlassesSubscription: async (id, options) =>
      parseGlassesSubscriptionResponse(
        await get(SubscriptionsContract.Glasses, `${GLASSES}/${enc(id)}`, options),
      ),
    getGlassesDocuments: async (id, options) =>
      parseSubscriptionDocumentListResponse(
        await get(SubscriptionsContract.Documents, `${GLASSES}/${enc(id)}/documents`, options),
      ),
    getGlassesDocument: async (id, documentId, options) =>
      parseSubscriptionDocumentResponse(
        await get(
          SubscriptionsContract.Document,
          `${GLASSES}/${enc(id)}/documents/${enc(documentId)}`,
          options,
        ),
      ),
    getGlassesPerks: async (id, options) =>
      parsePerkListResponse(await get(SubscriptionsContract.Perks, `${GLASSES}/${enc(id)}/perks`, options)),
    connectLifestyle: async (subscriptionNumber, options) => {
      const call = `POST ${GLASSES}/connect`;
      return parseGlassesSubscriptionResponse(
        await post(call, `${GLASSES}/connect`, { subscriptionNumber }, options),
        call,
      );
    },
    terminateGlassesSubscription: async (id, options) => {
      const call = `POST ${GLASSES}/{id}/terminate`;
      return parseGlassesSubscriptionResponse(
        await post(call, `${GLASSES}/${enc(id)}/terminate`, undefined, options),
        call,
      );
    },
    getWinback: async (token, options) =>
      parseWinbackResponse(
        await get(
          SubscriptionsContract.Winback,
          `${GLASSES}/winback${token ? `?token=${enc(token)}` : ''}`,
          options,
        ),
      ),
    acceptWinback: async (subscriptionId, token, options) => {
      const call = `POST ${GLASSES}/winback/accept`;
      return parseGlassesSubscriptionResponse(
        await post(
          call,
          `${GLASSES}/winback/accept`,
          token ? { subscriptionId, token } : { subscriptionId },
          options,
        ),
        call,
      );
    },
  };
}
