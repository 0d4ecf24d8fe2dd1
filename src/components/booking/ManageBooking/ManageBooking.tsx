import { useState } from 'react';
import { useTranslate } from '../../../i18n/context';
import { cancellationTerms } from '../../../shop/booking/cancellation';
import { isShopApiRequestError } from '../../../shop/client';
import { formatPrice } from '../../../shop/format';
import { formatMomentNb } from '../../../shop/osloTime';
import { loginRedirectFor } from '../../../shop/account/guard';
import { bookingAccessTokenFrom, buildPath } from '../../../shop/routes';
import { useLocation } from '../../../navigation/context';
import type { Booking, CancelBookingResult } from '../../../shop/schemas/bookings';
import { Button, Dialog, Link, Spinner } from '../../primitives';
import { useOptionalShopSession, useShopClient } from '../../session/ShopSessionProvider';
import { useShopRead } from '../../session/useShopRead';
import { useBackendNow } from '../../session/useBackendNow';
import { BookingWizard } from '../BookingWizard';
import { Alert, Muted, Root, Summary, Title } from '../BookingWizard/BookingWizard.styles';
import { withBookingTexts } from '../bookingTexts';

/** Props of {@link ManageBooking}. */
export interface ManageBookingProps {
  /** The booking's id (`/bestill-synstest/:id`). */
  bookingId: string;
  /**
   * The booking's access token, which a guest opens it with (the confirmation's link carries it as
   * `?tilgang=`). @default the current address's `?tilgang=`; a logged-in owner needs none
   */
  accessToken?: string;
}

function ManageBookingView({ bookingId, accessToken: givenToken }: ManageBookingProps) {
  const t = useTranslate();
  const client = useShopClient();
  const session = useOptionalShopSession();
  const location = useLocation();
  const accessToken = givenToken ?? bookingAccessTokenFrom(location.search);
  const now = useBackendNow();
  const booking = useShopRead('getBooking', [bookingId, accessToken ?? ''], (shop) =>
    shop.getBooking(bookingId, { accessToken }),
  );
  const [confirming, setConfirming] = useState(false);
  const [rebooking, setRebooking] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [result, setResult] = useState<CancelBookingResult | null>(null);
  /** The booking as moved by a rebooking here (its page shows the new time and says it moved). */
  const [moved, setMoved] = useState<Booking | null>(null);
  const [failed, setFailed] = useState(false);

  if (booking.status === 'error') {
    // Unknown, someone else's, or opened without its link: one answer, which tells nothing about
    // whether the number exists, and says where a shopper finds their booking.
    const refused =
      isShopApiRequestError(booking.error) && (booking.error.status === 404 || booking.error.status === 403);
    const loggedIn = !!session?.user;
    return (
      <Root>
        <Title>{t('bookingManage.title')}</Title>
        <Alert role="alert">
          <p>{t(refused ? 'bookingManage.notFound' : 'booking.loadFailed')}</p>
          {refused ? (
            <p>{t(loggedIn ? 'bookingManage.notFoundMine' : 'bookingManage.notFoundGuest')}</p>
          ) : null}
        </Alert>
        {refused ? (
          loggedIn ? (
            <Link href={buildPath('accountBookExam')} variant="standalone">
              {t('bookingManage.mine')}
            </Link>
          ) : (
            <Link
              href={loginRedirectFor(buildPath('bookExamDetails', { id: bookingId }))}
              variant="standalone"
            >
              {t('bookingManage.logIn')}
            </Link>
          )
        ) : null}
        <Link href={buildPath('bookExam')}>{t('bookingManage.bookNew')}</Link>
      </Root>
    );
  }
  if (!booking.data || !now) return <Spinner label={t('booking.loading')} />;
  const data = result?.booking ?? moved ?? booking.data;
  if (rebooking)
    return (
      <BookingWizard
        rebooking={{ ...data, accessToken: data.accessToken ?? accessToken }}
        onManageBooking={(next) => {
          setMoved({ ...next, accessToken: next.accessToken ?? data.accessToken ?? accessToken });
          setRebooking(false);
        }}
      />
    );
  const terms = cancellationTerms(data, now);
  const fee = terms.cancellable ? formatPrice(terms.fee) : '';

  const cancel = async (close: () => void) => {
    setCancelling(true);
    setFailed(false);
    try {
      setResult(await client.cancelBooking(data.id, { accessToken: data.accessToken ?? accessToken }));
      close();
    } catch {
      setFailed(true);
    } finally {
      setCancelling(false);
    }
  };

  return (
    <Root aria-labelledby="manage-title">
      <Title id="manage-title">{t('bookingManage.title')}</Title>
      {moved && !result ? (
        <Alert role="status" $tone="success">
          <p>{t('booking.outcome.movedTitle')}</p>
        </Alert>
      ) : null}
      {result ? (
        <Alert role="status" $tone="warning">
          <p>
            {result.fee > 0
              ? t('bookingManage.cancelledFee', { fee: formatPrice(result.fee) })
              : t('bookingManage.cancelled')}
          </p>
        </Alert>
      ) : null}
      <Summary>
        <div>
          <dt>{t('bookingManage.status')}</dt>
          <dd>{t(`bookingManage.status.${data.status}`)}</dd>
        </div>
        <div>
          <dt>{t('booking.summary.time')}</dt>
          <dd>{formatMomentNb(data.start)}</dd>
        </div>
        <div>
          <dt>{t('booking.summary.store')}</dt>
          <dd>{data.storeName}</dd>
        </div>
        <div>
          <dt>{t('bookingManage.reference')}</dt>
          <dd>{data.reference}</dd>
        </div>
      </Summary>
      {terms.cancellable ? (
        <>
          <Muted>{terms.free ? t('bookingManage.cancelFree') : t('bookingManage.cancelFee', { fee })}</Muted>
          <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
            <Button variant="secondary" onPress={() => setRebooking(true)}>
              {t('bookingManage.rebook')}
            </Button>
            <Button variant="danger" onPress={() => setConfirming(true)}>
              {t('bookingManage.cancel')}
            </Button>
          </div>
        </>
      ) : terms.reason === 'past' ? (
        <Muted>{t('bookingManage.past')}</Muted>
      ) : null}
      <Dialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        role="alertdialog"
        title={t('bookingManage.cancel')}
        description={
          terms.cancellable && !terms.free
            ? t('bookingManage.cancelFee', { fee })
            : t('bookingManage.cancelFree')
        }
        footer={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              {t('bookingManage.keep')}
            </Button>
            <Button variant="danger" isLoading={cancelling} onPress={() => void cancel(close)}>
              {terms.cancellable && !terms.free
                ? t('bookingManage.cancelConfirmFee', { fee })
                : t('bookingManage.cancelConfirm')}
            </Button>
          </>
        )}
      >
        {failed ? <p role="alert">{t('booking.error.generic')}</p> : null}
      </Dialog>
    </Root>
  );
}

/**
 * A booking's details with "change time" (the wizard from the time step) and "cancel" with the
 * rule said before the shopper confirms: at least 24 hours ahead is free, later costs 495 kroner
 * (on the backend's clock). A guest opens it with the access token of the confirmation's link; its
 * logged-in owner without. Without either the page says the booking was not found, as for an unknown
 * one, and offers the login.
 */
export const ManageBooking = /* @__PURE__ */ withBookingTexts(ManageBookingView);
