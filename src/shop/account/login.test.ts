import { describe, expect, it } from 'vitest';
import { ShopApiRequestError, ShopNetworkError } from '../client';
import type { BankIdPoll, LoginResult } from '../schemas/auth';
import {
  INITIAL_LOGIN_STATE,
  bankIdOutcomeError,
  loginErrorOf,
  loginReducer,
  stateOfResult,
  type LoginEvent,
  type LoginState,
} from './login';

const user = { isStore: false, name: 'Kari Nordmann' };
const loggedIn: LoginResult = { status: 'loggedIn', loginType: 2, user, customerNumber: '100001' };
const termsProblem: LoginResult = {
  status: 'accountProblem',
  loginType: 2,
  problem: 'TermsNotAccepted',
  problemToken: 'problem-1',
  email: 'nora.lie@example.no',
};
const order = {
  orderRef: 'bankid-1',
  autoStartToken: 'auto',
  expiresAt: '2026-11-17T09:33:00+01:00',
  pollIntervalMs: 2000,
};
const waiting: LoginState = {
  status: 'bankIdWaiting',
  orderRef: 'bankid-1',
  hint: 'outstandingTransaction',
  cancelling: false,
};
const problem = stateOfResult(termsProblem);

function run(events: LoginEvent[], from: LoginState = INITIAL_LOGIN_STATE): LoginState {
  return events.reduce(loginReducer, from);
}

const apiError = (status: number, code: string) =>
  new ShopApiRequestError('POST /api/auth/login', { status, code, message: code, fields: [] });

describe('loginReducer', () => {
  it.each<[string, LoginEvent[], LoginState]>([
    [
      'a password login that logs in',
      [
        { type: 'submit', method: 'password' },
        { type: 'result', result: loggedIn },
      ],
      { status: 'loggedIn', user, loginType: 2 },
    ],
    [
      'a password login held back by the terms',
      [
        { type: 'submit', method: 'password' },
        { type: 'result', result: termsProblem },
      ],
      problem,
    ],
    [
      'a failed password login',
      [
        { type: 'submit', method: 'password' },
        { type: 'failed', error: 'loginFailed' },
      ],
      { status: 'error', method: 'password', error: 'loginFailed' },
    ],
    [
      'a BankID start',
      [
        { type: 'submit', method: 'bankId' },
        { type: 'bankIdStarted', order },
      ],
      waiting,
    ],
    [
      'BankID that cannot start',
      [
        { type: 'submit', method: 'bankId' },
        { type: 'failed', error: 'bankIdProblems' },
      ],
      { status: 'error', method: 'bankId', error: 'bankIdProblems' },
    ],
    [
      'a retry after an error',
      [
        { type: 'submit', method: 'password' },
        { type: 'failed', error: 'generic' },
        { type: 'submit', method: 'bankId' },
      ],
      { status: 'submitting', method: 'bankId' },
    ],
    ['reset', [{ type: 'submit', method: 'password' }, { type: 'reset' }], INITIAL_LOGIN_STATE],
  ])('%s', (_name, events, expected) => {
    expect(run(events)).toEqual(expected);
  });

  it.each<[string, BankIdPoll, LoginState]>([
    [
      'pending with a new hint',
      { status: 'pending', hintCode: 'userSign' },
      { ...waiting, hint: 'userSign' } as LoginState,
    ],
    [
      'complete and logged in',
      { status: 'complete', login: { ...loggedIn, loginType: 1 } },
      { status: 'loggedIn', user, loginType: 1 },
    ],
    [
      'complete with the BankID e-mail problem',
      {
        status: 'complete',
        login: { ...termsProblem, loginType: 1, problem: 'EidEmailNotVerified', email: null },
      },
      { ...problem, loginType: 1, problem: 'EidEmailNotVerified', email: null } as LoginState,
    ],
    [
      'expired',
      { status: 'expired', hintCode: 'expiredTransaction' },
      { status: 'error', method: 'bankId', error: 'bankIdExpired' },
    ],
    [
      'too many attempts',
      { status: 'expired', hintCode: 'tooManyAttempts' },
      { status: 'error', method: 'bankId', error: 'bankIdExpired' },
    ],
    [
      'failed',
      { status: 'failed', hintCode: 'certificateErr' },
      { status: 'error', method: 'bankId', error: 'bankIdFailed' },
    ],
    [
      'cancelled in the app',
      { status: 'cancelled' },
      { status: 'error', method: 'bankId', error: 'bankIdFailed' },
    ],
  ])('BankID polled: %s', (_name, poll, expected) => {
    expect(loginReducer(waiting, { type: 'bankIdPolled', poll })).toEqual(expected);
  });

  it('keeps the same state for a pending poll with the same hint', () => {
    expect(
      loginReducer(waiting, {
        type: 'bankIdPolled',
        poll: { status: 'pending', hintCode: 'outstandingTransaction' },
      }),
    ).toBe(waiting);
  });

  it('ends the waiting as cancelled when the shopper cancels', () => {
    expect(loginReducer(waiting, { type: 'cancelBankId' })).toEqual({
      status: 'error',
      method: 'bankId',
      error: 'bankIdFailed',
    });
  });

  it('ignores events that do not fit the state', () => {
    const submitting: LoginState = { status: 'submitting', method: 'password' };
    expect(loginReducer(submitting, { type: 'submit', method: 'bankId' })).toBe(submitting);
    expect(loginReducer(waiting, { type: 'submit', method: 'password' })).toBe(waiting);
    expect(loginReducer(INITIAL_LOGIN_STATE, { type: 'bankIdPolled', poll: { status: 'cancelled' } })).toBe(
      INITIAL_LOGIN_STATE,
    );
    expect(loginReducer(submitting, { type: 'bankIdStarted', order })).toBe(submitting);
    expect(loginReducer(INITIAL_LOGIN_STATE, { type: 'result', result: loggedIn })).toBe(INITIAL_LOGIN_STATE);
    expect(loginReducer(INITIAL_LOGIN_STATE, { type: 'verificationResent' })).toBe(INITIAL_LOGIN_STATE);
  });

  it('solves an account problem: busy, then logged in after accepting the terms', () => {
    const busy = loginReducer(problem, { type: 'problemCall' });
    expect(busy).toMatchObject({ status: 'problem', busy: true, error: null });
    expect(loginReducer(busy, { type: 'result', result: loggedIn })).toEqual({
      status: 'loggedIn',
      user,
      loginType: 2,
    });
  });

  it('keeps the problem screen with its error when the call for it fails', () => {
    const failed = run([{ type: 'problemCall' }, { type: 'failed', error: 'sessionExpired' }], problem);
    expect(failed).toMatchObject({
      status: 'problem',
      problem: 'TermsNotAccepted',
      busy: false,
      error: 'sessionExpired',
    });
  });

  it('marks a new verification mail as sent', () => {
    const emailProblem = stateOfResult({ ...termsProblem, problem: 'EmailNotVerified' });
    expect(run([{ type: 'problemCall' }, { type: 'verificationResent' }], emailProblem)).toMatchObject({
      status: 'problem',
      problem: 'EmailNotVerified',
      resent: true,
      busy: false,
    });
  });
});

describe('loginErrorOf', () => {
  it.each<[string, unknown, 'password' | 'bankId', string]>([
    ['401 LoginFailed', apiError(401, 'LoginFailed'), 'password', 'loginFailed'],
    ['503 LoginUnavailable', apiError(503, 'LoginUnavailable'), 'password', 'unavailable'],
    ['502 for the password', apiError(502, 'UpstreamFailed'), 'password', 'unavailable'],
    ['503 for BankID', apiError(503, 'BankIdUnavailable'), 'bankId', 'bankIdProblems'],
    ['410 ProblemTokenInvalid', apiError(410, 'ProblemTokenInvalid'), 'password', 'sessionExpired'],
    ['401 without the code', apiError(401, 'NotLoggedIn'), 'password', 'generic'],
    ['500', apiError(500, 'HttpError'), 'password', 'generic'],
    [
      'no connection',
      new ShopNetworkError('POST /api/auth/login', new TypeError('offline')),
      'password',
      'generic',
    ],
    ['anything else', new Error('boom'), 'bankId', 'generic'],
  ])('%s', (_name, error, method, expected) => {
    expect(loginErrorOf(error, method)).toBe(expected);
  });
});

describe('bankIdOutcomeError', () => {
  it.each<[BankIdPoll, string | null]>([
    [{ status: 'pending', hintCode: 'started' }, null],
    [{ status: 'complete', login: loggedIn }, null],
    [{ status: 'expired', hintCode: 'tooManyAttempts' }, 'bankIdExpired'],
    [{ status: 'failed', hintCode: 'userCancel' }, 'bankIdFailed'],
    [{ status: 'cancelled' }, 'bankIdFailed'],
  ])('%j → %s', (poll, expected) => {
    expect(bankIdOutcomeError(poll)).toBe(expected);
  });
});
