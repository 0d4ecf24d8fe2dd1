import type { LoginResult } from '../../shop/schemas/auth';
import type { AccountProblem } from '../../shop/enums';
import { onBackendReset } from './core';
import { BackendError } from './errors';
import { nextNumber, randomHex } from './ids';
import { displayName, findAccountByKey, findAccountByNumber, type AccountState } from './accounts';

/**
 * Shopper sessions, keyed by their CSRF token. `GET /api/site/shopper` hands out a token; every later
 * call that needs the session sends it as the `CSRF-TOKEN` header (mutations must; reads of the
 * account area do, where a real server would read a session cookie). A session holds the login and
 * the cart.
 */

/** A shopper session. */
export interface Session {
  token: string;
  shopperId: string;
  /** The logged-in customer, or null for a guest. */
  customerNumber: string | null;
  loginType: 1 | 2 | null;
  /** A login held back by an account problem, continued with its token. */
  pendingProblem: { token: string; problem: AccountProblem; customerNumber: string; loginType: 1 | 2 } | null;
}

let sessions = new Map<string, Session>();
let defaultAccountKey: string | null = null;

onBackendReset(() => {
  sessions = new Map();
  defaultAccountKey = null;
});

/**
 * Makes every new shopper session start logged in as a fixture account (`'customer'`, `'store'`,
 * `'manager'`, `'company'`...), or as a guest with `null`. `resetBackend()` sets it back to guest.
 * @example setMockShopperAccount('customer') // account pages render with Kari Nordmann's data
 */
export function setMockShopperAccount(accountKey: string | null): void {
  if (accountKey !== null && !findAccountByKey(accountKey))
    throw new Error(`Unknown mock account "${accountKey}"`);
  defaultAccountKey = accountKey;
}

/**
 * Opens a shopper session and returns it; logged in as the fixture account when a key is given.
 * Tests use it to skip the login: send `session.token` as the `CSRF-TOKEN` header.
 */
export function createMockSession(accountKey: string | null = defaultAccountKey): Session {
  const number = nextNumber('session');
  const session: Session = {
    token: `csrf-${number.toString().padStart(4, '0')}-${randomHex(16)}`,
    shopperId: `shopper-${number.toString().padStart(4, '0')}`,
    customerNumber: null,
    loginType: null,
    pendingProblem: null,
  };
  if (accountKey !== null) {
    const account = findAccountByKey(accountKey);
    if (!account) throw new Error(`Unknown mock account "${accountKey}"`);
    session.customerNumber = account.customer.customerNumber;
    session.loginType = 2;
  }
  sessions.set(session.token, session);
  return session;
}

/** The session of a token, or undefined. */
export function findSession(token: string | null | undefined): Session | undefined {
  return token ? sessions.get(token) : undefined;
}

/** The session of a token; throws 403 `CsrfTokenInvalid` for an unknown token. */
export function requireSession(token: string): Session {
  const session = sessions.get(token);
  if (!session) throw new BackendError(403, 'CsrfTokenInvalid', 'The CSRF token is unknown or has expired');
  return session;
}

/** The logged-in account of a session; throws 401 `NotLoggedIn` for a guest. */
export function requireAccount(session: Session | undefined): AccountState {
  const account = session?.customerNumber ? findAccountByNumber(session.customerNumber) : undefined;
  if (!account) throw new BackendError(401, 'NotLoggedIn', 'Log in first');
  return account;
}

/** Logs a session in as an account, or holds the login back with the account's problem. */
export function logIn(session: Session, account: AccountState, loginType: 1 | 2): LoginResult {
  const problem = account.accountProblem;
  // A BankID login is not held back by an unverified e-mail of the e-mail login, and the other way round.
  const applies =
    problem === 'TermsNotAccepted' ||
    (problem === 'EmailNotVerified' && loginType === 2) ||
    (problem === 'EidEmailNotVerified' && loginType === 1);
  if (problem && applies) {
    const token = `problem-${randomHex(12)}`;
    session.pendingProblem = { token, problem, customerNumber: account.customer.customerNumber, loginType };
    session.customerNumber = null;
    session.loginType = null;
    return {
      status: 'accountProblem',
      loginType,
      problem,
      problemToken: token,
      email: account.customer.email,
    };
  }
  session.pendingProblem = null;
  session.customerNumber = account.customer.customerNumber;
  session.loginType = loginType;
  return {
    status: 'loggedIn',
    loginType,
    user: { isStore: account.customer.role === 'store', name: displayName(account.customer) },
    customerNumber: account.customer.customerNumber,
  };
}

/** Logs a session out (its cart stays). */
export function logOut(session: Session): void {
  session.customerNumber = null;
  session.loginType = null;
  session.pendingProblem = null;
}

/** The pending problem of a session by its token; throws 410 `ProblemTokenInvalid`. */
export function takePendingProblem(
  session: Session,
  problemToken: string,
): NonNullable<Session['pendingProblem']> {
  const pending = session.pendingProblem;
  if (!pending || pending.token !== problemToken) {
    throw new BackendError(410, 'ProblemTokenInvalid', 'The login has expired; log in again');
  }
  return pending;
}
