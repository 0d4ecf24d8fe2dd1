import type { BankIdOrder, BankIdPoll } from '../../shop/schemas/auth';
import { bankIdTestNumbers } from '../fixtures/customers';
import { backendNow, onBackendReset } from './core';
import { findAccountByKey, findAccountByPersonalNumber } from './accounts';
import { notFound } from './errors';
import { nextNumber, randomHex } from './ids';
import { logIn, type Session } from './sessions';
import { formatOsloIso } from './time';

/**
 * Mobile BankID orders. The outcome is fixed by the test personal number (`bankIdTestNumbers`):
 * complete after two pending polls, failed, expired or cancelled after one, or pending until the
 * order expires three minutes (of backend time) after it started. Without a personal number the
 * order completes as Kari Nordmann; an unknown number fails with `startFailed`.
 */

/** How long a BankID order lives. */
export const BANKID_ORDER_MINUTES = 3;

type Scenario = 'complete' | 'failed' | 'expired' | 'cancelled' | 'pending' | 'unknown';

interface BankIdState {
  order: BankIdOrder;
  sessionToken: string;
  personalNumber: string | null;
  scenario: Scenario;
  polls: number;
  final: BankIdPoll | null;
}

let orders = new Map<string, BankIdState>();
onBackendReset(() => {
  orders = new Map();
});

function scenarioOf(personalNumber: string | null): Scenario {
  if (personalNumber === null) return 'complete';
  const test = bankIdTestNumbers.find((entry) => entry.personalNumber === personalNumber);
  if (test) return test.outcome;
  return findAccountByPersonalNumber(personalNumber) ? 'complete' : 'unknown';
}

/** Starts a BankID order for a session. */
export function startBankId(session: Session, personalNumber: string | null): BankIdOrder {
  const number = nextNumber('bankid');
  const order: BankIdOrder = {
    orderRef: `bankid-${number}-${randomHex(8)}`,
    autoStartToken: `${randomHex(8)}-${randomHex(4)}-${randomHex(4)}-${randomHex(12)}`,
    expiresAt: formatOsloIso(new Date(backendNow().getTime() + BANKID_ORDER_MINUTES * 60_000)),
    pollIntervalMs: 2000,
  };
  orders.set(order.orderRef, {
    order,
    sessionToken: session.token,
    personalNumber,
    scenario: scenarioOf(personalNumber),
    polls: 0,
    final: null,
  });
  return order;
}

function orderOf(session: Session, orderRef: string): BankIdState {
  const state = orders.get(orderRef);
  if (!state || state.sessionToken !== session.token) throw notFound('BankID order', orderRef);
  return state;
}

/** Polls a BankID order: the next state of its scenario. */
export function pollBankId(session: Session, orderRef: string): BankIdPoll {
  const state = orderOf(session, orderRef);
  if (state.final) return state.final;
  state.polls += 1;
  const expired = backendNow().getTime() > new Date(state.order.expiresAt).getTime();
  let next: BankIdPoll | null = null;
  if (expired) {
    next = { status: 'expired', hintCode: 'expiredTransaction' };
  } else if (state.scenario === 'complete' && state.polls > 2) {
    const account = state.personalNumber
      ? findAccountByPersonalNumber(state.personalNumber)
      : findAccountByKey('customer');
    next = account
      ? { status: 'complete', login: logIn(session, account, 1) }
      : { status: 'failed', hintCode: 'startFailed' };
  } else if (state.scenario === 'failed' && state.polls > 1) {
    next = { status: 'failed', hintCode: 'certificateErr' };
  } else if (state.scenario === 'unknown') {
    next = { status: 'failed', hintCode: 'startFailed' };
  } else if (state.scenario === 'expired' && state.polls > 1) {
    next = { status: 'expired', hintCode: 'expiredTransaction' };
  } else if (state.scenario === 'cancelled' && state.polls > 1) {
    next = { status: 'cancelled' };
  }
  if (next) {
    state.final = next;
    return next;
  }
  return { status: 'pending', hintCode: state.polls === 1 ? 'outstandingTransaction' : 'userSign' };
}

/** Cancels a BankID order from the shop's side; a finished order keeps its outcome. */
export function cancelBankId(session: Session, orderRef: string): BankIdPoll {
  const state = orderOf(session, orderRef);
  if (!state.final) state.final = { status: 'cancelled' };
  return state.final;
}
