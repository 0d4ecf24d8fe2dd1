import { describe, expect, it } from 'vitest';
import { bookingCustomerOf, customerPrefill, prefillsCustomer } from './prefill';

const customer = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  email: 'kari.nordmann@example.no',
  mobile: '+4791234567',
};
const empty = { firstName: '', lastName: '', email: '', mobile: '' };

describe('prefillsCustomer', () => {
  it.each([
    ['a customer', { isStore: false, name: 'Kari Nordmann' }, true],
    ['a store user (books for someone else)', { isStore: true, name: 'Glimt Majorstuen' }, false],
    ['a guest', null, false],
    ['an unknown user (still loading)', undefined, false],
  ] as const)('%s → %s', (_, user, expected) => {
    expect(prefillsCustomer(user)).toBe(expected);
  });
});

describe('bookingCustomerOf', () => {
  it('takes the four details a booking asks for, trimmed, and nothing else', () => {
    const full = { ...customer, firstName: ' Kari ', street: 'Storgata 1', customerNumber: 'C-1' };
    expect(bookingCustomerOf(full)).toEqual(customer);
  });
});

describe('customerPrefill', () => {
  it('fills every empty field from the customer', () => {
    expect(customerPrefill(customer, empty)).toEqual(customer);
  });

  it('keeps what the shopper typed and fills the rest', () => {
    expect(customerPrefill(customer, { ...empty, firstName: 'Kari Anne', mobile: ' 98765432 ' })).toEqual({
      lastName: 'Nordmann',
      email: 'kari.nordmann@example.no',
    });
  });

  it('treats a field of spaces as empty and adds nothing the customer lacks', () => {
    expect(customerPrefill({ ...customer, mobile: '' }, { ...empty, email: '   ' })).toEqual({
      firstName: 'Kari',
      lastName: 'Nordmann',
      email: 'kari.nordmann@example.no',
    });
  });

  it('adds nothing when every field is filled in', () => {
    expect(
      customerPrefill(customer, { firstName: 'A', lastName: 'B', email: 'c@d.no', mobile: '12345678' }),
    ).toEqual({});
  });
});
