import { describe, expect, it } from 'vitest';
import { nbStaff } from '../../i18n/nb.staff';
import { createSafeStorage } from '../../utils/safeStorage';
import { ShopApiRequestError, ShopNetworkError } from '../client';
import { staffCreateCustomerPayloadSchema } from '../schemas/staff';
import {
  EMPTY_STAFF_CUSTOMER_FORM,
  STAFF_RESUME_KEY,
  loadStaffResume,
  saveStaffResume,
  paymentRequestStatusView,
  sentToText,
  staffAccess,
  staffCustomerPayload,
  staffErrorMessage,
  staffLoginHref,
  staffQuantity,
  staffQuery,
  type StaffCall,
} from './staffTools';

const apiError = (status: number, code: string) =>
  new ShopApiRequestError('POST /api/staff/x', {
    status,
    code,
    message: code,
  } as ConstructorParameters<typeof ShopApiRequestError>[1]);

describe('staffAccess', () => {
  it.each([
    [undefined, 'loading'],
    [null, 'storeOnly'],
    [{ isStore: false, name: 'Kari Nordmann' }, 'storeOnly'],
    [{ isStore: true, name: 'Glimt Oslo City' }, 'tools'],
  ] as const)('%j → %s', (user, expected) => {
    expect(staffAccess(user)).toBe(expected);
  });
});

describe('staffLoginHref', () => {
  it('leads to the login, which comes back to the tools with their query', () => {
    expect(staffLoginHref('/butikk-verktoy', '')).toBe('/min-konto/logg-inn?returnTo=%2Fbutikk-verktoy');
    expect(staffLoginHref('/butikk-verktoy', '?kunde=1')).toBe(
      '/min-konto/logg-inn?returnTo=%2Fbutikk-verktoy%3Fkunde%3D1',
    );
  });
});

describe('staffQuery', () => {
  it.each([
    ['', { problem: 'staff.search.empty' }],
    ['   ', { problem: 'staff.search.empty' }],
    ['k', { problem: 'staff.search.tooShort' }],
    [' k ', { problem: 'staff.search.tooShort' }],
    ['ka', { query: 'ka' }],
    ['  kari nordmann ', { query: 'kari nordmann' }],
  ])('%j → %j', (typed, expected) => {
    expect(staffQuery(typed)).toEqual(expected);
  });
});

describe('staffQuantity', () => {
  it.each([
    ['', null],
    ['1', null],
    [' 12 ', null],
    ['0', 'staff.quantityInvalid'],
    ['13', 'staff.quantityInvalid'],
    ['1.5', 'staff.quantityInvalid'],
    ['to', 'staff.quantityInvalid'],
  ])('%j → %s', (typed, expected) => {
    expect(staffQuantity(typed)).toBe(expected);
  });
});

describe('staffErrorMessage', () => {
  it.each<[unknown, StaffCall, string]>([
    [apiError(404, 'CustomerNotFound'), 'addProduct', 'staff.error.customerNotFound'],
    [apiError(409, 'CustomerExists'), 'create', 'staff.error.customerExists'],
    [apiError(409, 'NotAvailableForStore'), 'addProduct', 'staff.error.notAvailableForStore'],
    [apiError(409, 'OutOfStock'), 'addProduct', 'staff.error.outOfStock'],
    [apiError(409, 'BasketEmpty'), 'send', 'staff.error.basketEmpty'],
    [apiError(403, 'NotStoreUser'), 'search', 'staff.error.notStoreUser'],
    [apiError(401, 'NotLoggedIn'), 'search', 'staff.error.notStoreUser'],
    [apiError(404, 'NotFound'), 'addProduct', 'staff.error.unknownSku'],
    [apiError(422, 'ValidationFailed'), 'addProduct', 'staff.error.invalidProduct'],
    [apiError(404, 'NotFound'), 'paymentPage', 'staff.error.paymentRequestNotFound'],
    [apiError(404, 'NotFound'), 'status', 'staff.error.generic'],
    [apiError(500, 'ServerError'), 'send', 'staff.error.generic'],
    [new ShopNetworkError('GET /x', new Error('offline')), 'search', 'staff.error.generic'],
    [new Error('boom'), 'create', 'staff.error.generic'],
    [apiError(503, 'HttpError503'), 'basket', 'staff.error.basket'],
    [apiError(403, 'NotStoreUser'), 'basket', 'staff.error.notStoreUser'],
    [apiError(404, 'CustomerNotFound'), 'basket', 'staff.error.customerNotFound'],
  ])('%s in %s → %s', (error, call, expected) => {
    expect(staffErrorMessage(error, call)).toBe(expected);
    expect(nbStaff).toHaveProperty([expected]);
  });
});

describe('paymentRequestStatusView', () => {
  it.each([
    ['sent', 'staff.status.sent', 'info', false, true],
    ['paid', 'staff.status.paid', 'success', false, false],
    ['expired', 'staff.status.expired', 'warning', true, false],
  ] as const)('%s → %s (%s), send again %s, pay %s', (status, statusKey, tone, canSendAgain, canPay) => {
    expect(paymentRequestStatusView({ status })).toEqual({ statusKey, tone, canSendAgain, canPay });
  });
});

describe('sentToText', () => {
  it.each([
    ['sms', '+47 ••• •• 567', 'staff.sent.toSms'],
    ['email', 'k•••@example.no', 'staff.sent.toEmail'],
  ] as const)('%s → %s', (channel, sentTo, key) => {
    expect(sentToText({ channel, sentTo })).toEqual({ key, values: { to: sentTo } });
  });
});

describe('staffCustomerPayload', () => {
  it('trims the names and e-mail and writes the phone without spaces, as the API takes it', () => {
    const payload = staffCustomerPayload({
      firstName: ' Per ',
      lastName: ' Butikk',
      email: ' per@example.no ',
      mobile: '987 65 432',
    });
    expect(payload).toEqual({
      firstName: 'Per',
      lastName: 'Butikk',
      email: 'per@example.no',
      mobile: '98765432',
    });
    expect(staffCreateCustomerPayloadSchema.safeParse(payload).success).toBe(true);
    expect(
      staffCreateCustomerPayloadSchema.safeParse(staffCustomerPayload(EMPTY_STAFF_CUSTOMER_FORM)).success,
    ).toBe(false);
  });
});

describe('the staff resume point (the tab\u2019s session)', () => {
  const kari = {
    customerNumber: '100001',
    name: 'Kari Nordmann',
    email: 'kari.nordmann@example.no',
    mobile: '+4791234567',
    city: 'Oslo',
    birthDate: null,
  };
  const request = {
    id: 'PR-4001',
    customerNumber: '100001',
    channel: 'email' as const,
    sentTo: 'k•••@example.no',
    amount: 2998,
    currency: 'NOK' as const,
    status: 'sent' as const,
    paymentUrl: '/betalingsforesporsel/0123456789abcdef0123456789abcdef',
    createdAt: '2026-11-17T09:30:00+01:00',
    expiresAt: '2026-11-19T09:30:00+01:00',
  };
  function memory() {
    const items = new Map<string, string>();
    return createSafeStorage(() => ({
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    }));
  }

  it('brings back the customer, then the request sent, and forgets them for a new customer', async () => {
    const storage = memory();
    expect(await loadStaffResume(storage)).toBeNull();
    saveStaffResume(storage, { customer: kari, request: null });
    expect(await loadStaffResume(storage)).toEqual({ customer: kari, request: null });
    saveStaffResume(storage, { customer: kari, request });
    expect(await loadStaffResume(storage)).toEqual({ customer: kari, request });
    saveStaffResume(storage, null);
    expect(await loadStaffResume(storage)).toBeNull();
  });

  it('ignores what is not a resume point: corrupt, the wrong shape, a request of another customer', async () => {
    const storage = memory();
    storage.setItem(STAFF_RESUME_KEY, '{not json');
    expect(await loadStaffResume(storage)).toBeNull();
    storage.setJSON(STAFF_RESUME_KEY, { customer: { name: 'Kari' }, request: null });
    expect(await loadStaffResume(storage)).toBeNull();
    storage.setJSON(STAFF_RESUME_KEY, { customer: kari, request: { ...request, customerNumber: '100002' } });
    expect(await loadStaffResume(storage)).toBeNull();
  });
});
