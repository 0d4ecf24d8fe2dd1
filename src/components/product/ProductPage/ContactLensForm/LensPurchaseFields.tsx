import { Controller, type Control } from 'react-hook-form';
import { useTranslate } from '../../../../i18n/context';
import type { MessageKey } from '../../../../i18n/nb';
import { formatPrice } from '../../../../shop/format';
import type { LensFormParts, LensFormValues } from '../../../../shop/lensForm';
import {
  LENS_ORDER_PROCESSING_WORKING_DAYS,
  LENS_ORDER_SHIPPING_WORKING_DAYS,
  LENS_SUBSCRIPTION_MONTHS,
} from '../../../../shop/lensPurchase';
import type { ProductDetail } from '../../../../shop/schemas/product';
import { Radio, RadioGroup } from '../../../primitives/RadioGroup';
import { Note } from './ContactLensForm.styles';

/** How to buy: once or as a subscription (with its price per package), and the interval. */
export function LensPurchaseFields({
  control,
  article,
  parts,
}: {
  control: Control<LensFormValues>;
  article: ProductDetail;
  parts: LensFormParts;
}) {
  const t = useTranslate();
  return (
    <>
      {parts.noSubscription && (
        <Note data-testid="lens-no-subscription">{t('product.lens.noSubscription')}</Note>
      )}
      {parts.purchaseMode && (
        <Controller
          control={control}
          name="mode"
          render={({ field, fieldState }) => (
            <RadioGroup
              label={t('product.lens.purchase')}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message ? t(fieldState.error.message as MessageKey) : undefined}
            >
              <Radio
                value="once"
                description={t('product.lens.perPackage', { amount: formatPrice(article.price.unit.amount) })}
              >
                {t('product.lens.once')}
              </Radio>
              <Radio
                value="subscription"
                description={t('product.lens.perPackage', {
                  amount: formatPrice(article.price.subscription?.amount ?? 0),
                })}
              >
                {t('product.lens.subscription')}
              </Radio>
            </RadioGroup>
          )}
        />
      )}
      {parts.interval && (
        <Controller
          control={control}
          name="months"
          render={({ field }) => (
            <RadioGroup
              label={t('product.lens.interval')}
              description={t('product.lens.subscriptionNote', {
                processing: LENS_ORDER_PROCESSING_WORKING_DAYS,
                shipping: LENS_ORDER_SHIPPING_WORKING_DAYS,
              })}
              orientation="horizontal"
              value={field.value}
              onChange={(value) => field.onChange(value)}
            >
              {LENS_SUBSCRIPTION_MONTHS.map((months) => (
                <Radio key={months} value={String(months)}>
                  {t('product.lens.every', { count: months })}
                </Radio>
              ))}
            </RadioGroup>
          )}
        />
      )}
    </>
  );
}
