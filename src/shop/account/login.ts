import type { MessageKey } from '../../i18n/nb';
import { isShopApiRequestError } from '../client';
import type { AccountProblem, LoginType } from '../enums';
import type { BankIdOrder, BankIdPoll, LoginResult, User } from '../schemas/auth';

/**
 * The login's state machine as a pure reducer (shop spec sections 4, 6 and 8): e-mail and password,
 * Mobile BankID (start, waiting with what to do on the phone, the outcome), the account problems that
 * hold a login back (latest terms, e-mail not verified, BankID e-mail not verified), logged in, and
 * the error catalogue's messages. The view dispatches what its calls answer; it decides nothing.
 */

/** How the shopper logs in. */
export type LoginMethod = 'password' | 'bankId';

/** What the BankID app is waiting for, as the waiting screen explains it. */
export type BankIdPendingHint = Extract<BankIdPoll, { status: 'pending' }>['hintCode'];

/**
 * Why a login attempt did not end logged in, each one message of the catalogue (section 8):
 * `loginFailed` "Login failed, try again" (401), `unavailable` "Login temporarily unavailable" (503),
 * `bankIdExpired` "login time expired or too many attempts", `bankIdFailed` "login cancelled or
 * failed", `bankIdProblems` the BankID problems notice (BankID itself not answering),
 * `sessionExpired` "verification failed: log in again and finish sooner" (a held-back login's token
 * ran out), `generic` "Something went wrong, try again or contact customer service".
 */
export type LoginErrorKind =
  | 'loginFailed'
  | 'unavailable'
  | 'bankIdExpired'
  | 'bankIdFailed'
  | 'bankIdProblems'
  | 'sessionExpired'
  | 'generic';

/** The catalogue key of each login error. */
export const LOGIN_ERROR_MESSAGES: Readonly<Record<LoginErrorKind, MessageKey>> = {
  loginFailed: 'account.auth.error.loginFailed',
  unavailable: 'account.auth.error.unavailable',
  bankIdExpired: 'account.auth.error.bankIdExpired',
  bankIdFailed: 'account.auth.error.bankIdFailed',
  bankIdProblems: 'account.auth.error.bankIdProblems',
  sessionExpired: 'account.auth.error.sessionExpired',
  generic: 'account.auth.error.generic',
};

/** What to do on the phone while BankID waits, per hint. */
export const BANKID_HINT_MESSAGES: Readonly<Record<BankIdPendingHint, MessageKey>> = {
  outstandingTransaction: 'account.auth.bankId.hint.outstandingTransaction',
  started: 'account.auth.bankId.hint.started',
  userSign: 'account.auth.bankId.hint.userSign',
};

/** A login held back by an account problem: what it needs, and the token that continues it. */
export interface LoginProblemState {
  status: 'problem';
  problem: AccountProblem;
  problemToken: string;
  email: string | null;
  loginType: LoginType;
  /** A call for the problem (accept terms, send a new mail) is on its way. */
  busy: boolean;
  /** A new verification mail went out. */
  resent: boolean;
  /** Why the last call for the problem failed. */
  error: LoginErrorKind | null;
}

/** Where the login is. */
export type LoginState =
  | { status: 'idle' }
  | { status: 'submitting'; method: LoginMethod }
  | { status: 'bankIdWaiting'; orderRef: string; hint: BankIdPendingHint; cancelling: boolean }
  | LoginProblemState
  | { status: 'loggedIn'; user: User; loginType: LoginType }
  | { status: 'error'; method: LoginMethod; error: LoginErrorKind };

/** What happened: the view's actions and what the calls answered. */
export type LoginEvent =
  | { type: 'submit'; method: LoginMethod }
  | { type: 'bankIdStarted'; order: BankIdOrder }
  | { type: 'bankIdPolled'; poll: BankIdPoll }
  | { type: 'cancelBankId' }
  | { type: 'result'; result: LoginResult }
  | { type: 'failed'; error: LoginErrorKind }
  | { type: 'problemCall' }
  | { type: 'verificationResent' }
  | { type: 'reset' };

/** The login before anything happened. */
export const INITIAL_LOGIN_STATE: LoginState = { status: 'idle' };

/** The state a login result leads to: logged in, or the account problem's screen. */
export function stateOfResult(result: LoginResult): LoginState {
  if (result.status === 'loggedIn') {
    return { status: 'loggedIn', user: result.user, loginType: result.loginType };
  }
  return {
    status: 'problem',
    problem: result.problem,
    problemToken: result.problemToken,
    email: result.email,
    loginType: result.loginType,
    busy: false,
    resent: false,
    error: null,
  };
}

/** The error of a finished BankID order that did not log in (null for pending and complete). */
export function bankIdOutcomeError(poll: BankIdPoll): LoginErrorKind | null {
  switch (poll.status) {
    case 'expired':
      return 'bankIdExpired';
    case 'failed':
    case 'cancelled':
      return 'bankIdFailed';
    default:
      return null;
  }
}

/**
 * The catalogue error of a failed login call: 401 `LoginFailed` "login failed", 503 (and 502)
 * "temporarily unavailable" (for BankID the BankID problems notice), 410 `ProblemTokenInvalid` "log
 * in again", anything else (a timeout, no connection, a broken answer) "something went wrong".
 */
export function loginErrorOf(error: unknown, method: LoginMethod = 'password'): LoginErrorKind {
  if (!isShopApiRequestError(error)) return 'generic';
  if (error.status === 401 && error.code === 'LoginFailed') return 'loginFailed';
  if (error.status === 502 || error.status === 503) {
    return method === 'bankId' ? 'bankIdProblems' : 'unavailable';
  }
  if (error.status === 410) return 'sessionExpired';
  return 'generic';
}

/** The login's reducer: the next state for an event (an event that does not fit is ignored). */
export function loginReducer(state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    case 'submit':
      if (state.status === 'submitting' || state.status === 'bankIdWaiting') return state;
      return { status: 'submitting', method: event.method };
    case 'bankIdStarted':
      if (state.status !== 'submitting' || state.method !== 'bankId') return state;
      return {
        status: 'bankIdWaiting',
        orderRef: event.order.orderRef,
        hint: 'outstandingTransaction',
        cancelling: false,
      };
    case 'bankIdPolled': {
      if (state.status !== 'bankIdWaiting') return state;
      const { poll } = event;
      if (poll.status === 'pending') {
        return poll.hintCode === state.hint ? state : { ...state, hint: poll.hintCode };
      }
      if (poll.status === 'complete') return stateOfResult(poll.login);
      return { status: 'error', method: 'bankId', error: bankIdOutcomeError(poll) ?? 'generic' };
    }
    case 'cancelBankId':
      if (state.status !== 'bankIdWaiting') return state;
      return { status: 'error', method: 'bankId', error: 'bankIdFailed' };
    case 'result':
      if (state.status !== 'submitting' && state.status !== 'problem') return state;
      return stateOfResult(event.result);
    case 'failed':
      if (state.status === 'problem') return { ...state, busy: false, error: event.error };
      if (state.status === 'submitting') return { status: 'error', method: state.method, error: event.error };
      if (state.status === 'bankIdWaiting') return { status: 'error', method: 'bankId', error: event.error };
      return state;
    case 'problemCall':
      if (state.status !== 'problem') return state;
      return { ...state, busy: true, error: null };
    case 'verificationResent':
      if (state.status !== 'problem') return state;
      return { ...state, busy: false, resent: true, error: null };
    case 'reset':
      return INITIAL_LOGIN_STATE;
  }
}

/** The catalogue keys of an account problem's screen: its heading and what to do. */
export const LOGIN_PROBLEM_TEXTS: Readonly<
  Record<AccountProblem, { title: MessageKey; text: MessageKey; action: MessageKey }>
> = {
  TermsNotAccepted: {
    title: 'account.auth.problem.terms.title',
    text: 'account.auth.problem.terms.text',
    action: 'account.auth.problem.terms.action',
  },
  EmailNotVerified: {
    title: 'account.auth.problem.email.title',
    text: 'account.auth.problem.email.text',
    action: 'account.auth.problem.email.action',
  },
  EidEmailNotVerified: {
    title: 'account.auth.problem.eidEmail.title',
    text: 'account.auth.problem.eidEmail.text',
    action: 'account.auth.problem.email.action',
  },
};
