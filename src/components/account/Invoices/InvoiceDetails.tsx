import { useTranslate } from '../../../i18n/context';
import { formatAccountDate } from '../../../shop/account/dates';
import { invoicePaymentMethodKey, subscriptionParam } from '../../../shop/account/invoices';
import { formatPrice } from '../../../shop/format';
import { buildPath } from '../../../shop/routes';
import { Link, Skeleton } from '../../primitives';
import { withAccountTexts } from '../accountTexts';
import { AccountTable } from '../parts/AccountTable';
import { PageError, PageLoading, PageNotFound } from '../parts/PageStates';
import { Card, Facts, Page, PageTitle, SectionTitle } from '../parts/styles';
import { useAccountData } from '../useAccountData';
import { DueDate, InvoicePdf, InvoiceStatusBadge, usePageClock } from './InvoiceParts';

/** Props of {@link InvoiceDetails}: the parameters of the invoice route. */
export interface InvoiceDetailsProps {
  financeTypeId: string;
  id: string;
  /** `-` (or left out) when the invoice belongs to no subscription. */
  subscriptionId?: string;
  /** The moment "overdue" is decided at. @default the moment the page first rendered */
  now?: Date;
}

function InvoiceDetailsView({ financeTypeId, id, subscriptionId, now: givenNow }: InvoiceDetailsProps) {
  const t = useTranslate();
  const now = usePageClock(givenNow);
  const sub = subscriptionParam(subscriptionId);
  const invoice = useAccountData('getInvoice', [financeTypeId, id, sub ?? '-'], (client) =>
    client.getInvoice({ financeTypeId, id, subscriptionId: sub }),
  );
  const data = invoice.data;
  const back = (
    <p>
      <Link href={buildPath('paymentsAndInvoices')} variant="standalone">
        {t('account.pages.invoice.back')}
      </Link>
    </p>
  );
  return (
    <Page aria-labelledby="account-invoice-title">
      <PageTitle id="account-invoice-title">
        {t('account.pages.invoice.title', { ocr: data?.ocrNumber ?? id })}
      </PageTitle>
      {invoice.notFound ? (
        <PageNotFound
          backHref={buildPath('paymentsAndInvoices')}
          backLabel={t('account.pages.invoice.back')}
        />
      ) : invoice.error ? (
        <PageError onRetry={invoice.retry} />
      ) : !data ? (
        <PageLoading>
          <div style={{ display: 'grid', gap: 24 }}>
            <Skeleton height={260} radius="lg" />
            <Skeleton height={160} radius="lg" />
          </div>
        </PageLoading>
      ) : (
        <>
          <Card aria-labelledby="invoice-facts">
            <SectionTitle id="invoice-facts">{t('account.pages.invoice.status')}</SectionTitle>
            <Facts>
              <div>
                <dt>{t('account.pages.invoice.status')}</dt>
                <dd>
                  <InvoiceStatusBadge invoice={data} />
                </dd>
              </div>
              <div>
                <dt>{t('account.pages.invoice.ocr')}</dt>
                <dd>{data.ocrNumber}</dd>
              </div>
              <div>
                <dt>{t('account.pages.invoice.originalAmount')}</dt>
                <dd>{formatPrice(data.originalAmount)}</dd>
              </div>
              <div>
                <dt>{t('account.pages.invoice.amountLeft')}</dt>
                <dd>{formatPrice(data.amountLeft)}</dd>
              </div>
              <div>
                <dt>{t('account.pages.invoice.created')}</dt>
                <dd>{formatAccountDate(data.createdDate)}</dd>
              </div>
              <div>
                <dt>{t('account.pages.invoice.due')}</dt>
                <dd>
                  <DueDate invoice={data} now={now} />
                </dd>
              </div>
              <div>
                <dt>{t('account.pages.invoice.method')}</dt>
                <dd>{t(invoicePaymentMethodKey(data.paymentMethod))}</dd>
              </div>
              <div>
                <dt>{t('account.pages.invoice.pdfColumn')}</dt>
                <dd>
                  <InvoicePdf invoice={data} />
                </dd>
              </div>
            </Facts>
          </Card>
          {data.lines.length > 0 ? (
            <Card aria-labelledby="invoice-lines">
              <SectionTitle id="invoice-lines">{t('account.pages.invoice.lines')}</SectionTitle>
              <AccountTable
                caption={t('account.pages.invoice.linesCaption')}
                hideCaption
                rows={data.lines.map((line, index) => ({ ...line, key: String(index) }))}
                rowKey={(line) => line.key}
                columns={[
                  {
                    key: 'description',
                    header: t('account.pages.invoice.description'),
                    isRowHeader: true,
                    cell: (line) => line.description,
                  },
                  {
                    key: 'amount',
                    header: t('account.pages.invoice.amount'),
                    align: 'end',
                    cell: (line) => formatPrice(line.amount),
                  },
                ]}
              />
            </Card>
          ) : null}
        </>
      )}
      {back}
    </Page>
  );
}

/**
 * The invoice route (`/min-konto/betaling-fakturaer/:financeTypeId/inv/:id/:subscriptionId`): one
 * invoice with its status, OCR number, amounts, dates (overdue marked), payment method, PDF and
 * lines. Loading skeleton, error with retry, and "not found".
 */
export const InvoiceDetails = /* @__PURE__ */ withAccountTexts(InvoiceDetailsView);
