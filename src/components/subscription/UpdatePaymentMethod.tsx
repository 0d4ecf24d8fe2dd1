import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslate } from '../../i18n/context';
import { useLocation, useNavigation } from '../../navigation/context';
import { INVOICE_PAYMENT_METHODS } from '../../shop/enums';
import { buildPath } from '../../shop/routes';
import { currentLensPaymentMethod, lensActionFailure } from '../../shop/subscriptions/lensPage';
import { bankAccountNumber, required } from '../../shop/validation/rules';
import { isSameOriginRelativeUrl } from '../../utils/url';
import type { LensSubscription } from '../../shop/schemas';
import { useShopClient } from '../session/ShopSessionProvider';
import { useShopRead, useShopReadCache } from '../session/useShopRead';
import { Button, FormTextField, Link, Radio, RadioGroup } from '../primitives';
import { Form, Notice, Page, PageTitle } from './subscription.styles';
import { withSubscriptionTexts } from './subscriptionTexts';

/** Props of {@link UpdatePaymentMethod}. */
export interface UpdatePaymentMethodProps {
  /** The lens subscription (`/min-konto/abonnement/linse/:subscriptionId/oppdater-betaling`). */
  subscriptionId: string;
}

type Method = (typeof INVOICE_PAYMENT_METHODS)[number];
type Values = { accountNumber: string };

function UpdatePaymentMethodView({ subscriptionId }: UpdatePaymentMethodProps) {
  const t = useTranslate();
  const client = useShopClient();
  const navigation = useNavigation();
  const { search } = useLocation();
  const cardRegistered = new URLSearchParams(search).get('kort') === 'registrert';
  const reads = useShopReadCache();
  // The subscription the page changes, from the same read as its page (usually already there): the
  // choice starts at the method it has, and the page says which that is.
  const storedMethod = useShopRead<LensSubscription>('getLensSubscription', [subscriptionId], (shop) =>
    shop.getLensSubscription(subscriptionId),
  ).data?.paymentMethod;
  // The method is the page's own state: with `shouldUnregister` (so the account number is checked only
  // while it is shown) a form value that no field registers reads back as undefined after the first
  // render, which sent the preselected card as no method at all and left the radio group uncontrolled.
  const [chosen, setChosen] = useState<Method | null>(null);
  const { control, handleSubmit } = useForm<Values>({
    defaultValues: { accountNumber: '' },
    mode: 'onTouched',
    shouldUnregister: true,
  });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  // Whether the shopper has sent the form on this page since the card provider sent them back.
  const [sent, setSent] = useState(false);
  // Back from the card provider (`?kort=registrert`), also when the page stayed mounted on the way.
  const registered = cardRegistered && !sent && !outcome;
  const current = currentLensPaymentMethod({
    cardJustRegistered: cardRegistered,
    sentSinceReturn: sent,
    stored: storedMethod,
  });
  const method: Method = chosen ?? current ?? 'card';
  const shown =
    outcome ?? (registered ? { tone: 'success', text: t('subscription.payment.cardRegistered') } : null);
  // Focus follows each new outcome once, not every render: choosing another method after a failure
  // keeps focus on the choice. The next task, so the focus event never re-enters React's work loop.
  const outcomeRef = useRef<HTMLDivElement>(null);
  const focusKey = outcome ?? (registered ? 'registered' : null);
  useEffect(() => {
    if (!focusKey) return undefined;
    const timer = setTimeout(() => outcomeRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [focusKey]);
  const submit = handleSubmit(async (values) => {
    setBusy(true);
    setOutcome(null);
    setSent(true);
    try {
      const result = await client.updateLensPaymentMethod(subscriptionId, {
        paymentMethod: method,
        ...(method === 'directDebit' ? { accountNumber: values.accountNumber.replace(/[\s.]/g, '') } : {}),
      });
      // A card continues at the provider; the address comes from the API, so only a same-site path is followed.
      if (result.redirectUrl && isSameOriginRelativeUrl(result.redirectUrl)) {
        // Back from the provider, the page reads again what the subscription pays with.
        reads.revalidate(['getLensSubscription'], [subscriptionId]);
        setSent(false);
        navigation.navigate(result.redirectUrl);
        return;
      }
      // The subscription's page, the list and the payment agreements show the new method, also when the
      // shopper goes back within the read layer's 2 s de-duplication.
      await reads.put('getLensSubscription', [subscriptionId], result.subscription);
      reads.revalidate(['getSubscriptions', 'getInvoiceOverview']);
      setOutcome({
        tone: 'success',
        text: t('subscription.lens.done.updatePaymentMethod', {
          method: t(`subscription.payment.${result.subscription.paymentMethod}`),
        }),
      });
    } catch (error) {
      setOutcome({ tone: 'danger', text: t(lensActionFailure('updatePaymentMethod', error)) });
    } finally {
      setBusy(false);
    }
  });
  return (
    <Page aria-labelledby="payment-title">
      <Link href={buildPath('lensSubscription', { subscriptionId })}>
        {t('subscription.backToSubscription')}
      </Link>
      <PageTitle id="payment-title">{t('subscription.payment.title')}</PageTitle>
      {current ? (
        <p style={{ margin: 0 }}>
          {t('subscription.payment.current', { method: t(`subscription.payment.${current}`) })}
        </p>
      ) : null}
      <div aria-live="polite">
        {shown ? (
          <Notice
            ref={outcomeRef}
            $tone={shown.tone}
            role={shown.tone === 'danger' ? 'alert' : 'status'}
            tabIndex={-1}
          >
            <p>{shown.text}</p>
          </Notice>
        ) : null}
      </div>
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <RadioGroup
          label={t('subscription.payment.method')}
          value={method}
          onChange={(value) => setChosen(value as Method)}
        >
          {INVOICE_PAYMENT_METHODS.map((value) => (
            <Radio
              key={value}
              value={value}
              description={value === 'card' ? t('subscription.payment.cardNext') : undefined}
            >
              {t(`subscription.payment.${value}`)}
            </Radio>
          ))}
        </RadioGroup>
        {method === 'directDebit' ? (
          <FormTextField
            control={control}
            name="accountNumber"
            label={t('subscription.payment.accountNumber')}
            rules={[required, bankAccountNumber]}
            isRequired
            inputMode="numeric"
            autoComplete="off"
          />
        ) : null}
        <div>
          <Button type="submit" isLoading={busy}>
            {t('subscription.payment.submit')}
          </Button>
        </div>
      </Form>
    </Page>
  );
}

/**
 * Changes a lens subscription's payment method: card (continues at the card provider and comes
 * back with `?kort=registrert`), e-invoice, invoice or direct debit with an 11-digit account.
 * 'Direct debit registration failed' and 'card payment provider issues, try later' each have their
 * message; what was chosen stays on a failure.
 */
export const UpdatePaymentMethod = /* @__PURE__ */ withSubscriptionTexts(UpdatePaymentMethodView);
