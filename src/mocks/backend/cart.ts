import type { CartHead, CartItem, CartUpdatePayload, CheckoutConfig } from '../../shop/schemas/cart';
import {
  DELIVERY_METHOD_IDS,
  Market,
  PaymentMethod,
  StockStatus,
  type DeliveryMethod,
  type PaymentMethod as PaymentMethodId,
} from '../../shop/enums';
import type { Article, Sku } from '../../shop/schemas/article';
import {
  hasLensPrescription,
  isContactLensCategory,
  isContactLensLine,
} from '../../shop/checkout/lensPrescriptions';
import { onBackendReset } from './core';
import { BackendError, conflict, notFound } from './errors';
import { nextNumber } from './ids';
import { findCatalogueSku, mediumImageOf, skuAmount } from './catalogue-link';
import type { Session } from './sessions';

/**
 * Carts per shopper session. Lines reference the fixture catalogue by SKU; quantity 0 removes a line
 * (and the lenses on a removed frame); a line keeps its editability, subscription interval and
 * prescriptions when only its quantity changes.
 */

/** Shipping is free from this total (kroner). */
export const FREE_SHIPPING_THRESHOLD = 699;
/** Shipping below the threshold (kroner). */
export const SHIPPING_COST = 59;

interface CartState {
  items: CartItem[];
}

let carts = new Map<string, CartState>();
let seedLines: readonly CartUpdatePayload[] = [];
onBackendReset(() => {
  carts = new Map();
  seedLines = [];
});

/**
 * Makes every new shopper cart start with these lines, each applied like a `POST /api/cart/update`
 * (so `quantity: 12`, a `subscriptionInterval` or a `childSkuId` lens on a frame all work). An
 * unknown or unsellable SKU throws at the first cart read. `resetBackend()` clears it.
 * @example setMockShopperCart([{ skuId: 'GL-1001-BLK', quantity: 1 }])
 */
export function setMockShopperCart(lines: readonly CartUpdatePayload[]): void {
  seedLines = [...lines];
}

function cartOf(session: Session): CartState {
  let cart = carts.get(session.token);
  if (!cart) {
    cart = { items: [] };
    carts.set(session.token, cart);
    for (const line of seedLines) updateCart(session, line, true);
  }
  return cart;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Whether a catalogue article is a gift card (bought as is: its quantity cannot be edited). */
export function isGiftCard(article: Article): boolean {
  return /gavekort/i.test(article.category) || /gavekort/i.test(article.name);
}

/** Whether a catalogue article is a contact lens (not an accessory such as lens fluid). */
export function isContactLens(article: Article): boolean {
  return isContactLensCategory(article.category);
}

/**
 * The lines of a cart that are contact lenses without their strength (a prescription with at least
 * one eye): checkout asks for it, and the order is refused until every lens line has one.
 */
export function lensLinesWithoutPrescription(items: readonly CartItem[]): CartItem[] {
  return items.filter((item) => isContactLensLine(item) && !hasLensPrescription(item));
}

function lineFor(
  article: Article,
  sku: Sku,
  quantity: number,
  parentSkuId: string | null,
  payload: CartUpdatePayload | null,
): CartItem {
  const interval = payload?.subscriptionInterval ?? null;
  const part =
    interval && article.allowSubscription && article.price.subscription
      ? article.price.subscription
      : article.price.unit;
  return {
    skuId: sku.skuId,
    parentSkuID: parentSkuId,
    slug: article.slug,
    ref: `line-${nextNumber('cart-line')}`,
    articleId: String(article.id),
    articleDescription: article.name,
    category: article.category,
    brand: article.brand,
    quantity,
    isEditAble: parentSkuId === null && !isGiftCard(article),
    subscriptionInterval: interval,
    prescription: payload?.prescription ?? null,
    prescriptionGlasses: payload?.prescriptionGlasses ?? null,
    media: { md: mediumImageOf(article) },
    price: {
      amount: skuAmount(article, sku, part.amount),
      ordinaryPrice: skuAmount(article, sku, part.ordinaryPrice),
      isCampaign: part.isCampaign,
    },
    color: sku.color ?? null,
    size: sku.size ?? null,
  };
}

/**
 * Throws 409 `OutOfStock` for an out-of-stock SKU, and 409 `StoreOnly` for a store item when the
 * shopper is not a store user.
 */
export function checkSellable(article: Article, sku: Sku, isStoreUser: boolean): void {
  const status = sku.publicationStatus ?? article.price.unit.publicationStatus;
  if (status === StockStatus.OutOfStock) throw conflict('OutOfStock', `${article.name} is out of stock`);
  if ((status === StockStatus.StoreItem || status === StockStatus.StoreItemAlt) && !isStoreUser) {
    throw conflict('StoreOnly', `${article.name} is only available in stores`);
  }
}

/** A SKU of the catalogue with its article; throws 404 for an unknown SKU. */
export function lookupSku(skuId: string): { article: Article; sku: Sku } {
  const found = findCatalogueSku(skuId);
  if (!found) throw notFound('SKU', skuId);
  return found;
}

/**
 * Applies `POST /api/cart/update`: sets the quantity of a line (0 removes it), adding the line when
 * it is new. With `childSkuId` the child (a lens on a frame) follows the parent's quantity.
 */
export function updateCart(session: Session, payload: CartUpdatePayload, isStoreUser: boolean): void {
  const cart = cartOf(session);
  const existing =
    cart.items.find((item) => item.skuId === payload.skuId && item.parentSkuID === null) ??
    cart.items.find((item) => item.skuId === payload.skuId);
  if (payload.quantity === 0) {
    if (!existing) return;
    cart.items = cart.items.filter(
      (item) => item !== existing && !(existing.parentSkuID === null && item.parentSkuID === existing.skuId),
    );
    return;
  }
  if (existing) {
    if (!existing.isEditAble && existing.quantity !== payload.quantity && existing.parentSkuID !== null) {
      throw conflict('LineNotEditable', 'This line follows its frame and cannot be changed on its own');
    }
    existing.quantity = payload.quantity;
    if (payload.subscriptionInterval !== undefined)
      existing.subscriptionInterval = payload.subscriptionInterval;
    if (payload.prescription !== undefined) existing.prescription = payload.prescription;
    if (payload.prescriptionGlasses !== undefined) existing.prescriptionGlasses = payload.prescriptionGlasses;
    for (const child of cart.items)
      if (child.parentSkuID === existing.skuId) child.quantity = payload.quantity;
  } else {
    const { article, sku } = lookupSku(payload.skuId);
    checkSellable(article, sku, isStoreUser);
    if (payload.subscriptionInterval && !article.allowSubscription) {
      throw conflict('NotAvailableForSubscription', `${article.name} cannot be subscribed`);
    }
    cart.items.push(lineFor(article, sku, payload.quantity, null, payload));
  }
  const childSkuId = payload.childSkuId;
  if (childSkuId) {
    const parent = payload.skuId;
    const child = cart.items.find((item) => item.skuId === childSkuId && item.parentSkuID === parent);
    if (child) {
      child.quantity = payload.quantity;
    } else {
      const found = lookupSku(childSkuId);
      checkSellable(found.article, found.sku, isStoreUser);
      cart.items.push(lineFor(found.article, found.sku, payload.quantity, parent, null));
    }
  }
}

/**
 * Keeps a glasses prescription on a session's cart line (by its `ref`), as checkout saves it; the
 * line keeps it when its quantity changes. 404 for an unknown line.
 */
export function setLinePrescriptionGlasses(
  session: Session,
  ref: string,
  prescription: CartItem['prescriptionGlasses'],
): void {
  const line = cartOf(session).items.find((item) => item.ref === ref);
  if (!line) throw notFound('Cart line', ref);
  line.prescriptionGlasses = prescription === null ? null : structuredClone(prescription);
}

/** Empties a session's cart (`POST /api/cart/empty`, and after a completed payment). */
export function emptyCart(session: Session): void {
  cartOf(session).items = [];
}

/** The cart head of a session. */
export function getCartHead(session: Session): CartHead {
  const items = cartOf(session).items.map((item) => ({
    ...item,
    media: { ...item.media },
    price: { ...item.price },
  }));
  return {
    cart: {
      items,
      totalCost: round(items.reduce((sum, item) => sum + item.price.amount * item.quantity, 0)),
    },
    shopperId: session.shopperId,
  };
}

/** The lines of a session's cart (read-only copies). */
export function getCartItems(session: Session): CartItem[] {
  return getCartHead(session).cart.items;
}

/** Delivery methods that apply to a cart: Digital (128) only for a cart of gift cards only. */
export function deliveryMethodsFor(items: readonly CartItem[]): DeliveryMethod[] {
  const onlyGiftCards =
    items.length > 0 &&
    items.every((item) => /gavekort/i.test(item.category) || /gavekort/i.test(item.articleDescription));
  return DELIVERY_METHOD_IDS.filter((id) => id !== 128 || onlyGiftCards);
}

/** Payment methods of a session: KlarnaInStore (65) only for store users. */
export function paymentMethodsFor(isStoreUser: boolean): PaymentMethodId[] {
  return isStoreUser
    ? [PaymentMethod.Klarna, PaymentMethod.KlarnaInStore, PaymentMethod.Giftcard]
    : [PaymentMethod.Klarna, PaymentMethod.Giftcard];
}

/** Shipping for a cart total. */
export function shippingFor(total: number, itemCount: number): number {
  return itemCount === 0 || total >= FREE_SHIPPING_THRESHOLD ? 0 : SHIPPING_COST;
}

/** What checkout needs to know about a session's cart. */
export function getCheckoutConfig(session: Session, isStoreUser: boolean): CheckoutConfig {
  const head = getCartHead(session);
  const items = head.cart.items;
  const total = head.cart.totalCost;
  const itemCount = items.reduce((sum, item) => sum + item.quantity, 0);
  return {
    market: Market.NO,
    currency: 'NOK',
    itemCount,
    freeShippingThreshold: FREE_SHIPPING_THRESHOLD,
    amountToFreeShipping:
      itemCount === 0 ? FREE_SHIPPING_THRESHOLD : round(Math.max(0, FREE_SHIPPING_THRESHOLD - total)),
    shippingCost: shippingFor(total, itemCount),
    deliveryMethodIds: deliveryMethodsFor(items),
    paymentMethodIds: paymentMethodsFor(isStoreUser),
    hasSubscriptionLines: items.some((item) => item.subscriptionInterval !== null),
    requiresPrescription: lensLinesWithoutPrescription(items).length > 0,
  };
}

/** Throws 409 `CartEmpty` when a session's cart has no lines. */
export function requireNonEmptyCart(session: Session): CartItem[] {
  const items = getCartItems(session);
  if (items.length === 0) throw new BackendError(409, 'CartEmpty', 'The cart is empty');
  return items;
}
