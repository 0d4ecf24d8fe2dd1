import { styled } from 'styled-components';
import { useTranslate } from '../../../i18n/context';
import { formatAccountMoment } from '../../../shop/account/dates';
import { accountNavItems } from '../../../shop/account/navigation';
import { greetingName, latestOrders, nextBooking } from '../../../shop/account/overview';
import { formatPrice } from '../../../shop/format';
import { formatMomentNb } from '../../../shop/osloTime';
import { buildPath } from '../../../shop/routes';
import { Link, Skeleton } from '../../primitives';
import { withAccountTexts } from '../accountTexts';
import { usePageClock } from '../Invoices/InvoiceParts';
import { OrderStatusBadge } from '../Orders/OrderStatus';
import { PageError, PageLoading } from '../parts/PageStates';
import { Card, Muted, Page, PageTitle, SectionTitle } from '../parts/styles';
import { useAccountData } from '../useAccountData';

/** Props of {@link AccountOverview}. */
export interface AccountOverviewProps {
  /** The moment "next booking" is decided at. @default the moment the page first rendered */
  now?: Date;
}

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const OrderItems = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1.5]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[0.5]} ${({ theme }) => theme.space[1.5]};
    padding-bottom: ${({ theme }) => theme.space[1.5]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  }
`;

const Shortcuts = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

function NextBookingCard({ now }: { now: Date }) {
  const t = useTranslate();
  // `getMyBookings` fetches the session token itself, so it starts beside the customer's read.
  const bookings = useAccountData('getMyBookings', [], (client) => client.getMyBookings());
  const next = bookings.data ? nextBooking(bookings.data, now) : null;
  return (
    <Card aria-labelledby="overview-booking">
      <SectionTitle id="overview-booking">{t('account.pages.overview.nextBooking')}</SectionTitle>
      {bookings.error ? (
        <PageError onRetry={bookings.retry} />
      ) : !bookings.data ? (
        <PageLoading>
          <Skeleton height={48} />
        </PageLoading>
      ) : next ? (
        <>
          <p>
            {t('account.pages.overview.bookingAt', {
              when: formatMomentNb(next.start),
              store: next.storeName,
            })}
          </p>
          <p>
            <Link href={buildPath('bookExamDetails', { id: next.id })} variant="standalone">
              {t('account.pages.overview.seeBooking')}
            </Link>
          </p>
        </>
      ) : (
        <>
          <Muted>{t('account.pages.overview.noBooking')}</Muted>
          <p>
            <Link href={buildPath('accountBookExam')} variant="standalone">
              {t('account.pages.overview.bookNow')}
            </Link>
          </p>
        </>
      )}
    </Card>
  );
}

function LatestOrdersCard() {
  const t = useTranslate();
  const orders = useAccountData('listOrders', [], (client) => client.listOrders());
  return (
    <Card aria-labelledby="overview-orders">
      <SectionTitle id="overview-orders">{t('account.pages.overview.latestOrders')}</SectionTitle>
      {orders.error ? (
        <PageError onRetry={orders.retry} />
      ) : !orders.data ? (
        <PageLoading>
          <div style={{ display: 'grid', gap: 12 }}>
            <Skeleton height={44} />
            <Skeleton height={44} />
            <Skeleton height={44} />
          </div>
        </PageLoading>
      ) : orders.data.length === 0 ? (
        <Muted>{t('account.pages.overview.noOrders')}</Muted>
      ) : (
        <>
          <OrderItems>
            {latestOrders(orders.data).map((order) => (
              <li key={order.orderNumber}>
                <span>
                  <Link href={buildPath('order', { orderId: order.orderNumber })}>
                    {t('account.pages.orders.open', { number: order.orderNumber })}
                  </Link>
                  , {formatAccountMoment(order.createdAt)}, {formatPrice(order.totalPrice)}
                </span>
                <OrderStatusBadge label={order.statusLabel} />
              </li>
            ))}
          </OrderItems>
          <p>
            <Link href={buildPath('orders')} variant="standalone">
              {t('account.pages.overview.allOrders')}
            </Link>
          </p>
        </>
      )}
    </Card>
  );
}

function AccountOverviewView({ now: givenNow }: AccountOverviewProps) {
  const t = useTranslate();
  const now = usePageClock(givenNow);
  const customer = useAccountData('getCustomer', [], (client) => client.getCustomer());
  const name = greetingName(customer.data);
  const shortcuts = accountNavItems().filter((item) => item.route !== 'account');
  return (
    <Page aria-labelledby="account-overview-title">
      <PageTitle id="account-overview-title">
        {name
          ? t('account.pages.overview.greeting', { name })
          : t('account.pages.overview.greetingAnonymous')}
      </PageTitle>
      <Muted>{t('account.pages.overview.lead')}</Muted>
      <Grid>
        <NextBookingCard now={now} />
        <Card aria-labelledby="overview-subscriptions">
          <SectionTitle id="overview-subscriptions">{t('account.pages.overview.subscriptions')}</SectionTitle>
          <p>{t('account.pages.overview.subscriptionsText')}</p>
          <p>
            <Link href={buildPath('subscriptions')} variant="standalone">
              {t('account.pages.overview.seeSubscriptions')}
            </Link>
          </p>
        </Card>
      </Grid>
      <LatestOrdersCard />
      <Card aria-labelledby="overview-shortcuts">
        <SectionTitle id="overview-shortcuts">{t('account.pages.overview.shortcuts')}</SectionTitle>
        <Shortcuts>
          {shortcuts.map((item) => (
            <li key={item.route}>
              <Link href={item.href} variant="standalone">
                {t(item.label)}
              </Link>
            </li>
          ))}
        </Shortcuts>
      </Card>
    </Page>
  );
}

/**
 * `/min-konto`: greets the customer, shows the next booking (with a link to it, or to book one),
 * the subscriptions (a link to `/min-konto/abonnement`: the shop client has no subscriptions call
 * yet), the latest orders and shortcuts to the other account pages. Each block loads, fails (with
 * retry) and empties on its own.
 */
export const AccountOverview = /* @__PURE__ */ withAccountTexts(AccountOverviewView);
