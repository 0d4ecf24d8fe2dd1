import { useTranslate } from '../../../i18n/context';
import { formatPrice } from '../../../shop/format';
import { formatDayNb } from '../../../shop/osloTime';
import type { LensSubscription } from '../../../shop/schemas/subscriptions';
import {
  canDoLensAction,
  lensDeliveryAfterActivation,
  lensDeliverySchedule,
} from '../../../shop/subscriptions/lens';
import { useShopClient } from '../../session/ShopSessionProvider';
import { Row } from '../subscription.styles';
import { useBackendToday } from '../useBackendToday';
import { ConfirmAction } from './ConfirmAction';
import type { LensSubscriptionState } from './useLensSubscription';

const LONG_DATE = 'd. MMMM yyyy';

const nextDate = (answer: LensSubscription) => ({
  date: answer.nextDeliveryDate ? formatDayNb(answer.nextDeliveryDate, LONG_DATE) : '–',
});

/**
 * What activating says before the shopper confirms: the next delivery's date, what it costs and when
 * it is paid (processed), by the rule the backend plans it with; the general sentence until the
 * backend's clock is in.
 */
function useActivationText(subscription: LensSubscription, fallback: string): string {
  const t = useTranslate();
  const today = useBackendToday();
  if (!today) return fallback;
  const next = lensDeliveryAfterActivation(subscription.interval, today);
  return t('subscription.lens.confirmActivateDate', {
    date: formatDayNb(next, LONG_DATE),
    price: formatPrice(subscription.pricePerDelivery),
    processing: formatDayNb(lensDeliverySchedule(next, today).processingDate, LONG_DATE),
  });
}

/** Pause, activate, re-activate frozen and cancel: only those the subscription's state allows. */
export function LensStateActions({
  subscription,
  state,
}: {
  subscription: LensSubscription;
  state: Pick<LensSubscriptionState, 'busy' | 'run'>;
}) {
  const t = useTranslate();
  const client = useShopClient();
  const { busy, run } = state;
  const id = subscription.id;
  const can = (action: Parameters<typeof canDoLensAction>[1]) => canDoLensAction(subscription, action);
  const activationText = useActivationText(subscription, t('subscription.lens.confirmReactivateText'));
  return (
    <Row>
      {can('activate') ? (
        <ConfirmAction
          variant="primary"
          label={t('subscription.lens.activate')}
          question={t('subscription.lens.confirmActivate')}
          consequence={activationText}
          confirmLabel={t('subscription.lens.activate')}
          keepLabel={t('subscription.lens.keepPaused')}
          isBusy={busy === 'activate'}
          onConfirm={() => run('activate', () => client.activateLensSubscription(id), nextDate)}
        />
      ) : null}
      {can('reactivateFrozen') ? (
        <ConfirmAction
          variant="primary"
          label={t('subscription.lens.reactivateFrozen')}
          question={t('subscription.lens.confirmReactivate')}
          consequence={activationText}
          confirmLabel={t('subscription.lens.reactivateFrozen')}
          keepLabel={t('subscription.lens.keepPaused')}
          isBusy={busy === 'reactivateFrozen'}
          onConfirm={() =>
            run('reactivateFrozen', () => client.reactivateFrozenLensSubscription(id), nextDate)
          }
        />
      ) : null}
      {can('pause') ? (
        <ConfirmAction
          label={t('subscription.lens.pause')}
          question={t('subscription.lens.confirmPause')}
          consequence={t('subscription.lens.confirmPauseText')}
          confirmLabel={t('subscription.lens.pause')}
          keepLabel={t('subscription.lens.keep')}
          isBusy={busy === 'pause'}
          onConfirm={() => run('pause', () => client.pauseLensSubscription(id))}
        />
      ) : null}
      {can('cancel') ? (
        <ConfirmAction
          variant="danger"
          label={t('subscription.lens.cancel')}
          question={t('subscription.lens.confirmCancel')}
          consequence={t('subscription.lens.confirmCancelText')}
          confirmLabel={t('subscription.lens.cancel')}
          keepLabel={t('subscription.lens.keep')}
          isBusy={busy === 'cancel'}
          onConfirm={() => run('cancel', () => client.cancelLensSubscription(id))}
        />
      ) : null}
    </Row>
  );
}
