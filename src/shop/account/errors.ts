import type { MessageKey } from '../../i18n/nb';
import { isShopApiRequestError } from '../client';

/**
 * What an account page does with a failed call: a read that answers 404 is "not found" (an id of
 * another customer answers 404 too), a known 409/401 of a write has its own message, anything else
 * (5xx, timeout, no answer, a broken answer) offers to try again.
 */

/** How a failed account read is shown. */
export type AccountReadFailure = 'notFound' | 'error';

/** Whether a failed read is a "not found" (404) or an error worth trying again. */
export function accountReadFailure(error: unknown): AccountReadFailure {
  return isShopApiRequestError(error) && error.status === 404 ? 'notFound' : 'error';
}

/** The account writes whose failures have a message of their own. */
export type AccountWrite = 'updateCustomer' | 'changePassword' | 'returnOrderLines';

/** Where a write's failure is shown: on a field of the form, or for the whole form. */
export interface AccountWriteFailure {
  /** The form field the message belongs to, or `null` for the form as a whole. */
  field: 'email' | 'currentPassword' | null;
  key: MessageKey;
}

/**
 * The message of a failed account write: the e-mail is taken (409 `CustomerExists`, on the e-mail
 * field), the current password is wrong (401 `WrongPassword`, on that field), the order cannot be
 * returned yet (409 `NotReturnable`); anything else is the catalogue's "something went wrong".
 */
export function accountWriteFailure(write: AccountWrite, error: unknown): AccountWriteFailure {
  if (isShopApiRequestError(error)) {
    if (write === 'updateCustomer' && error.status === 409 && error.code === 'CustomerExists') {
      return { field: 'email', key: 'account.pages.details.customerExists' };
    }
    if (write === 'changePassword' && error.status === 401 && error.code === 'WrongPassword') {
      return { field: 'currentPassword', key: 'account.pages.password.wrong' };
    }
    if (write === 'returnOrderLines' && error.status === 409 && error.code === 'NotReturnable') {
      return { field: null, key: 'account.pages.return.notReturnable' };
    }
  }
  return { field: null, key: 'account.pages.error' };
}
