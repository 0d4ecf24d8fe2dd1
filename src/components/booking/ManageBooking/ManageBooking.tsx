import { useState } from 'react';
import { useTranslate } from '../../../i18n/context';
import { cancellationTerms } from '../../../shop/booking/cancellation';
import { isShopApiRequestError } from '../../../shop/client';
import { formatPrice } from '../../../shop/format';
import { formatMomentNb } from '../../../shop/osloTime';
import { buildPath } from '../../../shop/routes';
import type { CancelBookingResult } from '../../../shop/schemas/bookings';
import { Button, Dialog, Link, Spinner } from '../../primitives';
import { useShopClient } from '../../session/ShopSessionProvider';
import { useShopRead } from '../../session/useShopRead';
import { useBackendNow } from '../../session/useBackendNow';
import { BookingWizard } from '../BookingWizard';
import { Alert, Muted, Root, Summary, Title } from '../BookingWizard/BookingWizard.styles';
import { withBookingTexts } from '../bookingTexts';

/** Props of {@link ManageBooking}. */
export interface ManageBookingProps {
  /** The booking's id (`/bestill-synstest/:id`). */
  bookingId: string;
}

function ManageBookingView({ bookingId }: ManageBookingProps) {
  const t = useTranslate();
  const client = useShopClient();
  const now = useBackendNow();
  const booking = useShopRead('getBooking', [bookingId], (shop) => shop.getBooking(bookingId));
  const [confirming, setConfirming] = useState(false);
  const [rebooking, setRebooking] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [result, setResult] = useState<CancelBookingResult | null>(null);
  const [failed, setFailed] = useState(false);

  if (booking.status === 'error') {
    const owner = isShopApiRequestError(booking.error) && booking.error.status === 403;
    const missing = isShopApiRequestError(booking.error) && booking.error.status === 404;
    return (
      <Root>
        <Title>{t('bookingManage.title')}</Title>
        <Alert role="alert">
          <p>
            {t(owner ? 'bookingManage.notOwner' : missing ? 'bookingManage.notFound' : 'booking.loadFailed')}
          </p>
        </Alert>
        <Link href={buildPath('bookExam')}>{t('bookingManage.bookNew')}</Link>
      </Root>
    );
  }
  if (!booking.data || !now) return <Spinner label={t('booking.loading')} />;
  const data = result?.booking ?? booking.data;
  if (rebooking) return <BookingWizard rebooking={data} />;
  const terms = cancellationTerms(data, now);
  const fee = terms.cancellable ? formatPrice(terms.fee) : '';

  const cancel = async (close: () => void) => {
    setCancelling(true);
    setFailed(false);
    try {
      setResult(await client.cancelBooking(data.id));
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
 * (on the backend's clock). Another customer's booking and an unknown one each have a message.
 */
export const ManageBooking = /* @__PURE__ */ withBookingTexts(ManageBookingView);
