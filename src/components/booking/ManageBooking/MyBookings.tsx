import { useTranslate } from '../../../i18n/context';
import { formatMomentNb } from '../../../shop/osloTime';
import { buildPath } from '../../../shop/routes';
import { Link } from '../../primitives';
import { useShopRead } from '../../session/useShopRead';
import { Muted } from '../BookingWizard/BookingWizard.styles';
import { withBookingTexts } from '../bookingTexts';

function MyBookingsView() {
  const t = useTranslate();
  const bookings = useShopRead('getMyBookings', [], (client) => client.getMyBookings());
  if (!bookings.data) return null;
  const active = bookings.data.filter((booking) => booking.status !== 'cancelled');
  return (
    <section aria-labelledby="my-bookings-title" style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
      <h2 id="my-bookings-title">{t('bookingManage.mine')}</h2>
      {active.length === 0 ? (
        <Muted>{t('bookingManage.noBookings')}</Muted>
      ) : (
        <ul>
          {active.map((booking) => (
            <li key={booking.id}>
              <Link href={buildPath('bookExamDetails', { id: booking.id })}>
                {formatMomentNb(booking.start)}, {booking.storeName}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The logged-in customer's bookings, each linking to its page; nothing for a guest. */
export const MyBookings = /* @__PURE__ */ withBookingTexts(MyBookingsView);
