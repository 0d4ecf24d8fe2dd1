import type { MessageKey } from '../../i18n/nb';
import { toSafeUrl } from '../../utils/url';
import type { InvoicePaymentMethod, InvoiceStatus } from '../enums';
import { formatPrice } from '../format';
import { osloWallClock } from '../osloTime';
import type { Finance, Invoice } from '../schemas/invoices';
import { accountFileName } from './files';
import type { StatusText } from './orders';
import type { StatusTone } from './tone';

/**
 * The invoices' rules of the account pages (shop spec sections 3 and 4): every invoice status as
 * text and tone, the payment methods, which invoices are still open and which are overdue (by a
 * clock passed in, never the machine's), the order they are listed in, and the PDF through the URL
 * gate: downloaded with the session at the shop's own address, linked elsewhere.
 */

const INVOICE_STATUS_TONES: Readonly<Record<InvoiceStatus, StatusTone>> = {
  paid: 'success',
  partlyPaid: 'warning',
  notPaid: 'warning',
  ended: 'neutral',
  transferred: 'neutral',
  paymentReserved: 'info',
  paymentInProgress: 'info',
  inCollection: 'danger',
  returnedFaultyAddress: 'danger',
};

/** An invoice status (paid, partly paid, not paid, ended, transferred, ...) as text and tone. */
export function invoiceStatusText(status: InvoiceStatus): StatusText {
  return { key: `account.pages.invoiceStatus.${status}`, tone: INVOICE_STATUS_TONES[status] };
}

/** The text of a payment method: card, e-invoice, invoice, direct debit. */
export function invoicePaymentMethodKey(method: InvoicePaymentMethod): MessageKey {
  return `account.pages.paymentMethod.${method}`;
}

/** The statuses under which an invoice is settled or out of the customer's hands. */
const CLOSED: ReadonlySet<InvoiceStatus> = new Set<InvoiceStatus>(['paid', 'ended', 'transferred']);

/** Whether an invoice still has something to pay: not settled and an amount left. */
export function isInvoiceOpen(invoice: Pick<Invoice, 'status' | 'amountLeft'>): boolean {
  return !CLOSED.has(invoice.status) && invoice.amountLeft > 0;
}

/**
 * Whether an open invoice is past its due date at `now` (the due date itself is still in time;
 * a payment already under way or reserved is not overdue).
 */
export function isInvoiceOverdue(
  invoice: Pick<Invoice, 'status' | 'amountLeft' | 'dueDate'>,
  now: Date,
): boolean {
  if (!isInvoiceOpen(invoice)) return false;
  if (invoice.status === 'paymentInProgress' || invoice.status === 'paymentReserved') return false;
  return invoice.dueDate < osloWallClock(now).date;
}

/** What the invoice list says on top: how many are open, the sum left and how many are overdue. */
export interface InvoiceSummary {
  openCount: number;
  overdueCount: number;
  /** The sum left on the open invoices, formatted. */
  amountLeft: string;
}

/** Counts the open and overdue invoices at `now` and sums what is left. */
export function summariseInvoices(
  invoices: readonly Pick<Invoice, 'status' | 'amountLeft' | 'dueDate'>[],
  now: Date,
): InvoiceSummary {
  const open = invoices.filter(isInvoiceOpen);
  return {
    openCount: open.length,
    overdueCount: open.filter((invoice) => isInvoiceOverdue(invoice, now)).length,
    amountLeft: formatPrice(open.reduce((sum, invoice) => sum + invoice.amountLeft, 0)),
  };
}

/** Invoices newest first (created date, then due date, then id), without changing the list given. */
export function sortInvoices<T extends Pick<Invoice, 'createdDate' | 'dueDate' | 'id'>>(
  invoices: readonly T[],
): T[] {
  return [...invoices].sort(
    (a, b) =>
      b.createdDate.localeCompare(a.createdDate) ||
      b.dueDate.localeCompare(a.dueDate) ||
      b.id.localeCompare(a.id),
  );
}

/**
 * The invoice PDF's address through the URL gate: a same-site path or an `http(s)` URL; anything
 * else (a `javascript:` URL) gives no link.
 */
export function invoicePdfHref(invoice: Pick<Invoice, 'pdfUrl'>): string | undefined {
  return toSafeUrl(invoice.pdfUrl);
}

/**
 * How the page offers an invoice's PDF. At the shop's own address (a path on this site) it is a
 * download through the shop client, with the customer's session: a plain link carries none, and the
 * shop answers it 401. At another host (a signed address of an invoicing service) it is a link,
 * which carries no session there to leak. `undefined`: no PDF, or an address the URL gate refuses.
 */
export type InvoicePdfAccess = { kind: 'download'; fileName: string } | { kind: 'link'; href: string };

/** How the page offers `invoice`'s PDF (see {@link InvoicePdfAccess}). */
export function invoicePdfAccess(
  invoice: Pick<Invoice, 'pdfUrl' | 'ocrNumber'>,
): InvoicePdfAccess | undefined {
  const href = invoicePdfHref(invoice);
  if (!href) return undefined;
  if (href.startsWith('/') && !href.startsWith('//')) {
    return { kind: 'download', fileName: invoicePdfFileName(invoice.ocrNumber) };
  }
  return { kind: 'link', href };
}

/**
 * The file name an invoice's PDF is saved under: `faktura-7004300017.pdf` (only letters, digits and
 * dashes of the OCR number, so a value from the answer never names a path).
 */
export function invoicePdfFileName(ocrNumber: string): string {
  return accountFileName('faktura', ocrNumber);
}

/** The route parameters of an invoice's page (`-` stands for no subscription). */
export function invoiceRouteParams(invoice: Pick<Invoice, 'financeTypeId' | 'id' | 'subscriptionId'>): {
  financeTypeId: string;
  id: string;
  subscriptionId: string;
} {
  return {
    financeTypeId: String(invoice.financeTypeId),
    id: invoice.id,
    subscriptionId: invoice.subscriptionId ?? '-',
  };
}

/** The route parameters of a finance account's page (`-` stands for no subscription). */
export function financeRouteParams(finance: Pick<Finance, 'id' | 'subscriptionId'>): {
  id: string;
  subId: string;
} {
  return { id: finance.id, subId: finance.subscriptionId ?? '-' };
}

/** A route's subscription parameter as the client takes it: `-` means none. */
export function subscriptionParam(value: string | undefined): string | undefined {
  return value === undefined || value === '' || value === '-' ? undefined : value;
}
