import { useTranslate } from '../../../i18n/context';
import { osloWallClock } from '../../../shop/osloTime';
import { buildPath } from '../../../shop/routes';
import {
  GLASSES_PERKS_MAX,
  glassesFailureMessage,
  perkStatus,
} from '../../../shop/subscriptions/glassesPages';
import { Link } from '../../primitives';
import { useBackendNow } from '../../session/useBackendNow';
import { withSubscriptionTexts } from '../subscriptionTexts';
import { glassesDay } from './GlassesFacts';
import { Card, LinkList, Muted, Notice, Page, Title } from './GlassesSubscription.styles';
import { GlassesPageFailure, GlassesPageSkeleton } from './PageStates';
import { useGlassesRead } from './useGlassesData';

/** Props of {@link GlassesPerks}. */
export interface GlassesPerksProps {
  /** The subscription's id (`/min-konto/abonnement/briller/:subscriptionId/fordeler`). */
  subscriptionId: string;
}

function GlassesPerksView({ subscriptionId }: GlassesPerksProps) {
  const t = useTranslate();
  const now = useBackendNow();
  const read = useGlassesRead('perks', [subscriptionId], (client, [id]) => client.getGlassesPerks(id ?? ''));
  const back = {
    href: buildPath('glassesSubscription', { subscriptionId }),
    label: t('subscription.glasses.backToSubscription'),
  };
  if (read.failure) {
    return (
      <GlassesPageFailure
        title={t('subscription.glasses.perks.title')}
        message={glassesFailureMessage('load', read.failure)}
        onRetry={read.notFound ? undefined : read.retry}
        back={back}
      />
    );
  }
  if (!read.data || !now)
    return <GlassesPageSkeleton label={t('subscription.glasses.perks.loading')} rows={4} />;
  const today = osloWallClock(now).date;
  const perks = read.data.slice(0, GLASSES_PERKS_MAX);
  return (
    <Page aria-labelledby="perks-title">
      <Title id="perks-title">{t('subscription.glasses.perks.title')}</Title>
      {perks.length === 0 ? (
        <Notice $tone="info">
          <p>{t('subscription.glasses.perks.empty')}</p>
        </Notice>
      ) : (
        <LinkList aria-labelledby="perks-title">
          {perks.map((perk) => {
            const status = perkStatus(perk, today);
            return (
              <Card key={perk.id}>
                <h2>{perk.title}</h2>
                <p>{perk.description}</p>
                <Muted>{t(status.key, status.date ? { date: glassesDay(status.date) } : undefined)}</Muted>
              </Card>
            );
          })}
        </LinkList>
      )}
      <div>
        <Link href={back.href} variant="standalone">
          {back.label}
        </Link>
      </div>
    </Page>
  );
}

/** The glasses subscription's perks (`…/fordeler`): each with used, valid until or expired; none while created. */
export const GlassesPerks = /* @__PURE__ */ withSubscriptionTexts(GlassesPerksView);
