import { useEffect, useRef } from 'react';
import { useLeaveWarning } from '../../../hooks/useLeaveWarning';
import { useTranslate } from '../../../i18n/context';
import { mayHoldGlassesLines } from '../../../shop/checkout/prescriptions';
import { buildPath } from '../../../shop/routes';
import { email, maxLength, name, phone, required, zipCode } from '../../../shop/validation/rules';
import { Button, FormTextField, Link, Spinner } from '../../primitives';
import { useShopSession } from '../../session/ShopSessionProvider';
import { withCheckoutTexts } from '../checkoutTexts';
import { DeliverySection } from './DeliverySection';
import { LensPrescriptionSection } from './LensPrescriptionSection';
import { PaymentSection } from './PaymentSection';
import { PrescriptionSection } from './PrescriptionSection';
import { SummaryAside } from './SummaryAside';
import { useCheckout, type CheckoutController } from './useCheckout';
import { Aside, Fields, Main, Muted, Notice, Page, Section, Title } from './CheckoutPage.styles';

/** The customer's details, on the one form layer (rules from `src/shop/validation`). */
function DetailsSection({ checkout }: { checkout: CheckoutController }) {
  const t = useTranslate();
  const { control } = checkout.form;
  const field = (
    key: 'firstName' | 'lastName' | 'email' | 'mobile' | 'street' | 'zipCode' | 'city',
    rules: Parameters<typeof FormTextField>[0]['rules'],
    extra: Record<string, unknown> = {},
  ) => (
    <FormTextField
      control={control}
      name={key}
      label={t(`checkout.field.${key}`)}
      rules={rules}
      isRequired
      {...extra}
    />
  );
  return (
    <Section aria-labelledby="checkout-details">
      <h2 id="checkout-details">{t('checkout.details')}</h2>
      {checkout.prefilled ? <Muted>{t('checkout.details.prefilled')}</Muted> : null}
      <Fields>
        {field('firstName', [required, name], { autoComplete: 'given-name' })}
        {field('lastName', [required, name], { autoComplete: 'family-name' })}
        {field('email', [required, email], { type: 'email', autoComplete: 'email', className: 'wide' })}
        {field('mobile', [required, phone], { type: 'tel', autoComplete: 'tel' })}
        {field('street', [required, maxLength(120)], { autoComplete: 'street-address', className: 'wide' })}
        {field('zipCode', [required, zipCode], { inputMode: 'numeric', autoComplete: 'postal-code' })}
        {field('city', [required, maxLength(60)], { autoComplete: 'address-level2' })}
      </Fields>
    </Section>
  );
}

function CheckoutPageView() {
  const t = useTranslate();
  const checkout = useCheckout();
  const session = useShopSession();
  const root = useRef<HTMLDivElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const prescriptionNoticeRef = useRef<HTMLDivElement>(null);
  const lensNoticeRef = useRef<HTMLDivElement>(null);
  const { cart, flow, choiceErrors, prescriptions, lenses, prescriptionRefusals } = checkout;
  // What is typed is kept in session storage either way; the warning is for the change not yet sent.
  useLeaveWarning(
    checkout.form.formState.isDirty && flow.phase === 'editing',
    t('checkout.leaveWarning'),
    root,
  );

  // "Fullfør kjøpet" refused for the prescriptions: focus goes to the first invalid field of the
  // glasses' prescriptions or the lenses' strength, else to the first message (a save failed, or
  // the lines or a lens are not known yet).
  useEffect(() => {
    if (prescriptionRefusals === 0) return undefined;
    const timer = setTimeout(() => {
      const invalid = root.current?.querySelector<HTMLElement>(
        [
          '[data-testid="checkout-prescriptions"] input[aria-invalid="true"]',
          '[data-testid="checkout-lens-prescriptions"] select[aria-invalid="true"]',
          '[data-testid="checkout-lens-prescriptions"] input[aria-invalid="true"]',
        ].join(', '),
      );
      (invalid ?? prescriptionNoticeRef.current ?? lensNoticeRef.current)?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [prescriptionRefusals]);

  // A problem from the payment step: focus goes to the first field it names, else to the message.
  // Once per answer (each comes after 'paying'): not again while the shopper fixes the fields.
  const problem = flow.phase === 'editing' ? flow.problem : null;
  useEffect(() => {
    if (!problem) return undefined;
    const timer = setTimeout(() => {
      const invalid = root.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      (invalid ?? problemRef.current)?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [flow.phase, problem]);

  // A choice missing when "Fullfør kjøpet" was pressed: focus goes to its group (the form's own
  // errors are focused by the form layer).
  const prescriptionsBlocked = prescriptions.blocked !== null || lenses.blocked !== null;
  useEffect(() => {
    // While the prescriptions hold the order back, focus goes to them (the effect above).
    if (Object.keys(choiceErrors).length === 0 || prescriptionsBlocked) return undefined;
    const timer = setTimeout(() => {
      const form = root.current?.querySelector<HTMLElement>('input[aria-invalid="true"]');
      if (form) return;
      root.current
        ?.querySelector<HTMLElement>(
          '[role="radiogroup"][aria-invalid="true"] input, select[aria-invalid="true"]',
        )
        ?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [choiceErrors, prescriptionsBlocked]);

  if (!cart && session.status === 'error') {
    return (
      <Page>
        <Title tabIndex={-1}>{t('checkout.title')}</Title>
        <Notice $tone="danger" role="alert">
          <p>{t('checkout.cartFailed')}</p>
          <Button variant="secondary" onPress={session.retry}>
            {t('common.retry')}
          </Button>
        </Notice>
      </Page>
    );
  }
  if (!cart) return <Spinner label={t('checkout.loading')} />;
  if (cart.items.length === 0 && flow.phase !== 'completed') {
    return (
      <Page>
        <Title tabIndex={-1}>{t('checkout.title')}</Title>
        <Notice $tone="info">
          <p>
            <strong>{t('checkout.empty.title')}</strong>
          </p>
          <p>{t('checkout.empty.text')}</p>
          <Link href={buildPath('home')}>{t('checkout.empty.link')}</Link>
        </Notice>
      </Page>
    );
  }
  return (
    <Page ref={root}>
      <Title tabIndex={-1}>{t('checkout.title')}</Title>
      <Main>
        {mayHoldGlassesLines(cart) && prescriptions.lines?.length !== 0 ? (
          <PrescriptionSection
            prescriptions={prescriptions}
            blocked={
              (prescriptionRefusals > 0 && prescriptions.blocked !== null) ||
              (flow.phase === 'editing' &&
                flow.fields.includes('prescriptions') &&
                prescriptions.blocked !== null)
            }
            noticeRef={prescriptionNoticeRef}
          />
        ) : null}
        <LensPrescriptionSection
          lenses={lenses}
          blocked={
            lenses.blocked !== null &&
            (prescriptionRefusals > 0 ||
              (flow.phase === 'editing' && flow.problem === 'lensPrescriptionRequired'))
          }
          noticeRef={lensNoticeRef}
        />
        <DetailsSection checkout={checkout} />
        <DeliverySection checkout={checkout} />
        <PaymentSection checkout={checkout} />
      </Main>
      <Aside aria-label={t('checkout.totals')}>
        <SummaryAside checkout={checkout} problemRef={problemRef} />
      </Aside>
    </Page>
  );
}

/**
 * The checkout (`/checkout`): the prescription of each pair of glasses in the cart (the product
 * page's prescription form for a frame with prescription lenses that has none yet, its kept
 * prescription on one line with "Endre" otherwise; saved on the cart line, and the order waits until
 * every pair has one), the strength of each contact lens line that has none (the product page's
 * lens form, saved on the cart line; the order waits for it too), the customer's details (prefilled for a logged-in customer), delivery
 * (click and collect with a store, collection points by zip code), the cart as in the drawer, a
 * discount code, payment (Klarna, a gift card, Klarna in store for store users) and "Fullfør kjøpet",
 * which cannot send twice. Every payment-step result has its message, and nothing typed is lost:
 * the details are kept across the trip to Klarna and a reload. Needs a `ShopSessionProvider`.
 *
 * Its heading (`h1`, `tabIndex={-1}`) is where a host puts focus on arrival (the demo does on every
 * route change to a page whose heading takes focus). The order summary beside the form is read-only:
 * "Endre handlekurven" opens the session's cart drawer (`setCartOpen`), which `ShopLayout` renders.
 */
export const CheckoutPage = /* @__PURE__ */ withCheckoutTexts(CheckoutPageView);
