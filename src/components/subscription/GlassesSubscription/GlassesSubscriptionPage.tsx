import { useRef, useState } from 'react';
import { useTranslate } from '../../../i18n/context';
import type { MessageValues } from '../../../i18n/translate';
import { osloWallClock } from '../../../shop/osloTime';
import { buildPath } from '../../../shop/routes';
import {
  allowedGlassesActions,
  glassesSubscriptionState,
  winbackAvailable,
} from '../../../shop/subscriptions/glasses';
import {
  glassesFailureMessage,
  terminationTerms,
  type GlassesMessageKey,
} from '../../../shop/subscriptions/glassesPages';
import { Button, Dialog, Link } from '../../primitives';
import { useShopClient } from '../../session/ShopSessionProvider';
import { useBackendNow } from '../../session/useBackendNow';
import { withSubscriptionTexts } from '../subscriptionTexts';
import { GlassesFacts, glassesDay } from './GlassesFacts';
import {
  Actions,
  Heading,
  LinkList,
  Muted,
  Notice,
  Page,
  Section,
  Title,
} from './GlassesSubscription.styles';
import { GlassesPageFailure, GlassesPageSkeleton, useFocusOnResult } from './PageStates';
import { failureOf, useGlassesSubscription } from './useGlassesData';

/** Props of {@link GlassesSubscriptionPage}. */
export interface GlassesSubscriptionPageProps {
  /** The subscription's id (`/min-konto/abonnement/briller/:subscriptionId`). */
  subscriptionId: string;
}

/** What the last action did, said in the live region. */
interface Outcome {
  tone: 'success' | 'danger';
  key: GlassesMessageKey;
  values?: MessageValues;
}

function GlassesSubscriptionPageView({ subscriptionId }: GlassesSubscriptionPageProps) {
  const t = useTranslate();
  const client = useShopClient();
  const now = useBackendNow();
  const read = useGlassesSubscription(subscriptionId);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useFocusOnResult(outcomeRef, outcome);

  if (read.failure) {
    return (
      <GlassesPageFailure
        title={t('subscription.glasses.pageTitle')}
        message={glassesFailureMessage('load', read.failure)}
        onRetry={read.notFound ? undefined : read.retry}
      />
    );
  }
  const subscription = read.data;
  if (!subscription || !now) return <GlassesPageSkeleton label={t('subscription.glasses.loading')} />;
  const today = osloWallClock(now).date;
  const state = glassesSubscriptionState(subscription, today);
  const actions = allowedGlassesActions(subscription, today);
  const terms = terminationTerms(subscription, today);
  const params = { subscriptionId: subscription.id };

  const terminate = async (close: () => void) => {
    setBusy(true);
    try {
      const answer = await client.terminateGlassesSubscription(subscription.id);
      await read.replace(answer);
      setOutcome({
        tone: 'success',
        key: 'subscription.glasses.terminated',
        values: { date: glassesDay(answer.terminationDate ?? terms.endDate) },
      });
    } catch (error) {
      setOutcome({ tone: 'danger', key: glassesFailureMessage('terminate', failureOf(error)) });
      // The page shows what the server has, not what was hoped for.
      read.refresh();
    } finally {
      setBusy(false);
      close();
    }
  };

  return (
    <Page aria-labelledby="glasses-title">
      <Title id="glasses-title">{t('subscription.glasses.title', { plan: subscription.planName })}</Title>
      <div role="status" aria-live="polite">
        {outcome ? (
          <Notice ref={outcomeRef} tabIndex={-1} $tone={outcome.tone} data-testid="glasses-outcome">
            <p>{t(outcome.key, outcome.values)}</p>
          </Notice>
        ) : null}
      </div>
      <GlassesFacts subscription={subscription} state={state} />
      {state === 'created' ? <Muted>{t('subscription.glasses.createdNote')}</Muted> : null}
      {state === 'ending' && subscription.winback && winbackAvailable(subscription, today) ? (
        <Section aria-labelledby="glasses-winback">
          <Heading id="glasses-winback">{t('subscription.glasses.winbackTitle')}</Heading>
          <p style={{ margin: 0 }}>
            {t('subscription.glasses.winbackOffer', {
              deadline: glassesDay(subscription.winback.deadline),
              months: subscription.winback.freeMonths,
            })}
          </p>
          <div>
            <Link href={buildPath('winback')} variant="standalone">
              {t('subscription.glasses.winbackLink')}
            </Link>
          </div>
        </Section>
      ) : null}
      <Section aria-labelledby="glasses-links">
        <Heading id="glasses-links">{t('subscription.glasses.links')}</Heading>
        <LinkList>
          {state !== 'created' ? (
            <li>
              <Link href={buildPath('glassesSubscriptionPerks', params)} variant="standalone">
                {t('subscription.glasses.perksLink')}
              </Link>
            </li>
          ) : null}
          <li>
            <Link href={buildPath('glassesSubscriptionDocuments', params)} variant="standalone">
              {t('subscription.glasses.documentsLink')}
            </Link>
          </li>
          <li>
            <Link href={buildPath('paymentsAndInvoices')} variant="standalone">
              {t('subscription.glasses.invoicesLink')}
            </Link>
          </li>
        </LinkList>
      </Section>
      {actions.includes('terminate') ? (
        <Section aria-labelledby="glasses-terminate">
          <Heading id="glasses-terminate">{t('subscription.glasses.terminate')}</Heading>
          <Muted>{t('subscription.glasses.terminateIntro', { days: terms.noticeDays })}</Muted>
          <Actions>
            <Button variant="danger" onPress={() => setConfirming(true)}>
              {t('subscription.glasses.terminate')}
            </Button>
          </Actions>
        </Section>
      ) : state === 'terminated' ? (
        <Muted>{t('subscription.glasses.noActions')}</Muted>
      ) : null}
      <Dialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        role="alertdialog"
        title={t('subscription.glasses.terminateConfirmTitle')}
        description={t('subscription.glasses.terminateConfirmText', {
          days: terms.noticeDays,
          date: glassesDay(terms.endDate),
        })}
        footer={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              {t('subscription.glasses.keep')}
            </Button>
            <Button variant="danger" isLoading={busy} onPress={() => void terminate(close)}>
              {t('subscription.glasses.terminateConfirm')}
            </Button>
          </>
        )}
      />
    </Page>
  );
}

/**
 * The Lifestyle glasses subscription (`/min-konto/abonnement/briller/:subscriptionId`): status
 * (created, active, under notice with its end date, terminated), plan, frame, lenses, monthly price,
 * start, binding period end, next invoice, links to the perks, documents and invoices; "Si opp
 * abonnementet" with a confirm step that states the 30-day notice and the end date (the backend's
 * clock); after notice, the winback offer. A failed action shows the server's state and says so.
 */
export const GlassesSubscriptionPage = /* @__PURE__ */ withSubscriptionTexts(GlassesSubscriptionPageView);
