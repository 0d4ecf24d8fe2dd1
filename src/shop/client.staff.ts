/**
 * The shop client's store staff calls (issue 21): the customer lookup, creating a customer, adding
 * products for a customer and reading that basket back, sending and reading a payment request, and
 * the customer's read and payment of it by its link, mixed into `createShopClient`: their types, timeouts and a lazy binding. The
 * implementation (`client.staff.calls.ts`, with the staff schemas) loads on the first call, in its
 * own chunk.
 */
import { lazyCalls } from './lazyCalls';
import type { StaffCalls, StaffRequest } from './client.staff.types';

export { STAFF_CALL_TIMEOUTS } from './client.staff.types';
export type { StaffCallKind, StaffCalls, StaffRequest } from './client.staff.types';

/** The names of the store staff calls. */
export const STAFF_CALL_NAMES = [
  'searchCustomers',
  'createStaffCustomer',
  'addProductForCustomer',
  'getStaffBasket',
  'sendPaymentRequest',
  'getPaymentRequest',
  'getCustomerPaymentRequest',
  'payPaymentRequest',
] as const satisfies ReadonlyArray<keyof StaffCalls>;

/** The store staff calls, whose implementation loads on the first call. */
export function createLazyStaffCalls(request: StaffRequest, ensureToken: () => Promise<void>): StaffCalls {
  return lazyCalls<StaffCalls>(STAFF_CALL_NAMES, () =>
    import('./client.staff.calls').then((module) => module.createStaffCalls(request, ensureToken)),
  );
}
