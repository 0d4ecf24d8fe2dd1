import type { Customer, CustomerUpdatePayload } from '../schemas/customer';

/**
 * My details (`/min-konto/opplysninger`): the form's values from the customer, and the update body
 * holding only what changed (trimmed; the phone number without spaces or hyphens).
 */

/** The editable details as the form holds them. */
export interface CustomerFormValues {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  street: string;
  zipCode: string;
  city: string;
  /** Empty for a customer with no employee number (the form then has no such field). */
  employeeNumber: string;
  marketingConsent: boolean;
}

/** The form's first values: the customer's details. */
export function customerFormValues(customer: Customer): CustomerFormValues {
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    mobile: customer.mobile,
    street: customer.street,
    zipCode: customer.zipCode,
    city: customer.city,
    employeeNumber: customer.employeeNumber ?? '',
    marketingConsent: customer.marketingConsent,
  };
}

/** A phone number as the shop stores it: digits with an optional leading `+`, no spaces or hyphens. */
export function compactPhone(value: string): string {
  return value.trim().replace(/[\s-]/g, '');
}

const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'street', 'zipCode', 'city'] as const;

/**
 * The update body: only the fields whose value differs from the customer's, texts trimmed, the
 * e-mail compared without case. `null` when nothing changed (nothing to send).
 */
export function customerChanges(
  customer: Customer,
  values: CustomerFormValues,
): CustomerUpdatePayload | null {
  const changes: CustomerUpdatePayload = {};
  for (const field of TEXT_FIELDS) {
    const next = values[field].trim();
    const same =
      field === 'email'
        ? next.toLowerCase() === customer.email.trim().toLowerCase()
        : next === customer[field];
    if (!same) changes[field] = next;
  }
  const mobile = compactPhone(values.mobile);
  if (mobile !== compactPhone(customer.mobile)) changes.mobile = mobile;
  // Only a number the employer gave can be corrected; the shop never adds or removes one.
  const employeeNumber = values.employeeNumber.trim();
  if (customer.employeeNumber !== null && employeeNumber !== customer.employeeNumber)
    changes.employeeNumber = employeeNumber;
  if (values.marketingConsent !== customer.marketingConsent)
    changes.marketingConsent = values.marketingConsent;
  return Object.keys(changes).length === 0 ? null : changes;
}
