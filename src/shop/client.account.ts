/**
 * The shop client's account calls (issue 19), mixed into `createShopClient`: their types, timeouts
 * and a lazy binding. The implementation (`client.account.calls.ts`, with the account schemas)
 * loads on the first call, in its own chunk, so a shop page that never opens the account area does
 * not carry it.
 */
import type { AccountCalls, AccountRequest } from './client.account.types';

export { ACCOUNT_CALL_TIMEOUTS } from './client.account.types';
export type {
  AccountCallKind,
  AccountCalls,
  AccountRequest,
  ChangePasswordPayload,
} from './client.account.types';

/** The names of the account calls. */
export const ACCOUNT_CALL_NAMES = [
  'login',
  'acceptTerms',
  'logout',
  'startBankId',
  'pollBankId',
  'cancelBankId',
  'register',
  'verifyEmail',
  'resendVerification',
  'forgotPassword',
  'resetPassword',
  'changePassword',
  'getCustomer',
  'updateCustomer',
  'listOrders',
  'getOrder',
  'returnOrderLines',
  'getInvoiceOverview',
  'getInvoice',
  'getFinanceDetails',
  'getFriendsMembership',
  'signUpFriends',
  'getReferral',
  'getGiftCardBalance',
] as const satisfies ReadonlyArray<keyof AccountCalls>;

type AnyCall = (...args: unknown[]) => Promise<unknown>;

/** The account calls, whose implementation loads on the first call. */
export function createLazyAccountCalls(
  request: AccountRequest,
  ensureToken: () => Promise<void>,
): AccountCalls {
  let calls: Promise<AccountCalls> | undefined;
  const load = () =>
    (calls ??= import('./client.account.calls').then((module) =>
      module.createAccountCalls(request, ensureToken),
    ));
  const lazy: Partial<Record<keyof AccountCalls, AnyCall>> = {};
  for (const name of ACCOUNT_CALL_NAMES) {
    lazy[name] = async (...args) => ((await load())[name] as AnyCall)(...args);
  }
  return lazy as unknown as AccountCalls;
}
