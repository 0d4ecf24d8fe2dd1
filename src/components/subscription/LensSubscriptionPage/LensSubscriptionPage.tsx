import { useEffect, useRef } from 'react';
import { useTranslate } from '../../../i18n/context';
import { formatAddressLine, formatPrice } from '../../../shop/format';
import { formatDayNb } from '../../../shop/osloTime';
import { buildPath } from '../../../shop/routes';
import type { LensSubscription as LensSubscriptionData } from '../../../shop/schemas/subscriptions';
import {
  canDoLensAction,
  lensSubscriptionName,
  lensSubscriptionStatusText,
  lensSubscriptionState,
} from '../../../shop/subscriptions/lens';
import { nextDeliveryLine } from '../../../shop/subscriptions/lensPage';
import { Button, Link, Skeleton, SkeletonText } from '../../primitives';
import {
  Badge,
  Facts,
  Muted,
  Notice,
  Page,
  PageTitle,
  Row,
  Section,
  SectionTitle,
} from '../subscription.styles';
import { withSubscriptionTexts } from '../subscriptionTexts';
import { useBackendToday } from '../useBackendToday';
import { IntervalForm } from './IntervalForm';
import { LensProducts } from './LensProducts';
import { LensStateActions } from './LensStateActions';
import { NextDeliveryForm } from './NextDeliveryForm';
import { SkeletonPage } from './LensSubscriptionPage.styles';
import { TemporaryAddressSection } from './TemporaryAddressSection';
import { useLensSubscription, type LensOutcome } from './useLensSubscription';

/** Props of {@link LensSubscriptionPage}. */
export interface LensSubscriptionPageProps {
  /** The subscription's id (`/min-konto/abonnement/linse/:subscriptionId`). */
  subscriptionId: string;
}

const day = (date: string | null) => (date ? formatDayNb(date, 'd. MMMM yyyy') : null);

function Outcome({ outcome }: { outcome: LensOutcome | null }) {
  const t = useTranslate();
  const ref = useRef<HTMLDivElement>(null);
  // Focus follows the result, so a keyboard or screen-reader user hears what changed.
  // The next task, so the focus event never re-enters React's work loop.
  useEffect(() => {
    if (!outcome) return undefined;
    const timer = setTimeout(() => ref.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [outcome]);
  return (
    <div aria-live="polite">
      {outcome ? (
        <Notice
          ref={ref}
          tabIndex={-1}
          $tone={outcome.tone}
          role={outcome.tone === 'danger' ? 'alert' : 'status'}
        >
          <p>{t(outcome.key, outcome.values)}</p>
        </Notice>
      ) : null}
    </div>
  );
}

function NextDelivery({ subscription, today }: { subscription: LensSubscriptionData; today: string }) {
  const t = useTranslate();
  const line = nextDeliveryLine(subscription, today);
  if (line.kind !== 'scheduled') {
    return <Muted>{t(`subscription.lens.nextDelivery.${line.kind}`)}</Muted>;
  }
  const { schedule } = line;
  return (
    <>
      <p>
        <strong>{day(schedule.deliveryDate)}</strong>
      </p>
      <Muted>
        {schedule.locked
          ? t('subscription.lens.nextDelivery.locked')
          : t('subscription.lens.nextDelivery.note', {
              processing: formatDayNb(schedule.processingDate, 'd. MMMM'),
              shipping: formatDayNb(schedule.shippingDate, 'd. MMMM'),
            })}
      </Muted>
    </>
  );
}

function LensSubscriptionPageView({ subscriptionId }: LensSubscriptionPageProps) {
  const t = useTranslate();
  const today = useBackendToday();
  const state = useLensSubscription(subscriptionId);
  const { subscription } = state;

  if (state.notFound || state.error) {
    return (
      <Page>
        <PageTitle>{t('subscription.list.lens')}</PageTitle>
        <Notice $tone="danger" role="alert">
          <p>{t(state.notFound ? 'subscription.notFound' : 'subscription.loadFailed')}</p>
          {state.notFound ? null : (
            <div>
              <Button variant="secondary" onPress={state.retry}>
                {t('subscription.retry')}
              </Button>
            </div>
          )}
        </Notice>
        <Link href={buildPath('subscriptions')}>{t('subscription.backToList')}</Link>
      </Page>
    );
  }
  if (!subscription || !today) {
    return (
      <Page aria-busy="true" aria-label={t('subscription.loading')}>
        <SkeletonPage>
          <Skeleton height={36} width="60%" />
          <SkeletonText lines={6} />
          <Skeleton height={160} />
          <SkeletonText lines={4} />
        </SkeletonPage>
      </Page>
    );
  }
  const status = lensSubscriptionState(subscription);
  const badge = lensSubscriptionStatusText(status);
  const address = subscription.deliveryAddress;
  const lenses = lensSubscriptionName(subscription);
  return (
    <Page aria-labelledby="lens-subscription-title">
      <Link href={buildPath('subscriptions')}>{t('subscription.backToList')}</Link>
      <PageTitle id="lens-subscription-title">
        {lenses
          ? t('subscription.lens.titleNamed', { name: lenses })
          : t('subscription.lens.title', { number: subscription.subscriptionNumber })}
      </PageTitle>
      <Outcome outcome={state.outcome} />
      <Facts>
        <dt>{t('subscription.lens.number')}</dt>
        <dd>{subscription.subscriptionNumber}</dd>
        <dt>{t('subscription.lens.status')}</dt>
        <dd>
          <Badge $tone={badge.tone}>{t(badge.key)}</Badge>
          {status === 'frozen' && subscription.frozenReason ? (
            <Muted>{t(`subscription.lens.frozenReason.${subscription.frozenReason}`)}</Muted>
          ) : null}
        </dd>
        <dt>{t('subscription.lens.intervalLabel')}</dt>
        <dd>{t('subscription.interval', { count: subscription.interval })}</dd>
        <dt>{t('subscription.lens.price')}</dt>
        <dd>{formatPrice(subscription.pricePerDelivery)}</dd>
        <dt>{t('subscription.lens.payment')}</dt>
        <dd>{t(`subscription.payment.${subscription.paymentMethod}`)}</dd>
        <dt>{t('subscription.lens.startDate')}</dt>
        <dd>{day(subscription.startDate)}</dd>
        <dt>{t('subscription.lens.bindingPeriodEnd')}</dt>
        <dd>{day(subscription.bindingPeriodEnd) ?? t('subscription.lens.none')}</dd>
        <dt>{t('subscription.lens.lastOrder')}</dt>
        <dd>{day(subscription.lastOrderDate) ?? t('subscription.lens.none')}</dd>
        {subscription.noticeDate ? (
          <>
            <dt>{t('subscription.lens.noticeDate')}</dt>
            <dd>{day(subscription.noticeDate)}</dd>
          </>
        ) : null}
        {subscription.campaign ? (
          <>
            <dt>{t('subscription.lens.campaign')}</dt>
            <dd>{subscription.campaign.description}</dd>
          </>
        ) : null}
        <dt>{t('subscription.lens.address')}</dt>
        <dd>{formatAddressLine(address)}</dd>
      </Facts>

      <Section aria-labelledby="lens-next-delivery">
        <SectionTitle id="lens-next-delivery">{t('subscription.lens.nextDelivery')}</SectionTitle>
        <NextDelivery subscription={subscription} today={today} />
        {status === 'active' ? (
          <NextDeliveryForm subscription={subscription} today={today} state={state} />
        ) : null}
      </Section>

      <Section aria-labelledby="lens-products">
        <SectionTitle id="lens-products">{t('subscription.lens.products')}</SectionTitle>
        <LensProducts subscription={subscription} state={state} />
        {canDoLensAction(subscription, 'addProduct') ? (
          <Link
            href={buildPath('lensSubscriptionChooseProduct', { subscriptionId: subscription.id })}
            variant="standalone"
          >
            {t('subscription.lens.addProduct')}
          </Link>
        ) : null}
      </Section>

      {canDoLensAction(subscription, 'changeInterval') ? (
        <Section aria-labelledby="lens-interval">
          <SectionTitle id="lens-interval">{t('subscription.lens.changeInterval')}</SectionTitle>
          {/* A new interval from the server starts the form's own choice from it. */}
          <IntervalForm key={subscription.interval} subscription={subscription} state={state} />
        </Section>
      ) : null}

      {status !== 'cancelled' ? (
        <Section aria-labelledby="lens-temporary-address">
          <SectionTitle id="lens-temporary-address">{t('subscription.lens.temporaryAddress')}</SectionTitle>
          <TemporaryAddressSection subscription={subscription} today={today} state={state} />
        </Section>
      ) : null}

      {status !== 'cancelled' ? (
        <Section aria-labelledby="lens-actions">
          <SectionTitle id="lens-actions">{t('subscription.lens.actions')}</SectionTitle>
          <Row>
            {canDoLensAction(subscription, 'updatePaymentMethod') ? (
              <Link href={buildPath('lensSubscriptionUpdatePayment', { subscriptionId: subscription.id })}>
                {t('subscription.lens.updatePayment')}
              </Link>
            ) : null}
          </Row>
          <LensStateActions subscription={subscription} state={state} />
        </Section>
      ) : null}
    </Page>
  );
}

/**
 * A lens subscription: status, next delivery with its processing and sending dates, products by
 * eye, interval, temporary address, and only the actions its state allows (pause, activate,
 * re-activate frozen, cancel with a confirm that says it cannot be restored). Nothing is shown as
 * done before the backend answers; a failed action says so and shows what the server has.
 */
export const LensSubscriptionPage = /* @__PURE__ */ withSubscriptionTexts(LensSubscriptionPageView);
