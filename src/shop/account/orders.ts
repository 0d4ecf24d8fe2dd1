import type { MessageKey } from '../../i18n/nb';
import { toSafeUrl } from '../../utils/url';
import type { DeliveryMethod, OrderStatus, OrderStatusLabel, PaymentMethod, ReturnStatus } from '../enums';
import { formatPrice } from '../format';
import type { Order, OrderLine, ReturnReason } from '../schemas/orders';
import type { StatusTone } from './tone';
import { accountFileName } from './files';
import { nameWithBrand } from '../productName';
import { listedSums } from '../sums';

/**
 * The orders' rules of the account pages (shop spec sections 3 and 4): the status labels as
 * Norwegian texts with a tone, the shipment method, the tracking link (through the URL gate), the
 * prices of a line and the order, and what can still be returned. Plain functions, no React.
 */

/** A status as a view shows it: the catalogue key of its text and its tone. */
export interface StatusText {
  key: MessageKey;
  tone: StatusTone;
}

/**
 * What a customer reads for an order. The spec's eleven labels are the order system's own steps;
 * "Sjekket", "Til kontroll", "Frosset" or "Stoppet" say nothing to a customer, so they fold into
 * seven words a customer knows, each with a line on what happens next (on the order's page).
 */
export type CustomerOrderStatus =
  'received' | 'confirmed' | 'inProgress' | 'onHold' | 'sent' | 'delivered' | 'cancelled';

const CUSTOMER_ORDER_STATUS: Readonly<Record<OrderStatusLabel, CustomerOrderStatus>> = {
  pending: 'received',
  confirmed: 'confirmed',
  processing: 'inProgress',
  checked: 'inProgress',
  control: 'inProgress',
  controlled: 'inProgress',
  frozen: 'onHold',
  stopped: 'onHold',
  sent: 'sent',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

const CUSTOMER_ORDER_STATUS_TONES: Readonly<Record<CustomerOrderStatus, StatusTone>> = {
  received: 'info',
  confirmed: 'info',
  inProgress: 'info',
  onHold: 'warning',
  sent: 'success',
  delivered: 'success',
  cancelled: 'danger',
};

/** An order's status as a customer reads it: a word, its tone and a line on what happens next. */
export interface OrderStatusText extends StatusText {
  /** The customer's word for it (several of the order system's labels share one). */
  status: CustomerOrderStatus;
  /** What it means for the customer, in a sentence. */
  hintKey: MessageKey;
}

/** The order status label of the spec (processing, checked, sent, ...) as a customer's word and tone. */
export function orderStatusText(label: OrderStatusLabel): OrderStatusText {
  const status = CUSTOMER_ORDER_STATUS[label];
  return {
    status,
    key: `account.pages.orderStatus.${status}`,
    tone: CUSTOMER_ORDER_STATUS_TONES[status],
    hintKey: `account.pages.orderStatusHint.${status}`,
  };
}

/** The coarse order status (1 Handling, 2 Delivered, 3 Canceled) as the label that says it. */
export function orderStatusLabelOfCode(status: OrderStatus): OrderStatusLabel {
  return status === 2 ? 'delivered' : status === 3 ? 'cancelled' : 'processing';
}

/** A return's status (pending or confirmed) as text and tone. */
export function returnStatusText(status: ReturnStatus): StatusText {
  return {
    key: `account.pages.returnStatus.${status}`,
    tone: status === 'confirmed' ? 'success' : 'warning',
  };
}

/** Every reason a product can go back for, in the order the form offers them. */
export const RETURN_REASONS: readonly ReturnReason[] = [
  'wrongProduct',
  'damaged',
  'notAsExpected',
  'changedMind',
  'other',
];

/** The text of a return reason. */
export function returnReasonKey(reason: ReturnReason): MessageKey {
  return `account.pages.returnReason.${reason}`;
}

/** The text of a shipment (delivery) method. */
export function shipmentMethodKey(id: DeliveryMethod): MessageKey {
  return `account.pages.shipment.${id}`;
}

/** The text of the payment method an order was paid with (Klarna, Klarna in store, gift card). */
export function orderPaymentKey(id: PaymentMethod): MessageKey {
  return `account.pages.orderPayment.${id}`;
}

/** An order's tracking as a view shows it. */
export interface TrackingInfo {
  carrier: string;
  trackingNumber: string;
  /** The carrier's page, only when the URL gate lets it through as a web URL with a host. */
  href: string | undefined;
}

/**
 * The order's tracking, or `null` when there is none. The carrier's URL goes through the URL gate
 * and must be an absolute `http(s)` URL: anything else (a script URL, a relative path) leaves the
 * number without a link.
 */
export function trackingInfo(tracking: Order['tracking']): TrackingInfo | null {
  if (!tracking) return null;
  const safe = toSafeUrl(tracking.url);
  const href = safe !== undefined && /^https?:\/\/[^/]/i.test(safe) ? safe : undefined;
  return { carrier: tracking.carrier, trackingNumber: tracking.trackingNumber, href };
}

/** The prices of one order line, formatted. */
export interface LinePrices {
  unit: string;
  total: string;
}

/** A line's unit price and its total (quantity × unit price as the shop charged it). */
export function linePrices(line: Pick<OrderLine, 'unitPrice' | 'totalPrice'>): LinePrices {
  return { unit: formatPrice(line.unitPrice), total: formatPrice(line.totalPrice) };
}

/** What the sums of an order are made of. */
export interface OrderSumParts {
  lines: readonly Pick<OrderLine, 'totalPrice'>[];
  discounts?: readonly NonNullable<Order['discounts']>[number][] | undefined;
  shippingCost: number;
  totalPrice: number;
}

/** At most this many discounts are shown (an answer with more is hostile or broken). */
const MAX_DISCOUNTS = 10;

/** The order's sums in NOK, as shown: each part, and the total the shop charged. */
export interface OrderSums {
  /** The lines' totals added up. */
  lines: number;
  /** Each discount (at most ten), with the amount taken off as a positive number. */
  discounts: { code: string; description: string; amount: number }[];
  shipping: number;
  /**
   * What the lines, discounts and shipping leave unexplained of the total (signed), 0 when they add
   * up. Shown as a line of its own, so the lines a customer reads always add up to what was charged.
   */
  adjustment: number;
  /** What the shop charged. */
  total: number;
}

/**
 * The order's sums: lines − discounts + shipping (+ an adjustment only when the shop's total says
 * otherwise) = total, to the øre, by the one rule of listed sums ({@link listedSums}).
 */
export function orderSums(order: OrderSumParts): OrderSums {
  const shown = (order.discounts ?? []).slice(0, MAX_DISCOUNTS);
  const sums = listedSums({
    lines: order.lines.map((line) => line.totalPrice),
    discounts: shown.map((discount) => discount.amount),
    delivery: order.shippingCost,
    charged: order.totalPrice,
  });
  return {
    lines: sums.lines,
    discounts: shown.map(({ code, description }, index) => ({
      code,
      description,
      amount: sums.discounts[index] ?? 0,
    })),
    shipping: sums.delivery,
    adjustment: sums.adjustment,
    total: sums.total,
  };
}

/** The order's sums, formatted for its page and its confirmation. */
export interface OrderTotals {
  /** Each discount: its code, what it is, and the amount off with a minus sign (`−kr 716,70`). */
  discounts: { code: string; description: string; amount: string }[];
  /** The shipping cost, or `null` when it was free. */
  shipping: string | null;
  /** What the other lines leave unexplained of the total (signed), or `null` when they add up. */
  adjustment: string | null;
  total: string;
}

/** A sum taken off, formatted with a minus sign. */
const minus = (amount: number) => `−${formatPrice(amount)}`;

/** The order's discounts, shipping (`null` when free), any adjustment and total, formatted. */
export function orderTotals(order: OrderSumParts): OrderTotals {
  const sums = orderSums(order);
  return {
    discounts: sums.discounts.map((discount) => ({ ...discount, amount: minus(discount.amount) })),
    shipping: sums.shipping > 0 ? formatPrice(sums.shipping) : null,
    adjustment:
      sums.adjustment === 0
        ? null
        : sums.adjustment < 0
          ? minus(-sums.adjustment)
          : formatPrice(sums.adjustment),
    total: formatPrice(sums.total),
  };
}

/** A line's product name with its brand, once: `Thea Thealoz Duo` stays, `Clubmaster` becomes `Ray-Ban Clubmaster`. */
export function orderLineName(line: Pick<OrderLine, 'brand' | 'name'>): string {
  return nameWithBrand(line.brand, line.name);
}

/** How many items of a line can still go back (never below 0, never above the quantity). */
export function returnableQuantity(line: Pick<OrderLine, 'quantity' | 'returnableQuantity'>): number {
  return Math.max(0, Math.min(line.quantity, line.returnableQuantity));
}

/** The lines with something left to return. */
export function returnableLines(order: Pick<Order, 'lines'>): OrderLine[] {
  return order.lines.filter((line) => returnableQuantity(line) > 0);
}

/** How many items of the order can still be returned: 0 means no "return products" link. */
export function returnableItemCount(order: Pick<Order, 'lines'>): number {
  return order.lines.reduce((sum, line) => sum + returnableQuantity(line), 0);
}

/**
 * The file name a return label is saved under: `returetikett-R-9001.pdf` (only letters, digits and
 * dashes of the return's id, so an id from the answer never names a path).
 */
export function returnLabelFileName(returnId: string): string {
  return accountFileName('returetikett', returnId);
}
