import type { PaymentStepOutcome } from '../../shop/schemas/checkout';
import type { ApiFieldError } from '../../shop/schemas/common';
import type {
  CustomerPaymentRequest,
  PaymentRequest,
  PaymentRequestPayPayload,
  StaffBasket,
  StaffCreateCustomerPayload,
  StaffCustomerHit,
} from '../../shop/schemas/staff';
import { PaymentStepResult } from '../../shop/enums';
import { shipmentName } from '../fixtures/orders';
import { backendNow, onBackendReset } from './core';
import { allAccounts, findAccountByEmail, findAccountByNumber, type AccountState } from './accounts';
import { FAILING_SSN, TRANSACTION_MINUTES } from './checkout';
import { drawGiftCard, getGiftCardBalance } from './giftcards';
import { addOrder } from './orders';
import { BackendError, conflict, invalid, notFound } from './errors';
import { nextNumber, randomHex } from './ids';
import { sendMessage } from './mailbox';
import { isGiftCard, lookupSku, checkSellable } from './cart';
import { backendLaterIso, backendNowIso } from './time';

/**
 * What a store user does for a customer: look the customer up, put products together (gift cards
 * cannot be added by stores), and send a payment request by SMS or e-mail.
 */

/** How long a payment request can be paid. */
export const PAYMENT_REQUEST_HOURS = 48;

let baskets = new Map<string, StaffBasket>();
/** A payment request with what it asks for and the secret token of its link. */
interface StoredRequest {
  request: PaymentRequest;
  token: string;
  lines: StaffBasket['lines'];
  /** The store that sent it: the customer collects there (click and collect, 119). */
  storeId: string | null;
  /** The order its payment placed, once paid (a request is paid once). */
  orderNumber: string | null;
}
/** A Klarna session started for a payment request, resumed when the customer comes back. */
interface RequestTransaction {
  requestId: string;
  createdAt: number;
}
let requests = new Map<string, StoredRequest>();
let requestTransactions = new Map<string, RequestTransaction>();
let created: AccountState[] = [];
onBackendReset(() => {
  baskets = new Map();
  requests = new Map();
  requestTransactions = new Map();
  created = [];
});

/** Throws 403 `NotStoreUser` unless the account is a store user. */
export function requireStoreUser(account: AccountState): void {
  if (account.customer.role !== 'store')
    throw new BackendError(403, 'NotStoreUser', 'Only store users can do this');
}

function digits(text: string): string {
  return text.replace(/\D/g, '');
}

/** Customers whose name, e-mail, phone or customer number matches; at least 2 characters. */
export function searchCustomers(query: string): StaffCustomerHit[] {
  const wanted = query.trim().toLowerCase();
  if (wanted.length < 2)
    throw invalid('The query needs at least 2 characters', [{ path: 'query', message: 'Too short' }]);
  const wantedDigits = digits(wanted);
  return [...allAccounts(), ...created]
    .filter(
      (account) =>
        account.customer.role === 'customer' ||
        account.customer.role === 'manager' ||
        account.customer.role === 'companyRepresentative',
    )
    .filter(({ customer }) => {
      const name = `${customer.firstName} ${customer.lastName}`.toLowerCase();
      const phone = digits(customer.mobile);
      return (
        name.includes(wanted) ||
        customer.email.toLowerCase().includes(wanted) ||
        customer.customerNumber === wanted ||
        (wantedDigits.length >= 4 && phone.endsWith(wantedDigits.replace(/^47/, '')))
      );
    })
    .map(hitOf);
}

function hitOf({ customer }: AccountState): StaffCustomerHit {
  return {
    customerNumber: customer.customerNumber,
    name: `${customer.firstName} ${customer.lastName}`,
    email: customer.email,
    mobile: customer.mobile,
    city: customer.city,
    birthDate: customer.birthDate,
  };
}

/**
 * A store user creates a customer at the counter (no password: the customer can ask for a reset
 * link later). 409 `CustomerExists` when the e-mail is taken.
 */
export function createCustomer(payload: StaffCreateCustomerPayload): StaffCustomerHit {
  const email = payload.email.trim().toLowerCase();
  if (findAccountByEmail(email) || created.some((account) => account.customer.email.toLowerCase() === email))
    throw conflict('CustomerExists', 'A customer with this e-mail already exists');
  const customerNumber = String(nextNumber('customer', 100101));
  const account: AccountState = {
    key: `store-created-${customerNumber}`,
    description: 'Opprettet i butikken i denne økten.',
    password: '',
    personalNumber: null,
    accountProblem: null,
    verificationToken: null,
    verificationExpires: null,
    resetTokens: new Map(),
    customer: {
      customerNumber,
      firstName: payload.firstName.trim(),
      lastName: payload.lastName.trim(),
      email: payload.email.trim(),
      mobile: payload.mobile,
      street: '',
      zipCode: '',
      city: '',
      birthDate: null,
      personalNumberMasked: null,
      employeeNumber: null,
      role: 'customer',
      storeId: null,
      organisationNumber: null,
      marketingConsent: false,
      isFriendsMember: false,
      createdAt: backendNowIso(),
    },
  };
  created.push(account);
  return hitOf(account);
}

function basketKey(storeUser: string, customerNumber: string): string {
  return `${storeUser}|${customerNumber}`;
}

function requireCustomer(customerNumber: string): AccountState {
  const account =
    findAccountByNumber(customerNumber) ??
    created.find((candidate) => candidate.customer.customerNumber === customerNumber);
  if (!account || account.customer.role === 'store')
    throw new BackendError(404, 'CustomerNotFound', `No customer ${customerNumber}`);
  return account;
}

/** Adds a product for a customer. 404 `CustomerNotFound`; 409 `NotAvailableForStore` for gift cards. */
export function addProductForCustomer(
  storeUser: string,
  customerNumber: string,
  skuId: string,
  quantity: number,
): StaffBasket {
  requireCustomer(customerNumber);
  const { article, sku } = lookupSku(skuId);
  if (isGiftCard(article))
    throw conflict('NotAvailableForStore', `${article.name} cannot be added by a store`);
  checkSellable(article, sku, true);
  const key = basketKey(storeUser, customerNumber);
  const basket = baskets.get(key) ?? { customerNumber, lines: [], total: 0, currency: 'NOK' as const };
  const line = basket.lines.find((candidate) => candidate.skuId === skuId);
  if (line) {
    if (line.quantity + quantity > 12)
      throw invalid('At most 12 of one product', [{ path: 'quantity', message: 'At most 12 in all' }]);
    line.quantity += quantity;
  } else {
    basket.lines.push({
      skuId,
      name: article.name,
      brand: article.brand,
      quantity,
      unitPrice: article.price.unit.amount,
    });
  }
  basket.total =
    Math.round(
      basket.lines.reduce((sum, candidate) => sum + candidate.unitPrice * candidate.quantity, 0) * 100,
    ) / 100;
  baskets.set(key, basket);
  return structuredClone(basket);
}

function maskPhone(phone: string): string {
  const all = digits(phone);
  return `+47 ••• •• ${all.slice(-3)}`;
}

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

/** Sends the basket to the customer as a payment request. 409 `BasketEmpty` when there is nothing to pay. */
export function sendPaymentRequest(
  storeUser: string,
  customerNumber: string,
  channel: 'sms' | 'email',
): PaymentRequest {
  const account = requireCustomer(customerNumber);
  const key = basketKey(storeUser, customerNumber);
  const basket = baskets.get(key);
  if (!basket || basket.lines.length === 0)
    throw conflict('BasketEmpty', 'Add products before sending a payment request');
  const id = `PR-${nextNumber('payment-request', 4001)}`;
  // The link carries a secret token, not the id: whoever has the link sees what is asked for.
  const token = randomHex(32);
  const paymentUrl = `/betalingsforesporsel/${token}`;
  const request: PaymentRequest = {
    id,
    customerNumber,
    channel,
    sentTo: channel === 'sms' ? maskPhone(account.customer.mobile) : maskEmail(account.customer.email),
    amount: basket.total,
    currency: 'NOK',
    status: 'sent',
    paymentUrl,
    createdAt: backendNowIso(),
    expiresAt: backendLaterIso(PAYMENT_REQUEST_HOURS * 60),
  };
  const storeId = findAccountByNumber(storeUser)?.customer.storeId ?? null;
  requests.set(id, { request, token, lines: structuredClone(basket.lines), storeId, orderNumber: null });
  baskets.delete(key);
  sendMessage({
    channel,
    to: channel === 'sms' ? account.customer.mobile : account.customer.email,
    subject: 'Betalingsforespørsel fra Glimt',
    body: `Du har fått en betalingsforespørsel på kr ${basket.total}. Betal her: ${paymentUrl}`,
    link: paymentUrl,
    token,
  });
  return { ...request };
}

/** A payment request by id; it is `expired` once its time is up. */
export function getPaymentRequest(id: string): PaymentRequest {
  const stored = requests.get(id);
  if (!stored) throw notFound('Payment request', id);
  return current(stored.request);
}

function current(request: PaymentRequest): PaymentRequest {
  const expired = request.status === 'sent' && request.expiresAt < backendNowIso();
  return { ...request, status: expired ? 'expired' : request.status };
}

function requestByToken(token: string): StoredRequest {
  const stored = [...requests.values()].find((candidate) => candidate.token === token);
  if (!stored) throw notFound('Payment request', token);
  return stored;
}

/** The basket a store user is putting together for a customer (empty when nothing is added yet). */
export function getStaffBasket(storeUser: string, customerNumber: string): StaffBasket {
  requireCustomer(customerNumber);
  const basket = baskets.get(basketKey(storeUser, customerNumber));
  return basket ? structuredClone(basket) : { customerNumber, lines: [], total: 0, currency: 'NOK' };
}

/** A payment request as its customer sees it, by the token of its link; 404 for an unknown token. */
export function getPaymentRequestByToken(token: string): CustomerPaymentRequest {
  const stored = requestByToken(token);
  const { amount, currency, status, createdAt, expiresAt } = current(stored.request);
  return {
    lines: stored.lines.map(({ name, brand, quantity, unitPrice }) => ({ name, brand, quantity, unitPrice })),
    amount,
    currency,
    status,
    createdAt,
    expiresAt,
  };
}

function problem(result: PaymentStepResult, validationErrors: ApiFieldError[] = []): PaymentStepOutcome {
  return { status: 'problem', result, validationErrors };
}

/**
 * The customer pays a payment request by its link's token (no login), with the checkout's payment
 * step and its results: Klarna (60) or a gift card (900); Klarna in store (65) is the counter's.
 * The order is collected in the store that sent the request (119). A request is paid once: paying a
 * paid one answers 409 `PaymentRequestPaid` (a second press, a reload on the provider's return), an
 * expired one 409 `PaymentRequestExpired`, an unknown token 404.
 *
 * Test triggers, as the checkout's: Klarna without a personal number on the customer's account
 * (a customer created at the counter) gives SsnRequired; the personal number `010101-00000` gives
 * Failed; an unknown or stale Klarna transaction (over 30 minutes) gives TransactionExpired; a gift
 * card with too little money gives Failed with a `giftCard` field error.
 */
export function payPaymentRequest(token: string, payload: PaymentRequestPayPayload): PaymentStepOutcome {
  const stored = requestByToken(token);
  const status = current(stored.request).status;
  if (status === 'paid') throw conflict('PaymentRequestPaid', 'The payment request is already paid');
  if (status === 'expired') throw conflict('PaymentRequestExpired', 'The payment request has expired');
  const { request } = stored;
  const account = requireCustomer(request.customerNumber);

  if (payload.paymentMethodId === 900) {
    if (!payload.giftCard)
      return problem(PaymentStepResult.ValidationsRequired, [{ path: 'giftCard', message: 'Required' }]);
    let balance: number;
    try {
      balance = getGiftCardBalance(payload.giftCard.number, payload.giftCard.pin).balance;
    } catch {
      return problem(PaymentStepResult.Failed, [{ path: 'giftCard', message: 'Gift card not found' }]);
    }
    if (!drawGiftCard(payload.giftCard.number, payload.giftCard.pin, request.amount))
      return problem(PaymentStepResult.Failed, [
        { path: 'giftCard', message: `Balance ${balance} is below ${request.amount}` },
      ]);
    return markPaid(stored, account, 900);
  }

  if (payload.transactionId !== undefined) {
    const transaction = requestTransactions.get(payload.transactionId);
    const age = transaction ? backendNow().getTime() - transaction.createdAt : Infinity;
    if (!transaction || transaction.requestId !== request.id || age > TRANSACTION_MINUTES * 60_000)
      return problem(PaymentStepResult.TransactionExpired);
    requestTransactions.delete(payload.transactionId);
    return markPaid(stored, account, 60);
  }
  if (payload.ssn === FAILING_SSN) return problem(PaymentStepResult.Failed);
  if (!account.personalNumber && !payload.ssn)
    return problem(PaymentStepResult.SsnRequired, [{ path: 'ssn', message: 'Required for Klarna' }]);
  const id = `KL-${nextNumber('transaction', 7001)}-${randomHex(6)}`;
  requestTransactions.set(id, { requestId: request.id, createdAt: backendNow().getTime() });
  return { status: 'redirect', redirectUrl: `${request.paymentUrl}?klarna=${id}`, transactionId: id };
}

function markPaid(stored: StoredRequest, account: AccountState, paymentMethod: 60 | 900): PaymentStepOutcome {
  const { request } = stored;
  const order = addOrder({
    customerNumber: request.customerNumber,
    status: 1,
    statusLabel: 'processing',
    createdAt: backendNowIso(),
    shipmentMethod: { id: 119, name: shipmentName(119) },
    paymentMethod,
    deliveryAddress: null,
    storeId: stored.storeId,
    lines: stored.lines.map((line, index) => ({
      lineId: String(index + 1),
      articleId: String(lookupSku(line.skuId).article.id),
      skuId: line.skuId,
      name: line.name,
      brand: line.brand,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      totalPrice: Math.round(line.unitPrice * line.quantity * 100) / 100,
      imageUrl: null,
      returnableQuantity: 0,
    })),
    shippingCost: 0,
    totalPrice: request.amount,
    currency: 'NOK',
    tracking: null,
    returns: [],
  });
  stored.request = { ...request, status: 'paid' };
  stored.orderNumber = order.orderNumber;
  sendMessage({
    channel: 'email',
    to: account.customer.email,
    subject: `Kvittering for betalingsforespørsel ${request.id}`,
    body: `Takk! Vi har mottatt kr ${request.amount}. Ordrenummer ${order.orderNumber}. Varene hentes i butikken.`,
    link: null,
    token: null,
  });
  return { status: 'completed', orderNumber: order.orderNumber, total: request.amount };
}
