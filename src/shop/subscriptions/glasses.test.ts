import { describe, expect, it } from 'vitest';
import { nbSubscription } from '../../i18n/nb.subscription';
import { GlassesSubscriptionStatus } from '../enums';
import {
  GLASSES_SUBSCRIPTION_STATES,
  allowedGlassesActions,
  glassesSubscriptionName,
  glassesSubscriptionStatusText,
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

describe("a glasses subscription's state in a customer's words", () => {
  const text = (key: string) => nbSubscription[key as keyof typeof nbSubscription];

  it.each([
    ['created', 'Opprettet', 'info'],
    ['active', 'Aktivt', 'success'],
    ['ending', 'Oppsagt', 'warning'],
    ['terminated', 'Avsluttet', 'info'],
  ] as const)('%s reads "%s" (%s)', (state, word, tone) => {
    expect(text(glassesSubscriptionStatusText(state).key)).toBe(word);
    expect(glassesSubscriptionStatusText(state).tone).toBe(tone);
  });

  it('has a word for every state, and every status of the API leads to one', () => {
    expect(GLASSES_SUBSCRIPTION_STATES).toHaveLength(4);
    for (const status of Object.values(GlassesSubscriptionStatus))
      expect(GLASSES_SUBSCRIPTION_STATES).toContain(
        glassesSubscriptionState({ ...base, status }, '2026-11-24'),
      );
    for (const state of GLASSES_SUBSCRIPTION_STATES)
      expect(text(glassesSubscriptionStatusText(state).key)).toBeTruthy();
  });
});

describe('glassesSubscriptionName', () => {
  const frame = { articleId: '1', imageUrl: null };
  it.each([
    [
      { planName: 'Lifestyle', frame: { ...frame, brand: 'Ray-Ban', name: 'Clubmaster' } },
      'Ray-Ban Clubmaster',
    ],
    [
      { planName: 'Lifestyle', frame: { ...frame, brand: 'Ray-Ban', name: 'Ray-Ban Clubmaster' } },
      'Ray-Ban Clubmaster',
    ],
    [{ planName: 'Lifestyle Sol', frame: { ...frame, brand: '', name: 'Holbrook' } }, 'Holbrook'],
    [{ planName: 'Lifestyle Progressiv', frame: null }, 'Lifestyle Progressiv'],
  ])('%j is called "%s", never by its number', (subscription, expected) => {
    expect(glassesSubscriptionName(subscription)).toBe(expected);
  });
});
