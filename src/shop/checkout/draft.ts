import { DELIVERY_METHOD_IDS, PaymentMethod, type DeliveryMethod } from '../enums';
import type { PaymentStepPayload } from '../schemas/checkout';
import type { SafeStorage } from '../../utils/safeStorage';
import { toApiPersonalNumber } from '../validation/rules';

/** What the shopper types in the checkout's form. */
export interface CheckoutFormValues {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  street: string;
  zipCode: string;
  city: string;
  /** The personal number, asked for when Klarna needs it (never stored). */
  ssn: string;
  /** The gift card paying the order (never stored). */
  giftCardNumber: string;
  giftCardPin: string;
}

/** What the shopper chooses in the checkout. */
export interface CheckoutChoices {
  deliveryMethodId: DeliveryMethod | null;
  /** The store of click and collect (119). */
  storeId: string;
  /** The collection point of 101 and 125, and the zip code it was searched near. */
  collectionPointId: string;
  collectionZip: string;
  paymentMethodId: PaymentMethod | null;
  /** The applied discount code, or `''`. */
  discountCode: string;
}

/** The form before anything is typed. */
export const EMPTY_CHECKOUT_VALUES: CheckoutFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
  street: '',
  zipCode: '',
  city: '',
  ssn: '',
  giftCardNumber: '',
  giftCardPin: '',
};

/** The choices before any is made. */
export const EMPTY_CHECKOUT_CHOICES: CheckoutChoices = {
  deliveryMethodId: null,
  storeId: '',
  collectionPointId: '',
  collectionZip: '',
  paymentMethodId: null,
  discountCode: '',
};

/** The delivery methods that need a collection point (pickup point 101, parcel locker 125). */
export const COLLECTION_POINT_METHODS: readonly DeliveryMethod[] = [101, 125];

/**
 * The payment step's body from the form and the choices: texts trimmed (spaces out of the phone
 * number), the store only for click and collect, the collection point only where one is needed, the
 * personal number only when typed, the gift card only when it pays. `null` while a delivery or
 * payment method is missing.
 */
export function paymentPayload(
  values: CheckoutFormValues,
  choices: CheckoutChoices,
  transactionId?: string,
): PaymentStepPayload | null {
  const { deliveryMethodId, paymentMethodId } = choices;
  if (deliveryMethodId === null || paymentMethodId === null) return null;
  const text = (value: string) => value.trim();
  const ssn = toApiPersonalNumber(values.ssn);
  return {
    deliveryMethodId,
    paymentMethodId,
    customer: {
      firstName: text(values.firstName),
      lastName: text(values.lastName),
      email: text(values.email),
      mobile: values.mobile.replace(/\s/g, ''),
      street: text(values.street),
      zipCode: text(values.zipCode),
      city: text(values.city),
    },
    ...(deliveryMethodId === 119 && choices.storeId ? { storeId: choices.storeId } : {}),
    ...(COLLECTION_POINT_METHODS.includes(deliveryMethodId) && choices.collectionPointId
      ? { collectionPointId: choices.collectionPointId }
      : {}),
    ...(ssn ? { ssn } : {}),
    ...(paymentMethodId === PaymentMethod.Giftcard
      ? { giftCard: { number: values.giftCardNumber.replace(/\s/g, ''), pin: text(values.giftCardPin) } }
      : {}),
    ...(choices.discountCode ? { discountCode: choices.discountCode } : {}),
    ...(transactionId ? { transactionId } : {}),
  };
}

/**
 * What the checkout keeps across the trip to the payment provider and a reload: the details typed
 * (not the personal number nor the gift card) and the choices. In the tab's session storage only.
 */
export interface CheckoutDraft {
  values: Omit<CheckoutFormValues, 'ssn' | 'giftCardNumber' | 'giftCardPin'>;
  choices: CheckoutChoices;
}

const DRAFT_KEY = 'glimt.checkout';
const TEXT_KEYS = ['firstName', 'lastName', 'email', 'mobile', 'street', 'zipCode', 'city'] as const;
const MAX_TEXT = 200;

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_TEXT;

/** Stored data is hostile: only known keys with short strings and known ids are taken back. */
function isCheckoutDraft(value: unknown): value is CheckoutDraft {
  if (typeof value !== 'object' || value === null) return false;
  const { values, choices } = value as {
    values?: Record<string, unknown>;
    choices?: Record<string, unknown>;
  };
  if (typeof values !== 'object' || values === null || typeof choices !== 'object' || choices === null)
    return false;
  const delivery = choices.deliveryMethodId;
  const payment = choices.paymentMethodId;
  return (
    TEXT_KEYS.every((key) => isText(values[key])) &&
    ['storeId', 'collectionPointId', 'collectionZip', 'discountCode'].every((key) => isText(choices[key])) &&
    (delivery === null || (DELIVERY_METHOD_IDS as readonly unknown[]).includes(delivery)) &&
    (payment === null || (Object.values(PaymentMethod) as unknown[]).includes(payment))
  );
}

/** Keeps the checkout's draft (without the personal number and the gift card). */
export function saveCheckoutDraft(
  storage: SafeStorage,
  values: CheckoutFormValues,
  choices: CheckoutChoices,
) {
  const kept = Object.fromEntries(TEXT_KEYS.map((key) => [key, values[key].slice(0, MAX_TEXT)]));
  storage.setJSON(DRAFT_KEY, { values: kept, choices });
}

/** The kept draft, or `null` when there is none (or it does not pass the checks). */
export function loadCheckoutDraft(storage: SafeStorage): CheckoutDraft | null {
  const draft = storage.getJSON<CheckoutDraft | null>(
    DRAFT_KEY,
    null,
    (value): value is CheckoutDraft | null => isCheckoutDraft(value),
  );
  if (!draft) return null;
  const values = Object.fromEntries(
    TEXT_KEYS.map((key) => [key, draft.values[key]]),
  ) as CheckoutDraft['values'];
  const { deliveryMethodId, storeId, collectionPointId, collectionZip, paymentMethodId, discountCode } =
    draft.choices;
  return {
    values,
    choices: { deliveryMethodId, storeId, collectionPointId, collectionZip, paymentMethodId, discountCode },
  };
}

/** Forgets the draft (the order is placed). */
export function clearCheckoutDraft(storage: SafeStorage): void {
  storage.removeItem(DRAFT_KEY);
}
