import { CheckoutPage, OrderConfirmation } from '@glimt/ui';
import type { DemoPageProps } from '../routes';
import { demoPurchaseTracking } from '../tracking';

/** `/checkout`: the checkout (also where Klarna sends the shopper back, `?klarna=`). */
export function CheckoutRoute() {
  return <CheckoutPage />;
}

/** `/checkout/bekreftelse/:orderNumber`: the order confirmation, which reports the purchase once. */
export function OrderConfirmationRoute({ match }: DemoPageProps) {
  const orderNumber = (match.params as Record<string, string | undefined>).orderNumber ?? '';
  return <OrderConfirmation key={orderNumber} orderNumber={orderNumber} tracker={demoPurchaseTracking} />;
}
