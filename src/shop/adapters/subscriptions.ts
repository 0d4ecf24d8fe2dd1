import {
  glassesSubscriptionResponseSchema,
  lensSubscriptionResponseSchema,
  perkListResponseSchema,
  SUBSCRIBABLE_PRODUCTS_MAX,
  subscribableProductListResponseSchema,
  type SubscribableProduct,
  subscriptionDocumentListResponseSchema,
  subscriptionDocumentResponseSchema,
  subscriptionOverviewResponseSchema,
  updatePaymentMethodResponseSchema,
  winbackResponseSchema,
  type GlassesSubscription,
  type LensSubscription,
  type Perk,
  type SubscriptionDocument,
  type SubscriptionDocumentDetail,
  type SubscriptionOverview,
  type UpdatePaymentMethodResult,
  type WinbackOffer,
} from '../schemas/subscriptions';
import { isPriceAmount } from '../schemas/common';
import { parseContract } from './errors';

/** Contract names: lens and glasses subscription calls, as `ApiContractError.contract` shows them. */
export const SubscriptionsContract = {
  Overview: 'GET /api/subscriptions',
  Lens: 'GET /api/subscriptions/lens/{id}',
  UpdatePaymentMethod: 'POST /api/subscriptions/lens/{id}/payment-method',
  Glasses: 'GET /api/subscriptions/glasses/{id}',
  Documents: 'GET /api/subscriptions/glasses/{id}/documents',
  Document: 'GET /api/subscriptions/glasses/{id}/documents/{documentId}',
  Perks: 'GET /api/subscriptions/glasses/{id}/perks',
  Winback: 'GET /api/subscriptions/glasses/winback',
  SubscribableProducts: 'GET /api/subscriptions/subscribable-products',
} as const;

/**
 * Parses the answer of the subscriptions list (`GET /api/subscriptions`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseSubscriptionOverviewResponse(
  raw: unknown,
  contract: string = SubscriptionsContract.Overview,
): SubscriptionOverview {
  return parseContract(subscriptionOverviewResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of a lens subscription, also the answer of every lens subscription action (pause, activate, cancel, reactivate-frozen, interval, temporary address, products) (`GET /api/subscriptions/lens/{id}`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseLensSubscriptionResponse(
  raw: unknown,
  contract: string = SubscriptionsContract.Lens,
): LensSubscription {
  return parseContract(lensSubscriptionResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of updating a lens subscription's payment method (`POST /api/subscriptions/lens/{id}/payment-method`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseUpdatePaymentMethodResponse(
  raw: unknown,
  contract: string = SubscriptionsContract.UpdatePaymentMethod,
): UpdatePaymentMethodResult {
  return parseContract(updatePaymentMethodResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of the glasses subscription, also the answer of connect, terminate and winback accept (`GET /api/subscriptions/glasses/{id}`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseGlassesSubscriptionResponse(
  raw: unknown,
  contract: string = SubscriptionsContract.Glasses,
): GlassesSubscription {
  return parseContract(glassesSubscriptionResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of the glasses subscription's documents (`GET /api/subscriptions/glasses/{id}/documents`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseSubscriptionDocumentListResponse(
  raw: unknown,
  contract: string = SubscriptionsContract.Documents,
): SubscriptionDocument[] {
  return parseContract(subscriptionDocumentListResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of one document (`GET /api/subscriptions/glasses/{id}/documents/{documentId}`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseSubscriptionDocumentResponse(
  raw: unknown,
  contract: string = SubscriptionsContract.Document,
): SubscriptionDocumentDetail {
  return parseContract(subscriptionDocumentResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of the glasses subscription's perks (`GET /api/subscriptions/glasses/{id}/perks`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parsePerkListResponse(raw: unknown, contract: string = SubscriptionsContract.Perks): Perk[] {
  return parseContract(perkListResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of the winback offer (`GET /api/subscriptions/glasses/winback`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseWinbackResponse(
  raw: unknown,
  contract: string = SubscriptionsContract.Winback,
): { subscription: GlassesSubscription; offer: WinbackOffer } {
  return parseContract(winbackResponseSchema, raw, contract).data;
}

/**
 * Parses the products a lens subscription can take (`GET /api/subscriptions/subscribable-products`),
 * keeping at most {@link SUBSCRIBABLE_PRODUCTS_MAX} and only those with a price in range.
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseSubscribableProductListResponse(
  raw: unknown,
  contract: string = SubscriptionsContract.SubscribableProducts,
): SubscribableProduct[] {
  return parseContract(subscribableProductListResponseSchema, raw, contract)
    .data.filter((product) => isPriceAmount(product.unitPrice))
    .slice(0, SUBSCRIBABLE_PRODUCTS_MAX);
}
