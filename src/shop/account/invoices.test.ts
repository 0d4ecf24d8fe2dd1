import { describe, expect, it } from 'vitest';
import { nbAccount } from '../../i18n/nb.account';
import { INVOICE_PAYMENT_METHODS, INVOICE_STATUSES, type InvoiceStatus } from '../enums';
import {
  financeRouteParams,
  invoicePaymentMethodKey,
  invoicePdfAccess,
  invoicePdfFileName,
  invoicePdfHref,
  invoiceRouteParams,
  invoiceStatusText,
  isInvoiceOpen,
  isInvoiceOverdue,
  sortInvoices,
  subscriptionParam,
  summariseInvoices,
} from './invoices';

const text = (key: string) => nbAccount[key as keyof typeof nbAccount];

describe('invoiceStatusText', () => {
  it.each([
    ['paid', 'Betalt', 'success'],
    ['partlyPaid', 'Delvis betalt', 'warning'],
    ['notPaid', 'Ikke betalt', 'warning'],
    ['ended', 'Avsluttet', 'neutral'],
    ['transferred', 'Overført', 'neutral'],
    ['paymentReserved', 'Betaling reservert', 'info'],
    ['paymentInProgress', 'Betaling pågår', 'info'],
    ['inCollection', 'Sendt til inkasso', 'danger'],
    ['returnedFaultyAddress', 'Returnert på grunn av feil adresse', 'danger'],
  ] as const)('%s reads "%s" (%s)', (status, expected, tone) => {
    expect(text(invoiceStatusText(status).key)).toBe(expected);
    expect(invoiceStatusText(status).tone).toBe(tone);
  });

  it('covers every status of the spec', () => {
    expect(INVOICE_STATUSES).toHaveLength(9);
    for (const status of INVOICE_STATUSES) expect(text(invoiceStatusText(status).key)).toBeTruthy();
  });
});

describe('invoicePaymentMethodKey', () => {
  it.each([
    ['card', 'Kort'],
    ['eInvoice', 'eFaktura'],
    ['invoice', 'Faktura'],
    ['directDebit', 'AvtaleGiro'],
  ] as const)('%s reads %s', (method, expected) => {
    expect(text(invoicePaymentMethodKey(method))).toBe(expected);
  });

  it('covers every method', () => {
    for (const method of INVOICE_PAYMENT_METHODS) expect(text(invoicePaymentMethodKey(method))).toBeTruthy();
  });
});

// 2026-11-17 09:30 in Oslo; 2026-11-17 23:30 UTC is already the 18th in Oslo.
const now = new Date('2026-11-17T09:30:00+01:00');
const lateEvening = new Date('2026-11-17T23:30:00Z');

describe('open and overdue', () => {
  it.each([
    ['paid', 0, '2026-11-01', false, false],
    ['ended', 0, '2026-11-01', false, false],
    ['transferred', 100, '2026-11-01', false, false],
    ['notPaid', 299, '2026-12-01', true, false],
    ['notPaid', 299, '2026-11-17', true, false],
    ['notPaid', 299, '2026-11-16', true, true],
    ['partlyPaid', 149, '2026-11-01', true, true],
    ['inCollection', 500, '2026-10-01', true, true],
    ['returnedFaultyAddress', 500, '2026-10-01', true, true],
    ['paymentInProgress', 1698, '2026-11-01', true, false],
    ['paymentReserved', 1698, '2026-11-01', true, false],
    ['notPaid', 0, '2026-11-01', false, false],
  ] as const)(
    '%s with %i left, due %s: open %s, overdue %s',
    (status, amountLeft, dueDate, open, overdue) => {
      const invoice = { status: status as InvoiceStatus, amountLeft, dueDate };
      expect(isInvoiceOpen(invoice)).toBe(open);
      expect(isInvoiceOverdue(invoice, now)).toBe(overdue);
    },
  );

  it('reads the due day in Oslo', () => {
    const invoice = { status: 'notPaid' as const, amountLeft: 1, dueDate: '2026-11-17' };
    expect(isInvoiceOverdue(invoice, now)).toBe(false);
    expect(isInvoiceOverdue(invoice, lateEvening)).toBe(true);
  });

  it('summarises the open invoices', () => {
    expect(
      summariseInvoices(
        [
          { status: 'paid', amountLeft: 0, dueDate: '2026-09-01' },
          { status: 'partlyPaid', amountLeft: 149, dueDate: '2026-11-01' },
          { status: 'notPaid', amountLeft: 299, dueDate: '2026-12-01' },
          { status: 'paymentInProgress', amountLeft: 1698, dueDate: '2026-12-08' },
        ],
        now,
      ),
    ).toEqual({ openCount: 3, overdueCount: 1, amountLeft: 'kr\u00a02\u00a0146' });
    expect(summariseInvoices([], now)).toEqual({ openCount: 0, overdueCount: 0, amountLeft: 'kr\u00a00' });
  });
});

describe('sortInvoices', () => {
  it('lists newest first and keeps the given list', () => {
    const list = [
      { id: '1', createdDate: '2026-08-25', dueDate: '2026-09-08' },
      { id: '3', createdDate: '2026-11-15', dueDate: '2026-12-01' },
      { id: '2', createdDate: '2026-11-15', dueDate: '2026-12-08' },
    ];
    expect(sortInvoices(list).map((invoice) => invoice.id)).toEqual(['2', '3', '1']);
    expect(list[0]?.id).toBe('1');
  });
});

describe('links and route parameters', () => {
  it.each([
    ['/api/invoices/7001/pdf', '/api/invoices/7001/pdf'],
    ['https://faktura.glimt.no/7001.pdf', 'https://faktura.glimt.no/7001.pdf'],
    ['javascript:alert(1)', undefined],
    ['data:application/pdf;base64,AAAA', undefined],
  ])('invoicePdfHref(%s) is %s', (pdfUrl, expected) => {
    expect(invoicePdfHref({ pdfUrl })).toBe(expected);
  });

  it.each([
    ['/api/invoices/7004/pdf', { kind: 'download', fileName: 'faktura-7004300017.pdf' }],
    ['https://faktura.glimt.no/7004.pdf', { kind: 'link', href: 'https://faktura.glimt.no/7004.pdf' }],
    // Another host written without its scheme is a link, never a download with the session.
    ['//faktura.glimt.no/7004.pdf', { kind: 'link', href: '//faktura.glimt.no/7004.pdf' }],
    ['javascript:alert(1)', undefined],
    ['', undefined],
  ])('invoicePdfAccess(%s) is %j', (pdfUrl, expected) => {
    expect(invoicePdfAccess({ pdfUrl, ocrNumber: '7004300017' })).toEqual(expected);
  });

  it.each([
    ['7004300017', 'faktura-7004300017.pdf'],
    ['../../etc/passwd', 'faktura-etcpasswd.pdf'],
    ['', 'faktura.pdf'],
  ])('invoicePdfFileName(%j) is %s', (ocr, expected) => {
    expect(invoicePdfFileName(ocr)).toBe(expected);
  });

  it('uses - for no subscription', () => {
    expect(invoiceRouteParams({ financeTypeId: 3, id: '7009', subscriptionId: null })).toEqual({
      financeTypeId: '3',
      id: '7009',
      subscriptionId: '-',
    });
    expect(financeRouteParams({ id: 'F-20001', subscriptionId: 'L-20001' })).toEqual({
      id: 'F-20001',
      subId: 'L-20001',
    });
    expect(financeRouteParams({ id: 'F-40001', subscriptionId: null })).toEqual({
      id: 'F-40001',
      subId: '-',
    });
  });

  it.each([
    ['-', undefined],
    ['', undefined],
    [undefined, undefined],
    ['L-20001', 'L-20001'],
  ])('subscriptionParam(%s) is %s', (value, expected) => {
    expect(subscriptionParam(value)).toBe(expected);
  });
});
