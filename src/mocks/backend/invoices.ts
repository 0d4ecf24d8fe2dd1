import type { FinanceDetails, Invoice, InvoiceOverview } from '../../shop/schemas/invoices';
import { mockFinances, mockInvoices } from '../fixtures/invoices';
import { notFound } from './errors';
import { datedFixture } from './fixtureDates';
import { osloIso } from './time';

/**
 * Payment and invoices of a customer (read-only: the fixtures hold every status), dated from the day
 * the backend started: an invoice due in three weeks is due in three weeks.
 */

function financesOf(customerNumber: string) {
  return mockFinances
    .filter((entry) => entry.customerNumber === customerNumber)
    .map((entry) => datedFixture(entry.finance));
}

/** Every finance account and invoice of a customer, invoices newest first. */
export function getInvoiceOverview(customerNumber: string): InvoiceOverview {
  const finances = financesOf(customerNumber);
  const ids = new Set(finances.map((finance) => finance.id));
  const invoices = mockInvoices
    .filter((invoice) => ids.has(invoice.financeId))
    .map((invoice) => datedFixture(invoice))
    .sort((a, b) => b.createdDate.localeCompare(a.createdDate) || b.id.localeCompare(a.id));
  return { finances, invoices };
}

/**
 * One invoice by finance type, id and subscription id (`-` when the invoice belongs to no
 * subscription). 404 when any part does not match.
 */
export function getInvoice(
  customerNumber: string,
  financeTypeId: string,
  id: string,
  subscriptionId: string,
): Invoice {
  const { invoices } = getInvoiceOverview(customerNumber);
  const invoice = invoices.find(
    (candidate) =>
      candidate.id === id &&
      String(candidate.financeTypeId) === financeTypeId &&
      (candidate.subscriptionId ?? '-') === subscriptionId,
  );
  if (!invoice) throw notFound('Invoice', id);
  return invoice;
}

/** An invoice by id for its PDF, or 404. */
export function getInvoiceById(customerNumber: string, id: string): Invoice {
  const invoice = getInvoiceOverview(customerNumber).invoices.find((candidate) => candidate.id === id);
  if (!invoice) throw notFound('Invoice', id);
  return invoice;
}

/** A finance account with its invoices and payments; `subscriptionId` `-` for none. */
export function getFinanceDetails(
  customerNumber: string,
  id: string,
  subscriptionId: string,
): FinanceDetails {
  const overview = getInvoiceOverview(customerNumber);
  const finance = overview.finances.find(
    (candidate) => candidate.id === id && (candidate.subscriptionId ?? '-') === subscriptionId,
  );
  if (!finance) throw notFound('Finance', id);
  const invoices = overview.invoices.filter((invoice) => invoice.financeId === id);
  const payments = invoices
    .filter((invoice) => invoice.originalAmount > invoice.amountLeft || invoice.status === 'paid')
    .map((invoice) => ({
      paidAt: osloIso(invoice.dueDate, '12:00'),
      amount: Math.max(
        0,
        Math.round((invoice.originalAmount - Math.min(invoice.amountLeft, invoice.originalAmount)) * 100) /
          100,
      ),
      invoiceId: invoice.id,
    }))
    .filter((payment) => payment.amount > 0);
  return { finance, invoices, payments };
}
