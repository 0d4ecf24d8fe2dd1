import { describe, expect, it } from 'vitest';
import { createSafeStorage } from '../../utils/safeStorage';
import {
  documentKindKey,
  glassesFailureMessage,
  normaliseLifestyleNumber,
  perkStatus,
  terminationTerms,
  winbackTerms,
  winbackTokenOf,
  type GlassesCall,
} from './glassesPages';
import { readWinbackReceipt, saveWinbackReceipt, WINBACK_RECEIPT_KEY } from './winbackReceipt';
import type { GlassesSubscription } from '../schemas/subscriptions';

describe('glasses pages: failure messages', () => {
  const table: Array<[GlassesCall, number | undefined, string | undefined, string]> = [
    ['connect', 404, 'LifestyleConnectionFailed', 'subscription.glasses.error.connectionFailed'],
    ['connect', 409, 'LifestyleConnectionFailed', 'subscription.glasses.error.connectionFailed'],
    ['connect', 404, 'HttpError', 'subscription.glasses.error.connectionFailed'],
    ['connect', 500, 'HttpError', 'subscription.glasses.error.generic'],
    ['connect', undefined, undefined, 'subscription.glasses.error.generic'],
    ['winback', 410, 'WinbackLinkInvalid', 'subscription.glasses.error.winbackLinkInvalid'],
    ['winback', 404, 'NotFound', 'subscription.winback.noOffer'],
    ['winback', 401, 'NotLoggedIn', 'subscription.glasses.error.loginRequired'],
    ['winback', 500, 'HttpError', 'subscription.glasses.error.load'],
    ['acceptWinback', 409, 'WinbackNotAvailable', 'subscription.glasses.error.winbackNotAvailable'],
    ['acceptWinback', 410, 'WinbackLinkInvalid', 'subscription.glasses.error.winbackLinkInvalid'],
    ['acceptWinback', 500, 'HttpError', 'subscription.winback.acceptFailed'],
    ['acceptWinback', undefined, undefined, 'subscription.winback.acceptFailed'],
    ['terminate', 409, 'InvalidStatusTransition', 'subscription.glasses.error.invalidTransition'],
    ['terminate', 500, 'HttpError', 'subscription.glasses.error.terminateFailed'],
    ['terminate', undefined, undefined, 'subscription.glasses.error.terminateFailed'],
    ['load', 404, 'NotFound', 'subscription.glasses.error.notFound'],
    ['load', 401, 'NotLoggedIn', 'subscription.glasses.error.loginRequired'],
    ['load', 503, 'HttpError', 'subscription.glasses.error.load'],
    ['load', undefined, undefined, 'subscription.glasses.error.load'],
  ];
  it.each(table)('%s answering %s %s shows %s', (call, status, code, key) => {
    expect(glassesFailureMessage(call, { status, code })).toBe(key);
  });
});

describe('glasses pages: termination and winback terms', () => {
  it('states the 30-day notice and the end date from the backend day', () => {
    expect(terminationTerms({ noticePeriodDays: 30 }, '2026-11-17')).toEqual({
      noticeDays: 30,
      endDate: '2026-12-17',
    });
    expect(terminationTerms({ noticePeriodDays: 30 }, '2026-12-15')).toEqual({
      noticeDays: 30,
      endDate: '2027-01-14',
    });
  });

  it('falls back to 30 days when the subscription carries a nonsense notice period', () => {
    expect(terminationTerms({ noticePeriodDays: 0 }, '2026-11-17').noticeDays).toBe(30);
    expect(terminationTerms({ noticePeriodDays: -5 }, '2026-11-17').endDate).toBe('2026-12-17');
  });

  it('puts the next invoice after the three free months, over a year end', () => {
    const offer = { freeMonths: 3, invoicedInArrears: true, deadline: '2026-12-17' };
    expect(winbackTerms(offer, '2026-11-17')).toEqual({
      freeMonths: 3,
      invoicedInArrears: true,
      nextInvoiceDate: '2027-02-17',
      deadline: '2026-12-17',
    });
    expect(winbackTerms({ ...offer, freeMonths: 99 }, '2026-11-30').nextInvoiceDate).toBe('2027-02-28');
  });
});

describe('glasses pages: perks, documents, input', () => {
  it.each([
    [{ used: true, validUntil: '2027-01-01' }, 'subscription.glasses.perks.used', null],
    [{ used: false, validUntil: null }, 'subscription.glasses.perks.always', null],
    [{ used: false, validUntil: '2026-11-17' }, 'subscription.glasses.perks.validUntil', '2026-11-17'],
    [{ used: false, validUntil: '2026-11-16' }, 'subscription.glasses.perks.expired', '2026-11-16'],
  ] as const)('perk %o says %s', (perk, key, date) => {
    expect(perkStatus(perk, '2026-11-17')).toEqual({ key, date });
  });

  it.each(['agreement', 'terms', 'prescription', 'receipt'] as const)(
    'names the document kind %s',
    (kind) => {
      expect(documentKindKey(kind)).toBe(`subscription.glasses.documentKind.${kind}`);
    },
  );

  it('normalises the subscription number and reads the link token', () => {
    expect(normaliseLifestyleNumber(' ls-482913 ')).toBe('LS-482913');
    expect(winbackTokenOf('?token=winback-9001')).toBe('winback-9001');
    expect(winbackTokenOf('?token=')).toBeUndefined();
    expect(winbackTokenOf('')).toBeUndefined();
    expect(winbackTokenOf(`?token=${'x'.repeat(101)}`)).toBeUndefined();
  });
});

describe('winback receipt', () => {
  const memory = () => {
    const values = new Map<string, string>();
    return createSafeStorage(() => ({
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    }));
  };
  const subscription: GlassesSubscription = {
    id: 'B-30001',
    subscriptionNumber: 'LS-300001',
    status: 'active',
    planName: 'Lifestyle',
    frame: null,
    lensDescription: 'Enkeltstyrke',
    monthlyPrice: 299,
    currency: 'NOK',
    startDate: '2025-09-01',
    bindingPeriodEnd: '2026-09-01',
    noticePeriodDays: 30,
    noticeDate: null,
    terminationDate: null,
    nextInvoiceDate: '2027-02-17',
    financeId: 'F-30001',
    winback: null,
  };

  it('keeps the accepted subscription and reads it back', async () => {
    const storage = memory();
    expect(saveWinbackReceipt(subscription, storage)).toBe(true);
    expect(await readWinbackReceipt(storage)).toEqual(subscription);
  });

  it('reads nothing from an empty, corrupt or blocked storage', async () => {
    const storage = memory();
    expect(await readWinbackReceipt(storage)).toBeNull();
    storage.setItem(WINBACK_RECEIPT_KEY, '{"id":1}');
    expect(await readWinbackReceipt(storage)).toBeNull();
    storage.setItem(WINBACK_RECEIPT_KEY, 'not json');
    expect(await readWinbackReceipt(storage)).toBeNull();
    const blocked = createSafeStorage(() => {
      throw new Error('blocked');
    });
    expect(saveWinbackReceipt(subscription, blocked)).toBe(false);
    expect(await readWinbackReceipt(blocked)).toBeNull();
  });
});
