/**
 * The shop client's account calls (issue 19), mixed into `createShopClient`: their types, timeouts
 * and a lazy binding. The implementation (`client.account.calls.ts`, with the account schemas)
 * loads on the first call, in its own chunk, so a shop page that never opens the account area does
 * not carry it.
 */
import { lazyCalls } from './lazyCalls';
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
  'requestStockAlert',
  'resetPassword',
  'changePassword',
  'getCustomer',
  'updateCustomer',
  'listOrders',
  'getOrder',
  'returnOrderLines',
  'getReturnLabel',
  'getInvoiceOverview',
  'getInvoice',
  'getInvoicePdf',
  'getFinanceDetails',
  'getFriendsMembership',
  'signUpFriends',
  'getReferral',
  'getGiftCardBalance',
] as const satisfies ReadonlyArray<keyof AccountCalls>;

/** The account calls, whose implementation loads on the first call. */
export function createLazyAccountCalls(
  request: AccountRequest,
  ensureToken: () => Promise<void>,
): AccountCalls {
  return lazyCalls<AccountCalls>(ACCOUNT_CALL_NAMES, () =>
    import('./client.account.calls').then((module) => module.createAccountCalls(request, ensureToken)),
  );
}
