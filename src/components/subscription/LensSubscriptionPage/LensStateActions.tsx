import { useTranslate } from '../../../i18n/context';
import { formatDayNb } from '../../../shop/osloTime';
import type { LensSubscription } from '../../../shop/schemas/subscriptions';
import { canDoLensAction } from '../../../shop/subscriptions/lens';
import { useShopClient } from '../../session/ShopSessionProvider';
import { Button } from '../../primitives';
import { Row } from '../subscription.styles';
import { ConfirmAction } from './ConfirmAction';
import type { LensSubscriptionState } from './useLensSubscription';

const nextDate = (answer: LensSubscription) => ({
  date: answer.nextDeliveryDate ? formatDayNb(answer.nextDeliveryDate, 'd. MMMM yyyy') : '–',
});

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
  return (
    <Row>
      {can('activate') ? (
        <Button
          isLoading={busy === 'activate'}
          onPress={() => void run('activate', () => client.activateLensSubscription(id), nextDate)}
        >
          {t('subscription.lens.activate')}
        </Button>
      ) : null}
      {can('reactivateFrozen') ? (
        <ConfirmAction
          variant="primary"
          label={t('subscription.lens.reactivateFrozen')}
          question={t('subscription.lens.confirmReactivate')}
          consequence={t('subscription.lens.confirmReactivateText')}
          confirmLabel={t('subscription.lens.reactivateFrozen')}
          keepLabel={t('subscription.lens.cancelEdit')}
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
