import { useState } from 'react';
import { useTranslate } from '../../../i18n/context';
import { giftCardCovers, paysWithGiftCard } from '../../../shop/checkout';
import { formatPrice } from '../../../shop/format';
import type { MessageKey } from '../../../i18n/nb';
import { Button, Radio, RadioGroup, Spinner } from '../../primitives';
import { GiftCardFields, PersonalNumberField } from '../PaymentFields';
import { useShopClient } from '../../session/ShopSessionProvider';
import type { CheckoutController } from './useCheckout';
import { Fields, Notice, Section } from './CheckoutPage.styles';

const METHOD_DESCRIPTION: Readonly<Record<number, MessageKey>> = {
  60: 'checkout.payment.klarna',
  65: 'checkout.payment.klarna',
  900: 'checkout.payment.giftCard',
};

/**
 * Payment: Klarna, Klarna in store (store users) or a gift card with its balance; the personal number
 * right under the choice as soon as a guest chooses Klarna (or when the payment step asks).
 */
export function PaymentSection({ checkout }: { checkout: CheckoutController }) {
  const t = useTranslate();
  const client = useShopClient();
  const { form, choices, choose, choiceErrors, paymentMethods, totals, askSsn } = checkout;
  const [balance, setBalance] = useState<{ amount: number } | 'notFound' | null>(null);

  const checkBalance = async () => {
    const valid = await form.trigger(['giftCardNumber', 'giftCardPin']);
    if (!valid) return;
    const { giftCardNumber: number, giftCardPin: pin } = form.getValues();
    try {
      const card = await client.getGiftCardBalance({ number: number.replace(/\s/g, ''), pin: pin.trim() });
      setBalance({ amount: card.status === 'active' ? card.balance : 0 });
    } catch {
      setBalance('notFound');
    }
  };

  return (
    <Section aria-labelledby="checkout-payment">
      <h2 id="checkout-payment">{t('checkout.payment')}</h2>
      {!paymentMethods.data ? (
        <Spinner label={t('checkout.loading')} />
      ) : (
        <RadioGroup
          label={t('checkout.payment.choose')}
          value={choices.paymentMethodId === null ? null : String(choices.paymentMethodId)}
          onChange={(value) => choose({ paymentMethodId: Number(value) as 60 | 65 | 900 })}
          isInvalid={Boolean(choiceErrors.paymentMethodId)}
          errorMessage={choiceErrors.paymentMethodId ? t(choiceErrors.paymentMethodId) : undefined}
          isRequired
        >
          {paymentMethods.data.map((method) => (
            <Radio
              key={method.id}
              value={String(method.id)}
              description={METHOD_DESCRIPTION[method.id] ? t(METHOD_DESCRIPTION[method.id]!) : undefined}
            >
              {method.name}
            </Radio>
          ))}
        </RadioGroup>
      )}
      {paysWithGiftCard(choices) ? (
        <>
          <Fields>
            <GiftCardFields
              control={form.control}
              numberLabel={t('checkout.giftCard.number')}
              pinLabel={t('checkout.giftCard.pin')}
            />
          </Fields>
          <div>
            <Button variant="secondary" onPress={() => void checkBalance()}>
              {t('checkout.giftCard.check')}
            </Button>
          </div>
          <div role="status">
            {balance === 'notFound' ? (
              <Notice $tone="danger">
                <p>{t('checkout.giftCard.notFound')}</p>
              </Notice>
            ) : balance ? (
              <Notice $tone={giftCardCovers(balance.amount, totals) ? 'success' : 'danger'}>
                <p>{t('checkout.giftCard.balance', { balance: formatPrice(balance.amount) })}</p>
                {giftCardCovers(balance.amount, totals) ? null : (
                  <p>{t('checkout.giftCard.short', { total: formatPrice(totals.total) })}</p>
                )}
              </Notice>
            ) : null}
          </div>
        </>
      ) : null}
      {askSsn ? (
        <Fields>
          <PersonalNumberField
            control={form.control}
            label={t('checkout.field.ssn')}
            description={t('checkout.field.ssnHint')}
          />
        </Fields>
      ) : null}
    </Section>
  );
}
