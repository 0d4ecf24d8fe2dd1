import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslate } from '../../../i18n/context';
import { buildPath } from '../../../shop/routes';
import type { GlassesSubscription } from '../../../shop/schemas/subscriptions';
import {
  glassesFailureMessage,
  normaliseLifestyleNumber,
  type GlassesMessageKey,
} from '../../../shop/subscriptions/glassesPages';
import { lifestyleSubscriptionNumber, required } from '../../../shop/validation/rules';
import { Button, FormTextField, Link } from '../../primitives';
import { useShopClient } from '../../session/ShopSessionProvider';
import { useShopReadCache } from '../../session/useShopRead';
import { Muted, Notice, Page, Title } from '../GlassesSubscription/GlassesSubscription.styles';
import { useFocusOnResult } from '../GlassesSubscription/PageStates';
import { failureOf } from '../GlassesSubscription/useGlassesData';
import { withSubscriptionTexts } from '../subscriptionTexts';

interface ConnectValues {
  subscriptionNumber: string;
}

type Result = { connected: GlassesSubscription } | { failed: GlassesMessageKey };

function ConnectLifestyleView() {
  const t = useTranslate();
  const client = useShopClient();
  const reads = useShopReadCache();
  const [result, setResult] = useState<Result | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  useFocusOnResult(resultRef, result);
  const { control, handleSubmit, formState } = useForm<ConnectValues>({
    defaultValues: { subscriptionNumber: '' },
    mode: 'onTouched',
  });

  const connect = async ({ subscriptionNumber }: ConnectValues) => {
    setResult(null);
    try {
      const connected = await client.connectLifestyle(normaliseLifestyleNumber(subscriptionNumber));
      // The subscription page opens from the cache with the server's answer.
      void reads.put('glasses/subscription', [connected.id], connected);
      // The subscriptions list shows it, also when the shopper goes back within the read layer's 2 s
      // de-duplication.
      reads.revalidate(['getSubscriptions']);
      setResult({ connected });
    } catch (error) {
      setResult({ failed: glassesFailureMessage('connect', failureOf(error)) });
    }
  };

  return (
    <Page aria-labelledby="connect-title">
      <Title id="connect-title">{t('subscription.connect.title')}</Title>
      <p style={{ margin: 0 }}>{t('subscription.connect.intro')}</p>
      <div role="status" aria-live="polite">
        {result && 'connected' in result ? (
          <Notice ref={resultRef} tabIndex={-1} $tone="success" data-testid="connect-result">
            <p>{t('subscription.connect.success', { number: result.connected.subscriptionNumber })}</p>
            <p>
              <Link
                href={buildPath('glassesSubscription', { subscriptionId: result.connected.id })}
                variant="standalone"
              >
                {t('subscription.connect.open')}
              </Link>
            </p>
          </Notice>
        ) : null}
      </div>
      {result && 'failed' in result ? (
        <Notice ref={resultRef} tabIndex={-1} role="alert" $tone="danger" data-testid="connect-result">
          <p>{t(result.failed)}</p>
        </Notice>
      ) : null}
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(connect)(event)}
        style={{ display: 'grid', gap: 16, maxWidth: 420 }}
      >
        <FormTextField
          control={control}
          name="subscriptionNumber"
          label={t('subscription.connect.number')}
          description={t('subscription.connect.numberHint')}
          rules={[required, lifestyleSubscriptionNumber]}
          isRequired
          autoComplete="off"
        />
        <div>
          <Button type="submit" isLoading={formState.isSubmitting}>
            {t('subscription.connect.submit')}
          </Button>
        </div>
      </form>
      <Muted>
        <Link href={buildPath('subscriptions')}>{t('subscription.glasses.backToSubscriptions')}</Link>
      </Muted>
    </Page>
  );
}

/**
 * Connects a Lifestyle glasses subscription made in a store to the account
 * (`/min-konto/abonnement/koble-til-lifestyle`): the number as `LS-NNNNNN`, then a link to the
 * subscription, or "needs an existing glasses subscription" when the shop knows no such number.
 */
export const ConnectLifestyle = /* @__PURE__ */ withSubscriptionTexts(ConnectLifestyleView);
