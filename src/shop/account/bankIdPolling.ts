import type { BankIdOrder, BankIdPoll } from '../schemas/auth';

/**
 * Polls a Mobile BankID order until it ends: every `pollIntervalMs` it asks for the order's state,
 * reports each answer, and stops on complete, failed, expired or cancelled, on `cancel()` (which tells
 * the backend), on `stop()` (an unmounted view), or when the order expires. No React: timers and
 * calls are passed in, so it is tested under fake timers.
 */

/** The shortest and longest poll interval taken from an answer (the interval is API data). */
export const BANKID_POLL_INTERVAL_BOUNDS = { min: 500, max: 10_000 } as const;
/** How long an order lives when its `expiresAt` cannot be trusted (BankID's own order lifetime). */
export const BANKID_DEFAULT_LIFETIME_MS = 180_000; // 3 minutes
/** The longest an order is polled, whatever its `expiresAt` says. */
export const BANKID_MAX_LIFETIME_MS = 600_000; // 10 minutes

/** The poll interval to use: the answer's, within {@link BANKID_POLL_INTERVAL_BOUNDS} (2 s when unusable). */
export function bankIdPollInterval(pollIntervalMs: number): number {
  if (!Number.isFinite(pollIntervalMs)) return 2000;
  return Math.min(BANKID_POLL_INTERVAL_BOUNDS.max, Math.max(BANKID_POLL_INTERVAL_BOUNDS.min, pollIntervalMs));
}

/**
 * When to stop polling, in local milliseconds: the order's `expiresAt`, unless the two clocks
 * disagree (an `expiresAt` that has already passed when the order arrived, or lies further ahead
 * than {@link BANKID_MAX_LIFETIME_MS}): then {@link BANKID_DEFAULT_LIFETIME_MS} after it arrived.
 */
export function bankIdDeadline(expiresAt: string, receivedAt: number): number {
  const expires = Date.parse(expiresAt);
  if (Number.isNaN(expires) || expires <= receivedAt || expires - receivedAt > BANKID_MAX_LIFETIME_MS) {
    return receivedAt + BANKID_DEFAULT_LIFETIME_MS;
  }
  return expires;
}

/** Whether a polled state ends the order. */
export function isFinalBankIdPoll(poll: BankIdPoll): boolean {
  return poll.status !== 'pending';
}

/** The poll that reports an order that ran out on the shop's side. */
export const BANKID_EXPIRED_POLL: BankIdPoll = { status: 'expired', hintCode: 'expiredTransaction' };

/** What the poller needs. */
export interface BankIdPollerOptions {
  /** The started order. */
  order: BankIdOrder;
  /** Asks for the order's state (`client.pollBankId`). */
  poll: (orderRef: string, options: { signal: AbortSignal }) => Promise<BankIdPoll>;
  /** Tells the backend the shopper gave up (`client.cancelBankId`). */
  cancel: (orderRef: string) => Promise<unknown>;
  /** Each answer: pending (with the hint), or the final state (then polling has stopped). */
  onPoll: (poll: BankIdPoll) => void;
  /** A poll that failed (no answer, an error status); polling has stopped. */
  onError: (error: unknown) => void;
  /** The clock. @default Date.now */
  now?: () => number;
}

/** A running poller. */
export interface BankIdPoller {
  /** Stops polling and cancels the order at the backend (the shopper pressed cancel). */
  cancel(): void;
  /** Stops polling without a call (the view went away after the order ended, or a test). */
  stop(): void;
  /** Whether polling still runs. */
  readonly isActive: boolean;
}

/** Starts polling `order`; the first poll is one interval after the start. */
export function startBankIdPolling(options: BankIdPollerOptions): BankIdPoller {
  const now = options.now ?? Date.now;
  const { orderRef } = options.order;
  const interval = bankIdPollInterval(options.order.pollIntervalMs);
  const deadline = bankIdDeadline(options.order.expiresAt, now());
  let active = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;

  const halt = () => {
    active = false;
    if (timer !== undefined) clearTimeout(timer);
    clearTimeout(expiryTimer);
    controller?.abort();
  };

  const finish = (poll: BankIdPoll) => {
    halt();
    options.onPoll(poll);
  };

  const expiryTimer = setTimeout(
    () => {
      if (!active) return;
      finish(BANKID_EXPIRED_POLL);
    },
    Math.max(0, deadline - now()),
  );

  const schedule = () => {
    timer = setTimeout(() => void tick(), interval);
  };

  const tick = async () => {
    if (!active) return;
    if (now() >= deadline) {
      finish(BANKID_EXPIRED_POLL);
      return;
    }
    controller = new AbortController();
    let answer: BankIdPoll;
    try {
      answer = await options.poll(orderRef, { signal: controller.signal });
    } catch (error) {
      if (!active) return;
      halt();
      options.onError(error);
      return;
    }
    if (!active) return;
    if (isFinalBankIdPoll(answer)) {
      finish(answer);
      return;
    }
    options.onPoll(answer);
    schedule();
  };

  schedule();

  return {
    cancel() {
      if (!active) return;
      halt();
      options.cancel(orderRef).catch(() => {
        // The order ends on its own when it expires; a failed cancel changes nothing for the shopper.
      });
    },
    stop() {
      halt();
    },
    get isActive() {
      return active;
    },
  };
}
