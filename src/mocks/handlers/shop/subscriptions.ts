import type { HttpHandler } from 'msw';
import {
  addSubscriptionProductPayloadSchema,
  changeIntervalPayloadSchema,
  changeSubscriptionProductPayloadSchema,
  connectGlassesPayloadSchema,
  nextDeliveryPayloadSchema,
  temporaryAddressPayloadSchema,
  updatePaymentMethodPayloadSchema,
  winbackAcceptPayloadSchema,
} from '../../../shop/schemas/subscriptions';
import type { MockHosts } from '../../backend/core';
import { notFound } from '../../backend/errors';
import { requireAccount, type Session } from '../../backend/sessions';
import {
  acceptWinback,
  activateLens,
  addLensProduct,
  cancelLens,
  changeLensInterval,
  connectGlasses,
  getGlassesDocuments,
  getGlassesPerks,
  getGlassesSubscription,
  getLensSubscription,
  getSubscriptionOverview,
  getWinback,
  pauseLens,
  reactivateFrozenLens,
  removeTemporaryAddress,
  setTemporaryAddress,
  changeLensNextDelivery,
  changeLensProduct,
  customerOfWinbackToken,
  listSubscribableProducts,
  removeLensProduct,
  terminateGlasses,
  updateLensPaymentMethod,
} from '../../backend/subscriptions';
import { ok, shopGet, shopPost } from './http';
import { noBody } from './site';

/** Lens subscriptions (pause, activate, cancel, re-activate frozen, interval, address, products, payment) and Lifestyle. */
export function createSubscriptionHandlers(hosts: MockHosts): HttpHandler[] {
  const me = (session: Session | undefined) => requireAccount(session).customer.customerNumber;
  const lens = '/api/subscriptions/lens/:id';
  const glasses = '/api/subscriptions/glasses/:id';
  return [
    shopGet(hosts, '/api/subscriptions', ({ session }) => ok(getSubscriptionOverview(me(session)))),

    shopGet(hosts, lens, ({ session, param }) => ok(getLensSubscription(me(session), param('id')))),
    shopPost(hosts, `${lens}/pause`, noBody, ({ session, param }) => ok(pauseLens(me(session), param('id')))),
    shopPost(hosts, `${lens}/activate`, noBody, ({ session, param }) =>
      ok(activateLens(me(session), param('id'))),
    ),
    shopPost(hosts, `${lens}/cancel`, noBody, ({ session, param }) =>
      ok(cancelLens(me(session), param('id'))),
    ),
    shopPost(hosts, `${lens}/reactivate-frozen`, noBody, ({ session, param }) =>
      ok(reactivateFrozenLens(me(session), param('id'))),
    ),
    shopPost(hosts, `${lens}/interval`, changeIntervalPayloadSchema, ({ session, param, body }) =>
      ok(changeLensInterval(me(session), param('id'), body.interval)),
    ),
    shopPost(hosts, `${lens}/temporary-address`, temporaryAddressPayloadSchema, ({ session, param, body }) =>
      ok(setTemporaryAddress(me(session), param('id'), body)),
    ),
    shopPost(hosts, `${lens}/temporary-address/remove`, noBody, ({ session, param }) =>
      ok(removeTemporaryAddress(me(session), param('id'))),
    ),
    shopPost(hosts, `${lens}/products`, addSubscriptionProductPayloadSchema, ({ session, param, body }) =>
      ok(addLensProduct(me(session), param('id'), body)),
    ),
    shopPost(
      hosts,
      `${lens}/products/:lineId`,
      changeSubscriptionProductPayloadSchema,
      ({ session, param, body }) =>
        ok(changeLensProduct(me(session), param('id'), param('lineId'), body.quantity)),
    ),
    shopPost(hosts, `${lens}/products/:lineId/remove`, noBody, ({ session, param }) =>
      ok(removeLensProduct(me(session), param('id'), param('lineId'))),
    ),
    shopPost(hosts, `${lens}/next-delivery`, nextDeliveryPayloadSchema, ({ session, param, body }) =>
      ok(changeLensNextDelivery(me(session), param('id'), body.date)),
    ),
    shopPost(hosts, `${lens}/payment-method`, updatePaymentMethodPayloadSchema, ({ session, param, body }) =>
      ok(updateLensPaymentMethod(me(session), param('id'), body)),
    ),

    // Fixed paths before `:id`, so "winback" and "connect" are never taken for an id.
    // The cancellation e-mail's link carries a token that stands in for the login.
    shopGet(hosts, '/api/subscriptions/glasses/winback', ({ session, url }) => {
      const token = url.searchParams.get('token');
      return ok(getWinback(token ? customerOfWinbackToken(token) : me(session)));
    }),
    shopPost(
      hosts,
      '/api/subscriptions/glasses/winback/accept',
      winbackAcceptPayloadSchema,
      ({ session, body }) =>
        ok(acceptWinback(body.token ? customerOfWinbackToken(body.token) : me(session), body.subscriptionId)),
    ),
    shopGet(hosts, '/api/subscriptions/subscribable-products', () => ok(listSubscribableProducts())),
    shopPost(hosts, '/api/subscriptions/glasses/connect', connectGlassesPayloadSchema, ({ session, body }) =>
      ok(connectGlasses(me(session), body.subscriptionNumber)),
    ),
    shopGet(hosts, glasses, ({ session, param }) => ok(getGlassesSubscription(me(session), param('id')))),
    shopGet(hosts, `${glasses}/documents`, ({ session, param }) =>
      ok(
        getGlassesDocuments(me(session), param('id')).map(({ id, title, kind, createdDate, pdfUrl }) => ({
          id,
          title,
          kind,
          createdDate,
          pdfUrl,
        })),
      ),
    ),
    shopGet(hosts, `${glasses}/documents/:documentId`, ({ session, param }) => {
      const document = getGlassesDocuments(me(session), param('id')).find(
        (candidate) => candidate.id === param('documentId'),
      );
      if (!document) throw notFound('Document', param('documentId'));
      return ok(document);
    }),
    shopGet(hosts, `${glasses}/perks`, ({ session, param }) => ok(getGlassesPerks(me(session), param('id')))),
    shopPost(hosts, `${glasses}/terminate`, noBody, ({ session, param }) =>
      ok(terminateGlasses(me(session), param('id'))),
    ),
  ];
}
