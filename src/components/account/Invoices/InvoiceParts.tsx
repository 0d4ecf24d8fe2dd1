import { useState } from 'react';
import { useTranslate } from '../../../i18n/context';
import { formatAccountShortDate } from '../../../shop/account/dates';
import {
  financeRouteParams,
  invoicePaymentMethodKey,
  invoicePdfAccess,
  invoiceRouteParams,
  invoiceStatusText,
  isInvoiceOverdue,
} from '../../../shop/account/invoices';
import { formatPrice } from '../../../shop/format';
import { buildPath } from '../../../shop/routes';
import type { Finance, Invoice } from '../../../shop/schemas/invoices';
import { Link, VisuallyHidden } from '../../primitives';
import { useShopClient } from '../../session/ShopSessionProvider';
import { AccountTable } from '../parts/AccountTable';
import { FileDownloadButton } from '../parts/FileDownloadButton';
import { StatusBadge } from '../parts/styles';

/** An invoice's status as a badge. */
export function InvoiceStatusBadge({ invoice }: { invoice: Pick<Invoice, 'status'> }) {
  const t = useTranslate();
  const status = invoiceStatusText(invoice.status);
  return <StatusBadge $tone={status.tone}>{t(status.key)}</StatusBadge>;
}

/** The clock a page decides "overdue" with: the one given, or the moment it first rendered. */
export function usePageClock(now: Date | undefined): Date {
  const [first] = useState(() => now ?? new Date());
  return now ?? first;
}

/** The due date, with "overdue" beside it when it has passed. */
export function DueDate({ invoice, now }: { invoice: Invoice; now: Date }) {
  const t = useTranslate();
  return (
    <span>
      {formatAccountShortDate(invoice.dueDate)}
      {isInvoiceOverdue(invoice, now) ? (
        <>
          {' '}
          <StatusBadge $tone="danger">{t('account.pages.invoice.overdue')}</StatusBadge>
        </>
      ) : null}
    </span>
  );
}

/**
 * An invoice's PDF: a download with the customer's session at the shop's own address, a link at another
 * host's, or nothing (no PDF, or an address the URL gate refuses; see `invoicePdfAccess`). `short`: it
 * says "PDF" (the table's row says whose) and which invoice to assistive technology ("Faktura
 * 7004300017 PDF").
 */
export function InvoicePdf({ invoice, short = false }: { invoice: Invoice; short?: boolean }) {
  const t = useTranslate();
  const client = useShopClient();
  const access = invoicePdfAccess(invoice);
  if (!access) return null;
  const label = short ? (
    <>
      <VisuallyHidden>{`${t('account.pages.invoice.pdfOf', { ocr: invoice.ocrNumber })} `}</VisuallyHidden>
      {t('account.pages.invoice.pdfColumn')}
    </>
  ) : (
    t('account.pages.invoice.pdf', { ocr: invoice.ocrNumber })
  );
  if (access.kind === 'link') {
    return (
      <Link href={access.href} target="_blank" rel="noopener">
        {label}
      </Link>
    );
  }
  return (
    <FileDownloadButton
      load={() => client.getInvoicePdf(invoice.id)}
      fileName={access.fileName}
      failedMessage={t('account.pages.invoice.pdfFailed')}
    >
      {label}
    </FileDownloadButton>
  );
}

/** A table of invoices: OCR, amounts, dates, status, payment method and PDF. */
export function InvoiceTable({
  invoices,
  now,
  caption,
}: {
  invoices: Invoice[];
  now: Date;
  caption: string;
}) {
  const t = useTranslate();
  return (
    <AccountTable<Invoice>
      caption={caption}
      hideCaption
      rows={invoices}
      rowKey={(invoice) => invoice.id}
      columns={[
        {
          key: 'ocr',
          header: t('account.pages.invoice.ocr'),
          isRowHeader: true,
          cell: (invoice) => (
            <Link
              href={buildPath('invoice', invoiceRouteParams(invoice))}
              aria-label={t('account.pages.invoice.open', { ocr: invoice.ocrNumber })}
            >
              {invoice.ocrNumber}
            </Link>
          ),
        },
        {
          key: 'original',
          header: t('account.pages.invoice.originalAmount'),
          align: 'end',
          cell: (invoice) => formatPrice(invoice.originalAmount),
        },
        {
          key: 'left',
          header: t('account.pages.invoice.amountLeft'),
          align: 'end',
          cell: (invoice) => formatPrice(invoice.amountLeft),
        },
        {
          key: 'created',
          header: t('account.pages.invoice.created'),
          cell: (invoice) => formatAccountShortDate(invoice.createdDate),
        },
        {
          key: 'due',
          header: t('account.pages.invoice.due'),
          cell: (invoice) => <DueDate invoice={invoice} now={now} />,
        },
        {
          key: 'status',
          header: t('account.pages.invoice.status'),
          cell: (invoice) => <InvoiceStatusBadge invoice={invoice} />,
        },
        {
          key: 'method',
          header: t('account.pages.invoice.method'),
          cell: (invoice) => t(invoicePaymentMethodKey(invoice.paymentMethod)),
        },
        {
          key: 'pdf',
          header: t('account.pages.invoice.pdfColumn'),
          cell: (invoice) => <InvoicePdf invoice={invoice} short />,
        },
      ]}
    />
  );
}

/** A table of finance accounts: title (linking to its details), payment method, balance, next due. */
export function FinanceTable({ finances, caption }: { finances: Finance[]; caption: string }) {
  const t = useTranslate();
  return (
    <AccountTable<Finance>
      caption={caption}
      hideCaption
      rows={finances}
      rowKey={(finance) => finance.id}
      columns={[
        {
          key: 'title',
          header: t('account.pages.payments.financeTitle'),
          isRowHeader: true,
          cell: (finance) => (
            <Link href={buildPath('financeDetails', financeRouteParams(finance))}>{finance.title}</Link>
          ),
        },
        {
          key: 'method',
          header: t('account.pages.payments.method'),
          cell: (finance) => t(invoicePaymentMethodKey(finance.paymentMethod)),
        },
        {
          key: 'balance',
          header: t('account.pages.payments.balance'),
          align: 'end',
          cell: (finance) => formatPrice(finance.balance),
        },
        {
          key: 'next',
          header: t('account.pages.payments.nextDue'),
          cell: (finance) => (finance.nextDueDate ? formatAccountShortDate(finance.nextDueDate) : '–'),
        },
      ]}
    />
  );
}
