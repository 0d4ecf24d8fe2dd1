import type {
  CollectionPoint,
  ConfirmedOrder,
  DeliveryOption,
  Discount,
  GlassesLine,
  LinePrescriptionPayload,
  PaymentMethodOption,
  PaymentStepOutcome,
  PaymentStepPayload,
} from '../../shop/schemas/checkout';
import type { ApiFieldError } from '../../shop/schemas/common';
import type { CartItem, ContactLensPrescription, GlassesPrescription } from '../../shop/schemas/cart';
import { orderConfirmationMessage } from './confirmationMail';
import { sendMessage } from './mailbox';
import { isCompleteGlassesPrescription } from '../../shop/prescription/glasses';
import { MOCK_LENS_OPTIONS } from '../fixtures/catalogue/lensOptions';
import { DELIVERY_METHOD_IDS, PaymentStepResult, type DeliveryMethod } from '../../shop/enums';
import { shipmentName } from '../fixtures/orders';
import { backendNow, onBackendReset } from './core';
import { BackendError, conflict, invalid, notFound } from './errors';
import { hashUnit, nextNumber, randomHex } from './ids';
import {
  FREE_SHIPPING_THRESHOLD,
  deliveryMethodsFor,
  emptyCart,
  getCartHead,
  paymentMethodsFor,
  getCartItems,
  lensLinesWithoutPrescription,
  requireNonEmptyCart,
  setLinePrescriptionGlasses,
  shippingFor,
} from './cart';
import { findAccountByNumber } from './accounts';
import { addOrder, getOrderByNumber } from './orders';
import { drawGiftCard, getGiftCardBalance } from './giftcards';
import { getMockStore } from '../fixtures/stores';
import type { Session } from './sessions';
import { addDays, backendNowIso, backendToday } from './time';

/**
 * Checkout: delivery options (the spec's ids; 119 is click and collect), collection points near a
 * zip code, payment methods, discount codes and the payment step with its results (0 Failed,
 * 1 SsnRequired, 2 ValidationsRequired, 99 TransactionExpired).
 *
 * Test triggers of the payment step: Klarna without a personal number for a guest gives SsnRequired;
 * missing customer fields give ValidationsRequired; the personal number `010101-00000` gives Failed;
 * a Klarna transaction older than 30 minutes (or unknown) gives TransactionExpired; a gift card with
 * too little money gives Failed. A contact lens line without its strength refuses the order with
 * 409 `LensPrescriptionRequired` (a glasses line without its prescription is a ValidationsRequired).
 */

/** The personal number that makes the payment fail. */
export const FAILING_SSN = '010101-00000';
/** How long a Klarna transaction can be resumed. */
export const TRANSACTION_MINUTES = 30;

/** Discount codes the fake backend accepts. */
export const mockDiscountCodes: readonly {
  code: string;
  description: string;
  percent?: number;
  amount?: number;
}[] = [
  { code: 'GLIMT10', description: '10 % rabatt på hele handlekurven', percent: 10 },
  { code: 'VELKOMMEN200', description: 'Kr 200 i velkomstrabatt', amount: 200 },
];

const DELIVERY: Readonly<
  Record<
    DeliveryMethod,
    { description: string; price: number; days: [number, number] | null; point: boolean; store: boolean }
  >
> = {
  79: { description: 'Små pakker i postkassen.', price: 0, days: [2, 4], point: false, store: false },
  101: {
    description: 'Hent pakken på et hentested nær deg.',
    price: 49,
    days: [1, 3],
    point: true,
    store: false,
  },
  112: {
    description: 'Levert hjem på døren på dagtid.',
    price: 99,
    days: [1, 3],
    point: false,
    store: false,
  },
  117: { description: 'Levert neste virkedag.', price: 149, days: [1, 1], point: false, store: false },
  119: {
    description: 'Hent gratis i en av våre butikker.',
    price: 0,
    days: [2, 5],
    point: false,
    store: true,
  },
  125: {
    description: 'Hent pakken i en pakkeboks når det passer deg.',
    price: 39,
    days: [1, 3],
    point: true,
    store: false,
  },
  127: {
    description: 'Levert hjem mellom kl. 17 og 22.',
    price: 129,
    days: [1, 2],
    point: false,
    store: false,
  },
  128: { description: 'Gavekortet sendes på e-post.', price: 0, days: null, point: false, store: false },
};

interface Transaction {
  id: string;
  token: string;
  createdAt: number;
}

let transactions = new Map<string, Transaction>();
let discounts = new Map<string, Discount>();
/** Which session placed each order: a guest's confirmation is theirs only. */
let placedBy = new Map<string, string>();
/** What a placed order's line was made to: its glasses prescription, or its contact lenses' strength. */
interface LinePrescriptions {
  glasses: GlassesPrescription | null;
  lens: ContactLensPrescription | null;
}
/** The prescriptions of placed orders' lines, by order number and line id. */
let orderPrescriptions = new Map<string, Map<string, LinePrescriptions>>();
onBackendReset(() => {
  transactions = new Map();
  discounts = new Map();
  placedBy = new Map();
  orderPrescriptions = new Map();
});

// -----------------------------------------------------------------------------------------------
// Glasses prescriptions: a frame with a prescription lens on it (a child line whose SKU is a lens
// option of the `lens` group) needs a prescription before the order can be placed.
// -----------------------------------------------------------------------------------------------

function glassesLinesOf(items: readonly CartItem[]): GlassesLine[] {
  const lines: GlassesLine[] = [];
  for (const frame of items) {
    if (frame.parentSkuID !== null) continue;
    const lensLine = items.find(
      (item) =>
        item.parentSkuID === frame.skuId &&
        MOCK_LENS_OPTIONS.some((option) => option.skuId === item.skuId && option.group === 'lens'),
    );
    const lens = MOCK_LENS_OPTIONS.find((option) => option.skuId === lensLine?.skuId);
    if (!lensLine || !lens?.kind) continue;
    lines.push({
      ref: frame.ref,
      skuId: frame.skuId,
      name: frame.articleDescription,
      brand: frame.brand,
      quantity: frame.quantity,
      lens: { skuId: lens.skuId, name: lens.name, kind: lens.kind },
      prescription: frame.prescriptionGlasses ? structuredClone(frame.prescriptionGlasses) : null,
    });
  }
  return lines;
}

/** The glasses lines of a session's cart with their prescriptions (none without a session). */
export function getGlassesLines(session: Session | undefined): GlassesLine[] {
  return session ? glassesLinesOf(getCartItems(session)) : [];
}

function isComplete(line: GlassesLine): boolean {
  return isCompleteGlassesPrescription(line.prescription, { computer: line.lens.kind === 'computer' });
}

/**
 * Keeps a prescription on a glasses line. 404 for an unknown line; 409 `NotGlasses` for a line
 * without prescription lenses; 422 for a prescription that breaks one of the shop's rules (the
 * same rules as the forms). Working distances are kept for computer glasses only.
 */
export function saveLinePrescription(
  session: Session,
  ref: string,
  payload: LinePrescriptionPayload,
): GlassesLine {
  const items = getCartItems(session);
  if (!items.some((item) => item.ref === ref)) throw notFound('Cart line', ref);
  const line = glassesLinesOf(items).find((candidate) => candidate.ref === ref);
  if (!line) throw conflict('NotGlasses', 'This line has no prescription lenses');
  const computer = line.lens.kind === 'computer';
  const prescription: GlassesPrescription = {
    right: payload.prescription.right,
    left: payload.prescription.left,
    workingDistances: computer ? (payload.prescription.workingDistances ?? null) : null,
  };
  if (!isCompleteGlassesPrescription(prescription, { computer })) {
    throw invalid('The prescription breaks a rule', [{ path: 'prescription', message: 'Invalid' }]);
  }
  setLinePrescriptionGlasses(session, ref, prescription);
  return { ...line, prescription: structuredClone(prescription) };
}

function isWeekend(date: string): boolean {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

function addWorkingDays(from: string, days: number): string {
  let date = from;
  let left = days;
  while (left > 0) {
    date = addDays(date, 1);
    if (!isWeekend(date)) left -= 1;
  }
  return date;
}

/** The delivery options for a session's cart (an empty cart without a session). */
export function getDeliveryOptions(session: Session | undefined): DeliveryOption[] {
  const cart = session ? getCartHead(session).cart : { items: [], totalCost: 0 };
  const today = backendToday();
  const free = cart.totalCost >= FREE_SHIPPING_THRESHOLD;
  return deliveryMethodsFor(cart.items).map((id) => {
    const option = DELIVERY[id];
    return {
      id,
      name: shipmentName(id),
      description: option.description,
      price: free && (id === 101 || id === 112 || id === 125) ? 0 : option.price,
      estimatedDelivery: option.days
        ? { from: addWorkingDays(today, option.days[0]), to: addWorkingDays(today, option.days[1]) }
        : null,
      requiresCollectionPoint: option.point,
      requiresStore: option.store,
    };
  });
}

const CHAINS = [
  ['Coop Extra', 'Posten'],
  ['Kiwi', 'PostNord'],
  ['Rema 1000', 'Posten'],
  ['Narvesen', 'Helthjem'],
  ['Joker', 'Posten'],
  ['Shell', 'PostNord'],
] as const;

const AREA_BY_PREFIX: ReadonlyArray<readonly [string, string]> = [
  ['0', 'Oslo'],
  ['13', 'Sandvika'],
  ['16', 'Fredrikstad'],
  ['20', 'Lillestrøm'],
  ['23', 'Hamar'],
  ['26', 'Lillehammer'],
  ['28', 'Gjøvik'],
  ['30', 'Drammen'],
  ['31', 'Tønsberg'],
  ['40', 'Stavanger'],
  ['43', 'Sandnes'],
  ['46', 'Kristiansand'],
  ['5', 'Bergen'],
  ['55', 'Haugesund'],
  ['60', 'Ålesund'],
  ['64', 'Molde'],
  ['70', 'Trondheim'],
  ['80', 'Bodø'],
  ['90', 'Tromsø'],
  ['94', 'Harstad'],
];

function areaOf(zipCode: string): string {
  const match = [...AREA_BY_PREFIX]
    .sort((a, b) => b[0].length - a[0].length)
    .find(([prefix]) => zipCode.startsWith(prefix));
  return match ? match[1] : 'Sentrum';
}

const STREETS = ['Storgata', 'Kirkegata', 'Torggata', 'Jernbaneveien', 'Sentrumsveien', 'Strandgata'];

/** Five collection points near a zip code, the same every time for the same zip code. */
export function getCollectionPoints(zipCode: string, deliveryMethodId: DeliveryMethod): CollectionPoint[] {
  const area = areaOf(zipCode);
  return Array.from({ length: 5 }, (_, index) => {
    const chain = CHAINS[Math.floor(hashUnit(`${zipCode}|chain|${index}`) * CHAINS.length)] ?? CHAINS[0];
    const street = STREETS[Math.floor(hashUnit(`${zipCode}|street|${index}`) * STREETS.length)] ?? 'Storgata';
    const locker = deliveryMethodId === 125;
    return {
      id: `${locker ? 'PB' : 'HS'}-${zipCode}-${index + 1}`,
      name: locker ? `Pakkeboks ${chain[0]} ${area}` : `${chain[0]} ${area}`,
      carrier: chain[1],
      address: {
        street: `${street} ${1 + Math.floor(hashUnit(`${zipCode}|no|${index}`) * 120)}`,
        zipCode,
        city: area,
      },
      distanceMeters: 250 + index * 400 + Math.floor(hashUnit(`${zipCode}|distance|${index}`) * 300),
      openingHours: locker ? 'Døgnåpent' : index % 2 === 0 ? 'Man–lør 07–23' : 'Man–fre 08–21, lør 09–20',
    };
  });
}

/** The payment methods of a session: Klarna 60, KlarnaInStore 65 (store users), Giftcard 900. */
export function getPaymentMethods(isStoreUser: boolean): PaymentMethodOption[] {
  const names: Record<number, string> = { 60: 'Klarna', 65: 'Klarna i butikk', 900: 'Gavekort' };
  return paymentMethodsFor(isStoreUser).map((id) => ({
    id,
    name: names[id] ?? String(id),
    storeOnly: id === 65,
  }));
}

/** Takes a session's discount code off again (nothing happens when none is applied). */
export function removeDiscount(session: Session): void {
  discounts.delete(session.token);
}

/**
 * The confirmation of a placed order, for its owner only: the session that placed it, or the
 * logged-in customer it belongs to. Anyone else gets the 404 an unknown order gets.
 */
export function getOrderConfirmation(session: Session | undefined, orderNumber: string): ConfirmedOrder {
  const order = getOrderByNumber(orderNumber);
  const placer = placedBy.get(orderNumber);
  const owns =
    (session !== undefined && placer === session.token) ||
    (session?.customerNumber !== undefined &&
      session.customerNumber !== null &&
      order.customerNumber === session.customerNumber);
  if (!owns) throw new BackendError(404, 'NotFound', `Order ${orderNumber} was not found`);
  const prescriptions = orderPrescriptions.get(orderNumber);
  return {
    ...order,
    lines: order.lines.map((line) => ({
      ...line,
      prescriptionGlasses: structuredClone(prescriptions?.get(line.lineId)?.glasses ?? null),
      prescription: structuredClone(prescriptions?.get(line.lineId)?.lens ?? null),
    })),
  };
}

/** Applies a discount code to a session; 404 `InvalidDiscountCode`. */
export function applyDiscount(session: Session, code: string): Discount {
  const found = mockDiscountCodes.find((candidate) => candidate.code === code.trim().toUpperCase());
  if (!found) throw new BackendError(404, 'InvalidDiscountCode', 'The discount code is not valid');
  const total = requireNonEmptyCart(session).reduce(
    (sum, item) => sum + item.price.amount * item.quantity,
    0,
  );
  const amount =
    Math.round(
      (found.percent !== undefined ? (total * found.percent) / 100 : Math.min(total, found.amount ?? 0)) *
        100,
    ) / 100;
  const discount = { code: found.code, description: found.description, amount };
  discounts.set(session.token, discount);
  return { ...discount };
}

const REQUIRED_FIELDS = ['firstName', 'lastName', 'email', 'mobile', 'street', 'zipCode', 'city'] as const;

function problem(result: PaymentStepResult, validationErrors: ApiFieldError[] = []): PaymentStepOutcome {
  return { status: 'problem', result, validationErrors };
}

/**
 * Throws 409 `LensPrescriptionRequired` when a contact lens line of the cart has no strength (no
 * prescription, or one without either eye): the lenses cannot be sent without it. `fields` names
 * each line (`lines.{ref}.prescription`).
 */
export function requireLensPrescriptions(items: readonly CartItem[]): void {
  const missing = lensLinesWithoutPrescription(items);
  if (missing.length === 0) return;
  throw new BackendError(
    409,
    'LensPrescriptionRequired',
    `${missing.length === 1 ? 'A contact lens line has' : `${missing.length} contact lens lines have`} no prescription`,
    missing.map((item) => ({ path: `lines.${item.ref}.prescription`, message: 'Required' })),
  );
}

/** The payment step. See the module comment for the test triggers. */
export function pay(session: Session, payload: PaymentStepPayload, isStoreUser: boolean): PaymentStepOutcome {
  const items = requireNonEmptyCart(session);
  if (
    !DELIVERY_METHOD_IDS.includes(payload.deliveryMethodId) ||
    !deliveryMethodsFor(items).includes(payload.deliveryMethodId)
  ) {
    return problem(PaymentStepResult.ValidationsRequired, [
      { path: 'deliveryMethodId', message: 'Not offered for this cart' },
    ]);
  }
  if (!paymentMethodsFor(isStoreUser).includes(payload.paymentMethodId)) {
    throw new BackendError(403, 'PaymentMethodNotAllowed', 'Klarna in store is for store users only');
  }
  requireLensPrescriptions(items);
  const account = session.customerNumber ? findAccountByNumber(session.customerNumber) : undefined;
  const customer = { ...(account ? account.customer : {}), ...payload.customer };
  const errors: ApiFieldError[] = REQUIRED_FIELDS.filter((field) => !customer[field]).map((field) => ({
    path: `customer.${field}`,
    message: 'Required',
  }));
  const option = DELIVERY[payload.deliveryMethodId];
  if (option.store && !(payload.storeId && getMockStore(payload.storeId)))
    errors.push({ path: 'storeId', message: 'Pick a store' });
  if (option.point && !payload.collectionPointId)
    errors.push({ path: 'collectionPointId', message: 'Pick a collection point' });
  if (!glassesLinesOf(items).every(isComplete))
    errors.push({ path: 'prescriptions', message: 'A glasses line has no valid prescription' });
  if (errors.length > 0) return problem(PaymentStepResult.ValidationsRequired, errors);
  if (payload.ssn === FAILING_SSN) return problem(PaymentStepResult.Failed);

  const subtotal = items.reduce((sum, item) => sum + item.price.amount * item.quantity, 0);
  const discount = discounts.get(session.token)?.amount ?? 0;
  const itemCount = items.reduce((sum, item) => sum + item.quantity, 0);
  const deliveryPrice =
    getDeliveryOptions(session).find((candidate) => candidate.id === payload.deliveryMethodId)?.price ??
    shippingFor(subtotal, itemCount);
  const total = Math.round((subtotal - discount + deliveryPrice) * 100) / 100;

  if (payload.paymentMethodId === 900) {
    if (!payload.giftCard)
      return problem(PaymentStepResult.ValidationsRequired, [{ path: 'giftCard', message: 'Required' }]);
    let balance: number;
    try {
      balance = getGiftCardBalance(payload.giftCard.number, payload.giftCard.pin).balance;
    } catch {
      return problem(PaymentStepResult.Failed, [{ path: 'giftCard', message: 'Gift card not found' }]);
    }
    if (!drawGiftCard(payload.giftCard.number, payload.giftCard.pin, total)) {
      return problem(PaymentStepResult.Failed, [
        { path: 'giftCard', message: `Balance ${balance} is below ${total}` },
      ]);
    }
    return complete(session, payload, total, deliveryPrice);
  }

  if (payload.transactionId !== undefined) {
    const transaction = transactions.get(payload.transactionId);
    const age = transaction ? backendNow().getTime() - transaction.createdAt : Infinity;
    if (!transaction || transaction.token !== session.token || age > TRANSACTION_MINUTES * 60_000) {
      return problem(PaymentStepResult.TransactionExpired);
    }
    transactions.delete(payload.transactionId);
    return complete(session, payload, total, deliveryPrice);
  }
  if (!account && !payload.ssn && payload.paymentMethodId === 60) {
    return problem(PaymentStepResult.SsnRequired, [{ path: 'ssn', message: 'Required for Klarna' }]);
  }
  const id = `KL-${nextNumber('transaction', 7001)}-${randomHex(6)}`;
  transactions.set(id, { id, token: session.token, createdAt: backendNow().getTime() });
  return { status: 'redirect', redirectUrl: `/checkout?klarna=${id}`, transactionId: id };
}

function complete(
  session: Session,
  payload: PaymentStepPayload,
  total: number,
  shippingCost: number,
): PaymentStepOutcome {
  const head = getCartHead(session);
  const discount = discounts.get(session.token);
  const account = session.customerNumber ? findAccountByNumber(session.customerNumber) : undefined;
  const customer = { ...(account ? account.customer : {}), ...payload.customer };
  const pickup = payload.deliveryMethodId === 119 || payload.deliveryMethodId === 128;
  const order = addOrder({
    customerNumber: session.customerNumber ?? 'guest',
    status: 1,
    statusLabel: 'processing',
    createdAt: backendNowIso(),
    shipmentMethod: { id: payload.deliveryMethodId, name: shipmentName(payload.deliveryMethodId) },
    paymentMethod: payload.paymentMethodId,
    deliveryAddress: pickup
      ? null
      : { street: customer.street ?? '', zipCode: customer.zipCode ?? '', city: customer.city ?? '' },
    storeId: payload.deliveryMethodId === 119 ? (payload.storeId ?? null) : null,
    lines: head.cart.items.map((item, index) => ({
      lineId: String(index + 1),
      articleId: item.articleId,
      skuId: item.skuId,
      name: item.articleDescription,
      brand: item.brand,
      quantity: item.quantity,
      unitPrice: item.price.amount,
      totalPrice: Math.round(item.price.amount * item.quantity * 100) / 100,
      imageUrl: item.media.md,
      returnableQuantity: 0,
    })),
    // The discount the total was reduced by goes on the order, so every page that shows the order
    // can list it: its lines, discount and shipping add up to its total.
    discounts: discount ? [{ ...discount }] : [],
    shippingCost,
    totalPrice: total,
    currency: 'NOK',
    tracking: null,
    returns: [],
  });
  const glasses = new Map(glassesLinesOf(head.cart.items).map((line) => [line.ref, line.prescription]));
  const prescriptions = new Map<string, LinePrescriptions>();
  // The order's lines are the cart's, in the same order (addOrder numbers them).
  head.cart.items.forEach((item, index) => {
    const lineId = order.lines[index]?.lineId;
    const kept = {
      glasses: glasses.get(item.ref) ?? null,
      lens: item.parentSkuID === null && item.prescription ? structuredClone(item.prescription) : null,
    };
    if (lineId && (kept.glasses || kept.lens)) prescriptions.set(lineId, kept);
  });
  orderPrescriptions.set(order.orderNumber, prescriptions);
  emptyCart(session);
  discounts.delete(session.token);
  placedBy.set(order.orderNumber, session.token);
  if (customer.email) sendMessage(orderConfirmationMessage(order, customer.email, customer.firstName));
  return { status: 'completed', orderNumber: order.orderNumber, total };
}
