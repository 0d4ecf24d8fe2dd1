import { useTranslate } from '../../../i18n/context';
import { formatAccountDate, formatAccountMoment } from '../../../shop/account/dates';
import { invoicePaymentMethodKey, sortInvoices, subscriptionParam } from '../../../shop/account/invoices';
import { formatPrice } from '../../../shop/format';
import { buildPath } from '../../../shop/routes';
import { Link, Skeleton } from '../../primitives';
import { withAccountTexts } from '../accountTexts';
import { AccountTable } from '../parts/AccountTable';
import { PageError, PageLoading, PageNotFound } from '../parts/PageStates';
import { Card, Facts, Muted, Page, PageTitle, SectionTitle } from '../parts/styles';
import { useAccountData } from '../useAccountData';
import { InvoiceTable, usePageClock } from './InvoiceParts';

/** Props of {@link FinanceDetailsPage}: the parameters of the finance route. */
export interface FinanceDetailsProps {
  /** The finance account's id. */
  id: string;
  /** The subscription (`:subId`); `-` or left out for none. */
  subId?: string;
  /** The moment "overdue" is decided at. @default the moment the page first rendered */
  now?: Date;
}

function FinanceDetailsView({ id, subId, now: givenNow }: FinanceDetailsProps) {
  const t = useTranslate();
  const now = usePageClock(givenNow);
  const sub = subscriptionParam(subId);
  const details = useAccountData('getFinanceDetails', [id, sub ?? '-'], (client) =>
    client.getFinanceDetails({ id, subscriptionId: sub }),
  );
  const data = details.data;
  return (
    <Page aria-labelledby="account-finance-title">
      <PageTitle id="account-finance-title">
        {data ? data.finance.title : t('account.pages.payments.finances')}
      </PageTitle>
      {details.notFound ? (
        <PageNotFound
          backHref={buildPath('paymentsAndInvoices')}
          backLabel={t('account.pages.invoice.back')}
        />
      ) : details.error ? (
        <PageError onRetry={details.retry} />
      ) : !data ? (
        <PageLoading>
          <div style={{ display: 'grid', gap: 24 }}>
            <Skeleton height={150} radius="lg" />
            <Skeleton height={260} radius="lg" />
            <Skeleton height={160} radius="lg" />
          </div>
        </PageLoading>
      ) : (
        <>
          <Card aria-labelledby="finance-facts">
            <SectionTitle id="finance-facts">{t('account.pages.payments.financeTitle')}</SectionTitle>
            <Facts>
              <div>
                <dt>{t('account.pages.payments.method')}</dt>
                <dd>{t(invoicePaymentMethodKey(data.finance.paymentMethod))}</dd>
              </div>
              <div>
                <dt>{t('account.pages.payments.balance')}</dt>
                <dd>{formatPrice(data.finance.balance)}</dd>
              </div>
              <div>
                <dt>{t('account.pages.payments.nextDue')}</dt>
                <dd>{data.finance.nextDueDate ? formatAccountDate(data.finance.nextDueDate) : '–'}</dd>
              </div>
            </Facts>
          </Card>
          <Card aria-labelledby="finance-invoices">
            <SectionTitle id="finance-invoices">{t('account.pages.payments.invoices')}</SectionTitle>
            {data.invoices.length === 0 ? (
              <Muted>{t('account.pages.payments.empty')}</Muted>
            ) : (
              <InvoiceTable
                invoices={sortInvoices(data.invoices)}
                now={now}
                caption={t('account.pages.payments.invoicesCaption')}
              />
            )}
          </Card>
          <Card aria-labelledby="finance-payments">
            <SectionTitle id="finance-payments">{t('account.pages.finance.payments')}</SectionTitle>
            {data.payments.length === 0 ? (
              <Muted>{t('account.pages.finance.noPayments')}</Muted>
            ) : (
              <AccountTable
                caption={t('account.pages.finance.paymentsCaption')}
                hideCaption
                rows={data.payments.map((payment, index) => ({ ...payment, key: String(index) }))}
                rowKey={(payment) => payment.key}
                columns={[
                  {
                    key: 'paidAt',
                    header: t('account.pages.finance.paidAt'),
                    isRowHeader: true,
                    cell: (payment) => formatAccountMoment(payment.paidAt),
                  },
                  {
                    key: 'amount',
                    header: t('account.pages.invoice.amount'),
                    align: 'end',
                    cell: (payment) => formatPrice(payment.amount),
                  },
                ]}
              />
            )}
          </Card>
        </>
      )}
      <p>
        <Link href={buildPath('paymentsAndInvoices')} variant="standalone">
          {t('account.pages.invoice.back')}
        </Link>
      </p>
    </Page>
  );
}

/**
 * The finance route (`/min-konto/betaling-fakturaer/:id/:subId`): a payment agreement's method,
 * balance and next due date, its invoices and its payments. Loading skeleton, error with retry,
 * empty states and "not found".
 */
export const FinanceDetailsPage = /* @__PURE__ */ withAccountTexts(FinanceDetailsView);
