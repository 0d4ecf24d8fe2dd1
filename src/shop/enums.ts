/**
 * The shop's shared enumerations (shop spec, section 3 "Shared enumerations" and section 4 "States"),
 * as typed constants: `Market.NO` is `21`, and the type `Market` is the union of the values.
 *
 * Where the spec shows values they are exact. Where it only names a set (invoice status, invoice
 * payment method, glasses subscription status, delivery method names) the string values and
 * constant names are this library's choice and are marked as such.
 */

/** The values of a constant object, as a union type. */
type ValueOf<T> = T[keyof T];

/** Market codes: 20 SE, 21 NO, 22 FI, 23 DK. */
export const Market = { SE: 20, NO: 21, FI: 22, DK: 23 } as const;
/** A market code. */
export type Market = ValueOf<typeof Market>;

/** Currency by market code letter: se SEK, no NOK, fi EUR, dk DKK. */
export const CurrencyByMarket = { se: 'SEK', no: 'NOK', fi: 'EUR', dk: 'DKK' } as const;
/** A currency of one of the markets. */
export type Currency = ValueOf<typeof CurrencyByMarket>;
/** Every currency of the markets. */
export const CURRENCIES = ['SEK', 'NOK', 'EUR', 'DKK'] as const satisfies readonly Currency[];

/** Lens subscription status: 100 Active, 200 Canceled, 520 Paused (frozen). */
export const SubscriptionStatus = { Active: 100, Canceled: 200, Paused: 520 } as const;
/** A lens subscription status code. */
export type SubscriptionStatus = ValueOf<typeof SubscriptionStatus>;

/** Glasses (Lifestyle) subscription status: created, active, terminated. */
export const GlassesSubscriptionStatus = {
  Created: 'created',
  Active: 'active',
  Terminated: 'terminated',
} as const;
/** A glasses subscription status. */
export type GlassesSubscriptionStatus = ValueOf<typeof GlassesSubscriptionStatus>;

/** Delivery interval of a lens subscription, in months (1, 2, 3 or 6). */
export const SUBSCRIPTION_INTERVAL_MONTHS = [1, 2, 3, 6] as const;
/** A lens subscription interval in months. */
export type SubscriptionIntervalMonths = (typeof SUBSCRIPTION_INTERVAL_MONTHS)[number];

/** The cart's subscription interval codes: m1, m2, m3, m6. */
export const CART_SUBSCRIPTION_INTERVALS = ['m1', 'm2', 'm3', 'm6'] as const;
/** A cart line's subscription interval code. */
export type CartSubscriptionInterval = (typeof CART_SUBSCRIPTION_INTERVALS)[number];

/** Order status: Handling 1, Delivered 2, Canceled 3. */
export const OrderStatus = { Handling: 1, Delivered: 2, Canceled: 3 } as const;
/** An order status code. */
export type OrderStatus = ValueOf<typeof OrderStatus>;

/**
 * The finer order status labels the account area shows (section 4: processing, checked, sent,
 * cancelled; also Control, Controlled, Stopped, Delivered, Frozen, Canceled, Pending, Confirmed).
 */
export const ORDER_STATUS_LABELS = [
  'processing',
  'checked',
  'sent',
  'cancelled',
  'control',
  'controlled',
  'stopped',
  'delivered',
  'frozen',
  'pending',
  'confirmed',
] as const;
/** A fine-grained order status label. */
export type OrderStatusLabel = (typeof ORDER_STATUS_LABELS)[number];

/** Status of a product return: pending or confirmed. */
export const ReturnStatus = { Pending: 'pending', Confirmed: 'confirmed' } as const;
/** A return status. */
export type ReturnStatus = ValueOf<typeof ReturnStatus>;

/** Payment methods at checkout: Klarna 60, KlarnaInStore 65, Giftcard 900. */
export const PaymentMethod = { Klarna: 60, KlarnaInStore: 65, Giftcard: 900 } as const;
/** A checkout payment method id. */
export type PaymentMethod = ValueOf<typeof PaymentMethod>;

/**
 * Delivery method ids: 79, 101, 112, 117, 119 (click and collect), 125, 127, 128. Only 119's meaning
 * is in the spec; the other names are this library's.
 */
export const DeliveryMethod = {
  Letter: 79,
  PickupPoint: 101,
  HomeDelivery: 112,
  Express: 117,
  ClickAndCollect: 119,
  ParcelLocker: 125,
  HomeDeliveryEvening: 127,
  Digital: 128,
} as const;
/** A delivery method id. */
export type DeliveryMethod = ValueOf<typeof DeliveryMethod>;
/** Every delivery method id, in the spec's order. */
export const DELIVERY_METHOD_IDS = [
  79, 101, 112, 117, 119, 125, 127, 128,
] as const satisfies readonly DeliveryMethod[];

/** Login types: Eid 1 (Mobile BankID), EmailPassword 2. */
export const LoginType = { Eid: 1, EmailPassword: 2 } as const;
/** A login type. */
export type LoginType = ValueOf<typeof LoginType>;

/** Why a login is held back: latest terms not accepted, or the e-mail not verified. */
export const AccountProblem = {
  TermsNotAccepted: 'TermsNotAccepted',
  EmailNotVerified: 'EmailNotVerified',
  EidEmailNotVerified: 'EidEmailNotVerified',
} as const;
/** An account problem. */
export type AccountProblem = ValueOf<typeof AccountProblem>;

/** Results of the checkout payment step: Failed 0, SsnRequired 1, ValidationsRequired 2, TransactionExpired 99. */
export const PaymentStepResult = {
  Failed: 0,
  SsnRequired: 1,
  ValidationsRequired: 2,
  TransactionExpired: 99,
} as const;
/** A payment-step result code. */
export type PaymentStepResult = ValueOf<typeof PaymentStepResult>;

/**
 * Invoice status (section 4). The spec names them; the string values are this library's.
 */
export const InvoiceStatus = {
  Paid: 'paid',
  PartlyPaid: 'partlyPaid',
  NotPaid: 'notPaid',
  Ended: 'ended',
  Transferred: 'transferred',
  PaymentReserved: 'paymentReserved',
  PaymentInProgress: 'paymentInProgress',
  InCollection: 'inCollection',
  ReturnedFaultyAddress: 'returnedFaultyAddress',
} as const;
/** An invoice status. */
export type InvoiceStatus = ValueOf<typeof InvoiceStatus>;
/** Every invoice status. */
export const INVOICE_STATUSES = [
  InvoiceStatus.Paid,
  InvoiceStatus.PartlyPaid,
  InvoiceStatus.NotPaid,
  InvoiceStatus.Ended,
  InvoiceStatus.Transferred,
  InvoiceStatus.PaymentReserved,
  InvoiceStatus.PaymentInProgress,
  InvoiceStatus.InCollection,
  InvoiceStatus.ReturnedFaultyAddress,
] as const;

/** How an invoice is paid: card, e-invoice, invoice, direct debit (automatic). */
export const InvoicePaymentMethod = {
  Card: 'card',
  EInvoice: 'eInvoice',
  Invoice: 'invoice',
  DirectDebit: 'directDebit',
} as const;
/** An invoice payment method. */
export type InvoicePaymentMethod = ValueOf<typeof InvoicePaymentMethod>;
/** Every invoice payment method. */
export const INVOICE_PAYMENT_METHODS = [
  InvoicePaymentMethod.Card,
  InvoicePaymentMethod.EInvoice,
  InvoicePaymentMethod.Invoice,
  InvoicePaymentMethod.DirectDebit,
] as const;

/**
 * Finance (invoice) types: what an invoice account belongs to. The spec defines invoice types without
 * values; these are this library's.
 */
export const FinanceType = { LensSubscription: 1, GlassesSubscription: 2, Order: 3 } as const;
/** A finance type id (`:financeTypeId` of the invoice route). */
export type FinanceType = ValueOf<typeof FinanceType>;

/** Unit stock status (publicationStatus): 20 in stock, 30 out of stock, 0 or 40 store item. */
export const StockStatus = { InStock: 20, OutOfStock: 30, StoreItem: 0, StoreItemAlt: 40 } as const;
/** A unit publication status. */
export type StockStatus = ValueOf<typeof StockStatus>;

/** Requisition type of a booking: electronic or physical. */
export const RequisitionType = { Electronic: 'electronic', Physical: 'physical' } as const;
/** A requisition type. */
export type RequisitionType = ValueOf<typeof RequisitionType>;

/** Requisition decision status. */
export const RequisitionStatus = { Pending: 'pending', Approved: 'approved', Rejected: 'rejected' } as const;
/** A requisition status. */
export type RequisitionStatus = ValueOf<typeof RequisitionStatus>;

/**
 * Booking age groups. The spec gives two listings; both are here with stable ids:
 * under 18, 8-12, 13-17, over 18, over 76 and 1-17, 8-12, 13-17, 18-75, 76 and above.
 */
export const AgeGroup = {
  Under18: 'under-18',
  From8To12: '8-12',
  From13To17: '13-17',
  Over18: 'over-18',
  Over76: 'over-76',
  From1To17: '1-17',
  From18To75: '18-75',
  From76: '76-plus',
} as const;
/** A booking age group id. */
export type AgeGroup = ValueOf<typeof AgeGroup>;

/** Lens types: daily, two-week, monthly. */
export const LensType = { Daily: 'daily', TwoWeek: 'two-week', Monthly: 'monthly' } as const;
/** A lens type. */
export type LensType = ValueOf<typeof LensType>;

/** Outcomes of a Mobile BankID order when polled. */
export const BankIdStatus = {
  Pending: 'pending',
  Complete: 'complete',
  Failed: 'failed',
  Expired: 'expired',
  Cancelled: 'cancelled',
} as const;
/** A Mobile BankID order status. */
export type BankIdStatus = ValueOf<typeof BankIdStatus>;
