import { useEffect, useRef, useState } from 'react';
import { useTranslate } from '../../../i18n/context';
import { buildPath } from '../../../shop/routes';
import type { GlassesSubscription } from '../../../shop/schemas/subscriptions';
import { WINBACK_FREE_MONTHS } from '../../../shop/subscriptions/glasses';
import { readWinbackReceipt } from '../../../shop/subscriptions/winbackReceipt';
import { Link } from '../../primitives';
import { glassesDay } from '../GlassesSubscription/GlassesFacts';
import { Heading, Notice, Page, Section, Title } from '../GlassesSubscription/GlassesSubscription.styles';
import { GlassesPageSkeleton } from '../GlassesSubscription/PageStates';
import { withSubscriptionTexts } from '../subscriptionTexts';

function WinbackConfirmationView() {
  const t = useTranslate();
  // `undefined` until the session storage is read (in an effect), `null` when nothing is kept.
  const [accepted, setAccepted] = useState<GlassesSubscription | null | undefined>(undefined);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    let live = true;
    // A reader that fails to load reads as nothing kept: the page says so and links on.
    readWinbackReceipt()
      .catch(() => null)
      .then((receipt) => {
        if (live) setAccepted(receipt);
      });
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (accepted) titleRef.current?.focus();
  }, [accepted]);

  if (accepted === undefined)
    return <GlassesPageSkeleton label={t('subscription.winback.loading')} rows={3} />;
  if (accepted === null) {
    return (
      <Page aria-labelledby="winback-done-title">
        <Title id="winback-done-title">{t('subscription.winback.confirmationTitle')}</Title>
        <Notice role="alert" $tone="warning">
          <p>{t('subscription.winback.noConfirmation')}</p>
        </Notice>
        <div>
          <Link href={buildPath('account')} variant="standalone">
            {t('subscription.winback.toAccount')}
          </Link>
        </div>
      </Page>
    );
  }
  return (
    <Page aria-labelledby="winback-done-title">
      <Title id="winback-done-title" ref={titleRef} tabIndex={-1}>
        {t('subscription.winback.confirmationTitle')}
      </Title>
      <div role="status">
        <p style={{ margin: 0 }}>
          {t('subscription.winback.confirmationIntro', {
            plan: accepted.planName,
            number: accepted.subscriptionNumber,
          })}
        </p>
      </div>
      <Section aria-labelledby="winback-changed">
        <Heading id="winback-changed">{t('subscription.winback.changed')}</Heading>
        <ul style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 8 }}>
          <li>{t('subscription.winback.changedNotice')}</li>
          <li>{t('subscription.winback.changedFree', { months: WINBACK_FREE_MONTHS })}</li>
          {accepted.nextInvoiceDate ? (
            <li>
              {t('subscription.winback.changedNextInvoice', { date: glassesDay(accepted.nextInvoiceDate) })}
            </li>
          ) : null}
        </ul>
      </Section>
      <div>
        <Link href={buildPath('glassesSubscription', { subscriptionId: accepted.id })} variant="standalone">
          {t('subscription.winback.openSubscription')}
        </Link>
      </div>
    </Page>
  );
}

/**
 * The winback's confirmation (`/angreoppsigelse/bekreftelse`): what changed (the notice withdrawn,
 * the free months, the next invoice), from the accepted subscription kept in the tab's session
 * storage; without one, a message and a way to the account.
 */
export const WinbackConfirmation = /* @__PURE__ */ withSubscriptionTexts(WinbackConfirmationView);
