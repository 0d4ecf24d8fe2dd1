import { styled } from 'styled-components';
import { useTranslate } from '../../i18n/context';
import { formatPrice } from '../../shop/format';
import { formatDayNb } from '../../shop/osloTime';
import { buildPath } from '../../shop/routes';
import type { SubscriptionOverview } from '../../shop/schemas/subscriptions';
import {
  glassesSubscriptionName,
  glassesSubscriptionState,
  glassesSubscriptionStatusText,
} from '../../shop/subscriptions/glasses';
import {
  lensSubscriptionName,
  lensSubscriptionState,
  lensSubscriptionStatusText,
} from '../../shop/subscriptions/lens';
import { nextDeliveryLine } from '../../shop/subscriptions/lensPage';
import { useShopRead } from '../session/useShopRead';
import { Button, Link, Skeleton } from '../primitives';
import { Badge, Muted, Notice, Page, PageTitle, Section, SectionTitle } from './subscription.styles';
import { withSubscriptionTexts } from './subscriptionTexts';
import { useBackendToday } from './useBackendToday';

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
  overflow-wrap: anywhere;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const day = (date: string) => formatDayNb(date, 'd. MMMM yyyy');

/** The customer's subscriptions through the one request layer. */
function useSubscriptions() {
  return useShopRead<SubscriptionOverview>('getSubscriptions', [], (client) => client.getSubscriptions());
}

function SubscriptionListView() {
  const t = useTranslate();
  const today = useBackendToday();
  const { data, error, reload } = useSubscriptions();

  if (error) {
    return (
      <Page>
        <PageTitle>{t('subscription.list.title')}</PageTitle>
        <Notice $tone="danger" role="alert">
          <p>{t('subscription.loadFailed')}</p>
          <div>
            <Button variant="secondary" onPress={reload}>
              {t('subscription.retry')}
            </Button>
          </div>
        </Notice>
      </Page>
    );
  }
  if (!data || !today) {
    return (
      <Page aria-busy="true" aria-label={t('subscription.list.loading')}>
        <PageTitle>{t('subscription.list.title')}</PageTitle>
        <Skeleton height={140} />
        <Skeleton height={140} />
        <Skeleton height={140} />
      </Page>
    );
  }
  const empty = data.lens.length === 0 && data.glasses.length === 0;
  return (
    <Page aria-labelledby="subscriptions-title">
      <PageTitle id="subscriptions-title">{t('subscription.list.title')}</PageTitle>
      {empty ? (
        <Notice $tone="info">
          <p>
            <strong>{t('subscription.list.empty')}</strong>
          </p>
          <p>{t('subscription.list.emptyLead')}</p>
          <Link href={buildPath('lensSubscriptionInfo')} variant="standalone">
            {t('subscription.list.startLens')}
          </Link>
        </Notice>
      ) : null}
      {data.lens.length > 0 ? (
        <Section aria-labelledby="subscriptions-lens">
          <SectionTitle id="subscriptions-lens">{t('subscription.list.lens')}</SectionTitle>
          <Cards>
            {data.lens.map((subscription) => {
              const status = lensSubscriptionStatusText(lensSubscriptionState(subscription));
              const next = nextDeliveryLine(subscription, today);
              const number = t('subscription.list.number', { number: subscription.subscriptionNumber });
              const name = lensSubscriptionName(subscription) ?? number;
              // Two subscriptions of the same lenses: the link says which by its number too.
              const linkName = name === number ? number : `${name}, ${number}`;
              return (
                <Card key={subscription.id}>
                  <h3>{name}</h3>
                  {name !== number ? <Muted>{number}</Muted> : null}
                  <div>
                    <Badge $tone={status.tone}>{t(status.key)}</Badge>
                  </div>
                  <p>
                    {next.kind === 'scheduled'
                      ? `${t('subscription.lens.nextDelivery')}: ${day(next.schedule.deliveryDate)}`
                      : t(`subscription.lens.nextDelivery.${next.kind}`)}
                  </p>
                  <Muted>
                    {t('subscription.interval', { count: subscription.interval })} ·{' '}
                    {t('subscription.list.products', { count: subscription.products.length })}
                  </Muted>
                  <Link
                    href={buildPath('lensSubscription', { subscriptionId: subscription.id })}
                    variant="standalone"
                  >
                    {t('subscription.list.open', { name: linkName })}
                  </Link>
                </Card>
              );
            })}
          </Cards>
        </Section>
      ) : null}
      {data.glasses.length > 0 ? (
        <Section aria-labelledby="subscriptions-glasses">
          <SectionTitle id="subscriptions-glasses">{t('subscription.list.glasses')}</SectionTitle>
          <Cards>
            {data.glasses.map((subscription) => {
              const status = glassesSubscriptionStatusText(glassesSubscriptionState(subscription, today));
              // Titled by the glasses it delivers; the plan and the number are secondary.
              const name = glassesSubscriptionName(subscription);
              const number = t('subscription.list.number', { number: subscription.subscriptionNumber });
              return (
                <Card key={subscription.id}>
                  <h3>{name}</h3>
                  <Muted>{subscription.frame ? `${subscription.planName} · ${number}` : number}</Muted>
                  <div>
                    <Badge $tone={status.tone}>{t(status.key)}</Badge>
                  </div>
                  <Muted>
                    {t('subscription.list.monthly', { price: formatPrice(subscription.monthlyPrice) })}
                  </Muted>
                  <Link
                    href={buildPath('glassesSubscription', { subscriptionId: subscription.id })}
                    variant="standalone"
                  >
                    {t('subscription.list.open', { name: `${name}, ${number}` })}
                  </Link>
                </Card>
              );
            })}
          </Cards>
        </Section>
      ) : null}
      <Link href={buildPath('connectLifestyle')}>{t('subscription.list.connect')}</Link>
    </Page>
  );
}

/**
 * The customer's subscriptions (`/min-konto/abonnement`): each lens subscription with its status,
 * next delivery, interval and products, each glasses subscription with its status and monthly
 * price; an empty state that explains the subscriptions; a link to connect a Lifestyle subscription.
 */
export const SubscriptionList = /* @__PURE__ */ withSubscriptionTexts(SubscriptionListView);
