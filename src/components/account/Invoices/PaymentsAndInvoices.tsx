import { useTranslate } from '../../../i18n/context';
import { sortInvoices, summariseInvoices } from '../../../shop/account/invoices';
import { Skeleton } from '../../primitives';
import { withAccountTexts } from '../accountTexts';
import { PageError, PageLoading } from '../parts/PageStates';
import { Card, Muted, Notice, Page, PageTitle, SectionTitle } from '../parts/styles';
import { useAccountData } from '../useAccountData';
import { FinanceTable, InvoiceTable, usePageClock } from './InvoiceParts';

/** Props of {@link PaymentsAndInvoices}. */
export interface PaymentsAndInvoicesProps {
  /** The moment "overdue" is decided at. @default the moment the page first rendered */
  now?: Date;
}

function PaymentsSkeleton() {
  return (
    <PageLoading>
      <div style={{ display: 'grid', gap: 24 }}>
        <Skeleton height={56} />
        <Skeleton height={220} radius="lg" />
        <Skeleton height={420} radius="lg" />
      </div>
    </PageLoading>
  );
}

function PaymentsAndInvoicesView({ now: givenNow }: PaymentsAndInvoicesProps) {
  const t = useTranslate();
  const now = usePageClock(givenNow);
  const overview = useAccountData('getInvoiceOverview', [], (client) => client.getInvoiceOverview());
  const data = overview.data;
  const summary = data ? summariseInvoices(data.invoices, now) : null;
  return (
    <Page aria-labelledby="account-payments-title">
      <PageTitle id="account-payments-title">{t('account.pages.payments.title')}</PageTitle>
      {overview.error ? (
        <PageError onRetry={overview.retry} />
      ) : !data || !summary ? (
        <PaymentsSkeleton />
      ) : (
        <>
          {summary.openCount > 0 ? (
            <Notice $tone={summary.overdueCount > 0 ? 'warning' : 'success'}>
              <p>
                {t('account.pages.payments.open', { count: summary.openCount, amount: summary.amountLeft })}
              </p>
              {summary.overdueCount > 0 ? (
                <p>{t('account.pages.payments.overdue', { count: summary.overdueCount })}</p>
              ) : null}
            </Notice>
          ) : null}
          <Card aria-labelledby="account-finances">
            <SectionTitle id="account-finances">{t('account.pages.payments.finances')}</SectionTitle>
            {data.finances.length === 0 ? (
              <Muted>{t('account.pages.payments.noFinances')}</Muted>
            ) : (
              <FinanceTable finances={data.finances} caption={t('account.pages.payments.financesCaption')} />
            )}
          </Card>
          <Card aria-labelledby="account-invoices">
            <SectionTitle id="account-invoices">{t('account.pages.payments.invoices')}</SectionTitle>
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
        </>
      )}
    </Page>
  );
}

/**
 * `/min-konto/betaling-fakturaer`: the customer's payment agreements (finances, each linking to its
 * details) and invoices with OCR number, original amount, amount left, created and due dates
 * (overdue marked), status, payment method and the PDF; on top, how many are open and overdue.
 * Loading skeleton, error with retry and empty states.
 */
export const PaymentsAndInvoices = /* @__PURE__ */ withAccountTexts(PaymentsAndInvoicesView);
