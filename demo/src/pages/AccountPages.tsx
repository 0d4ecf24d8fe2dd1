import {
  AccountLayout,
  AccountOverview,
  FinanceDetailsPage,
  InvoiceDetails,
  MyDetails,
  OrderDetails,
  OrderList,
  OrderReturnPage,
  PaymentsAndInvoices,
} from '@glimt/ui';
import type { DemoPageProps } from '../routes';

/** A path parameter of the matched route. */
function param(match: DemoPageProps['match'], name: string): string {
  return (match.params as Record<string, string | undefined>)[name] ?? '';
}

/** `/min-konto`: the overview. */
export function AccountOverviewPage({ pathname }: DemoPageProps) {
  return (
    <AccountLayout pathname={pathname}>
      <AccountOverview />
    </AccountLayout>
  );
}

/** `/min-konto/opplysninger`. */
export function MyDetailsPage({ pathname }: DemoPageProps) {
  return (
    <AccountLayout pathname={pathname}>
      <MyDetails />
    </AccountLayout>
  );
}

/** `/min-konto/ordrer`. */
export function OrdersPage({ pathname }: DemoPageProps) {
  return (
    <AccountLayout pathname={pathname}>
      <OrderList />
    </AccountLayout>
  );
}

/** `/min-konto/ordrer/:orderId`. */
export function OrderPage({ pathname, match }: DemoPageProps) {
  const orderId = param(match, 'orderId');
  return (
    <AccountLayout pathname={pathname}>
      <OrderDetails key={orderId} orderId={orderId} />
    </AccountLayout>
  );
}

/** `/min-konto/ordrer/:orderId/retur`. */
export function OrderReturnRoute({ pathname, match }: DemoPageProps) {
  const orderId = param(match, 'orderId');
  return (
    <AccountLayout pathname={pathname}>
      <OrderReturnPage key={orderId} orderId={orderId} />
    </AccountLayout>
  );
}

/** `/min-konto/betaling-fakturaer`. */
export function PaymentsPage({ pathname }: DemoPageProps) {
  return (
    <AccountLayout pathname={pathname}>
      <PaymentsAndInvoices />
    </AccountLayout>
  );
}

/** `/min-konto/betaling-fakturaer/:financeTypeId/inv/:id/:subscriptionId`. */
export function InvoicePage({ pathname, match }: DemoPageProps) {
  return (
    <AccountLayout pathname={pathname}>
      <InvoiceDetails
        key={pathname}
        financeTypeId={param(match, 'financeTypeId')}
        id={param(match, 'id')}
        subscriptionId={param(match, 'subscriptionId')}
      />
    </AccountLayout>
  );
}

/** `/min-konto/betaling-fakturaer/:id/:subId`. */
export function FinanceDetailsRoute({ pathname, match }: DemoPageProps) {
  return (
    <AccountLayout pathname={pathname}>
      <FinanceDetailsPage key={pathname} id={param(match, 'id')} subId={param(match, 'subId')} />
    </AccountLayout>
  );
}
