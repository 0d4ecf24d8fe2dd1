import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BankIdOrder, BankIdPoll } from '../schemas/auth';
import {
  BANKID_DEFAULT_LIFETIME_MS,
  bankIdDeadline,
  bankIdPollInterval,
  startBankIdPolling,
} from './bankIdPolling';

const START = Date.parse('2026-11-17T09:30:00+01:00');

function order(overrides: Partial<BankIdOrder> = {}): BankIdOrder {
  return {
    orderRef: 'bankid-1',
    autoStartToken: 'auto',
    expiresAt: new Date(START + 3 * 60_000).toISOString(),
    pollIntervalMs: 2000,
    ...overrides,
  };
}

const pending: BankIdPoll = { status: 'pending', hintCode: 'outstandingTransaction' };
const complete: BankIdPoll = {
  status: 'complete',
  login: {
    status: 'loggedIn',
    loginType: 1,
    user: { isStore: false, name: 'Kari Nordmann' },
    customerNumber: '1',
  },
};

/** A poller whose backend answers `answers` in turn (the last one again and again). */
function setUp(answers: BankIdPoll[], orderOverrides: Partial<BankIdOrder> = {}) {
  let call = 0;
  const poll = vi.fn(async () => answers[Math.min(call++, answers.length - 1)]!);
  const cancel = vi.fn(async () => ({ status: 'cancelled' }));
  const onPoll = vi.fn();
  const onError = vi.fn();
  const poller = startBankIdPolling({ order: order(orderOverrides), poll, cancel, onPoll, onError });
  return { poller, poll, cancel, onPoll, onError };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('startBankIdPolling', () => {
  it('polls every interval until the order completes, then stops', async () => {
    const { poll, onPoll, poller } = setUp([pending, { status: 'pending', hintCode: 'userSign' }, complete]);
    expect(poll).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1999);
    expect(poll).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(poll).toHaveBeenCalledWith(
      'bankid-1',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    await vi.advanceTimersByTimeAsync(4000);
    expect(poll).toHaveBeenCalledTimes(3);
    expect(onPoll.mock.calls.map(([answer]) => answer.status)).toEqual(['pending', 'pending', 'complete']);
    expect(onPoll).toHaveBeenLastCalledWith(complete);
    expect(poller.isActive).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it.each<BankIdPoll>([
    { status: 'failed', hintCode: 'certificateErr' },
    { status: 'expired', hintCode: 'tooManyAttempts' },
    { status: 'cancelled' },
  ])('stops on a final $status', async (final) => {
    const { poll, onPoll, cancel } = setUp([pending, final]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(poll).toHaveBeenCalledTimes(2);
    expect(onPoll).toHaveBeenLastCalledWith(final);
    expect(cancel).not.toHaveBeenCalled();
  });

  it('stops at expiresAt and reports the order expired', async () => {
    const { poll, onPoll, poller } = setUp([pending]);
    await vi.advanceTimersByTimeAsync(3 * 60_000 - 1);
    expect(poll).toHaveBeenCalledTimes(89);
    expect(onPoll).toHaveBeenCalledTimes(89);
    await vi.advanceTimersByTimeAsync(1);
    expect(onPoll).toHaveBeenLastCalledWith({ status: 'expired', hintCode: 'expiredTransaction' });
    expect(poller.isActive).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(poll).toHaveBeenCalledTimes(89);
  });

  it('expires while a poll hangs: the poll is aborted', async () => {
    let signal: AbortSignal | undefined;
    const poll = vi.fn((_ref: string, options: { signal: AbortSignal }) => {
      signal = options.signal;
      return new Promise<BankIdPoll>(() => {});
    });
    const onPoll = vi.fn();
    startBankIdPolling({ order: order(), poll, cancel: vi.fn(async () => null), onPoll, onError: vi.fn() });
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(signal?.aborted).toBe(true);
    expect(onPoll).toHaveBeenCalledExactlyOnceWith({ status: 'expired', hintCode: 'expiredTransaction' });
  });

  it('cancel stops polling and cancels the order at the backend', async () => {
    const { poll, cancel, onPoll, poller } = setUp([pending]);
    await vi.advanceTimersByTimeAsync(2000);
    poller.cancel();
    expect(cancel).toHaveBeenCalledExactlyOnceWith('bankid-1');
    expect(poller.isActive).toBe(false);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(onPoll).toHaveBeenCalledTimes(1);
    poller.cancel();
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it('a cancel that fails at the backend changes nothing', async () => {
    const cancel = vi.fn(async () => {
      throw new Error('offline');
    });
    const poller = startBankIdPolling({
      order: order(),
      poll: vi.fn(async () => pending),
      cancel,
      onPoll: vi.fn(),
      onError: vi.fn(),
    });
    poller.cancel();
    await vi.advanceTimersByTimeAsync(0);
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it('stop (unmount) ends polling without a call, also while a poll is on its way', async () => {
    let resolve: ((poll: BankIdPoll) => void) | undefined;
    const poll = vi.fn(() => new Promise<BankIdPoll>((done) => (resolve = done)));
    const cancel = vi.fn(async () => null);
    const onPoll = vi.fn();
    const poller = startBankIdPolling({ order: order(), poll, cancel, onPoll, onError: vi.fn() });
    await vi.advanceTimersByTimeAsync(2000);
    poller.stop();
    resolve?.(complete);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(onPoll).not.toHaveBeenCalled();
    expect(cancel).not.toHaveBeenCalled();
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it('a failing poll stops polling and reports the error', async () => {
    const failure = new Error('offline');
    let call = 0;
    const poll = vi.fn(async () => {
      call += 1;
      if (call === 2) throw failure;
      return pending;
    });
    const onError = vi.fn();
    const poller = startBankIdPolling({
      order: order(),
      poll,
      cancel: vi.fn(async () => null),
      onPoll: vi.fn(),
      onError,
    });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(poll).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledExactlyOnceWith(failure);
    expect(poller.isActive).toBe(false);
  });

  it('uses a bounded interval from the answer', async () => {
    const { poll } = setUp([pending], { pollIntervalMs: 1 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(poll).toHaveBeenCalledTimes(4);
  });

  it('keeps polling for the default lifetime when the backend clock disagrees', async () => {
    // The fake backend's clock stands still in 2026-11-17 09:30; here it is an hour later.
    vi.setSystemTime(START + 60 * 60_000);
    const { onPoll, poll } = setUp([pending]);
    await vi.advanceTimersByTimeAsync(BANKID_DEFAULT_LIFETIME_MS - 1);
    expect(poll).toHaveBeenCalled();
    expect(onPoll).not.toHaveBeenCalledWith(expect.objectContaining({ status: 'expired' }));
    await vi.advanceTimersByTimeAsync(1);
    expect(onPoll).toHaveBeenLastCalledWith({ status: 'expired', hintCode: 'expiredTransaction' });
  });
});

describe('bankIdPollInterval', () => {
  it.each([
    [2000, 2000],
    [1, 500],
    [60_000, 10_000],
    [Number.NaN, 2000],
    [Number.POSITIVE_INFINITY, 2000],
  ])('%d → %d', (given, expected) => {
    expect(bankIdPollInterval(given)).toBe(expected);
  });
});

describe('bankIdDeadline', () => {
  it.each([
    ['expiresAt ahead', new Date(START + 180_000).toISOString(), START + 180_000],
    ['expiresAt with the Oslo offset', '2026-11-17T09:32:00+01:00', START + 120_000],
    ['already passed (clocks disagree)', '2026-11-17T09:00:00+01:00', START + BANKID_DEFAULT_LIFETIME_MS],
    ['too far ahead', '2026-11-18T09:30:00+01:00', START + BANKID_DEFAULT_LIFETIME_MS],
    ['not a date', 'soon', START + BANKID_DEFAULT_LIFETIME_MS],
  ])('%s', (_name, expiresAt, expected) => {
    expect(bankIdDeadline(expiresAt, START)).toBe(expected);
  });
});
