import { formatAddressLine } from '../../../shop/format';
import { useTranslate } from '../../../i18n/context';
import { formatAccountMoment } from '../../../shop/account/dates';
import {
  linePrices,
  orderLineName,
  orderPaymentKey,
  orderTotals,
  returnReasonKey,
  returnableItemCount,
  shipmentMethodKey,
  trackingInfo,
} from '../../../shop/account/orders';
import { toSafeUrl } from '../../../utils/url';
import { buildPath } from '../../../shop/routes';
import type { Order, OrderLine } from '../../../shop/schemas/orders';
import { Link, Skeleton } from '../../primitives';
import { withAccountTexts } from '../accountTexts';
import { AccountTable } from '../parts/AccountTable';
import { PageError, PageLoading, PageNotFound } from '../parts/PageStates';
import { Actions, Card, Facts, Muted, Page, PageTitle, SectionTitle } from '../parts/styles';
import { useAccountData } from '../useAccountData';
import { OrderStatusWithHint, ReturnStatusBadge } from './OrderStatus';
import { ReturnLabelButton } from './ReturnLabelButton';

/** Props of {@link OrderDetails}. */
export interface OrderDetailsProps {
  /** The order number (`:orderId` of the route). */
  orderId: string;
}

function OrderFacts({ order }: { order: Order }) {
  const t = useTranslate();
  const tracking = trackingInfo(order.tracking);
  return (
    <Card aria-labelledby="order-facts">
      <SectionTitle id="order-facts">{t('account.pages.order.status')}</SectionTitle>
      <Facts>
        <div>
          <dt>{t('account.pages.order.status')}</dt>
          <dd>
            <OrderStatusWithHint label={order.statusLabel} />
          </dd>
        </div>
        <div>
          <dt>{t('account.pages.order.shipment')}</dt>
          <dd>{t(shipmentMethodKey(order.shipmentMethod.id))}</dd>
        </div>
        <div>
          <dt>{t('account.pages.order.tracking')}</dt>
          <dd>
            {!tracking ? (
              t('account.pages.order.noTracking')
            ) : tracking.href ? (
              <Link href={tracking.href} external>
                {t('account.pages.order.trackingLink', {
                  carrier: tracking.carrier,
                  number: tracking.trackingNumber,
                })}
              </Link>
            ) : (
              t('account.pages.order.trackingNumber', {
                carrier: tracking.carrier,
                number: tracking.trackingNumber,
              })
            )}
          </dd>
        </div>
        <div>
          <dt>{t('account.pages.order.payment')}</dt>
          <dd>{t(orderPaymentKey(order.paymentMethod))}</dd>
        </div>
        {order.deliveryAddress ? (
          <div>
            <dt>{t('account.pages.order.address')}</dt>
            <dd>{formatAddressLine(order.deliveryAddress)}</dd>
          </div>
        ) : null}
      </Facts>
    </Card>
  );
}

function OrderItems({ order }: { order: Order }) {
  const t = useTranslate();
  const totals = orderTotals(order);
  return (
    <Card aria-labelledby="order-items">
      <SectionTitle id="order-items">{t('account.pages.order.items')}</SectionTitle>
      <AccountTable<OrderLine>
        caption={t('account.pages.order.caption', { number: order.orderNumber })}
        hideCaption
        rows={order.lines}
        rowKey={(line) => line.lineId}
        columns={[
          {
            key: 'product',
            header: t('account.pages.order.product'),
            isRowHeader: true,
            cell: (line) => orderLineName(line),
          },
          {
            key: 'quantity',
            header: t('account.pages.order.quantity'),
            align: 'end',
            cell: (line) => line.quantity,
          },
          {
            key: 'unit',
            header: t('account.pages.order.unitPrice'),
            align: 'end',
            cell: (line) => linePrices(line).unit,
          },
          {
            key: 'total',
            header: t('account.pages.order.linePrice'),
            align: 'end',
            cell: (line) => linePrices(line).total,
          },
        ]}
        footer={
          <>
            {totals.discounts.map((discount, index) => (
              <SumRow
                key={`${index}-${discount.code}`}
                label={t('account.pages.order.discount', {
                  code: discount.code,
                  description: discount.description,
                })}
                amount={discount.amount}
              />
            ))}
            <SumRow
              label={t('account.pages.order.shipping')}
              amount={totals.shipping ?? t('account.pages.order.freeShipping')}
            />
            {totals.adjustment ? (
              <SumRow label={t('account.pages.order.adjustment')} amount={totals.adjustment} />
            ) : null}
            <SumRow label={t('account.pages.order.total')} amount={totals.total} />
          </>
        }
      />
    </Card>
  );
}

/** A row of the items table's foot: what is added or taken off, and the amount, under the line sums. */
function SumRow({ label, amount }: { label: string; amount: string }) {
  return (
    <tr>
      <th scope="row" colSpan={3}>
        {label}
      </th>
      <td data-align="end">{amount}</td>
    </tr>
  );
}

function OrderReturns({ order }: { order: Order }) {
  const t = useTranslate();
  const names = new Map(order.lines.map((line) => [line.lineId, orderLineName(line)]));
  const canReturn = returnableItemCount(order);
  if (order.returns.length === 0 && canReturn === 0) return null;
  return (
    <Card aria-labelledby="order-returns">
      <SectionTitle id="order-returns">{t('account.pages.order.returns')}</SectionTitle>
      {order.returns.map((found) => {
        const label = toSafeUrl(found.returnLabelUrl);
        return (
          <div key={found.returnId} style={{ display: 'grid', gap: 8 }}>
            <p>
              {t('account.pages.order.returnOf', {
                id: found.returnId,
                date: formatAccountMoment(found.createdAt),
              })}{' '}
              <ReturnStatusBadge status={found.status} />
            </p>
            <ul style={{ margin: 0 }}>
              {found.lines.map((line) => (
                <li key={line.lineId}>
                  {t('account.pages.order.returnLine', {
                    count: line.quantity,
                    name: names.get(line.lineId) ?? line.lineId,
                    reason: t(returnReasonKey(line.reason)),
                  })}
                </li>
              ))}
            </ul>
            {label ? (
              <div>
                <ReturnLabelButton orderId={order.orderNumber} returnId={found.returnId}>
                  {t('account.pages.order.returnLabel')}
                </ReturnLabelButton>
              </div>
            ) : null}
          </div>
        );
      })}
      {canReturn > 0 ? (
        <Actions>
          <Muted>{t('account.pages.return.canReturn', { count: canReturn })}</Muted>
          <Link href={buildPath('orderReturn', { orderId: order.orderNumber })} variant="standalone">
            {t('account.pages.order.returnProducts')}
          </Link>
        </Actions>
      ) : null}
    </Card>
  );
}

function OrderDetailsView({ orderId }: OrderDetailsProps) {
  const t = useTranslate();
  const order = useAccountData('getOrder', [orderId], (client) => client.getOrder(orderId));
  return (
    <Page aria-labelledby="account-order-title">
      <PageTitle id="account-order-title">{t('account.pages.order.title', { number: orderId })}</PageTitle>
      {order.notFound ? (
        <PageNotFound backHref={buildPath('orders')} backLabel={t('account.pages.order.allOrders')} />
      ) : order.error ? (
        <PageError onRetry={order.retry} />
      ) : !order.data ? (
        <PageLoading>
          <div style={{ display: 'grid', gap: 24 }}>
            <Skeleton height={20} width={180} />
            <Skeleton height={230} radius="lg" />
            <Skeleton height={260} radius="lg" />
          </div>
        </PageLoading>
      ) : (
        <>
          <Muted>
            {t('account.pages.order.placed', { date: formatAccountMoment(order.data.createdAt) })}
          </Muted>
          <OrderFacts order={order.data} />
          <OrderItems order={order.data} />
          <OrderReturns order={order.data} />
          <p>
            <Link href={buildPath('orders')} variant="standalone">
              {t('account.pages.order.allOrders')}
            </Link>
          </p>
        </>
      )}
    </Page>
  );
}

/**
 * `/min-konto/ordrer/:orderId`: an order's status, shipment method and tracking (the carrier's
 * link through the URL gate), its items with unit and line prices, shipping and total, its returns
 * with their status and label, and "Returner produkter" while something can still go back.
 * Loading skeleton, error with retry, and "not found" for an unknown order or another customer's.
 */
export const OrderDetails = /* @__PURE__ */ withAccountTexts(OrderDetailsView);
