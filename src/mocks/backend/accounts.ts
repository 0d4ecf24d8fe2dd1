import type { AccountProblem } from '../../shop/enums';
import type { Customer, CustomerUpdatePayload } from '../../shop/schemas/customer';
import type { RegisterPayload } from '../../shop/schemas/auth';
import { getMockStore } from '../fixtures/stores';
import { mockAccounts, type MockAccount } from '../fixtures/customers';
import { onBackendReset } from './core';
import { BackendError, conflict, invalid, notFound } from './errors';
import { nextNumber, randomHex } from './ids';
import { sendMessage } from './mailbox';
import { backendLaterIso, backendNowIso } from './time';

/**
 * The accounts of the fake backend: the fixture accounts plus registrations, with passwords, account
 * problems, e-mail verification links and password reset links.
 */

/** An account as the fake backend keeps it. */
export interface AccountState extends MockAccount {
  /** Reset tokens and when they stop working. */
  resetTokens: Map<string, string>;
  verificationExpires: string | null;
}

let accounts: AccountState[] = [];

function load(): void {
  accounts = mockAccounts.map((account) => ({
    ...account,
    customer: { ...account.customer },
    resetTokens: new Map(),
    verificationExpires: account.verificationToken ? '2099-12-31T00:00:00+01:00' : null,
  }));
}
load();
onBackendReset(load);

/** An account by customer number. */
export function findAccountByNumber(customerNumber: string): AccountState | undefined {
  return accounts.find((account) => account.customer.customerNumber === customerNumber);
}

/** An account by e-mail (case-insensitive). */
export function findAccountByEmail(email: string): AccountState | undefined {
  const wanted = email.trim().toLowerCase();
  return accounts.find((account) => account.customer.email.toLowerCase() === wanted);
}

/** An account by personal number (`DDMMYY-XXXXX`). */
export function findAccountByPersonalNumber(personalNumber: string): AccountState | undefined {
  return accounts.find((account) => account.personalNumber === personalNumber);
}

/** An account by fixture key (`'customer'`, `'store'`...). */
export function findAccountByKey(key: string): AccountState | undefined {
  return accounts.find((account) => account.key === key);
}

/** Every account (for the staff lookup). */
export function allAccounts(): readonly AccountState[] {
  return accounts;
}

/** The customer details of an account, as the API shows them. */
export function getCustomer(customerNumber: string): Customer {
  const account = findAccountByNumber(customerNumber);
  if (!account) throw notFound('Customer', customerNumber);
  return { ...account.customer };
}

/** The name the header shows: the store's name for a store user, else first and last name. */
export function displayName(customer: Customer): string {
  if (customer.role === 'store' && customer.storeId) {
    return getMockStore(customer.storeId)?.name ?? `${customer.firstName} ${customer.lastName}`;
  }
  return `${customer.firstName} ${customer.lastName}`;
}

/** Checks an e-mail and password; throws 401 `LoginFailed` when they do not match an account. */
export function checkPassword(email: string, password: string): AccountState {
  const account = findAccountByEmail(email);
  if (!account || account.password !== password) {
    throw new BackendError(401, 'LoginFailed', 'The e-mail or password is wrong');
  }
  return account;
}

/** Clears an account's problem (terms accepted, or e-mail verified). */
export function solveAccountProblem(account: AccountState, problem: AccountProblem): void {
  if (account.accountProblem === problem) account.accountProblem = null;
  if (problem !== 'TermsNotAccepted') {
    account.verificationToken = null;
    account.verificationExpires = null;
  }
}

function sendVerification(account: AccountState): void {
  const token = `verify-${randomHex(12)}`;
  account.verificationToken = token;
  account.verificationExpires = backendLaterIso(24 * 60);
  sendMessage({
    channel: 'email',
    to: account.customer.email,
    subject: 'Bekreft e-postadressen din',
    body: 'Trykk på lenken for å bekrefte e-postadressen din. Lenken virker i 24 timer.',
    link: `/min-konto/logg-inn?verifiser=${token}`,
    token,
  });
}

/** Registers a customer; the account waits for the e-mail link. Throws 409 `CustomerExists`. */
export function register(payload: RegisterPayload): AccountState {
  if (findAccountByEmail(payload.email))
    throw conflict('CustomerExists', 'A customer with this e-mail already exists');
  if (payload.personalNumber && findAccountByPersonalNumber(payload.personalNumber)) {
    throw conflict('CustomerExists', 'A customer with this personal number already exists');
  }
  const customerNumber = String(nextNumber('customer', 100101));
  const birthDate =
    payload.birthDate ??
    (payload.personalNumber
      ? `${payload.personalNumber.slice(0, 4)}${Number(payload.personalNumber.slice(4, 6)) > 30 ? '19' : '20'}${payload.personalNumber.slice(4, 6)}`
      : null);
  const account: AccountState = {
    key: `registered-${customerNumber}`,
    description: 'Registrert i denne økten.',
    password: payload.password,
    personalNumber: payload.personalNumber ?? null,
    accountProblem: 'EmailNotVerified',
    verificationToken: null,
    verificationExpires: null,
    resetTokens: new Map(),
    customer: {
      customerNumber,
      firstName: payload.firstName,
      lastName: payload.lastName,
      email: payload.email,
      mobile: payload.mobile,
      street: payload.street,
      zipCode: payload.zipCode,
      city: payload.city,
      birthDate,
      personalNumberMasked: payload.personalNumber ? `${payload.personalNumber.slice(0, 6)}-*****` : null,
      employeeNumber: null,
      role: 'customer',
      storeId: null,
      organisationNumber: null,
      marketingConsent: false,
      isFriendsMember: false,
      createdAt: backendNowIso(),
    },
  };
  accounts.push(account);
  sendVerification(account);
  return account;
}

/** Confirms an e-mail link. Throws 410 `VerificationFailed` for an unknown or expired token. */
export function verifyEmail(token: string): AccountState {
  const account = accounts.find((candidate) => candidate.verificationToken === token);
  if (!account || (account.verificationExpires !== null && account.verificationExpires < backendNowIso())) {
    throw new BackendError(410, 'VerificationFailed', 'The verification link is unknown or has expired');
  }
  solveAccountProblem(
    account,
    account.accountProblem === 'EidEmailNotVerified' ? 'EidEmailNotVerified' : 'EmailNotVerified',
  );
  return account;
}

/** Sends a new verification link when the account waits for one (silently does nothing otherwise). */
export function resendVerification(account: AccountState | undefined): void {
  if (!account) return;
  if (account.accountProblem === 'EmailNotVerified' || account.accountProblem === 'EidEmailNotVerified') {
    sendVerification(account);
  }
}

/** Sends a password reset link when the e-mail has an account (the answer never tells). */
export function requestPasswordReset(email: string): void {
  const account = findAccountByEmail(email);
  if (!account) return;
  const token = `reset-${randomHex(12)}`;
  account.resetTokens.set(token, backendLaterIso(60));
  sendMessage({
    channel: 'email',
    to: account.customer.email,
    subject: 'Tilbakestill passordet ditt',
    body: 'Trykk på lenken for å velge et nytt passord. Lenken virker i én time.',
    link: `/min-konto/glemt-passord?token=${token}`,
    token,
  });
}

/** Sets a new password with a reset token. Throws 410 `ResetTokenInvalid`. */
export function resetPassword(token: string, password: string): void {
  const account = accounts.find((candidate) => candidate.resetTokens.has(token));
  const expires = account?.resetTokens.get(token);
  if (!account || expires === undefined || expires < backendNowIso()) {
    throw new BackendError(410, 'ResetTokenInvalid', 'The reset link is unknown or has expired');
  }
  account.resetTokens.delete(token);
  account.password = password;
}

/** Changes a logged-in customer's password. Throws 401 `WrongPassword` when the current one is wrong. */
export function changePassword(customerNumber: string, currentPassword: string, newPassword: string): void {
  const account = findAccountByNumber(customerNumber);
  if (!account) throw notFound('Customer', customerNumber);
  if (account.password !== currentPassword) {
    throw new BackendError(401, 'WrongPassword', 'The current password is wrong');
  }
  account.password = newPassword;
}

/**
 * Updates a customer's details. Throws 409 `CustomerExists` when the new e-mail is taken, and 422
 * for an employee number on a customer whose employer gave none (it is corrected, never added).
 */
export function updateCustomer(customerNumber: string, update: CustomerUpdatePayload): Customer {
  const account = findAccountByNumber(customerNumber);
  if (!account) throw notFound('Customer', customerNumber);
  if (update.employeeNumber !== undefined && account.customer.employeeNumber === null) {
    throw invalid('This customer has no employee number', [
      { path: 'employeeNumber', message: 'No employer gave this customer an employee number' },
    ]);
  }
  if (update.email !== undefined) {
    const owner = findAccountByEmail(update.email);
    if (owner && owner !== account) throw conflict('CustomerExists', 'Another customer has this e-mail');
  }
  const { personalNumber, ...fields } = update;
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  account.customer = { ...account.customer, ...defined };
  if (personalNumber !== undefined) {
    account.personalNumber = personalNumber;
    account.customer.personalNumberMasked = `${personalNumber.slice(0, 6)}-*****`;
  }
  return { ...account.customer };
}

/** Marks a customer as a friends member. */
export function setFriendsMember(customerNumber: string): void {
  const account = findAccountByNumber(customerNumber);
  if (account) account.customer.isFriendsMember = true;
}
