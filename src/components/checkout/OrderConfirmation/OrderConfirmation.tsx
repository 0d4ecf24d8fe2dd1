import { useEffect, useMemo, useRef } from 'react';
import { styled } from 'styled-components';
import { useTranslate } from '../../../i18n/context';
import { orderLineName, orderTotals } from '../../../shop/account/orders';
import { claimPurchaseReport, orderPurchase } from '../../../shop/checkout';
import { isShopApiRequestError } from '../../../shop/client';
import { formatAddressLine, formatPrice } from '../../../shop/format';
import {
  formatGlassesPrescription,
  formatLensPrescription,
  prescriptionLabels,
} from '../../../shop/prescription/format';
import { buildPath } from '../../../shop/routes';
import type { PurchaseInput } from '../../../tracking/validation';
import { safeLocalStorage } from '../../../utils/safeStorage';
import { Button, Link, Skeleton } from '../../primitives';
import { useShopAnalytics } from '../../session/useShopAnalytics';
import { useShopRead } from '../../session/useShopRead';
import { withCheckoutTexts } from '../checkoutTexts';
import { Muted, Notice, Page, Section, Title, Totals } from '../Checkout/CheckoutPage.styles';

/** A line's prescription under its name. */
const LinePrescription = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space[0.5]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

/** What the confirmation reports a purchase to (the behaviour tracker's `purchase`). */
export interface OrderConfirmationTracker {
  purchase(purchase: PurchaseInput): void;
}

/** Props of {@link OrderConfirmation}. */
export interface OrderConfirmationProps {
  /** The placed order's number (`/checkout/bekreftelse/:orderNumber`). */
  orderNumber: string;
  /** The behaviour tracker (`@glimt/ui/tracking`), told of the purchase. */
  tracker?: OrderConfirmationTracker | null;
}

function OrderConfirmationView({ orderNumber, tracker }: OrderConfirmationProps) {
  const t = useTranslate();
  // The shop's one analytics (`GlimtProvider`'s `analytics`) takes the `purchase`.
  const pusher = useShopAnalytics();
  const heading = useRef<HTMLHeadingElement>(null);
  const labels = useMemo(() => prescriptionLabels(t), [t]);
  const {
    data: order,
    error,
    reload,
  } = useShopRead('getOrderConfirmation', [orderNumber], (shop) => shop.getOrderConfirmation(orderNumber));

  // The purchase is reported once per order: not again on a reload or a second visit.
  const reports = useRef({ pusher, tracker });
  reports.current = { pusher, tracker };
  useEffect(() => {
    if (!order || !claimPurchaseReport(safeLocalStorage, order.orderNumber)) return;
    const purchase = orderPurchase(order);
    reports.current.tracker?.purchase(purchase.tracker);
    reports.current.pusher.purchase(purchase.analytics);
  }, [order]);

  useEffect(() => {
    if (order) heading.current?.focus();
  }, [order]);

  if (error) {
    const notFound = isShopApiRequestError(error) && error.status === 404;
    return (
      <Page>
        <Title>{t('confirmation.title')}</Title>
        <Notice $tone="danger" role="alert">
          <p>{t(notFound ? 'confirmation.notFound' : 'confirmation.loadFailed')}</p>
          {notFound ? (
            <Link href={buildPath('orders')}>{t('confirmation.toOrders')}</Link>
          ) : (
            <Button variant="secondary" onPress={reload}>
              {t('common.retry')}
            </Button>
          )}
        </Notice>
      </Page>
    );
  }
  if (!order) {
    return (
      <Page aria-busy="true">
        <Muted role="status">{t('confirmation.loading')}</Muted>
        <Skeleton height={420} />
      </Page>
    );
  }
  const pickup = order.shipmentMethod.id === 119;
  const digital = order.shipmentMethod.id === 128;
  const address = order.deliveryAddress;
  const totals = orderTotals(order);
  return (
    <Page>
      <Title ref={heading} tabIndex={-1}>
        {t('confirmation.title')}
      </Title>
      <Section aria-labelledby="confirmation-next">
        <p>
          <strong>{t('confirmation.orderNumber', { number: order.orderNumber })}</strong>
        </p>
        <Muted>{t('confirmation.email')}</Muted>
        <h2 id="confirmation-next">{t('confirmation.next')}</h2>
        <p>
          {pickup
            ? t('confirmation.next.pickup')
            : digital
              ? t('confirmation.next.digital')
              : t('confirmation.next.ship', { method: order.shipmentMethod.name })}
        </p>
        {address ? <p>{t('confirmation.address', { address: formatAddressLine(address) })}</p> : null}
      </Section>
      <Section aria-labelledby="confirmation-lines">
        <h2 id="confirmation-lines">{t('confirmation.lines')}</h2>
        <Totals>
          {order.lines.slice(0, 100).map((line) => (
            <div key={line.lineId}>
              <dt>
                {orderLineName(line)} · {t('confirmation.quantity', { count: line.quantity })}
                {line.prescriptionGlasses ? (
                  <LinePrescription>
                    {t('confirmation.prescription', {
                      prescription: formatGlassesPrescription(line.prescriptionGlasses, labels),
                    })}
                  </LinePrescription>
                ) : line.prescription && formatLensPrescription(line.prescription, labels) ? (
                  <LinePrescription>
                    {t('confirmation.prescription', {
                      prescription: formatLensPrescription(line.prescription, labels),
                    })}
                  </LinePrescription>
                ) : null}
              </dt>
              <dd>{formatPrice(line.totalPrice)}</dd>
            </div>
          ))}
          {totals.discounts.map((discount, index) => (
            <div key={`${index}-${discount.code}`}>
              <dt>
                {t('confirmation.discount', { code: discount.code, description: discount.description })}
              </dt>
              <dd>{discount.amount}</dd>
            </div>
          ))}
          <dt>{t('confirmation.shipping')}</dt>
          <dd>{totals.shipping ?? t('checkout.delivery.free')}</dd>
          {totals.adjustment ? (
            <>
              <dt>{t('confirmation.adjustment')}</dt>
              <dd>{totals.adjustment}</dd>
            </>
          ) : null}
          <dt className="total">{t('confirmation.total')}</dt>
          <dd className="total">{totals.total}</dd>
        </Totals>
      </Section>
      <Section aria-label={t('confirmation.continue')}>
        <Link href={buildPath('orders')}>{t('confirmation.toOrders')}</Link>
        <Link href={buildPath('home')}>{t('confirmation.continue')}</Link>
      </Section>
    </Page>
  );
}

/**
 * The order confirmation (`/checkout/bekreftelse/:orderNumber`): the order number, what happens
 * next for its delivery, the items (glasses with the prescription they are made to, contact lenses
 * with their strength) and the total. Reports the purchase to the tracker and the
 * shop's analytics once per order, also across reloads. Only the session or customer that placed
 * the order can read it; anyone else sees "not found".
 */
export const OrderConfirmation = /* @__PURE__ */ withCheckoutTexts(OrderConfirmationView);
