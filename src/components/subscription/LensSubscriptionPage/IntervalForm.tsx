import { useState } from 'react';
import { useTranslate } from '../../../i18n/context';
import type { SubscriptionIntervalMonths } from '../../../shop/enums';
import { formatDayNb } from '../../../shop/osloTime';
import type { LensSubscription } from '../../../shop/schemas/subscriptions';
import { LENS_INTERVAL_CHOICES } from '../../../shop/subscriptions/lensPage';
import { useShopClient } from '../../session/ShopSessionProvider';
import { Button, Radio, RadioGroup } from '../../primitives';
import { Form } from '../subscription.styles';
import type { LensSubscriptionState } from './useLensSubscription';

/** Changes the delivery interval (every 1, 2, 3 or 6 months). */
export function IntervalForm({
  subscription,
  state,
}: {
  subscription: LensSubscription;
  state: Pick<LensSubscriptionState, 'busy' | 'run'>;
}) {
  const t = useTranslate();
  const client = useShopClient();
  const [interval, setInterval] = useState<SubscriptionIntervalMonths>(subscription.interval);
  const unchanged = interval === subscription.interval;
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        if (unchanged) return;
        void state.run(
          'changeInterval',
          () => client.changeLensInterval(subscription.id, interval),
          (answer) => ({
            date: answer.nextDeliveryDate ? formatDayNb(answer.nextDeliveryDate, 'd. MMMM yyyy') : '–',
          }),
        );
      }}
    >
      <RadioGroup
        label={t('subscription.lens.intervalLabel')}
        value={String(interval)}
        onChange={(value) => setInterval(Number(value) as SubscriptionIntervalMonths)}
        orientation="horizontal"
      >
        {LENS_INTERVAL_CHOICES.map((months) => (
          <Radio key={months} value={String(months)}>
            {t('subscription.interval.option', { count: months })}
          </Radio>
        ))}
      </RadioGroup>
      <div>
        <Button
          type="submit"
          variant="secondary"
          isDisabled={unchanged}
          isLoading={state.busy === 'changeInterval'}
        >
          {t('subscription.lens.saveInterval')}
        </Button>
      </div>
    </Form>
  );
}
