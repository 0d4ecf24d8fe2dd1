import { describe, expect, it } from 'vitest';
import { ShopApiRequestError, ShopNetworkError } from '../client';
import {
  EMPTY_REGISTER_VALUES,
  registerPayloadFrom,
  registerServerErrors,
  type RegisterFormValues,
} from './register';

const values: RegisterFormValues = {
  ...EMPTY_REGISTER_VALUES,
  firstName: ' Ola ',
  lastName: 'Nordmann',
  email: ' ola@example.no ',
  password: 'Hemmelig1 ',
  passwordAgain: 'Hemmelig1 ',
  mobile: '0047 912 34 567',
  street: 'Storgata 1',
  zipCode: '0155',
  city: 'Oslo',
  personalNumber: '010190-12345',
  birthDate: '01011990',
  acceptTerms: true,
};

const failure = (status: number, code: string, fields: { path: string; message: string }[] = []) =>
  new ShopApiRequestError('POST /api/auth/register', { status, code, message: code, fields });

describe('registerPayloadFrom', () => {
  it('trims, compacts the phone and sends only the personal number', () => {
    expect(registerPayloadFrom(values)).toEqual({
      firstName: 'Ola',
      lastName: 'Nordmann',
      email: 'ola@example.no',
      password: 'Hemmelig1 ',
      mobile: '+4791234567',
      street: 'Storgata 1',
      zipCode: '0155',
      city: 'Oslo',
      personalNumber: '010190-12345',
      acceptTerms: true,
    });
  });

  it('sends a personal number typed without the hyphen in the API\u2019s form', () => {
    expect(registerPayloadFrom({ ...values, personalNumber: '01019012345' })).toMatchObject({
      personalNumber: '010190-12345',
    });
  });

  it('sends only the birth date when chosen', () => {
    const payload = registerPayloadFrom({ ...values, identity: 'birthDate', mobile: '912 34 567' });
    expect(payload).toMatchObject({ birthDate: '01011990', mobile: '91234567' });
    expect(payload).not.toHaveProperty('personalNumber');
  });
});

describe('registerServerErrors', () => {
  it.each<[string, unknown, ReturnType<typeof registerServerErrors>]>([
    [
      'customer exists',
      failure(409, 'CustomerExists'),
      { fields: [{ field: 'email', message: 'account.auth.register.customerExists' }], form: null },
    ],
    [
      '422 at fields',
      failure(422, 'ValidationFailed', [
        { path: 'zipCode', message: 'x' },
        { path: 'mobile', message: 'y' },
        { path: 'unknown', message: 'z' },
      ]),
      {
        fields: [
          { field: 'zipCode', message: 'validation.zipCode' },
          { field: 'mobile', message: 'validation.phone' },
        ],
        form: null,
      },
    ],
    [
      '422 without known fields',
      failure(422, 'ValidationFailed', [{ path: 'other', message: 'x' }]),
      { fields: [], form: 'account.auth.error.generic' },
    ],
    ['another 409', failure(409, 'Other'), { fields: [], form: 'account.auth.error.generic' }],
    ['503', failure(503, 'Unavailable'), { fields: [], form: 'account.auth.error.generic' }],
    [
      'no connection',
      new ShopNetworkError('POST /api/auth/register', new Error('offline')),
      { fields: [], form: 'account.auth.error.generic' },
    ],
  ])('%s', (_name, error, expected) => {
    expect(registerServerErrors(error)).toEqual(expected);
  });
});
