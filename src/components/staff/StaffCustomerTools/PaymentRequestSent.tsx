import { useEffect, useRef, useState, type Ref } from 'react';
import { useTranslate } from '../../../i18n/context';
import type { MessageKey } from '../../../i18n/nb';
import { formatPrice } from '../../../shop/format';
import { formatMomentNb } from '../../../shop/osloTime';
import type { PaymentRequest, StaffCustomerHit } from '../../../shop/schemas/staff';
import { paymentRequestStatusView, sentToText, staffErrorMessage } from '../../../shop/staff/staffTools';
import { Button } from '../../primitives';
import { useShopClient } from '../../session/ShopSessionProvider';
import { Actions, Alert, Panel, SectionHeading, Status, Summary } from '../staff.styles';

const TONES = { info: undefined, success: 'success', warning: 'warning' } as const;

/**
 * The request sent: where it went (masked), the amount, the expiry and its status, with "Oppdater
 * status". Brought back from the tab's session (`restored`), it reads the status at once: the
 * customer may have paid while the store user was away.
 */
export function PaymentRequestSent({
  headingRef,
  customer,
  request,
  restored = false,
  onRequest,
  onAgain,
  onNext,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  customer: StaffCustomerHit;
  request: PaymentRequest;
  restored?: boolean;
  onRequest: (request: PaymentRequest) => void;
  onAgain: () => void;
  onNext: () => void;
}) {
  const t = useTranslate();
  const client = useShopClient();
  const [refreshing, setRefreshing] = useState(false);
  const [refreshed, setRefreshed] = useState('');
  const [error, setError] = useState<MessageKey | null>(null);
  const view = paymentRequestStatusView(request);
  const sentTo = sentToText(request);

  const refresh = async () => {
    setRefreshing(true);
    setError(null);
    setRefreshed('');
    try {
      const next = await client.getPaymentRequest(request.id);
      onRequest(next);
      setRefreshed(t('staff.sent.refreshed', { status: t(paymentRequestStatusView(next).statusKey) }));
    } catch (failure) {
      setError(staffErrorMessage(failure, 'status'));
    } finally {
      setRefreshing(false);
    }
  };

  const readOnShow = useRef(false);
  const refreshNow = useRef(refresh);
  refreshNow.current = refresh;
  useEffect(() => {
    if (!restored || readOnShow.current) return;
    readOnShow.current = true;
    void refreshNow.current();
  }, [restored]);

  return (
    <Panel aria-labelledby="staff-sent-heading">
      <SectionHeading id="staff-sent-heading" ref={headingRef} tabIndex={-1}>
        {t('staff.sent.title')}
      </SectionHeading>
      <p>{t(sentTo.key, sentTo.values)}</p>
      <Summary>
        <div>
          <dt>{t('staff.sent.amount')}</dt>
          <dd>{formatPrice(request.amount)}</dd>
        </div>
        <div>
          <dt>{t('staff.sent.expires')}</dt>
          <dd>{formatMomentNb(request.expiresAt)}</dd>
        </div>
        <div>
          <dt>{t('staff.sent.status')}</dt>
          <dd data-request-status>{t(view.statusKey)}</dd>
        </div>
      </Summary>
      {view.tone === 'info' ? null : (
        <Alert $tone={TONES[view.tone]}>
          <p>{t(view.statusKey)}</p>
        </Alert>
      )}
      <Status role="status">{refreshed}</Status>
      {error ? (
        <Alert role="alert">
          <p>{t(error)}</p>
        </Alert>
      ) : null}
      <Actions>
        {view.tone === 'success' ? null : (
          <Button variant="secondary" onPress={() => void refresh()} isLoading={refreshing}>
            {t('staff.sent.refresh')}
          </Button>
        )}
        {view.canSendAgain ? (
          <Button onPress={onAgain}>{t('staff.sent.again', { name: customer.name })}</Button>
        ) : null}
        <Button variant="secondary" onPress={onNext}>
          {t('staff.sent.next')}
        </Button>
      </Actions>
    </Panel>
  );
}
