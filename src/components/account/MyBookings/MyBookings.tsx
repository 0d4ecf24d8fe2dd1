import { styled } from 'styled-components';
import { useTranslate } from '../../../i18n/context';
import type { MessageKey } from '../../../i18n/nb';
import { accountBookings } from '../../../shop/account/overview';
import { formatMomentNb } from '../../../shop/osloTime';
import { buildPath } from '../../../shop/routes';
import type { Booking } from '../../../shop/schemas/bookings';
import { Link, Skeleton } from '../../primitives';
import { withAccountTexts } from '../accountTexts';
import { usePageClock } from '../Invoices/InvoiceParts';
import { PageError, PageLoading } from '../parts/PageStates';
import { Card, Muted, SectionTitle, StatusBadge } from '../parts/styles';
import { useAccountData } from '../useAccountData';

/** Props of {@link MyBookings}. */
export interface MyBookingsProps {
  /** The moment that parts upcoming from past bookings. @default the moment the page first rendered */
  now?: Date;
}

// The booking wizard's column (720 px, centred, padded), so the list lines up with the wizard that
// follows it on the account's booking page.
const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[2]};
`;

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1.5]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[0.5]};
  padding-bottom: ${({ theme }) => theme.space[1.5]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  overflow-wrap: anywhere;
  &:last-child {
    padding-bottom: 0;
    border-bottom: none;
  }
  p {
    margin: 0;
  }
`;

const When = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const SubTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const STATUS: Record<'confirmed' | 'requested', { key: MessageKey; tone: 'success' | 'info' }> = {
  confirmed: { key: 'account.pages.bookings.confirmed', tone: 'success' },
  requested: { key: 'account.pages.bookings.requested', tone: 'info' },
};

function BookingItem({ booking, upcoming }: { booking: Booking; upcoming: boolean }) {
  const t = useTranslate();
  const status = booking.status === 'cancelled' ? null : STATUS[booking.status];
  return (
    <Item>
      <When>{formatMomentNb(booking.start)}</When>
      <p>{booking.storeName}</p>
      {upcoming && status ? (
        <div>
          <StatusBadge $tone={status.tone}>{t(status.key)}</StatusBadge>
        </div>
      ) : null}
      <p>
        <Link
          href={buildPath('bookExamDetails', { id: booking.id })}
          variant="standalone"
          aria-label={t(upcoming ? 'account.pages.bookings.manageAt' : 'account.pages.bookings.seeAt', {
            when: formatMomentNb(booking.start),
          })}
        >
          {t(upcoming ? 'account.pages.bookings.manage' : 'account.pages.bookings.see')}
        </Link>
      </p>
    </Item>
  );
}

function MyBookingsView({ now: nowProp }: MyBookingsProps) {
  const t = useTranslate();
  const now = usePageClock(nowProp);
  const bookings = useAccountData('getMyBookings', [], (client) => client.getMyBookings());
  const split = bookings.data ? accountBookings(bookings.data, now) : null;
  return (
    <Root aria-labelledby="my-bookings-title">
      <SectionTitle id="my-bookings-title">{t('account.pages.bookings.title')}</SectionTitle>
      {bookings.error ? (
        <PageError onRetry={bookings.retry} />
      ) : !split ? (
        <PageLoading>
          <Card as="div">
            <Skeleton height={22} width="60%" />
            <Skeleton height={22} width="40%" />
          </Card>
        </PageLoading>
      ) : (
        <>
          <Card aria-labelledby="my-bookings-upcoming">
            <SubTitle id="my-bookings-upcoming">{t('account.pages.bookings.upcoming')}</SubTitle>
            {split.upcoming.length === 0 ? (
              <Muted>{t('account.pages.bookings.noUpcoming')}</Muted>
            ) : (
              <Items>
                {split.upcoming.map((booking) => (
                  <BookingItem key={booking.id} booking={booking} upcoming />
                ))}
              </Items>
            )}
          </Card>
          {split.past.length > 0 ? (
            <Card aria-labelledby="my-bookings-past">
              <SubTitle id="my-bookings-past">{t('account.pages.bookings.past')}</SubTitle>
              <Items>
                {split.past.map((booking) => (
                  <BookingItem key={booking.id} booking={booking} upcoming={false} />
                ))}
              </Items>
              {split.pastHidden > 0 ? (
                <Muted>{t('account.pages.bookings.pastLimit', { count: split.past.length })}</Muted>
              ) : null}
            </Card>
          ) : null}
        </>
      )}
    </Root>
  );
}

/**
 * "Mine timer" of the account's booking page (`/min-konto/bestill-synstest`): the logged-in
 * customer's upcoming bookings (soonest first, each with its status and a link to change or cancel
 * it) and the latest past ones. Cancelled bookings are not listed. Loading, a failed read (with
 * "Prøv igjen") and no bookings each have their own state. Place it inside `AccountGate`.
 */
export const MyBookings = /* @__PURE__ */ withAccountTexts(MyBookingsView);
