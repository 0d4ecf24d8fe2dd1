import { describe, expect, it } from 'vitest';
import {
  beaconEventsBodySchema,
  createEventsBodySchema,
  filterSchema,
  productDisplaySchema,
  productListingRequestSchema,
  responseFilterSchema,
  searchResultsRequestSchema,
  searchResultsResponseSchema,
  suggestionsResponseSchema,
} from './schemas';

describe('widget API schemas', () => {
  it('checks that filter data fits the operator', () => {
    const ok = [
      { field: 'brand', op: 'eq', data: 'Gucci' },
      { field: 'in_stock', op: 'neq', data: false },
      { field: 'color', op: 'in', data: ['Svart', 'Gull'] },
      { field: 'category', op: 'nin', data: [['Solbriller', 'Ray-Ban']] },
      { field: 'price', op: 'leq', data: 999 },
      { field: 'price', op: 'geq', data: 100 },
      { field: 'price', op: 'inrange', data: [100, 200] },
    ];
    for (const filter of ok)
      expect(filterSchema.safeParse(filter).success, JSON.stringify(filter)).toBe(true);
    const bad = [
      { field: 'brand', op: 'eq', data: ['Gucci'] },
      { field: 'brand', op: 'in', data: 'Gucci' },
      { field: 'price', op: 'leq', data: '999' },
      { field: 'price', op: 'inrange', data: [200, 100] },
      { field: 'price', op: 'inrange', data: [1] },
      { field: '', op: 'eq', data: 1 },
      { field: 'brand', op: 'like', data: 'G' },
    ];
    for (const filter of bad)
      expect(filterSchema.safeParse(filter).success, JSON.stringify(filter)).toBe(false);
  });

  it('lets a response filter leave its selection out', () => {
    expect(
      responseFilterSchema.safeParse({
        field: 'brand',
        op: 'in',
        meta: { group_title: 'Merke', values: ['Gucci'], counts: [3] },
      }).success,
    ).toBe(true);
    expect(
      responseFilterSchema.safeParse({ field: 'brand', op: 'in', data: null, meta: { group_title: 'Merke' } })
        .success,
    ).toBe(true);
    expect(responseFilterSchema.safeParse({ field: 'brand', op: 'in' }).success).toBe(false);
  });

  it('parses displays leniently: numeric ids become strings, merchant fields stay', () => {
    const display = productDisplaySchema.parse({
      product_id: 7,
      title: 'A',
      sale_price: '199',
      in_stock_label: 'Snart',
      variant_displays: [{ product_id: 8 }],
    });
    expect(display.product_id).toBe('7');
    expect(display.sale_price).toBe('199');
    expect(display.in_stock_label).toBe('Snart');
    expect(display.variant_displays?.[0]?.product_id).toBe('8');
    expect(productDisplaySchema.safeParse({ title: 'no id' }).success).toBe(false);
  });

  it('parses a failed search answer', () => {
    const failed = searchResultsResponseSchema.parse({
      n_hits: 0,
      displays: [],
      search_request_id: 'error',
      failed: true,
    });
    expect(failed.failed).toBe(true);
    expect(
      suggestionsResponseSchema.safeParse({ suggestions_request_id: 'error', suggestions: [] }).success,
    ).toBe(true);
  });

  it('requires tenant and market on requests and a category on a listing', () => {
    expect(searchResultsRequestSchema.safeParse({ tenant: 'glimt', market: 'no', query: '' }).success).toBe(
      true,
    );
    expect(searchResultsRequestSchema.safeParse({ tenant: '', market: 'no', query: '' }).success).toBe(false);
    expect(productListingRequestSchema.safeParse({ tenant: 'glimt', market: 'no' }).success).toBe(false);
    expect(
      productListingRequestSchema.safeParse({ tenant: 'glimt', market: 'no', query_id: 'briller' }).success,
    ).toBe(true);
  });

  it('checks purchase events and accepts the beacon shapes', () => {
    const purchase = {
      event_type: 'purchase',
      transaction_id: 12,
      currency: 'NOK',
      products: [{ sku: 1, price: 10, quantity: 2 }],
    };
    expect(createEventsBodySchema.safeParse({ tenant: 't', market: 'm', events: [purchase] }).success).toBe(
      true,
    );
    expect(
      createEventsBodySchema.safeParse({
        tenant: 't',
        market: 'm',
        events: [{ ...purchase, currency: undefined }],
      }).success,
    ).toBe(false);
    expect(
      createEventsBodySchema.safeParse({
        tenant: 't',
        market: 'm',
        events: [{ type: 'purchase', products: [] }],
      }).success,
    ).toBe(false);
    expect(beaconEventsBodySchema.safeParse({ type: 'add_to_cart', product_id: '1' }).success).toBe(true);
    expect(beaconEventsBodySchema.safeParse([{ type: 'page_view' }]).success).toBe(true);
    expect(beaconEventsBodySchema.safeParse([]).success).toBe(false);
  });
});
