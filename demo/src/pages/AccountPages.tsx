import {
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

// The account pages; `renderRoute` puts each inside the login guard and the account layout.

/** `/min-konto`: the overview. */
export function AccountOverviewPage() {
  return <AccountOverview />;
}

/** `/min-konto/opplysninger`. */
export function MyDetailsPage() {
  return <MyDetails />;
}

/** `/min-konto/ordrer`. */
export function OrdersPage() {
  return <OrderList />;
}

/** `/min-konto/ordrer/:orderId`. */
export function OrderPage({ match }: DemoPageProps) {
  const orderId = param(match, 'orderId');
  return <OrderDetails key={orderId} orderId={orderId} />;
}

/** `/min-konto/ordrer/:orderId/retur`. */
export function OrderReturnRoute({ match }: DemoPageProps) {
  const orderId = param(match, 'orderId');
  return <OrderReturnPage key={orderId} orderId={orderId} />;
}

/** `/min-konto/betaling-fakturaer`. */
export function PaymentsPage() {
  return <PaymentsAndInvoices />;
}

/** `/min-konto/betaling-fakturaer/:financeTypeId/inv/:id/:subscriptionId`. */
export function InvoicePage({ pathname, match }: DemoPageProps) {
  return (
    <InvoiceDetails
      key={pathname}
      financeTypeId={param(match, 'financeTypeId')}
      id={param(match, 'id')}
      subscriptionId={param(match, 'subscriptionId')}
    />
  );
}

/** `/min-konto/betaling-fakturaer/:id/:subId`. */
export function FinanceDetailsRoute({ pathname, match }: DemoPageProps) {
  return <FinanceDetailsPage key={pathname} id={param(match, 'id')} subId={param(match, 'subId')} />;
}
