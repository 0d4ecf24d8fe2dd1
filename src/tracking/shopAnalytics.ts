/**
 * The shop's analytics events (shop spec section 7): pushed to the tag manager's data layer on page
 * view, `view_cart` and `remove_from_cart`, each item with name, id, category, brand, sku, price,
 * discount, quantity and currency. One typed module, so the cart drawer and the pages push the same
 * shape.
 */
import { consentGate, type ConsentGateOptions } from './analytics';

/** An item of a shop analytics event. */
export interface ShopAnalyticsItem {
  /** Product name as shown. */
  name: string;
  /** Article id. */
  id: string;
  category?: string;
  brand?: string;
  /** The sku of the variant. */
  sku: string;
  /** Unit price paid. */
  price: number;
  /** Unit discount off the ordinary price. @default 0 */
  discount?: number;
  quantity: number;
  /** ISO 4217 code, e.g. `'NOK'`. */
  currency: string;
}

/** What a page view says about the page. */
export interface ShopPageView {
  /** Path and query, e.g. `/briller?merke=ray-ban`. */
  path: string;
  title?: string;
  /** The full URL. */
  location?: string;
}

/** A data layer entry pushed by {@link createShopAnalytics}. */
export type ShopDataLayerEvent =
  | { event: 'page_view'; page_path: string; page_title?: string; page_location?: string }
  | {
      event: 'view_cart' | 'remove_from_cart';
      ecommerce: { currency: string; value: number; items: ShopAnalyticsItem[] };
    }
  | {
      event: 'purchase';
      ecommerce: {
        transaction_id: string;
        currency: string;
        value: number;
        shipping: number;
        items: ShopAnalyticsItem[];
      };
    };

/** A placed order as the `purchase` event reports it. */
export interface ShopPurchase {
  /** The shop's order number. */
  transactionId: string;
  currency: string;
  /** What the order cost, shipping included. */
  value: number;
  shipping: number;
  items: readonly ShopAnalyticsItem[];
}

/** Something with `push`, like `window.dataLayer`. */
export interface DataLayer {
  push(...entries: unknown[]): unknown;
}

/** Options of {@link createShopAnalytics}; events are pushed only while `level` is granted. */
export interface ShopAnalyticsOptions extends ConsentGateOptions {
  /** Where events go. @default window.dataLayer (created when missing) */
  dataLayer?: () => DataLayer | undefined;
  /** Currency of a `view_cart` with no items. @default 'NOK' */
  currency?: string;
}

/** Pushes the shop's analytics events; each returns whether the event was pushed. */
export interface ShopAnalytics {
  pageView(page: ShopPageView): boolean;
  viewCart(items: readonly ShopAnalyticsItem[]): boolean;
  removeFromCart(item: ShopAnalyticsItem): boolean;
  /** The order confirmation's `purchase` (the page makes sure it is pushed once per order). */
  purchase(purchase: ShopPurchase): boolean;
}

/**
 * What {@link cartItemToAnalyticsItem} reads from a cart line: the fields of the shop's cart item
 * it needs, described here so tracking does not depend on the shop (a shop `CartItem` fits).
 */
export interface AnalyticsCartLine {
  /** Product name as shown. */
  articleDescription: string;
  /** Article id. */
  articleId: string;
  category?: string;
  brand?: string;
  /** The sku of the variant. */
  skuId: string;
  /** Unit price paid and the ordinary unit price. */
  price: { amount: number; ordinaryPrice: number };
  quantity: number;
}

/** A cart line as a shop analytics item; `discount` is what the campaign takes off each unit. */
export function cartItemToAnalyticsItem(item: AnalyticsCartLine, currency: string): ShopAnalyticsItem {
  return {
    name: item.articleDescription,
    id: item.articleId,
    category: item.category,
    brand: item.brand,
    sku: item.skuId,
    price: item.price.amount,
    discount: Math.max(0, item.price.ordinaryPrice - item.price.amount),
    quantity: item.quantity,
    currency,
  };
}

/** Creates the data layer pusher. */
export function createShopAnalytics(options: ShopAnalyticsOptions = {}): ShopAnalytics {
  const { currency = 'NOK' } = options;
  const gate = consentGate(
    options,
    'dataLayer',
    options.dataLayer ??
      ((env) => {
        const win = env.window as { dataLayer?: DataLayer } | undefined;
        return win && (win.dataLayer ??= []);
      }),
  );
  const push = (entry: ShopDataLayerEvent): boolean =>
    gate(entry.event, (layer) => {
      // Clear the previous ecommerce object first, as the tag manager expects.
      if ('ecommerce' in entry) layer.push({ ecommerce: null });
      layer.push(entry);
    });
  const cartEvent = (event: 'view_cart' | 'remove_from_cart', items: readonly ShopAnalyticsItem[]) =>
    push({
      event,
      ecommerce: {
        currency: items[0]?.currency ?? currency,
        value: Math.round(items.reduce((sum, item) => sum + item.price * item.quantity, 0) * 100) / 100,
        items: items.map((item) => ({ ...item, discount: item.discount ?? 0 })),
      },
    });
  return {
    pageView: ({ path, title, location }) =>
      push({ event: 'page_view', page_path: path, page_title: title, page_location: location }),
    viewCart: (items) => cartEvent('view_cart', items),
    removeFromCart: (item) => cartEvent('remove_from_cart', [item]),
    purchase: ({ transactionId, currency: orderCurrency, value, shipping, items }) =>
      push({
        event: 'purchase',
        ecommerce: {
          transaction_id: transactionId,
          currency: orderCurrency,
          value,
          shipping,
          items: items.map((item) => ({ ...item, discount: item.discount ?? 0 })),
        },
      }),
  };
}
