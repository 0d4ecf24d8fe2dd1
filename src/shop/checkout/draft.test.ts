import { describe, expect, it } from 'vitest';
import { createSafeStorage } from '../../utils/safeStorage';
import {
  EMPTY_CHECKOUT_CHOICES,
  EMPTY_CHECKOUT_VALUES,
  clearCheckoutDraft,
  loadCheckoutDraft,
  paymentPayload,
  saveCheckoutDraft,
  type CheckoutChoices,
  type CheckoutFormValues,
} from './draft';

const values: CheckoutFormValues = {
  ...EMPTY_CHECKOUT_VALUES,
  firstName: ' Ola ',
  lastName: 'Nordmann',
  email: 'ola@example.no ',
  mobile: '900 00 000',
  street: 'Storgata 1',
  zipCode: '0155',
  city: 'Oslo',
};
const choices: CheckoutChoices = { ...EMPTY_CHECKOUT_CHOICES, deliveryMethodId: 112, paymentMethodId: 60 };

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    storage: createSafeStorage(() => ({
      getItem: (key) => map.get(key) ?? null,
      setItem: (key, value) => void map.set(key, value),
      removeItem: (key) => void map.delete(key),
    })),
  };
}

describe('paymentPayload', () => {
  it('trims the details and takes spaces out of the phone number', () => {
    expect(paymentPayload(values, choices)).toEqual({
      deliveryMethodId: 112,
      paymentMethodId: 60,
      customer: {
        firstName: 'Ola',
        lastName: 'Nordmann',
        email: 'ola@example.no',
        mobile: '90000000',
        street: 'Storgata 1',
        zipCode: '0155',
        city: 'Oslo',
      },
    });
  });

  it.each([
    [
      'click and collect sends its store',
      { deliveryMethodId: 119 as const, storeId: '1001' },
      { storeId: '1001' },
    ],
    ['a store left from another method is not sent', { storeId: '1001' }, {}],
    [
      'a pickup point sends its collection point',
      { deliveryMethodId: 101 as const, collectionPointId: 'HS-0155-1' },
      { collectionPointId: 'HS-0155-1' },
    ],
    ['an applied discount code is sent', { discountCode: 'GLIMT10' }, { discountCode: 'GLIMT10' }],
  ])('%s', (_, changed, expected) => {
    const payload = paymentPayload(values, { ...choices, ...changed });
    expect(payload).toMatchObject(expected);
    if (!('storeId' in expected)) expect(payload).not.toHaveProperty('storeId');
  });

  it('sends the personal number only when typed, the gift card only when it pays, and the transaction to resume', () => {
    expect(paymentPayload({ ...values, ssn: ' ' }, choices)).not.toHaveProperty('ssn');
    expect(paymentPayload({ ...values, ssn: '010190-12345' }, choices, 'KL-1')).toMatchObject({
      ssn: '010190-12345',
      transactionId: 'KL-1',
    });
    // Eleven digits without the hyphen go to the API in its form, DDMMYY-XXXXX.
    expect(paymentPayload({ ...values, ssn: '01019012345' }, choices)).toMatchObject({ ssn: '010190-12345' });
    expect(paymentPayload({ ...values, giftCardNumber: '1234' }, choices)).not.toHaveProperty('giftCard');
    expect(
      paymentPayload(
        { ...values, giftCardNumber: '6001 2345 6789 0123', giftCardPin: '1234' },
        { ...choices, paymentMethodId: 900 },
      ),
    ).toMatchObject({ giftCard: { number: '6001234567890123', pin: '1234' } });
  });

  it('is null until both a delivery and a payment method are chosen', () => {
    expect(paymentPayload(values, { ...choices, deliveryMethodId: null })).toBeNull();
    expect(paymentPayload(values, { ...choices, paymentMethodId: null })).toBeNull();
  });
});

describe('checkout draft', () => {
  it('keeps the details and choices but never the personal number or the gift card', () => {
    const { map, storage } = memoryStorage();
    saveCheckoutDraft(
      storage,
      { ...values, ssn: '010190-12345', giftCardNumber: '6001', giftCardPin: '1234' },
      { ...choices, discountCode: 'GLIMT10' },
    );
    const raw = [...map.values()].join();
    expect(raw).not.toContain('010190-12345');
    expect(raw).not.toContain('1234"');
    const draft = loadCheckoutDraft(storage);
    expect(draft?.values.firstName).toBe(' Ola ');
    expect(draft?.choices).toEqual({ ...choices, discountCode: 'GLIMT10' });
    clearCheckoutDraft(storage);
    expect(loadCheckoutDraft(storage)).toBeNull();
  });

  it.each([
    ['not JSON', '{"values":'],
    [
      'an unknown delivery method',
      JSON.stringify({ values: {}, choices: { ...EMPTY_CHECKOUT_CHOICES, deliveryMethodId: 5 } }),
    ],
    [
      'a very long text',
      JSON.stringify({
        values: { ...EMPTY_CHECKOUT_VALUES, firstName: 'x'.repeat(5000) },
        choices: EMPTY_CHECKOUT_CHOICES,
      }),
    ],
    [
      'a number where a text belongs',
      JSON.stringify({ values: { ...EMPTY_CHECKOUT_VALUES, city: 7 }, choices: EMPTY_CHECKOUT_CHOICES }),
    ],
  ])('a stored draft that is %s is not taken back', (_, raw) => {
    const { map, storage } = memoryStorage();
    map.set('glimt.checkout', raw);
    expect(loadCheckoutDraft(storage)).toBeNull();
  });

  it('takes back only the known keys', () => {
    const { map, storage } = memoryStorage();
    map.set(
      'glimt.checkout',
      JSON.stringify({
        values: { ...EMPTY_CHECKOUT_VALUES, ssn: 'x', extra: 'y' },
        choices: { ...EMPTY_CHECKOUT_CHOICES, extra: 'z' },
      }),
    );
    const draft = loadCheckoutDraft(storage);
    expect(Object.keys(draft?.values ?? {})).not.toContain('ssn');
    expect(Object.keys(draft?.choices ?? {})).not.toContain('extra');
  });
});
