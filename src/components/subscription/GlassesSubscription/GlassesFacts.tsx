import { useTranslate } from '../../../i18n/context';
import { formatPrice } from '../../../shop/format';
import { formatDayNb } from '../../../shop/osloTime';
import { nameWithBrand } from '../../../shop/productName';
import { isPriceAmount } from '../../../shop/schemas/common';
import type { GlassesSubscription } from '../../../shop/schemas/subscriptions';
import type { GlassesSubscriptionState } from '../../../shop/subscriptions/glasses';
import { glassesStatusKey } from '../../../shop/subscriptions/glassesPages';
import { toAllowedImageUrl } from '../../../utils/url';
import { ImageFrame } from '../../primitives';
import { Facts, Frame } from './GlassesSubscription.styles';

/** A calendar day as the glasses pages write it: `17. desember 2026`. */
export function glassesDay(date: string): string {
  return formatDayNb(date, 'd. MMMM yyyy');
}

/** The subscription's facts: status, plan, frame, lenses, price and its dates. */
export function GlassesFacts({
  subscription,
  state,
}: {
  subscription: GlassesSubscription;
  state: GlassesSubscriptionState;
}) {
  const t = useTranslate();
  const dayOrNone = (date: string | null) => (date ? glassesDay(date) : t('subscription.glasses.notSet'));
  const image = toAllowedImageUrl(subscription.frame?.imageUrl);
  const ending = state === 'ending' && subscription.terminationDate;
  return (
    <Facts>
      <div>
        <dt>{t('subscription.glasses.status')}</dt>
        <dd data-testid="glasses-status">
          {ending
            ? t('subscription.glasses.status.ending', {
                date: glassesDay(subscription.terminationDate ?? ''),
              })
            : t(glassesStatusKey(state))}
        </dd>
      </div>
      <div>
        <dt>{t('subscription.glasses.number')}</dt>
        <dd>{subscription.subscriptionNumber}</dd>
      </div>
      <div>
        <dt>{t('subscription.glasses.plan')}</dt>
        <dd>{subscription.planName}</dd>
      </div>
      <div>
        <dt>{t('subscription.glasses.frame')}</dt>
        <dd>
          {subscription.frame ? (
            <Frame>
              <ImageFrame src={image} alt="" ratio="4 / 3" />
              <span>{nameWithBrand(subscription.frame.brand, subscription.frame.name)}</span>
            </Frame>
          ) : (
            t('subscription.glasses.notSet')
          )}
        </dd>
      </div>
      <div>
        <dt>{t('subscription.glasses.lenses')}</dt>
        <dd>{subscription.lensDescription}</dd>
      </div>
      <div>
        <dt>{t('subscription.glasses.monthlyPrice')}</dt>
        <dd>
          {isPriceAmount(subscription.monthlyPrice)
            ? t('subscription.glasses.perMonth', { price: formatPrice(subscription.monthlyPrice) })
            : t('subscription.glasses.notSet')}
        </dd>
      </div>
      <div>
        <dt>{t('subscription.glasses.startDate')}</dt>
        <dd>{dayOrNone(subscription.startDate)}</dd>
      </div>
      <div>
        <dt>{t('subscription.glasses.bindingPeriodEnd')}</dt>
        <dd>{dayOrNone(subscription.bindingPeriodEnd)}</dd>
      </div>
      <div>
        <dt>{t('subscription.glasses.nextInvoice')}</dt>
        <dd>{dayOrNone(subscription.nextInvoiceDate)}</dd>
      </div>
    </Facts>
  );
}
