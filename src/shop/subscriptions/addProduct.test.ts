import { describe, expect, it } from 'vitest';
import type { SubscribableProduct } from '../schemas/subscriptions';
import { SUBSCRIPTION_QUANTITIES, filterSubscribableProducts } from './addProduct';

const product = (name: string, brand: string, category = 'Kontaktlinser'): SubscribableProduct => ({
  articleId: name,
  slug: name.toLowerCase(),
  name,
  brand,
  category,
  packageAmount: 30,
  unitPrice: 299,
  imageUrl: null,
});
const products = [
  product('Acuvue Oasys 1-Day', 'Acuvue'),
  product('Biofinity Toric', 'CooperVision'),
  product('Øyedråper Hyaluron', 'Thealoz', 'Øyehelse'),
];

describe('filtering the subscribable products', () => {
  it.each([
    ['', 3],
    ['oasys', 1],
    ['ACUVUE oasys', 1],
    ['toric cooper', 1],
    ['oyedraper', 1],
    ['øyehelse', 1],
    ['daglinser', 0],
  ])('"%s" matches %i', (query, count) => {
    expect(filterSubscribableProducts(products, query)).toHaveLength(count);
  });

  it('offers 1 to 12 packages per delivery', () => {
    expect(SUBSCRIPTION_QUANTITIES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});
