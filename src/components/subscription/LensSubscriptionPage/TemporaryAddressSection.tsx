import { formatAddressLine } from '../../../shop/format';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslate } from '../../../i18n/context';
import { formatDayNb } from '../../../shop/osloTime';
import type { LensSubscription, TemporaryAddressPayload } from '../../../shop/schemas/subscriptions';
import {
  canDoLensAction,
  temporaryAddressDateIssues,
  temporaryAddressPhase,
} from '../../../shop/subscriptions/lens';
import { required, zipCode } from '../../../shop/validation/rules';
import { useShopClient } from '../../session/ShopSessionProvider';
import { Button, FormTextField } from '../../primitives';
import { Form, Muted, Row } from '../subscription.styles';
import type { LensSubscriptionState } from './useLensSubscription';

type AddressValues = Required<
  Pick<TemporaryAddressPayload, 'street' | 'zipCode' | 'city' | 'from' | 'to'>
> & {
  careOf: string;
};

const day = (date: string) => formatDayNb(date, 'd. MMMM yyyy');

/** Shows, sets and removes the temporary delivery address (dates checked: not past, to after from). */
export function TemporaryAddressSection({
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
  const [editing, setEditing] = useState(false);
  const { control, handleSubmit, getValues, setFocus } = useForm<AddressValues>({
    defaultValues: { street: '', zipCode: '', city: '', careOf: '', from: '', to: '' },
    mode: 'onTouched',
  });
  // The pressed button leaves the page when the form opens (and the form when it is cancelled):
  // focus goes to the form's first field, and back to the button, not to the top of the document.
  const openButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<'form' | 'button' | null>(null);
  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (!target) return undefined;
    // The next task, so the focus event never re-enters React's work loop.
    const timer = setTimeout(() => (target === 'form' ? setFocus('careOf') : openButton.current?.focus()), 0);
    return () => clearTimeout(timer);
  }, [editing, setFocus]);
  const edit = (open: boolean) => {
    focusAfter.current = open ? 'form' : 'button';
    setEditing(open);
  };
  const current = subscription.temporaryAddress;
  const fromRule = (value: string) =>
    temporaryAddressDateIssues({ from: value, to: getValues('to') }, today).from ?? null;
  const toRule = (value: string) =>
    temporaryAddressDateIssues({ from: getValues('from'), to: value }, today).to ?? null;
  const canSet = canDoLensAction(subscription, 'setTemporaryAddress');
  return (
    <>
      {current ? (
        <p>
          {t(
            temporaryAddressPhase(current, today) === 'current'
              ? 'subscription.lens.temporaryAddressCurrent'
              : temporaryAddressPhase(current, today) === 'upcoming'
                ? 'subscription.lens.temporaryAddressUpcoming'
                : 'subscription.lens.temporaryAddressPast',
            {
              from: day(current.from),
              to: day(current.to),
              address: formatAddressLine(current.address),
            },
          )}
        </p>
      ) : (
        <Muted>{t('subscription.lens.temporaryAddressNone')}</Muted>
      )}
      {editing ? (
        <Form
          noValidate
          aria-label={t('subscription.lens.setTemporaryAddress')}
          onSubmit={handleSubmit(async ({ careOf, ...values }) => {
            const saved = await state.run('setTemporaryAddress', () =>
              client.setTemporaryAddress(subscription.id, careOf.trim() ? { ...values, careOf } : values),
            );
            if (saved) setEditing(false);
          })}
        >
          {/* The label says "(valgfritt)" itself: showOptional would say it twice. */}
          <FormTextField control={control} name="careOf" label={t('subscription.lens.careOf')} />
          <FormTextField
            control={control}
            name="street"
            label={t('subscription.lens.street')}
            rules={[required]}
            isRequired
            autoComplete="street-address"
          />
          <FormTextField
            control={control}
            name="zipCode"
            label={t('subscription.lens.zipCode')}
            rules={[required, zipCode]}
            isRequired
            inputMode="numeric"
            autoComplete="postal-code"
          />
          <FormTextField
            control={control}
            name="city"
            label={t('subscription.lens.city')}
            rules={[required]}
            isRequired
            autoComplete="address-level2"
          />
          <FormTextField
            control={control}
            name="from"
            type="date"
            label={t('subscription.lens.from')}
            rules={[fromRule]}
            isRequired
          />
          <FormTextField
            control={control}
            name="to"
            type="date"
            label={t('subscription.lens.to')}
            rules={[toRule]}
            isRequired
          />
          <Row>
            <Button type="submit" isLoading={state.busy === 'setTemporaryAddress'}>
              {t('subscription.lens.saveTemporaryAddress')}
            </Button>
            <Button variant="secondary" onPress={() => edit(false)}>
              {t('subscription.lens.cancelEdit')}
            </Button>
          </Row>
        </Form>
      ) : (
        <Row>
          {canSet ? (
            <Button ref={openButton} variant="secondary" onPress={() => edit(true)}>
              {t('subscription.lens.setTemporaryAddress')}
            </Button>
          ) : null}
          {canDoLensAction(subscription, 'removeTemporaryAddress') ? (
            <Button
              variant="secondary"
              isLoading={state.busy === 'removeTemporaryAddress'}
              onPress={() =>
                void state.run('removeTemporaryAddress', () => client.removeTemporaryAddress(subscription.id))
              }
            >
              {t('subscription.lens.removeTemporaryAddress')}
            </Button>
          ) : null}
        </Row>
      )}
    </>
  );
}
