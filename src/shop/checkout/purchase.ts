import type { ShopPurchase } from '../../tracking/shopAnalytics';
import type { PurchaseInput } from '../../tracking/validation';
import type { Order } from '../schemas/orders';

/** A placed order as both purchase reports take it: the tracker's `purchase` and the shop's data layer. */
export interface OrderPurchase {
  /** For the behaviour tracker (`tracker.purchase`): order number, currency and items by article. */
  tracker: PurchaseInput;
  /** For the shop's analytics (`analytics.purchase`). */
  analytics: ShopPurchase;
}

/** The purchase reports of a placed order (lines with a quantity of 0 or less are left out). */
export function orderPurchase(order: Order): OrderPurchase {
  const lines = order.lines.filter((line) => line.quantity > 0);
  return {
    tracker: {
      transaction_id: order.orderNumber,
      currency: order.currency,
      items: lines.map((line) => ({
        item_id: line.articleId,
        price: line.unitPrice,
        quantity: line.quantity,
      })),
    },
    analytics: {
      transactionId: order.orderNumber,
      currency: order.currency,
      value: order.totalPrice,
      shipping: order.shippingCost,
      items: lines.map((line) => ({
        name: line.name,
        id: line.articleId,
        brand: line.brand,
        sku: line.skuId,
        price: line.unitPrice,
        quantity: line.quantity,
        currency: order.currency,
      })),
    },
  };
}
