import { describe, expect, it } from 'vitest';
import {
  allowedGlassesActions,
  glassesSubscriptionState,
  noticePeriodEnd,
  winbackAvailable,
} from './glasses';

const base = { status: 'active' as const, noticeDate: null, terminationDate: null, winback: null };
const ending = {
  ...base,
  noticeDate: '2026-11-23',
  terminationDate: '2026-12-23',
  winback: { freeMonths: 3, invoicedInArrears: true, deadline: '2026-12-23' },
};

describe('glasses subscription', () => {
  it.each([
    [{ ...base, status: 'created' as const }, 'created', []],
    [base, 'active', ['terminate']],
    [ending, 'ending', ['acceptWinback']],
    [{ ...base, status: 'terminated' as const }, 'terminated', []],
  ] as const)('%o is %s and allows %o', (subscription, state, actions) => {
    expect(glassesSubscriptionState(subscription, '2026-11-24')).toBe(state);
    expect(allowedGlassesActions(subscription, '2026-11-24')).toEqual(actions);
  });

  it('ends 30 days after notice, over a month end and a year end', () => {
    expect(noticePeriodEnd('2026-11-23')).toBe('2026-12-23');
    expect(noticePeriodEnd('2026-12-15')).toBe('2027-01-14');
    expect(noticePeriodEnd('2027-02-01')).toBe('2027-03-03');
  });

  it('offers winback until the deadline, then the subscription has ended', () => {
    expect(winbackAvailable(ending, '2026-12-22')).toBe(true);
    expect(glassesSubscriptionState(ending, '2026-12-23')).toBe('terminated');
    expect(winbackAvailable(ending, '2026-12-23')).toBe(false);
    expect(allowedGlassesActions(ending, '2026-12-24')).toEqual([]);
  });
});
