import { describe, expect, it } from 'vitest';
import {
  accepted,
  all,
  bankAccountNumber,
  birthDate,
  email,
  employeeNumber,
  giftCardNumber,
  giftCardPin,
  password,
  personalNumber,
  sameAs,
  lifestyleSubscriptionNumber,
  maxLength,
  name,
  organisationNumber,
  phone,
  required,
  toApiPersonalNumber,
  wholeNumberBetween,
  zipCode,
  type FieldRule,
} from './rules';

const table: Array<[string, FieldRule, string, string | null]> = [
  ['required', required, '', 'validation.required'],
  ['required', required, '   ', 'validation.required'],
  ['required', required, 'a', null],
  ['email', email, 'kari@example.no', null],
  ['email', email, 'kari@example', 'validation.email'],
  ['email', email, 'kari.example.no', 'validation.email'],
  ['email', email, 'ka ri@example.no', 'validation.email'],
  ['email', email, '', null],
  ['phone', phone, '912 34 567', null],
  ['phone', phone, '91234567', null],
  ['phone', phone, '+47 912 34 567', null],
  ['phone', phone, '0047 91234567', null],
  ['phone', phone, '1234', 'validation.phone'],
  ['phone', phone, '9123456a', 'validation.phone'],
  ['phone', phone, '', null],
  ['name', name, 'Kari', null],
  ['name', name, 'Ole-Petter', null],
  ['name', name, 'Åse Ødegård', null],
  ['name', name, "O'Brien", null],
  ['name', name, 'Kari!', 'validation.name'],
  ['name', name, '<script>', 'validation.name'],
  ['maxLength 3', maxLength(3), 'abc', null],
  ['maxLength 3', maxLength(3), 'abcd', 'validation.tooLong'],
  ['personalNumber', personalNumber, '010185-12345', null],
  ['personalNumber', personalNumber, '290200-12345', null],
  ['personalNumber', personalNumber, '410185-12345', null],
  // The usual eleven digits without the hyphen are a personal number too (issue #40).
  ['personalNumber', personalNumber, '01018512345', null],
  ['personalNumber', personalNumber, ' 01018512345 ', null],
  ['personalNumber', personalNumber, '32018512345', 'validation.personalNumber'],
  ['personalNumber', personalNumber, '0101851234', 'validation.personalNumber'],
  ['personalNumber', personalNumber, '010185--12345', 'validation.personalNumber'],
  ['personalNumber', personalNumber, '320185-12345', 'validation.personalNumber'],
  ['personalNumber', personalNumber, '011385-12345', 'validation.personalNumber'],
  ['personalNumber', personalNumber, '010185-1234', 'validation.personalNumber'],
  ['personalNumber', personalNumber, '', null],
  ['birthDate', birthDate, '01011990', null],
  ['birthDate', birthDate, '29022000', null],
  ['birthDate', birthDate, '29021999', 'validation.birthDate'],
  ['birthDate', birthDate, '1.1.1990', 'validation.birthDate'],
  ['birthDate', birthDate, '01011890', 'validation.birthDate'],
  ['birthDate', birthDate, '', null],
  ['password', password, 'Hemmelig', null],
  ['password', password, 'Hemmeli', 'validation.passwordLength'],
  ['password', password, '', null],
  ['sameAs', sameAs('Hemmelig1'), 'Hemmelig1', null],
  ['sameAs', sameAs('Hemmelig1'), 'hemmelig1', 'validation.passwordMismatch'],
  ['giftCardNumber', giftCardNumber, '1234 5678 9012 3456', null],
  ['giftCardNumber', giftCardNumber, '1234567890123456', null],
  ['giftCardNumber', giftCardNumber, '1234 5678 9012 345', 'validation.giftCardNumber'],
  ['giftCardPin', giftCardPin, '1234', null],
  ['giftCardPin', giftCardPin, '12a4', 'validation.giftCardPin'],
  ['bankAccountNumber', bankAccountNumber, '12345678903', null],
  ['bankAccountNumber', bankAccountNumber, '1234.56.78903', null],
  ['bankAccountNumber', bankAccountNumber, '1234 56 78903', null],
  ['bankAccountNumber', bankAccountNumber, '12345678904', 'validation.bankAccountNumber'],
  ['bankAccountNumber', bankAccountNumber, '1234567890', 'validation.bankAccountNumber'],
  ['bankAccountNumber', bankAccountNumber, '', null],
  ['organisationNumber', organisationNumber, '912-345-678', null],
  ['organisationNumber', organisationNumber, '912345678', 'validation.organisationNumber'],
  ['zipCode', zipCode, '0050', null],
  ['zipCode', zipCode, '050', 'validation.zipCode'],
  ['employeeNumber', employeeNumber, 'NE-0042', null],
  ['employeeNumber', employeeNumber, ' HR 12345 ', null],
  ['employeeNumber', employeeNumber, 'Ø7', null],
  ['employeeNumber', employeeNumber, '', null],
  ['employeeNumber', employeeNumber, 'A'.repeat(20), null],
  ['employeeNumber', employeeNumber, 'A'.repeat(21), 'validation.employeeNumber'],
  ['employeeNumber', employeeNumber, 'NE--0042', 'validation.employeeNumber'],
  ['employeeNumber', employeeNumber, '-0042', 'validation.employeeNumber'],
  ['employeeNumber', employeeNumber, 'NE/0042', 'validation.employeeNumber'],
  ['lifestyleSubscriptionNumber', lifestyleSubscriptionNumber, 'LS-482913', null],
  ['lifestyleSubscriptionNumber', lifestyleSubscriptionNumber, ' ls-482913 ', null],
  ['lifestyleSubscriptionNumber', lifestyleSubscriptionNumber, '', null],
  [
    'lifestyleSubscriptionNumber',
    lifestyleSubscriptionNumber,
    'LS482913',
    'subscription.connect.invalidNumber',
  ],
  [
    'lifestyleSubscriptionNumber',
    lifestyleSubscriptionNumber,
    'LS-48291',
    'subscription.connect.invalidNumber',
  ],
  [
    'lifestyleSubscriptionNumber',
    lifestyleSubscriptionNumber,
    'LS-4829130',
    'subscription.connect.invalidNumber',
  ],
  [
    'lifestyleSubscriptionNumber',
    lifestyleSubscriptionNumber,
    'B-30001',
    'subscription.connect.invalidNumber',
  ],
  ['wholeNumberBetween 5-500', wholeNumberBetween(5, 500), '5', null],
  ['wholeNumberBetween 5-500', wholeNumberBetween(5, 500), '4', 'validation.participants'],
  ['wholeNumberBetween 5-500', wholeNumberBetween(5, 500), '12.5', 'validation.participants'],
  ['wholeNumberBetween 5-500', wholeNumberBetween(5, 500), '501', 'validation.participants'],
];

describe('validation rules', () => {
  it.each(table)('%s(%j) answers %s', (_label, rule, value, expected) => {
    expect(rule(value)).toBe(expected);
  });

  it('all() answers the first failing rule', () => {
    const rule = all(required, email);
    expect(rule('')).toBe('validation.required');
    expect(rule('x')).toBe('validation.email');
    expect(rule('x@y.no')).toBeNull();
  });
});

describe('accepted', () => {
  it('asks for the terms until the box is ticked', () => {
    expect(accepted(false)).toBe('validation.acceptTerms');
    expect(accepted(true)).toBeNull();
  });
});

describe('toApiPersonalNumber', () => {
  it.each([
    ['010185-12345', '010185-12345'],
    ['01018512345', '010185-12345'],
    [' 01018512345 ', '010185-12345'],
    // Not a personal number: left as typed (trimmed), for the rule to refuse.
    [' 0101 ', '0101'],
    ['', ''],
  ])('%j is sent as %j', (typed, sent) => {
    expect(toApiPersonalNumber(typed)).toBe(sent);
  });
});
