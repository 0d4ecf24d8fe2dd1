import type { User } from '../schemas/auth';
import type { Customer } from '../schemas/customer';

/** The customer fields a booking asks for. */
const FIELDS = ['firstName', 'lastName', 'email', 'mobile'] as const;

/** The customer part of a booking (the steps' `BookingCustomerDraft`, named here to keep the import one-way). */
type BookingCustomerFields = Record<(typeof FIELDS)[number], string>;

/**
 * Whether the booking wizard fills in the logged-in user's own details: for a customer, not for a
 * store user (staff book for someone else, so their own name would be wrong), nor for a guest.
 */
export function prefillsCustomer(user: User | null | undefined): boolean {
  return user !== null && user !== undefined && !user.isStore;
}

/** The customer's details a booking asks for (name, e-mail, mobile), trimmed. */
export function bookingCustomerOf(customer: Pick<Customer, (typeof FIELDS)[number]>): BookingCustomerFields {
  return {
    firstName: customer.firstName.trim(),
    lastName: customer.lastName.trim(),
    email: customer.email.trim(),
    mobile: customer.mobile.trim(),
  };
}

/**
 * What the logged-in customer's details add to the booking's customer part: only the fields that
 * are still empty there, so nothing the shopper typed (or a rebooking brought) is overwritten.
 * Empty when there is nothing to add.
 */
export function customerPrefill(
  customer: Pick<Customer, (typeof FIELDS)[number]>,
  draft: BookingCustomerFields,
): Partial<BookingCustomerFields> {
  const patch: Partial<BookingCustomerFields> = {};
  for (const field of FIELDS) {
    const known = customer[field].trim();
    if (known && !draft[field].trim()) patch[field] = known;
  }
  return patch;
}
