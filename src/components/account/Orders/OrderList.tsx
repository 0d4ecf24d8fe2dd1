import { useTranslate } from '../../../i18n/context';
import { formatAccountMoment } from '../../../shop/account/dates';
import { formatPrice } from '../../../shop/format';
import { buildPath } from '../../../shop/routes';
import type { OrderSummary } from '../../../shop/schemas/orders';
import { Link, Skeleton } from '../../primitives';
import { withAccountTexts } from '../accountTexts';
import { AccountTable, type AccountTableColumn } from '../parts/AccountTable';
import { PageError, PageLoading } from '../parts/PageStates';
import { Card, Muted, Page, PageTitle } from '../parts/styles';
import { useAccountData } from '../useAccountData';
import { OrderStatusBadge } from './OrderStatus';

/** The orders table's columns. */
export function useOrderColumns(): AccountTableColumn<OrderSummary>[] {
  const t = useTranslate();
  return [
    {
      key: 'number',
      header: t('account.pages.orders.number'),
      isRowHeader: true,
      cell: (order) => (
        <Link href={buildPath('order', { orderId: order.orderNumber })}>{order.orderNumber}</Link>
      ),
    },
    {
      key: 'date',
      header: t('account.pages.orders.date'),
      cell: (order) => formatAccountMoment(order.createdAt),
    },
    {
      key: 'status',
      header: t('account.pages.orders.status'),
      cell: (order) => <OrderStatusBadge label={order.statusLabel} />,
    },
    {
      key: 'items',
      header: t('account.pages.orders.items'),
      align: 'end',
      cell: (order) => t('account.pages.orders.itemCount', { count: order.itemCount }),
    },
    {
      key: 'total',
      header: t('account.pages.orders.total'),
      align: 'end',
      cell: (order) => formatPrice(order.totalPrice),
    },
  ];
}

/** The skeleton of a table of `rows` rows. */
export function TableSkeleton({ rows }: { rows: number }) {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Skeleton height={20} width="40%" />
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={40} />
      ))}
    </div>
  );
}

function OrderListView() {
  const t = useTranslate();
  const orders = useAccountData('listOrders', [], (client) => client.listOrders());
  const columns = useOrderColumns();
  return (
    <Page aria-labelledby="account-orders-title">
      <PageTitle id="account-orders-title">{t('account.pages.orders.title')}</PageTitle>
      {orders.error ? (
        <PageError onRetry={orders.retry} />
      ) : orders.data === undefined ? (
        <PageLoading>
          <TableSkeleton rows={6} />
        </PageLoading>
      ) : orders.data.length === 0 ? (
        <Card as="div">
          <Muted>{t('account.pages.orders.empty')}</Muted>
          <p>
            <Link href={buildPath('glasses')} variant="standalone">
              {t('account.pages.orders.shop')}
            </Link>
          </p>
        </Card>
      ) : (
        <AccountTable
          caption={t('account.pages.orders.caption')}
          rows={orders.data}
          rowKey={(order) => order.orderNumber}
          columns={columns}
        />
      )}
    </Page>
  );
}

/**
 * `/min-konto/ordrer`: the customer's orders, newest first, in a table (a stacked list on a phone)
 * with number, date, status, items and total; each links to its order. Loading skeleton, error
 * with retry, and an empty state.
 */
export const OrderList = /* @__PURE__ */ withAccountTexts(OrderListView);
