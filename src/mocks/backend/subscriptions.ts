import type {
  AddSubscriptionProductPayload,
  GlassesSubscription,
  LensSubscription,
  Perk,
  SubscriptionDocumentDetail,
  SubscriptionOverview,
  TemporaryAddressPayload,
  UpdatePaymentMethodPayload,
  UpdatePaymentMethodResult,
  WinbackOffer,
} from '../../shop/schemas/subscriptions';
import type { SubscriptionIntervalMonths } from '../../shop/enums';
import {
  CONNECTABLE_GLASSES_SUBSCRIPTION_NUMBER,
  mockGlassesSubscriptions,
  mockLensSubscriptions,
  mockPerks,
  mockSubscriptionDocuments,
} from '../fixtures/subscriptions';
import { findAccountByNumber } from './accounts';
import { onBackendReset } from './core';
import { datedFixture } from './fixtureDates';
import { BackendError, conflict, invalid, notFound } from './errors';
import { nextNumber } from './ids';
import { findCatalogueArticle, mediumImageOf, subscribableArticles } from './catalogue-link';
import { sendMessage } from './mailbox';
import { earliestLensDeliveryDate, lensDeliveryAfterActivation } from '../../shop/subscriptions/lens';
import { addDays, addMonths, backendToday } from './time';

import { GLASSES_NOTICE_PERIOD_DAYS, WINBACK_FREE_MONTHS } from '../../shop/subscriptions/glasses';
/**
 * Lens and glasses subscriptions. A lens subscription pauses (520) and is activated again (100); one
 * the shop froze is re-activated with "reactivate-frozen"; a cancelled one (200) cannot be restored.
 * A glasses subscription under notice can be won back (three free months, invoiced in arrears).
 */

// The spec's constants, from the shop's own rules (one source for the backend and the pages).
const GLASSES_NOTICE_DAYS = GLASSES_NOTICE_PERIOD_DAYS;
/** The direct debit account number whose registration fails. */
export const FAILING_DIRECT_DEBIT_ACCOUNT = '00000000000';

interface Owned<T> {
  customerNumber: string | null;
  subscription: T;
}

let lens: Owned<LensSubscription>[] = [];
let glasses: Owned<GlassesSubscription>[] = [];

/** Winback links of cancellation e-mails: token → the glasses subscription's id. */
let winbackTokens = new Map<string, string>();

function load(): void {
  // Dated from the day the backend started: the next delivery three weeks ahead stays three weeks ahead.
  lens = mockLensSubscriptions.map((entry) => datedFixture(entry));
  glasses = mockGlassesSubscriptions.map((entry) => datedFixture(entry));
  winbackTokens = new Map();
}
load();
onBackendReset(load);

function ownLens(customerNumber: string, id: string): LensSubscription {
  const entry = lens.find(
    (candidate) => candidate.subscription.id === id && candidate.customerNumber === customerNumber,
  );
  if (!entry) throw notFound('Lens subscription', id);
  return entry.subscription;
}

function ownGlasses(customerNumber: string, id: string): GlassesSubscription {
  const entry = glasses.find(
    (candidate) => candidate.subscription.id === id && candidate.customerNumber === customerNumber,
  );
  if (!entry) throw notFound('Glasses subscription', id);
  return entry.subscription;
}

function notCancelled(subscription: LensSubscription): void {
  if (subscription.status === 200) {
    throw conflict('SubscriptionCancelled', 'A cancelled subscription cannot be changed; create a new one');
  }
}

/** Every subscription of a customer. */
export function getSubscriptionOverview(customerNumber: string): SubscriptionOverview {
  return {
    lens: lens
      .filter((entry) => entry.customerNumber === customerNumber)
      .map((entry) => structuredClone(entry.subscription)),
    glasses: glasses
      .filter((entry) => entry.customerNumber === customerNumber)
      .map((entry) => structuredClone(entry.subscription)),
  };
}

/** One lens subscription of a customer. */
export function getLensSubscription(customerNumber: string, id: string): LensSubscription {
  return structuredClone(ownLens(customerNumber, id));
}

/** The next delivery of a subscription activated today: the rule the shop shows before it confirms. */
function nextDelivery(interval: SubscriptionIntervalMonths): string {
  return lensDeliveryAfterActivation(interval, backendToday());
}

/** Pauses an active lens subscription (100 to 520). */
export function pauseLens(customerNumber: string, id: string): LensSubscription {
  const subscription = ownLens(customerNumber, id);
  if (subscription.status !== 100)
    throw conflict('InvalidStatusTransition', 'Only an active subscription can be paused');
  subscription.status = 520;
  subscription.frozen = false;
  subscription.nextDeliveryDate = null;
  return structuredClone(subscription);
}

/** Activates a paused lens subscription (520 to 100); a frozen one needs reactivate-frozen. */
export function activateLens(customerNumber: string, id: string): LensSubscription {
  const subscription = ownLens(customerNumber, id);
  if (subscription.status !== 520)
    throw conflict('InvalidStatusTransition', 'Only a paused subscription can be activated');
  if (subscription.frozen)
    throw conflict('SubscriptionFrozen', 'A frozen subscription is re-activated with reactivate-frozen');
  subscription.status = 100;
  subscription.nextDeliveryDate = nextDelivery(subscription.interval);
  return structuredClone(subscription);
}

/** Re-activates a subscription the shop froze (520, frozen, to 100). */
export function reactivateFrozenLens(customerNumber: string, id: string): LensSubscription {
  const subscription = ownLens(customerNumber, id);
  if (subscription.status !== 520 || !subscription.frozen) {
    throw conflict('InvalidStatusTransition', 'Only a frozen subscription can be re-activated this way');
  }
  subscription.status = 100;
  subscription.frozen = false;
  subscription.frozenReason = null;
  subscription.nextDeliveryDate = nextDelivery(subscription.interval);
  return structuredClone(subscription);
}

/** Cancels an active or paused lens subscription (to 200, for good). */
export function cancelLens(customerNumber: string, id: string): LensSubscription {
  const subscription = ownLens(customerNumber, id);
  notCancelled(subscription);
  subscription.status = 200;
  subscription.frozen = false;
  subscription.frozenReason = null;
  subscription.nextDeliveryDate = null;
  subscription.noticeDate = backendToday();
  return structuredClone(subscription);
}

/** Changes the delivery interval (1, 2, 3 or 6 months). */
export function changeLensInterval(
  customerNumber: string,
  id: string,
  interval: SubscriptionIntervalMonths,
): LensSubscription {
  const subscription = ownLens(customerNumber, id);
  notCancelled(subscription);
  subscription.interval = interval;
  if (subscription.status === 100 && subscription.lastOrderDate) {
    const next = addMonths(subscription.lastOrderDate, interval);
    subscription.nextDeliveryDate = next > backendToday() ? next : addDays(backendToday(), 7);
  }
  return structuredClone(subscription);
}

/** Sets a temporary delivery address from one day to another; `from` may not be in the past. */
export function setTemporaryAddress(
  customerNumber: string,
  id: string,
  payload: TemporaryAddressPayload,
): LensSubscription {
  const subscription = ownLens(customerNumber, id);
  notCancelled(subscription);
  if (payload.from < backendToday())
    throw invalid('The first day is in the past', [{ path: 'from', message: 'In the past' }]);
  const { from, to, careOf, ...address } = payload;
  subscription.temporaryAddress = { address: careOf ? { ...address, careOf } : address, from, to };
  return structuredClone(subscription);
}

/** Removes the temporary delivery address. */
export function removeTemporaryAddress(customerNumber: string, id: string): LensSubscription {
  const subscription = ownLens(customerNumber, id);
  notCancelled(subscription);
  subscription.temporaryAddress = null;
  return structuredClone(subscription);
}

/**
 * Adds a catalogue product to a lens subscription. 404 for an unknown article or SKU; 409
 * `NotAvailableForSubscription` when the article cannot be subscribed.
 */
export function addLensProduct(
  customerNumber: string,
  id: string,
  payload: AddSubscriptionProductPayload,
): LensSubscription {
  const subscription = ownLens(customerNumber, id);
  notCancelled(subscription);
  const article = findCatalogueArticle(payload.articleId);
  if (!article) throw notFound('Article', payload.articleId);
  const sku = article.skus.find((candidate) => candidate.skuId === payload.skuId);
  if (!sku) throw notFound('SKU', payload.skuId);
  if (!article.allowSubscription) {
    throw conflict('NotAvailableForSubscription', `${article.name} cannot be subscribed`);
  }
  const unitPrice = (article.price.subscription ?? article.price.unit).amount;
  subscription.products.push({
    lineId: `${subscription.id}-${nextNumber(`lens-line-${subscription.id}`, subscription.products.length + 1)}`,
    articleId: String(article.id),
    skuId: sku.skuId,
    name: article.name,
    brand: article.brand,
    quantity: payload.quantity,
    eye: payload.eye,
    unitPrice,
    imageUrl: mediumImageOf(article),
    // The strength is the SKU's power; the catalogue holds no base curve or diameter.
    prescription:
      typeof sku.power === 'number'
        ? { power: sku.power, baseCurve: null, diameter: null, cylinder: null, axis: null, addition: null }
        : null,
  });
  repriceLens(subscription);
  return structuredClone(subscription);
}

function repriceLens(subscription: LensSubscription): void {
  subscription.pricePerDelivery =
    Math.round(
      subscription.products.reduce((sum, product) => sum + product.unitPrice * product.quantity, 0) * 100,
    ) / 100;
}

function ownLine(subscription: LensSubscription, lineId: string) {
  const line = subscription.products.find((candidate) => candidate.lineId === lineId);
  if (!line) throw notFound('Subscription product', lineId);
  return line;
}

/** Changes the quantity of a product in a lens subscription (1–12). */
export function changeLensProduct(
  customerNumber: string,
  id: string,
  lineId: string,
  quantity: number,
): LensSubscription {
  const subscription = ownLens(customerNumber, id);
  notCancelled(subscription);
  ownLine(subscription, lineId).quantity = quantity;
  repriceLens(subscription);
  return structuredClone(subscription);
}

/** Removes a product from a lens subscription; 409 `LastProduct` for the only one (cancel instead). */
export function removeLensProduct(customerNumber: string, id: string, lineId: string): LensSubscription {
  const subscription = ownLens(customerNumber, id);
  notCancelled(subscription);
  ownLine(subscription, lineId);
  if (subscription.products.length === 1) {
    throw conflict('LastProduct', 'The last product cannot be removed; cancel the subscription instead');
  }
  subscription.products = subscription.products.filter((product) => product.lineId !== lineId);
  repriceLens(subscription);
  return structuredClone(subscription);
}

/**
 * Moves the next delivery of an active lens subscription. 409 unless active; 422
 * `DeliveryDateTooEarly` before the earliest date that can still be processed (23 working days).
 */
export function changeLensNextDelivery(customerNumber: string, id: string, date: string): LensSubscription {
  const subscription = ownLens(customerNumber, id);
  notCancelled(subscription);
  if (subscription.status !== 100)
    throw conflict('InvalidStatusTransition', 'Only an active subscription has a next delivery to move');
  const earliest = earliestLensDeliveryDate(backendToday());
  if (date < earliest) {
    throw new BackendError(422, 'DeliveryDateTooEarly', `The earliest delivery date is ${earliest}`, [
      { path: 'date', message: `on or after ${earliest}` },
    ]);
  }
  subscription.nextDeliveryDate = date;
  return structuredClone(subscription);
}

/** The products a lens subscription can take (bounded: the first 60). */
export function listSubscribableProducts(): Array<{
  articleId: string;
  slug: string;
  name: string;
  brand: string;
  category: string;
  packageAmount: number | null;
  unitPrice: number;
  imageUrl: string | null;
}> {
  return subscribableArticles()
    .slice(0, 60)
    .map((article) => ({
      articleId: String(article.id),
      slug: article.slug,
      name: article.name,
      brand: article.brand,
      category: article.category,
      packageAmount: article.packageAmount ?? null,
      unitPrice: (article.price.subscription ?? article.price.unit).amount,
      imageUrl: mediumImageOf(article),
    }));
}

/**
 * Updates the payment method. A card continues at the provider (`redirectUrl`); direct debit with
 * the failing test account answers 409 `DirectDebitRegistrationFailed`.
 */
export function updateLensPaymentMethod(
  customerNumber: string,
  id: string,
  payload: UpdatePaymentMethodPayload,
): UpdatePaymentMethodResult {
  const subscription = ownLens(customerNumber, id);
  notCancelled(subscription);
  if (payload.paymentMethod === 'directDebit' && payload.accountNumber === FAILING_DIRECT_DEBIT_ACCOUNT) {
    throw new BackendError(
      409,
      'DirectDebitRegistrationFailed',
      'The bank did not accept the direct debit agreement',
    );
  }
  subscription.paymentMethod = payload.paymentMethod;
  const redirectUrl =
    payload.paymentMethod === 'card'
      ? `/min-konto/abonnement/linse/${subscription.id}/oppdater-betaling?kort=registrert&ref=PM-${nextNumber('payment-method', 501)}`
      : null;
  return { subscription: structuredClone(subscription), redirectUrl };
}

/** One glasses subscription of a customer. */
export function getGlassesSubscription(customerNumber: string, id: string): GlassesSubscription {
  return structuredClone(ownGlasses(customerNumber, id));
}

/** The documents of a glasses subscription. */
export function getGlassesDocuments(customerNumber: string, id: string): SubscriptionDocumentDetail[] {
  const subscription = ownGlasses(customerNumber, id);
  const documents = mockSubscriptionDocuments(subscription.id, subscription.startDate);
  // Without a start date the documents carry the fixtures' own day: dated as the fixtures are.
  return subscription.startDate === null ? datedFixture(documents) : documents;
}

/** The perks of a glasses subscription (none while only created). */
export function getGlassesPerks(customerNumber: string, id: string): Perk[] {
  const subscription = ownGlasses(customerNumber, id);
  return subscription.status === 'created' ? [] : mockPerks.map((perk) => datedFixture(perk));
}

/**
 * Connects an existing glasses subscription to the customer's account. 404
 * `LifestyleConnectionFailed` for an unknown number, 409 when it belongs to someone already.
 */
export function connectGlasses(customerNumber: string, subscriptionNumber: string): GlassesSubscription {
  const entry = glasses.find((candidate) => candidate.subscription.subscriptionNumber === subscriptionNumber);
  if (!entry)
    throw new BackendError(404, 'LifestyleConnectionFailed', 'No glasses subscription has this number');
  if (entry.customerNumber === customerNumber) return structuredClone(entry.subscription);
  if (entry.customerNumber !== null)
    throw new BackendError(409, 'LifestyleConnectionFailed', 'The subscription belongs to another account');
  entry.customerNumber = customerNumber;
  return structuredClone(entry.subscription);
}

/** Gives notice on an active glasses subscription: it ends 30 days later, and winback is offered. */
export function terminateGlasses(customerNumber: string, id: string): GlassesSubscription {
  const subscription = ownGlasses(customerNumber, id);
  if (subscription.status !== 'active' || subscription.noticeDate !== null) {
    throw conflict('InvalidStatusTransition', 'Only an active subscription without notice can be terminated');
  }
  const today = backendToday();
  const terminationDate = addDays(today, GLASSES_NOTICE_DAYS);
  subscription.noticeDate = today;
  subscription.terminationDate = terminationDate;
  subscription.winback = {
    freeMonths: WINBACK_FREE_MONTHS,
    invoicedInArrears: true,
    deadline: terminationDate,
  };
  const token = `winback-${nextNumber('winback-token', 9001)}`;
  winbackTokens.set(token, subscription.id);
  const account = findAccountByNumber(customerNumber);
  sendMessage({
    channel: 'email',
    to: account?.customer.email ?? customerNumber,
    subject: 'Vi har mottatt oppsigelsen din',
    body: `Brilleabonnementet ditt avsluttes ${terminationDate}. Angrer du? Få ${WINBACK_FREE_MONTHS} gratis måneder, fakturert etterskuddsvis.`,
    link: `/angreoppsigelse?token=${token}`,
    token,
  });
  return structuredClone(subscription);
}

/** The customer number behind a cancellation e-mail's winback link; 410 `WinbackLinkInvalid`. */
export function customerOfWinbackToken(token: string): string {
  const id = winbackTokens.get(token);
  const entry = glasses.find((candidate) => candidate.subscription.id === id);
  if (
    !entry?.customerNumber ||
    !entry.subscription.winback ||
    entry.subscription.winback.deadline < backendToday()
  ) {
    throw new BackendError(410, 'WinbackLinkInvalid', 'The winback link is unknown or the offer has ended');
  }
  return entry.customerNumber;
}

/** The winback offer of the customer's subscription under notice; 404 when there is none. */
export function getWinback(customerNumber: string): {
  subscription: GlassesSubscription;
  offer: WinbackOffer;
} {
  const entry = glasses.find(
    (candidate) =>
      candidate.customerNumber === customerNumber &&
      candidate.subscription.winback !== null &&
      candidate.subscription.winback.deadline >= backendToday(),
  );
  if (!entry || !entry.subscription.winback) throw notFound('Winback offer', customerNumber);
  return { subscription: structuredClone(entry.subscription), offer: { ...entry.subscription.winback } };
}

/** Accepts the winback offer: the notice is withdrawn and the next invoice comes after the free months. */
export function acceptWinback(customerNumber: string, id: string): GlassesSubscription {
  const subscription = ownGlasses(customerNumber, id);
  const offer = subscription.winback;
  if (!offer || offer.deadline < backendToday())
    throw conflict('WinbackNotAvailable', 'There is no winback offer for this subscription');
  subscription.noticeDate = null;
  subscription.terminationDate = null;
  subscription.winback = null;
  subscription.nextInvoiceDate = addMonths(backendToday(), offer.freeMonths);
  return structuredClone(subscription);
}

export { CONNECTABLE_GLASSES_SUBSCRIPTION_NUMBER };
