import type { Order, OrderReturn, OrderReturnPayload, OrderSummary } from '../../shop/schemas/orders';
import { mockOrders } from '../fixtures/orders';
import { onBackendReset } from './core';
import { datedFixture } from './fixtureDates';
import { conflict, invalid, notFound } from './errors';
import { nextNumber } from './ids';
import { backendNowIso } from './time';

/**
 * Orders per customer: the fixture orders (dated from the day the backend started), orders placed
 * at checkout, and returns.
 */

let orders: Order[] = [];
function load(): void {
  orders = mockOrders.map((order) => datedFixture(order));
}
load();
onBackendReset(load);

function copy(order: Order): Order {
  return structuredClone(order);
}

/** A customer's orders, newest first. */
export function listOrders(customerNumber: string): OrderSummary[] {
  return orders
    .filter((order) => order.customerNumber === customerNumber)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((order) => ({
      orderNumber: order.orderNumber,
      status: order.status,
      statusLabel: order.statusLabel,
      createdAt: order.createdAt,
      totalPrice: order.totalPrice,
      currency: order.currency,
      itemCount: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    }));
}

/** One order of a customer (404 when it is someone else's). */
export function getOrder(customerNumber: string, orderNumber: string): Order {
  const order = orders.find(
    (candidate) => candidate.orderNumber === orderNumber && candidate.customerNumber === customerNumber,
  );
  if (!order) throw notFound('Order', orderNumber);
  return copy(order);
}

/** An order by number, whoever placed it (the order confirmation page). */
export function getOrderByNumber(orderNumber: string): Order {
  const order = orders.find((candidate) => candidate.orderNumber === orderNumber);
  if (!order) throw notFound('Order', orderNumber);
  return copy(order);
}

/** Stores an order placed at checkout. */
export function addOrder(order: Omit<Order, 'orderNumber'>): Order {
  const orderNumber = String(nextNumber('order', 100301));
  const placed: Order = {
    ...order,
    orderNumber,
    lines: order.lines.map((line, index) => ({ ...line, lineId: `${orderNumber}-${index + 1}` })),
  };
  orders.push(placed);
  return copy(placed);
}

/**
 * Returns some items of a delivered order. Throws 409 `NotReturnable` unless the order is delivered,
 * and 422 for an unknown line or more items than can still be returned.
 */
export function returnItems(
  customerNumber: string,
  orderNumber: string,
  payload: OrderReturnPayload,
): OrderReturn {
  const order = orders.find(
    (candidate) => candidate.orderNumber === orderNumber && candidate.customerNumber === customerNumber,
  );
  if (!order) throw notFound('Order', orderNumber);
  if (order.status !== 2) throw conflict('NotReturnable', 'Only delivered orders can be returned');
  payload.lines.forEach((wanted, index) => {
    const line = order.lines.find((candidate) => candidate.lineId === wanted.lineId);
    if (!line)
      throw invalid('Unknown order line', [{ path: `lines.${index}.lineId`, message: 'Unknown order line' }]);
    if (wanted.quantity > line.returnableQuantity) {
      throw invalid('Too many items', [
        { path: `lines.${index}.quantity`, message: `At most ${line.returnableQuantity}` },
      ]);
    }
  });
  for (const wanted of payload.lines) {
    const line = order.lines.find((candidate) => candidate.lineId === wanted.lineId);
    if (line) line.returnableQuantity -= wanted.quantity;
  }
  const returnId = `R-${nextNumber('return', 9101)}`;
  const created: OrderReturn = {
    returnId,
    status: 'pending',
    createdAt: backendNowIso(),
    lines: payload.lines.map((line) => ({ ...line })),
    returnLabelUrl: `/api/orders/${orderNumber}/returns/${returnId}/label.pdf`,
  };
  order.returns.push(created);
  return structuredClone(created);
}
