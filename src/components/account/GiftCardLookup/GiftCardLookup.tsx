import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslate } from '../../../i18n/context';
import {
  giftCardDisplay,
  giftCardFailure,
  giftCardFailureKey,
  giftCardPayload,
  type GiftCardFailure,
} from '../../../shop/account/giftCard';
import { formatDayNb } from '../../../shop/osloTime';
import type { GiftCardBalance as Balance } from '../../../shop/schemas/giftcard';
import { giftCardNumber, giftCardPin, required } from '../../../shop/validation/rules';
import { Button } from '../../primitives/Button';
import { FormTextField } from '../../primitives/FormTextField';
import { Price } from '../../primitives/Price';
import { useShopClient } from '../../session/ShopSessionProvider';
import { withAccountTexts } from '../accountTexts';
import { Alert, Form, Lead, Result, Root, Title } from './GiftCardLookup.styles';

interface Values {
  number: string;
  pin: string;
}

function BalanceResult({ balance }: { balance: Balance }) {
  const t = useTranslate();
  const display = giftCardDisplay(balance);
  return (
    <Result $tone={display.tone} aria-labelledby="giftcard-result" data-testid="giftcard-result">
      <h2 id="giftcard-result">
        {t('account.content.giftCard.resultTitle', { number: balance.numberMasked })}
      </h2>
      <dl>
        <dt>{t('account.content.giftCard.balance')}</dt>
        <dd>
          <Price amount={balance.balance} />
        </dd>
        <dt>{t('account.content.giftCard.status')}</dt>
        <dd>{t(display.statusKey)}</dd>
        <dt>{t(display.dateLabelKey)}</dt>
        <dd>{formatDayNb(balance.expiresOn, 'd. MMMM yyyy')}</dd>
      </dl>
      <p>{t(display.textKey)}</p>
    </Result>
  );
}

function GiftCardLookupView() {
  const t = useTranslate();
  const client = useShopClient();
  const { control, handleSubmit } = useForm<Values>({
    defaultValues: { number: '', pin: '' },
    mode: 'onTouched',
  });
  const [busy, setBusy] = useState(false);
  const [balance, setBalance] = useState<Balance | null>(null);
  const [failure, setFailure] = useState<GiftCardFailure | null>(null);

  const lookUp = async (values: Values) => {
    setBusy(true);
    setFailure(null);
    setBalance(null);
    try {
      setBalance(await client.getGiftCardBalance(giftCardPayload(values.number, values.pin)));
    } catch (error) {
      setFailure(giftCardFailure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Root aria-labelledby="giftcard-title">
      <Title id="giftcard-title">{t('account.content.giftCard.title')}</Title>
      <Lead>{t('account.content.giftCard.lead')}</Lead>
      <Form noValidate onSubmit={handleSubmit(lookUp)} aria-labelledby="giftcard-title">
        <FormTextField
          control={control}
          name="number"
          label={t('account.content.giftCard.number')}
          description={t('account.content.giftCard.numberHint')}
          rules={[required, giftCardNumber]}
          isRequired
          inputMode="numeric"
          autoComplete="off"
          maxLength={19}
        />
        <FormTextField
          control={control}
          name="pin"
          label={t('account.content.giftCard.pin')}
          description={t('account.content.giftCard.pinHint')}
          rules={[required, giftCardPin]}
          isRequired
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
        />
        <Button type="submit" isLoading={busy}>
          {t('account.content.giftCard.submit')}
        </Button>
      </Form>
      {failure ? (
        <Alert role="alert" data-testid="giftcard-failure">
          <p>{t(giftCardFailureKey(failure))}</p>
        </Alert>
      ) : null}
      <div aria-live="polite">{balance ? <BalanceResult balance={balance} /> : null}</div>
    </Root>
  );
}

/**
 * The gift card balance lookup (`/gavekort`): number (16 digits) and PIN (4 digits), both required;
 * the balance with its expiry date and status (active, used up, expired), or "gift card not found"
 * (also for a wrong PIN, so numbers cannot be probed).
 */
export const GiftCardLookup = /* @__PURE__ */ withAccountTexts(GiftCardLookupView);
