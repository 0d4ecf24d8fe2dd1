import { useForm } from 'react-hook-form';
import { useTranslate } from '../../../i18n/context';
import { formatDayNb } from '../../../shop/osloTime';
import type { LensSubscription } from '../../../shop/schemas/subscriptions';
import { earliestLensDeliveryDate } from '../../../shop/subscriptions/lens';
import { required } from '../../../shop/validation/rules';
import { useShopClient } from '../../session/ShopSessionProvider';
import { Button, FormTextField } from '../../primitives';
import { Form } from '../subscription.styles';
import type { LensSubscriptionState } from './useLensSubscription';

/** Moves the next delivery to a date that can still be processed in time (23 working days). */
export function NextDeliveryForm({
  subscription,
  today,
  state,
}: {
  subscription: LensSubscription;
  today: string;
  state: Pick<LensSubscriptionState, 'busy' | 'run'>;
}) {
  const t = useTranslate();
  const client = useShopClient();
  const earliest = earliestLensDeliveryDate(today);
  const { control, handleSubmit } = useForm<{ date: string }>({
    // A delivery already being processed cannot move: start from the earliest date that can.
    defaultValues: {
      date:
        subscription.nextDeliveryDate && subscription.nextDeliveryDate >= earliest
          ? subscription.nextDeliveryDate
          : earliest,
    },
    mode: 'onTouched',
  });
  const tooEarly = (value: string) =>
    value !== '' && value < earliest ? 'subscription.lens.error.tooEarly' : null;
  return (
    <Form
      noValidate
      onSubmit={handleSubmit(({ date }) =>
        state.run(
          'changeNextDelivery',
          () => client.changeLensNextDelivery(subscription.id, date),
          (answer) => ({ date: formatDayNb(answer.nextDeliveryDate ?? date, 'd. MMMM yyyy') }),
        ),
      )}
    >
      <FormTextField
        control={control}
        name="date"
        type="date"
        label={t('subscription.lens.nextDeliveryDate')}
        description={t('subscription.lens.nextDeliveryHint', { date: formatDayNb(earliest, 'd. MMMM yyyy') })}
        rules={[required, tooEarly]}
        isRequired
      />
      <div>
        <Button type="submit" variant="secondary" isLoading={state.busy === 'changeNextDelivery'}>
          {t('subscription.lens.saveNextDelivery')}
        </Button>
      </div>
    </Form>
  );
}
