import type { MessageKey } from '../../i18n/nb';
import { RETURN_TO_PARAM } from '../account/guard';
import { isShopApiRequestError } from '../client';
import { buildPath } from '../routes';
import type { User } from '../schemas/auth';
import type { FieldRule } from '../validation/rules';
import type { SafeStorage } from '../../utils/safeStorage';
import type {
  CustomerPaymentRequest,
  PaymentRequest,
  StaffCreateCustomerPayload,
  StaffCustomerHit,
} from '../schemas/staff';

/**
 * The store staff tools' rules (issue 21, shop spec sections 6 and 8): who may use them, the
 * customer lookup's query, error codes to messages, and what a payment request's status says.
 * Plain TypeScript; the views in `components/staff` only render and wire.
 */

/** What the staff tools show for the user: the tools, a wait, or the "for store staff" notice. */
export type StaffAccess = 'tools' | 'loading' | 'storeOnly';

/** Only a store user (`user.isStore`) uses the tools; a customer or a guest sees the notice. */
export function staffAccess(user: User | null | undefined): StaffAccess {
  if (user === undefined) return 'loading';
  return user?.isStore === true ? 'tools' : 'storeOnly';
}

/**
 * Where a guest on the staff tools logs in: the login, coming back to the tools (`returnTo`, the
 * parameter the login page reads). Built here rather than with the account guard's
 * `loginRedirectFor`, whose route matching the tools do not otherwise need (1.6 kB gzip).
 * @example staffLoginHref('/butikk-verktoy', '') // '/min-konto/logg-inn?returnTo=%2Fbutikk-verktoy'
 */
export function staffLoginHref(pathname: string, search: string): string {
  return `${buildPath('login')}?${RETURN_TO_PARAM}=${encodeURIComponent(`${pathname}${search}`)}`;
}

/** The fewest characters a customer lookup takes (the API answers 422 below it). */
export const STAFF_QUERY_MIN_LENGTH = 2;

/** The lookup's query, trimmed, or `null` when it is too short to send (with the message to show). */
export function staffQuery(typed: string): { query: string } | { problem: MessageKey } {
  const query = typed.trim();
  if (query === '') return { problem: 'staff.search.empty' };
  if (query.length < STAFF_QUERY_MIN_LENGTH) return { problem: 'staff.search.tooShort' };
  return { query };
}

/** The most of one product a store adds for a customer in one go (the API takes 1–12). */
export const STAFF_QUANTITY_MAX = 12;

/** A quantity to add: a whole number from 1 to {@link STAFF_QUANTITY_MAX}. Blank passes: pair with `required`. */
export const staffQuantity: FieldRule = (value) => {
  const text = value.trim();
  if (text === '') return null;
  return /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= STAFF_QUANTITY_MAX
    ? null
    : 'staff.quantityInvalid';
};

/** Which staff action failed: the message of an unknown code depends on it. */
export type StaffCall = 'search' | 'create' | 'addProduct' | 'basket' | 'send' | 'status' | 'paymentPage';

const CODE_MESSAGES: Readonly<Record<string, MessageKey>> = {
  CustomerNotFound: 'staff.error.customerNotFound',
  CustomerExists: 'staff.error.customerExists',
  NotAvailableForStore: 'staff.error.notAvailableForStore',
  OutOfStock: 'staff.error.outOfStock',
  BasketEmpty: 'staff.error.basketEmpty',
  NotStoreUser: 'staff.error.notStoreUser',
  NotLoggedIn: 'staff.error.notStoreUser',
};

/** An error of a staff call (or of the customer's payment page) to its message. */
export function staffErrorMessage(error: unknown, call: StaffCall): MessageKey {
  if (isShopApiRequestError(error)) {
    const known = error.code ? CODE_MESSAGES[error.code] : undefined;
    if (known) return known;
    if (error.status === 404 && call === 'addProduct') return 'staff.error.unknownSku';
    if (error.status === 404 && call === 'paymentPage') return 'staff.error.paymentRequestNotFound';
    if (error.status === 422 && call === 'addProduct') return 'staff.error.invalidProduct';
  }
  return call === 'basket' ? 'staff.error.basket' : 'staff.error.generic';
}

/** The create-customer form's values (all text, as typed). */
export interface StaffCustomerFormValues {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
}

/** The create-customer form, empty. */
export const EMPTY_STAFF_CUSTOMER_FORM: StaffCustomerFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
};

/** The form's values to the API's payload: trimmed, the phone without spaces. */
export function staffCustomerPayload(values: StaffCustomerFormValues): StaffCreateCustomerPayload {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    mobile: values.mobile.replace(/[\s-]/g, ''),
  };
}

/** What a payment request's status says, its tone, and whether a new one can be sent. */
export interface PaymentRequestStatusView {
  /** The status line's catalogue key. */
  statusKey: MessageKey;
  /** How the status is shown. */
  tone: 'info' | 'success' | 'warning';
  /** Whether the store can send the customer a new request (only once this one has expired). */
  canSendAgain: boolean;
  /** Whether the customer can still pay it. */
  canPay: boolean;
}

/** A payment request's status (sent, paid, expired) to what the staff tools and the customer's page show. */
export function paymentRequestStatusView(
  request: Pick<PaymentRequest | CustomerPaymentRequest, 'status'>,
): PaymentRequestStatusView {
  switch (request.status) {
    case 'paid':
      return { statusKey: 'staff.status.paid', tone: 'success', canSendAgain: false, canPay: false };
    case 'expired':
      return { statusKey: 'staff.status.expired', tone: 'warning', canSendAgain: true, canPay: false };
    case 'sent':
      return { statusKey: 'staff.status.sent', tone: 'info', canSendAgain: false, canPay: true };
  }
}

/** Where a payment request went, as the sent state says it: "SMS til …" or "e-post til …". */
export function sentToText(request: Pick<PaymentRequest, 'channel' | 'sentTo'>): {
  key: MessageKey;
  values: { to: string };
} {
  return {
    key: request.channel === 'sms' ? 'staff.sent.toSms' : 'staff.sent.toEmail',
    values: { to: request.sentTo },
  };
}

/**
 * Where the store user was in the tools: the customer being served and, once sent, the payment
 * request. Kept in the tab's session storage, so leaving the tools (to look something up, to open
 * the request's link) and coming back returns to the same customer or request; "Ny kunde" forgets it.
 * It holds what the tools showed on screen (name, e-mail, phone), and only for the tab's lifetime.
 */
export interface StaffResume {
  customer: StaffCustomerHit;
  request: PaymentRequest | null;
}

/** The session storage key of {@link StaffResume}. */
export const STAFF_RESUME_KEY = 'glimt.staff.resume';

/**
 * The stored resume point, or `null` when there is none or it is not one (checked by the schemas, which
 * load with `import()` only when something is stored; see `shop/storedReaders`).
 */
export async function loadStaffResume(storage: SafeStorage): Promise<StaffResume | null> {
  const raw = storage.getJSON<unknown>(STAFF_RESUME_KEY, null);
  if (typeof raw !== 'object' || raw === null) return null;
  const { parseStaffResume } = await import('../storedReaders');
  return parseStaffResume(raw);
}

/** Keeps the resume point, or forgets it (`null`). */
export function saveStaffResume(storage: SafeStorage, resume: StaffResume | null): void {
  if (resume === null) storage.removeItem(STAFF_RESUME_KEY);
  else storage.setJSON(STAFF_RESUME_KEY, resume);
}
