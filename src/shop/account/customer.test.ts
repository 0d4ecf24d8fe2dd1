import { describe, expect, it } from 'vitest';
import type { Customer } from '../schemas/customer';
import { compactPhone, customerChanges, customerFormValues } from './customer';

const kari: Customer = {
  customerNumber: '100001',
  firstName: 'Kari',
  lastName: 'Nordmann',
  email: 'kari.nordmann@example.no',
  mobile: '+4791234567',
  street: 'Thereses gate 14',
  zipCode: '0452',
  city: 'Oslo',
  birthDate: '01011985',
  personalNumberMasked: '010185-*****',
  employeeNumber: null,
  role: 'customer',
  storeId: null,
  organisationNumber: null,
  marketingConsent: false,
  isFriendsMember: false,
  createdAt: '2024-03-14T10:12:00+01:00',
};

describe('customerChanges', () => {
  const values = customerFormValues(kari);
  it.each([
    ['nothing', {}, null],
    ['the same with spaces around', { firstName: ' Kari ', city: 'Oslo ' }, null],
    ['the same e-mail in capitals', { email: 'Kari.Nordmann@Example.no' }, null],
    ['the same phone with spaces', { mobile: '+47 912 34 567' }, null],
    ['a new phone', { mobile: '912 34 000' }, { mobile: '91234000' }],
    ['a new e-mail', { email: ' kari@example.no ' }, { email: 'kari@example.no' }],
    ['an address', { street: 'Storgata 1', zipCode: '0155' }, { street: 'Storgata 1', zipCode: '0155' }],
    ['marketing', { marketingConsent: true }, { marketingConsent: true }],
  ] as const)('%s', (_name, change, expected) => {
    expect(customerChanges(kari, { ...values, ...change })).toEqual(expected);
  });
});

describe('the employee number', () => {
  const ingrid: Customer = { ...kari, firstName: 'Ingrid', employeeNumber: 'NE-0042' };
  it('starts the form with the customer’s number, or empty when there is none', () => {
    expect(customerFormValues(ingrid).employeeNumber).toBe('NE-0042');
    expect(customerFormValues(kari).employeeNumber).toBe('');
  });
  it.each([
    ['the same number with spaces around', ' NE-0042 ', null],
    ['a corrected number, trimmed', ' NE-0043', { employeeNumber: 'NE-0043' }],
  ] as const)('%s', (_name, employeeNumber, expected) => {
    expect(customerChanges(ingrid, { ...customerFormValues(ingrid), employeeNumber })).toEqual(expected);
  });
  it('is never added to a customer who has none', () => {
    expect(customerChanges(kari, { ...customerFormValues(kari), employeeNumber: 'X-1' })).toBeNull();
  });
});

describe('compactPhone', () => {
  it.each([
    ['+47 912 34 567', '+4791234567'],
    ['912-34-567', '91234567'],
    [' 91234567 ', '91234567'],
  ])('%s is %s', (value, expected) => {
    expect(compactPhone(value)).toBe(expected);
  });
});
