import { describe, expect, it } from 'vitest';
import type { Order } from '../schemas/orders';
import { orderPurchase } from './purchase';

const line = (lineId: string, quantity: number) => ({
  lineId,
  articleId: `A-${lineId}`,
  skuId: `S-${lineId}`,
  name: `Produkt ${lineId}`,
  brand: 'Ray-Ban',
  quantity,
  unitPrice: 499,
  totalPrice: 499 * quantity,
  imageUrl: null,
  returnableQuantity: 0,
});

const order: Order = {
  orderNumber: '100301',
  customerNumber: 'guest',
  status: 1,
  statusLabel: 'processing',
  createdAt: '2026-11-17T10:00:00+01:00',
  shipmentMethod: { id: 112, name: 'Hjemlevering' },
  paymentMethod: 60,
  deliveryAddress: null,
  storeId: null,
  lines: [line('1', 2), line('2', 0)],
  shippingCost: 99,
  totalPrice: 1097,
  currency: 'NOK',
  tracking: null,
  returns: [],
};

describe('orderPurchase', () => {
  it('gives the tracker the order number, currency and items by article', () => {
    expect(orderPurchase(order).tracker).toEqual({
      transaction_id: '100301',
      currency: 'NOK',
      items: [{ item_id: 'A-1', price: 499, quantity: 2 }],
    });
  });

  it('gives the data layer the value with shipping and the items with sku and brand', () => {
    expect(orderPurchase(order).analytics).toEqual({
      transactionId: '100301',
      currency: 'NOK',
      value: 1097,
      shipping: 99,
      items: [
        {
          name: 'Produkt 1',
          id: 'A-1',
          brand: 'Ray-Ban',
          sku: 'S-1',
          price: 499,
          quantity: 2,
          currency: 'NOK',
        },
      ],
    });
  });
});
