import { describe, expect, it } from 'vitest';
import { asksPersonalNumber, chooseDelivery, missingChoices, paysWithGiftCard } from './choices';
import { EMPTY_CHECKOUT_CHOICES, type CheckoutChoices } from './draft';

const base: CheckoutChoices = { ...EMPTY_CHECKOUT_CHOICES, deliveryMethodId: 112, paymentMethodId: 60 };

describe('missingChoices', () => {
  it.each([
    ['nothing chosen', EMPTY_CHECKOUT_CHOICES, ['deliveryMethodId', 'paymentMethodId']],
    ['home delivery with Klarna', base, []],
    ['click and collect without a store', { ...base, deliveryMethodId: 119 as const }, ['storeId']],
    ['click and collect with a store', { ...base, deliveryMethodId: 119 as const, storeId: '1001' }, []],
    ['a pickup point without a point', { ...base, deliveryMethodId: 101 as const }, ['collectionPointId']],
    ['a parcel locker without a point', { ...base, deliveryMethodId: 125 as const }, ['collectionPointId']],
    [
      'a parcel locker with a point, no payment',
      { ...base, deliveryMethodId: 125 as const, collectionPointId: 'PB-1', paymentMethodId: null },
      ['paymentMethodId'],
    ],
  ])('%s → %j', (_, choices, expected) => {
    expect(missingChoices(choices)).toEqual(expected);
  });
});

describe('chooseDelivery', () => {
  it('clears the store and collection point of the previous method, keeps the zip code searched', () => {
    const chosen = {
      ...base,
      deliveryMethodId: 101 as const,
      collectionPointId: 'HS-1',
      collectionZip: '0155',
    };
    expect(chooseDelivery(chosen, 119)).toEqual({
      ...chosen,
      deliveryMethodId: 119,
      collectionPointId: '',
      storeId: '',
    });
  });

  it('choosing the same method again changes nothing', () => {
    const chosen = { ...base, deliveryMethodId: 119 as const, storeId: '1001' };
    expect(chooseDelivery(chosen, 119)).toBe(chosen);
  });
});

describe('paysWithGiftCard', () => {
  it.each([
    [900, true],
    [60, false],
    [null, false],
  ] as const)('%s → %s', (paymentMethodId, expected) => {
    expect(paysWithGiftCard({ paymentMethodId })).toBe(expected);
  });
});

describe('asksPersonalNumber', () => {
  const guest = { isGuest: true, askedByPaymentStep: false };
  const customer = { isGuest: false, askedByPaymentStep: false };
  it.each([
    [
      'a guest choosing Klarna: at once, before "Fullfør kjøpet"',
      { paymentMethodId: 60 as const },
      guest,
      true,
    ],
    ['a guest choosing a gift card', { paymentMethodId: 900 as const }, guest, false],
    ['a guest with no method chosen', { paymentMethodId: null }, guest, false],
    [
      'a logged-in customer choosing Klarna (the shop knows it)',
      { paymentMethodId: 60 as const },
      customer,
      false,
    ],
    ['a store user with Klarna in store', { paymentMethodId: 65 as const }, customer, false],
    [
      'a customer the payment step asked',
      { paymentMethodId: 60 as const },
      { isGuest: false, askedByPaymentStep: true },
      true,
    ],
  ])('%s → %s', (_, choices, shopper, expected) => {
    expect(asksPersonalNumber(choices, shopper)).toBe(expected);
  });
});
