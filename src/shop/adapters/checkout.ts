import {
  collectionPointListResponseSchema,
  confirmedOrderResponseSchema,
  glassesLineListResponseSchema,
  glassesLineResponseSchema,
  deliveryOptionListResponseSchema,
  discountResponseSchema,
  paymentMethodListResponseSchema,
  paymentStepResponseSchema,
  type CollectionPoint,
  type ConfirmedOrder,
  type DeliveryOption,
  type Discount,
  type GlassesLine,
  type PaymentMethodOption,
  type PaymentStepOutcome,
} from '../schemas/checkout';
import { parseContract } from './errors';

/** Contract names: checkout calls, as `ApiContractError.contract` shows them. */
export const CheckoutContract = {
  DeliveryOptions: 'GET /api/checkout/delivery-options',
  CollectionPoints: 'GET /api/checkout/collection-points',
  PaymentMethods: 'GET /api/checkout/payment-methods',
  DiscountCode: 'POST /api/checkout/discount-code',
  RemoveDiscountCode: 'POST /api/checkout/discount-code/remove',
  Payment: 'POST /api/checkout/payment',
  Confirmation: 'GET /api/checkout/confirmation/{orderNumber}',
  GlassesLines: 'GET /api/checkout/prescriptions',
  SavePrescription: 'POST /api/checkout/prescriptions/{ref}',
} as const;

/**
 * Parses the answer of the delivery options (`GET /api/checkout/delivery-options`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseDeliveryOptionListResponse(
  raw: unknown,
  contract: string = CheckoutContract.DeliveryOptions,
): DeliveryOption[] {
  return parseContract(deliveryOptionListResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of the collection points near a zip code (`GET /api/checkout/collection-points`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseCollectionPointListResponse(
  raw: unknown,
  contract: string = CheckoutContract.CollectionPoints,
): CollectionPoint[] {
  return parseContract(collectionPointListResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of the payment methods (`GET /api/checkout/payment-methods`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parsePaymentMethodListResponse(
  raw: unknown,
  contract: string = CheckoutContract.PaymentMethods,
): PaymentMethodOption[] {
  return parseContract(paymentMethodListResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of a discount code (`POST /api/checkout/discount-code`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseDiscountResponse(
  raw: unknown,
  contract: string = CheckoutContract.DiscountCode,
): Discount {
  return parseContract(discountResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of the payment step (`POST /api/checkout/payment`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parsePaymentStepResponse(
  raw: unknown,
  contract: string = CheckoutContract.Payment,
): PaymentStepOutcome {
  return parseContract(paymentStepResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of the order confirmation (`GET /api/checkout/confirmation/{orderNumber}`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseOrderConfirmationResponse(
  raw: unknown,
  contract: string = CheckoutContract.Confirmation,
): ConfirmedOrder {
  return parseContract(confirmedOrderResponseSchema, raw, contract).data;
}

/**
 * Parses the glasses lines of the cart with their prescriptions (`GET /api/checkout/prescriptions`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match (also a list longer than its bound)
 */
export function parseGlassesLineListResponse(
  raw: unknown,
  contract: string = CheckoutContract.GlassesLines,
): GlassesLine[] {
  return parseContract(glassesLineListResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of saving a line's prescription (`POST /api/checkout/prescriptions/{ref}`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseGlassesLineResponse(
  raw: unknown,
  contract: string = CheckoutContract.SavePrescription,
): GlassesLine {
  return parseContract(glassesLineResponseSchema, raw, contract).data;
}
