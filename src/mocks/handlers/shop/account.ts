import type { HttpHandler } from 'msw';
import { changePasswordPayloadSchema, customerUpdatePayloadSchema } from '../../../shop/schemas/customer';
import { orderReturnPayloadSchema } from '../../../shop/schemas/orders';
import type { MockHosts } from '../../backend/core';
import { changePassword, getCustomer, updateCustomer } from '../../backend/accounts';
import { invalid, notFound } from '../../backend/errors';
import { getFinanceDetails, getInvoice, getInvoiceById, getInvoiceOverview } from '../../backend/invoices';
import { getOrder, listOrders, returnItems } from '../../backend/orders';
import { getGlassesDocuments } from '../../backend/subscriptions';
import { requireAccount } from '../../backend/sessions';
import { confirmed, ok, pdfResponse, shopGet, shopPost } from './http';

/** The account area: customer details, orders and returns, payment and invoices, PDFs. */
export function createAccountHandlers(hosts: MockHosts): HttpHandler[] {
  const customerOf = (session: Parameters<typeof requireAccount>[0]) =>
    requireAccount(session).customer.customerNumber;
  return [
    shopGet(hosts, '/api/customer', ({ session }) => ok(getCustomer(customerOf(session)))),
    shopPost(hosts, '/api/customer/update', customerUpdatePayloadSchema, ({ session, body }) => {
      if (Object.values(body).every((value) => value === undefined)) throw invalid('Nothing to update');
      return ok(updateCustomer(customerOf(session), body));
    }),

    shopPost(hosts, '/api/customer/password', changePasswordPayloadSchema, ({ session, body }) => {
      changePassword(customerOf(session), body.currentPassword, body.newPassword);
      return confirmed();
    }),

    shopGet(hosts, '/api/orders', ({ session }) => ok(listOrders(customerOf(session)))),
    shopGet(hosts, '/api/orders/:orderId', ({ session, param }) =>
      ok(getOrder(customerOf(session), param('orderId'))),
    ),
    shopPost(hosts, '/api/orders/:orderId/return', orderReturnPayloadSchema, ({ session, body, param }) =>
      ok(returnItems(customerOf(session), param('orderId'), body), 201),
    ),
    shopGet(hosts, '/api/orders/:orderId/returns/:returnId/label.pdf', ({ session, param }) => {
      const order = getOrder(customerOf(session), param('orderId'));
      const found = order.returns.find((candidate) => candidate.returnId === param('returnId'));
      if (!found) throw notFound('Return', param('returnId'));
      return pdfResponse(`Returetikett ${found.returnId} - ordre ${order.orderNumber}`);
    }),

    shopGet(hosts, '/api/invoices', ({ session }) => ok(getInvoiceOverview(customerOf(session)))),
    shopGet(hosts, '/api/invoices/:id/pdf', ({ session, param }) => {
      const invoice = getInvoiceById(customerOf(session), param('id'));
      return pdfResponse(`Faktura ${invoice.id} - KID ${invoice.ocrNumber}`);
    }),
    shopGet(hosts, '/api/invoices/:financeTypeId/:id/:subscriptionId', ({ session, param }) =>
      ok(getInvoice(customerOf(session), param('financeTypeId'), param('id'), param('subscriptionId'))),
    ),
    shopGet(hosts, '/api/finance/:id/:subscriptionId', ({ session, param }) =>
      ok(getFinanceDetails(customerOf(session), param('id'), param('subscriptionId'))),
    ),
    shopGet(hosts, '/api/documents/:subscriptionId/:file', ({ session, param }) => {
      const documents = getGlassesDocuments(customerOf(session), param('subscriptionId'));
      const document = documents.find((candidate) => candidate.pdfUrl.endsWith(`/${param('file')}`));
      if (!document) throw notFound('Document', param('file'));
      return pdfResponse(document.title);
    }),
  ];
}
