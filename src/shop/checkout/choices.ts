import { PaymentMethod } from '../enums';
import type { CheckoutChoices } from './draft';
import { COLLECTION_POINT_METHODS } from './draft';

/** A checkout choice that can be missing when the shopper places the order. */
export type CheckoutChoiceField = 'deliveryMethodId' | 'storeId' | 'collectionPointId' | 'paymentMethodId';

/**
 * The choices still missing before the payment step can be asked, in the page's order: a delivery
 * method; its store (click and collect, 119) or collection point (101, 125); a payment method.
 * The gift card's number and PIN are form fields with their own rules.
 */
export function missingChoices(choices: CheckoutChoices): CheckoutChoiceField[] {
  const missing: CheckoutChoiceField[] = [];
  const { deliveryMethodId } = choices;
  if (deliveryMethodId === null) missing.push('deliveryMethodId');
  else if (deliveryMethodId === 119 && !choices.storeId) missing.push('storeId');
  else if (COLLECTION_POINT_METHODS.includes(deliveryMethodId) && !choices.collectionPointId)
    missing.push('collectionPointId');
  if (choices.paymentMethodId === null) missing.push('paymentMethodId');
  return missing;
}

/** Whether the gift card pays (its number and PIN are then asked for). */
export function paysWithGiftCard(choices: Pick<CheckoutChoices, 'paymentMethodId'>): boolean {
  return choices.paymentMethodId === PaymentMethod.Giftcard;
}

/**
 * Whether the checkout asks for the personal number now. Klarna needs it to approve the payment, so
 * a guest who chooses Klarna is asked at once, beside the choice, not after "Fullfør kjøpet" (issue
 * #40); a logged-in customer's is known to the shop, and Klarna in store (store users) does not ask.
 * Whenever the payment step itself asked for it (`askedByPaymentStep`), it is asked for whatever the
 * method.
 */
export function asksPersonalNumber(
  choices: Pick<CheckoutChoices, 'paymentMethodId'>,
  shopper: { isGuest: boolean; askedByPaymentStep: boolean },
): boolean {
  if (shopper.askedByPaymentStep) return true;
  return shopper.isGuest && choices.paymentMethodId === PaymentMethod.Klarna;
}

/**
 * The choices after picking another delivery method: the store and collection point of the
 * previous one no longer apply, so they are cleared (the zip code searched stays for the next search).
 */
export function chooseDelivery(
  choices: CheckoutChoices,
  deliveryMethodId: CheckoutChoices['deliveryMethodId'],
) {
  if (choices.deliveryMethodId === deliveryMethodId) return choices;
  return { ...choices, deliveryMethodId, storeId: '', collectionPointId: '' };
}
