import { describe, expect, it } from 'vitest';
import { nbSubscription } from '../../i18n/nb.subscription';
import { SubscriptionStatus } from '../enums';
import {
  lensSubscriptionName,
  lensSubscriptionStatusText,
  LENS_SUBSCRIPTION_STATES,
  LENS_SUBSCRIPTION_ACTIONS,
  allowedLensActions,
  canDoLensAction,
  earliestLensDeliveryDate,
  lensDeliveryAfterActivation,
  lensDeliverySchedule,
  lensSubscriptionState,
  temporaryAddressDateIssues,
  temporaryAddressPhase,
  type LensSubscriptionAction,
} from './lens';

const address = {
  address: { street: 'Hyttevegen 2', zipCode: '3580', city: 'Geilo' },
  from: '2026-12-20',
  to: '2027-01-03',
};
const active = { status: 100 as const, frozen: false, temporaryAddress: null };
const paused = { status: 520 as const, frozen: false, temporaryAddress: null };
const frozen = { status: 520 as const, frozen: true, temporaryAddress: null };
const cancelled = { status: 200 as const, frozen: false, temporaryAddress: null };

describe('lens subscription state', () => {
  it.each([
    [active, 'active'],
    [paused, 'paused'],
    [frozen, 'frozen'],
    [cancelled, 'cancelled'],
  ] as const)('status %o is %s', (subscription, state) => {
    expect(lensSubscriptionState(subscription)).toBe(state);
  });
});

describe('which actions each state allows (every status × every action)', () => {
  const allowed: Record<string, readonly LensSubscriptionAction[]> = {
    active: ['pause', 'cancel', 'changeInterval', 'setTemporaryAddress', 'addProduct', 'updatePaymentMethod'],
    paused: ['activate', 'cancel', 'changeInterval', 'addProduct', 'updatePaymentMethod'],
    frozen: ['reactivateFrozen', 'cancel', 'updatePaymentMethod'],
    cancelled: [],
  };
  const subscriptions = { active, paused, frozen, cancelled };
  const cases = Object.entries(subscriptions).flatMap(([state, subscription]) =>
    LENS_SUBSCRIPTION_ACTIONS.map(
      (action) => [state, action, allowed[state]!.includes(action), subscription] as const,
    ),
  );
  it.each(cases)('%s: %s allowed = %s', (_state, action, expected, subscription) => {
    expect(canDoLensAction(subscription, action)).toBe(expected);
  });

  it('offers removing a temporary address only when one is set, and only while active', () => {
    expect(canDoLensAction({ ...active, temporaryAddress: address }, 'removeTemporaryAddress')).toBe(true);
    expect(canDoLensAction({ ...paused, temporaryAddress: address }, 'removeTemporaryAddress')).toBe(false);
    expect(allowedLensActions(active)).not.toContain('removeTemporaryAddress');
  });
});

describe('the delivery schedule in working days', () => {
  it('processes 23 and sends 21 working days before the desired date', () => {
    // 15 Jan 2027 (Friday): counting back skips the weekends, 1 January and 25-26 December.
    const schedule = lensDeliverySchedule('2027-01-15', '2026-11-23');
    expect(schedule.shippingDate).toBe('2026-12-15');
    expect(schedule.processingDate).toBe('2026-12-11');
    expect(schedule.locked).toBe(false);
  });

  it('locks a delivery once its processing day has come', () => {
    expect(lensDeliverySchedule('2027-01-15', '2026-12-11').locked).toBe(true);
    expect(lensDeliverySchedule('2027-01-15', '2026-12-10').locked).toBe(false);
  });

  it('finds the earliest delivery date that can still be processed', () => {
    const earliest = earliestLensDeliveryDate('2026-11-23');
    expect(lensDeliverySchedule(earliest, '2026-11-23').locked).toBe(false);
    // 24 December would be processed today (23 working days back is 23 November): too late.
    expect(lensDeliverySchedule('2026-12-24', '2026-11-23').locked).toBe(true);
    expect(earliest).toBe('2026-12-28');
  });

  it.each([
    // Three and six months from today are well past the processing time.
    [3, '2026-11-23', '2027-02-23'],
    [6, '2026-11-23', '2027-05-23'],
    [2, '2026-11-23', '2027-01-23'],
    // A month from today (23 December) cannot be processed in time: the earliest day that can.
    [1, '2026-11-23', '2026-12-28'],
    // The end of a month: 31 January plus one month is the last day of February.
    [1, '2027-01-31', '2027-03-04'],
    [3, '2027-01-31', '2027-04-30'],
  ])('activated with an interval of %i month(s) on %s, the next delivery is %s', (interval, today, next) => {
    expect(lensDeliveryAfterActivation(interval, today)).toBe(next);
    expect(lensDeliverySchedule(next, today).locked).toBe(false);
  });
});

describe('temporary address dates', () => {
  const today = '2026-11-23';
  it.each([
    [{ from: '2026-12-01', to: '2026-12-10' }, {}],
    [{ from: '2026-11-23', to: '2026-11-24' }, {}],
    [
      { from: '', to: '' },
      { from: 'subscription.temporaryAddress.fromRequired', to: 'subscription.temporaryAddress.toRequired' },
    ],
    [{ from: '2026-11-22', to: '2026-12-01' }, { from: 'subscription.temporaryAddress.fromInPast' }],
    [{ from: '2026-12-10', to: '2026-12-10' }, { to: 'subscription.temporaryAddress.toBeforeFrom' }],
    [{ from: '2026-12-10', to: '2026-12-01' }, { to: 'subscription.temporaryAddress.toBeforeFrom' }],
    [{ from: '2026-12-01', to: '2027-12-02' }, { to: 'subscription.temporaryAddress.tooLong' }],
  ])('%o → %o', (dates, issues) => {
    expect(temporaryAddressDateIssues(dates, today)).toEqual(issues);
  });

  it('tells whether an address is upcoming, current or past', () => {
    expect(temporaryAddressPhase(address, '2026-12-19')).toBe('upcoming');
    expect(temporaryAddressPhase(address, '2026-12-20')).toBe('current');
    expect(temporaryAddressPhase(address, '2027-01-03')).toBe('current');
    expect(temporaryAddressPhase(address, '2027-01-04')).toBe('past');
  });
});

describe('what a lens subscription is called', () => {
  const product = (brand: string, name: string) => ({ brand, name });
  it.each([
    [
      [product('Acuvue', 'Acuvue Oasys 1-Day'), product('Acuvue', 'Acuvue Oasys 1-Day')],
      'Acuvue Oasys 1-Day',
    ],
    [[product('Biofinity', 'Biofinity')], 'Biofinity'],
    [[product('Biofinity', 'Biofinity'), product('Dailies', 'Total1')], 'Biofinity og Dailies Total1'],
    [
      [product('Biofinity', 'Toric'), product('Dailies', 'Total1'), product('Thea', 'Thealoz Duo')],
      'Biofinity Toric, Dailies Total1 og Thea Thealoz Duo',
    ],
  ])('%j is %j', (products, expected) => {
    expect(lensSubscriptionName({ products })).toBe(expected);
  });

  it('is null with no products, for the caller to fall back on the number', () => {
    expect(lensSubscriptionName({ products: [] })).toBeNull();
  });
});

describe("a lens subscription's state in a customer's words", () => {
  const text = (key: string) => nbSubscription[key as keyof typeof nbSubscription];

  it.each([
    ['active', 'Aktivt', 'success'],
    ['paused', 'Pauset', 'warning'],
    ['frozen', 'Pauset av oss', 'danger'],
    ['cancelled', 'Avsluttet', 'info'],
  ] as const)('%s reads "%s" (%s)', (state, word, tone) => {
    expect(text(lensSubscriptionStatusText(state).key)).toBe(word);
    expect(lensSubscriptionStatusText(state).tone).toBe(tone);
  });

  it('has a word for every state of every status code (100, 200, 520 paused or frozen)', () => {
    // A new state or status code without a word fails here (and the table above needs a row).
    expect(LENS_SUBSCRIPTION_STATES).toHaveLength(4);
    const states = Object.values(SubscriptionStatus).flatMap((status) =>
      [false, true].map((isFrozen) => lensSubscriptionState({ status, frozen: isFrozen })),
    );
    expect(new Set(states)).toEqual(new Set(LENS_SUBSCRIPTION_STATES));
    for (const state of LENS_SUBSCRIPTION_STATES)
      expect(text(lensSubscriptionStatusText(state).key)).toBeTruthy();
  });

  it("never shows the subscription system's own words", () => {
    for (const state of LENS_SUBSCRIPTION_STATES) {
      const word = text(lensSubscriptionStatusText(state).key);
      expect(word).not.toMatch(/fryst|frosset|frozen|stoppet|^\d+$/i);
    }
  });
});
