import { useEffect, useRef, useState } from 'react';
import { useTranslate } from '../../../i18n/context';
import { useNavigation } from '../../../navigation/context';
import { osloWallClock } from '../../../shop/osloTime';
import { buildPath } from '../../../shop/routes';
import {
  glassesFailureMessage,
  winbackTerms,
  winbackTokenOf,
  type GlassesMessageKey,
} from '../../../shop/subscriptions/glassesPages';
import { saveWinbackReceipt } from '../../../shop/subscriptions/winbackReceipt';
import { Button } from '../../primitives';
import { useShopClient } from '../../session/ShopSessionProvider';
import { useShopReadCache } from '../../session/useShopRead';
import { useBackendNow } from '../../session/useBackendNow';
import { glassesDay } from '../GlassesSubscription/GlassesFacts';
import {
  Actions,
  Heading,
  Notice,
  Page,
  Section,
  Title,
} from '../GlassesSubscription/GlassesSubscription.styles';
import { GlassesPageFailure, GlassesPageSkeleton, useFocusOnResult } from '../GlassesSubscription/PageStates';
import { failureOf, useGlassesRead } from '../GlassesSubscription/useGlassesData';
import { withSubscriptionTexts } from '../subscriptionTexts';

/** Props of {@link Winback}. */
export interface WinbackProps {
  /**
   * The cancellation e-mail's link token; accepts without a login. Read from `?token=` of the
   * location when left out; without one, the logged-in customer's offer is shown.
   */
  token?: string;
}

function WinbackView({ token: givenToken }: WinbackProps) {
  const t = useTranslate();
  const client = useShopClient();
  const navigation = useNavigation();
  const now = useBackendNow();
  const reads = useShopReadCache();
  // `null` until the location is read (in an effect: no location on a server render); '' is "none".
  const [token, setToken] = useState<string | null>(givenToken ?? null);
  useEffect(() => {
    setToken(givenToken ?? winbackTokenOf(navigation.getLocation().search) ?? '');
  }, [givenToken, navigation]);
  const read = useGlassesRead('winback', token === null ? null : [token], (shopClient, [linkToken]) =>
    shopClient.getWinback(linkToken || undefined),
  );
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<GlassesMessageKey | null>(null);
  const failedRef = useRef<HTMLDivElement>(null);
  useFocusOnResult(failedRef, failed);

  if (read.failure) {
    const message = glassesFailureMessage('winback', read.failure);
    const retryable = message === 'subscription.glasses.error.load';
    return (
      <GlassesPageFailure
        title={
          message === 'subscription.glasses.error.winbackLinkInvalid'
            ? t('subscription.winback.linkInvalidTitle')
            : t('subscription.winback.title')
        }
        message={message}
        onRetry={retryable ? read.retry : undefined}
        back={{ href: buildPath('account'), label: t('subscription.winback.toAccount') }}
      />
    );
  }
  if (!read.data || !now) return <GlassesPageSkeleton label={t('subscription.winback.loading')} rows={4} />;
  const { subscription, offer } = read.data;
  const terms = winbackTerms(offer, osloWallClock(now).date);

  const accept = async () => {
    setBusy(true);
    setFailed(null);
    try {
      const answer = await client.acceptWinback(subscription.id, token || undefined);
      saveWinbackReceipt(answer);
      void reads.put('glasses/subscription', [answer.id], answer);
      navigation.navigate(buildPath('winbackConfirmation'));
    } catch (error) {
      setFailed(glassesFailureMessage('acceptWinback', failureOf(error)));
      setBusy(false);
    }
  };

  return (
    <Page aria-labelledby="winback-title">
      <Title id="winback-title">{t('subscription.winback.title')}</Title>
      <p style={{ margin: 0 }}>
        {t('subscription.winback.intro', {
          plan: subscription.planName,
          number: subscription.subscriptionNumber,
          date: glassesDay(subscription.terminationDate ?? offer.deadline),
        })}
      </p>
      <Notice $tone="success">
        <p>
          <strong>{t('subscription.winback.offer', { months: terms.freeMonths })}</strong>
        </p>
      </Notice>
      <Section aria-labelledby="winback-what">
        <Heading id="winback-what">{t('subscription.winback.whatHappens')}</Heading>
        <ul style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 8 }}>
          <li>{t('subscription.winback.noticeWithdrawn')}</li>
          <li>{t('subscription.winback.freeMonths', { months: terms.freeMonths })}</li>
          <li>{t('subscription.winback.nextInvoice', { date: glassesDay(terms.nextInvoiceDate) })}</li>
          <li>{t('subscription.winback.deadline', { date: glassesDay(terms.deadline) })}</li>
        </ul>
      </Section>
      {failed ? (
        <Notice ref={failedRef} tabIndex={-1} role="alert" $tone="danger" data-testid="winback-failure">
          <p>{t(failed)}</p>
        </Notice>
      ) : null}
      <Actions>
        <Button isLoading={busy} onPress={() => void accept()}>
          {t('subscription.winback.accept')}
        </Button>
      </Actions>
    </Page>
  );
}

/**
 * Undo a cancellation (`/angreoppsigelse`): the offer of three free months invoiced in arrears, what
 * happens (the notice is withdrawn, the next invoice after the free months), then "Angre
 * oppsigelsen" goes to the confirmation. Works from the cancellation e-mail's link (`?token=`)
 * without a login, or for the logged-in customer; no offer and an invalid link each have a page.
 */
export const Winback = /* @__PURE__ */ withSubscriptionTexts(WinbackView);
