import { describe, expect, it } from 'vitest';
import {
  all,
  email,
  maxLength,
  name,
  organisationNumber,
  phone,
  required,
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
  ['organisationNumber', organisationNumber, '912-345-678', null],
  ['organisationNumber', organisationNumber, '912345678', 'validation.organisationNumber'],
  ['zipCode', zipCode, '0050', null],
  ['zipCode', zipCode, '050', 'validation.zipCode'],
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
