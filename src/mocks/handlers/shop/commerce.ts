import type { HttpHandler } from 'msw';
import {
  agreementPayloadSchema,
  organisationNumberSchema,
  signAgreementPayloadSchema,
} from '../../../shop/schemas/b2b';
import {
  discountCodePayloadSchema,
  linePrescriptionPayloadSchema,
  paymentStepPayloadSchema,
} from '../../../shop/schemas/checkout';
import { friendsSignupPayloadSchema, referralCodeSchema } from '../../../shop/schemas/friends';
import { giftCardBalancePayloadSchema } from '../../../shop/schemas/giftcard';
import { stockAlertPayloadSchema } from '../../../shop/schemas/stockAlert';
import {
  paymentRequestPayPayloadSchema,
  paymentRequestPayloadSchema,
  staffAddProductPayloadSchema,
  staffCreateCustomerPayloadSchema,
} from '../../../shop/schemas/staff';
import type { DeliveryMethod } from '../../../shop/enums';
import type { MockHosts } from '../../backend/core';
import {
  createAgreement,
  getAgreement,
  getAgreementForSigning,
  lookupOrganisation,
  sendSigningCode,
  signAgreement,
} from '../../backend/b2b';
import {
  applyDiscount,
  getCollectionPoints,
  getDeliveryOptions,
  getGlassesLines,
  getOrderConfirmation,
  getPaymentMethods,
  pay,
  removeDiscount,
  saveLinePrescription,
} from '../../backend/checkout';
import { invalid } from '../../backend/errors';
import { getMembership, getReferral, signUp } from '../../backend/friends';
import { getGiftCardBalance } from '../../backend/giftcards';
import { requestStockAlert } from '../../backend/stockAlerts';
import { requireAccount, type Session } from '../../backend/sessions';
import {
  addProductForCustomer,
  createCustomer,
  getPaymentRequest,
  getPaymentRequestByToken,
  getStaffBasket,
  payPaymentRequest,
  requireStoreUser,
  searchCustomers,
  sendPaymentRequest,
} from '../../backend/staff';
import { confirmed, ok, pdfResponse, shopGet, shopPost } from './http';
import { isStoreSession, noBody } from './site';

function storeUser(session: Session | undefined): string {
  const account = requireAccount(session);
  requireStoreUser(account);
  return account.customer.customerNumber;
}

/** B2B, gift card, friends, checkout and store staff calls. */
export function createCommerceHandlers(hosts: MockHosts): HttpHandler[] {
  return [
    // B2B
    shopGet(hosts, '/api/b2b/organisation/:organisationNumber', ({ param }) => {
      const number = param('organisationNumber');
      if (!organisationNumberSchema.safeParse(number).success) {
        throw invalid('The organisation number must be NNN-NNN-NNN', [
          { path: 'organisationNumber', message: 'Format NNN-NNN-NNN' },
        ]);
      }
      return ok(lookupOrganisation(number));
    }),
    shopPost(hosts, '/api/b2b/agreement', agreementPayloadSchema, ({ body }) =>
      ok(createAgreement(body), 201),
    ),
    shopGet(hosts, '/api/b2b/agreement/:agreementId', ({ param }) => ok(getAgreement(param('agreementId')))),
    // The signing party's side: the secret token of the link in their e-mail, and a one-time code.
    shopGet(hosts, '/api/b2b/signing/:signingToken', ({ param }) =>
      ok(getAgreementForSigning(param('signingToken'))),
    ),
    shopPost(hosts, '/api/b2b/signing/:signingToken/code', noBody, ({ param }) =>
      ok(sendSigningCode(param('signingToken'))),
    ),
    shopPost(hosts, '/api/b2b/signing/:signingToken/sign', signAgreementPayloadSchema, ({ param, body }) =>
      ok(signAgreement(param('signingToken'), body.code)),
    ),
    shopGet(hosts, '/api/b2b/agreement/:agreementId/pdf', ({ param }) => {
      const agreement = getAgreement(param('agreementId'));
      return pdfResponse(`Firmaavtale ${agreement.agreementId} - ${agreement.company}`);
    }),

    // "Varsle meg": a sold-out SKU's restock notice, confirmed by e-mail
    shopPost(hosts, '/api/stock-alerts', stockAlertPayloadSchema, ({ body }) => {
      requestStockAlert(body.skuId, body.email);
      return confirmed();
    }),

    // Gift card
    shopPost(hosts, '/api/giftcard/balance', giftCardBalancePayloadSchema, ({ body }) =>
      ok(getGiftCardBalance(body.number, body.pin)),
    ),

    // Friends
    shopGet(hosts, '/api/friends/membership', ({ session }) =>
      ok(getMembership(requireAccount(session).customer.customerNumber)),
    ),
    shopPost(hosts, '/api/friends/signup', friendsSignupPayloadSchema, ({ session, body }) =>
      ok(signUp(requireAccount(session).customer.customerNumber, body.referralCode), 201),
    ),
    shopGet(hosts, '/api/friends/referral/:code', ({ param }) => {
      const code = param('code').toUpperCase();
      if (!referralCodeSchema.safeParse(code).success)
        throw invalid('A referral code is 6 to 10 letters and digits', [
          { path: 'code', message: 'Invalid' },
        ]);
      return ok(getReferral(code));
    }),

    // Checkout
    shopGet(hosts, '/api/checkout/delivery-options', ({ session }) => ok(getDeliveryOptions(session))),
    shopGet(hosts, '/api/checkout/collection-points', ({ url }) => {
      const zipCode = url.searchParams.get('zipCode') ?? '';
      const method = Number(url.searchParams.get('deliveryMethodId') ?? '101');
      if (!/^\d{4}$/.test(zipCode))
        throw invalid('zipCode must be four digits', [{ path: 'zipCode', message: 'Invalid zip code' }]);
      if (method !== 101 && method !== 125) {
        throw invalid('Collection points exist for 101 and 125', [
          { path: 'deliveryMethodId', message: 'Use 101 or 125' },
        ]);
      }
      return ok(getCollectionPoints(zipCode, method as DeliveryMethod));
    }),
    shopGet(hosts, '/api/checkout/payment-methods', ({ session }) =>
      ok(getPaymentMethods(isStoreSession(session))),
    ),
    shopPost(hosts, '/api/checkout/discount-code', discountCodePayloadSchema, ({ session, body }) =>
      ok(applyDiscount(session, body.code)),
    ),
    shopPost(hosts, '/api/checkout/discount-code/remove', noBody, ({ session }) => {
      removeDiscount(session);
      return ok(null);
    }),
    shopPost(hosts, '/api/checkout/payment', paymentStepPayloadSchema, ({ session, body }) =>
      ok(pay(session, body, isStoreSession(session))),
    ),
    shopGet(hosts, '/api/checkout/prescriptions', ({ session }) => ok(getGlassesLines(session))),
    shopPost(
      hosts,
      '/api/checkout/prescriptions/:ref',
      linePrescriptionPayloadSchema,
      ({ session, body, param }) => ok(saveLinePrescription(session, param('ref'), body)),
    ),
    shopGet(hosts, '/api/checkout/confirmation/:orderNumber', ({ session, param }) =>
      ok(getOrderConfirmation(session, param('orderNumber'))),
    ),

    // Store staff
    shopGet(hosts, '/api/staff/customers', ({ session, url }) => {
      storeUser(session);
      return ok(searchCustomers(url.searchParams.get('query') ?? ''));
    }),
    shopPost(hosts, '/api/staff/customers', staffCreateCustomerPayloadSchema, ({ session, body }) => {
      storeUser(session);
      return ok(createCustomer(body), 201);
    }),
    shopPost(
      hosts,
      '/api/staff/customers/:customerNumber/products',
      staffAddProductPayloadSchema,
      ({ session, param, body }) =>
        ok(addProductForCustomer(storeUser(session), param('customerNumber'), body.skuId, body.quantity)),
    ),
    shopGet(hosts, '/api/staff/customers/:customerNumber/basket', ({ session, param }) =>
      ok(getStaffBasket(storeUser(session), param('customerNumber'))),
    ),
    shopPost(hosts, '/api/staff/payment-requests', paymentRequestPayloadSchema, ({ session, body }) =>
      ok(sendPaymentRequest(storeUser(session), body.customerNumber, body.channel), 201),
    ),
    shopGet(hosts, '/api/staff/payment-requests/:id', ({ session, param }) => {
      storeUser(session);
      return ok(getPaymentRequest(param('id')));
    }),
    // The customer's side of a payment request: the link's token is the key, no login needed.
    shopGet(hosts, '/api/payment-requests/:token', ({ param }) =>
      ok(getPaymentRequestByToken(param('token'))),
    ),
    shopPost(hosts, '/api/payment-requests/:token/pay', paymentRequestPayPayloadSchema, ({ param, body }) =>
      ok(payPaymentRequest(param('token'), body)),
    ),
  ];
}
