import { PaymentRequestPage, StaffCustomerTools } from '@glimt/ui';
import type { DemoPageProps } from '../routes';

/** `/butikk-verktoy`: the store staff tools (open it with `?mockAccount=store` to be the store user). */
export function StaffToolsPage() {
  return <StaffCustomerTools />;
}

/** `/betalingsforesporsel/:token`: the customer's page from a payment request's link. */
export function PaymentRequestRoute({ match }: DemoPageProps) {
  const token = (match.params as Record<string, string | undefined>).token ?? '';
  return <PaymentRequestPage key={token} token={token} />;
}
