import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslate } from '../../../i18n/context';
import { isShopApiRequestError } from '../../../shop/client';
import { formatPrice } from '../../../shop/format';
import { prescriptionLabels } from '../../../shop/prescription';
import { cartProducts } from '../../../shop/cartProducts';
import { Button, TextField, VisuallyHidden } from '../../primitives';
import { CartLine } from '../../cart/CartLine';
import { Lines } from '../../cart/CartDrawer/CartDrawer.styles';
import { useShopSession } from '../../session/ShopSessionProvider';
import type { CheckoutController } from './useCheckout';
import { Muted, Notice, Row, Section, SummaryHead, Totals } from './CheckoutPage.styles';

/** The discount code: apply it (with its message when invalid), see what it takes off, remove it again. */
function DiscountCode({ checkout }: { checkout: CheckoutController }) {
  const t = useTranslate();
  const { client } = useShopSession();
  const { discount, setDiscount, choose } = checkout;
  const [code, setCode] = useState('');
  const [error, setError] = useState<'checkout.discount.invalid' | 'checkout.discount.failed' | null>(null);
  const [news, setNews] = useState('');
  const [busy, setBusy] = useState(false);
  // Applying or removing swaps the field and the button: focus waits on the wrapper (so the focused
  // control is never removed under the keyboard), then goes to the control that took its place.
  const wrapper = useRef<HTMLDivElement>(null);
  const [swapped, setSwapped] = useState(0);
  useEffect(() => {
    if (swapped > 0) wrapper.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [swapped]);

  const apply = async () => {
    if (!code.trim()) return;
    setBusy(true);
    setError(null);
    try {
      const applied = await client.applyDiscountCode(code.trim());
      wrapper.current?.focus();
      setDiscount(applied);
      setSwapped((count) => count + 1);
      choose({ discountCode: applied.code });
      setNews(t('checkout.discount.applied', { code: applied.code, description: applied.description }));
      setCode('');
    } catch (failure) {
      setError(
        isShopApiRequestError(failure) && failure.status === 404
          ? 'checkout.discount.invalid'
          : 'checkout.discount.failed',
      );
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await client.removeDiscountCode();
      wrapper.current?.focus();
      setDiscount(null);
      setSwapped((count) => count + 1);
      choose({ discountCode: '' });
      setNews(t('checkout.discount.removed'));
    } catch {
      setError('checkout.discount.failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div ref={wrapper} tabIndex={-1}>
      {discount ? (
        <Row>
          <Muted>
            {t('checkout.discount.applied', { code: discount.code, description: discount.description })}
          </Muted>
          <Button variant="secondary" size="sm" onPress={() => void remove()} isLoading={busy}>
            {t('checkout.discount.remove')}
          </Button>
        </Row>
      ) : (
        <Row>
          <TextField
            label={t('checkout.discount')}
            value={code}
            onChange={(value) => {
              setCode(value);
              setError(null);
            }}
            autoComplete="off"
            isInvalid={error !== null}
            errorMessage={error ? t(error) : undefined}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void apply();
              }
            }}
          />
          <Button variant="secondary" onPress={() => void apply()} isLoading={busy}>
            {t('checkout.discount.apply')}
          </Button>
        </Row>
      )}
      <VisuallyHidden role="status">{news}</VisuallyHidden>
    </div>
  );
}

/**
 * The order as it will be paid: the cart's lines read-only with one "Endre handlekurven" (it opens
 * the cart drawer, where quantities change and the cart is emptied), the discount code, the totals,
 * the problem and "Fullfør kjøpet". Read-only, so paying is not behind every quantity control and
 * "Tøm handlekurven" in the tab order (issue #40: 11 stops from the last address field).
 */
export function SummaryAside({
  checkout,
  problemRef,
}: {
  checkout: CheckoutController;
  problemRef: RefObject<HTMLDivElement | null>;
}) {
  const t = useTranslate();
  const session = useShopSession();
  const labels = useMemo(() => prescriptionLabels(t), [t]);
  const { totals, delivery, discount, flow, placeOrder } = checkout;
  const paying = flow.phase === 'paying' || flow.phase === 'atProvider' || flow.phase === 'completed';
  const problem = flow.phase === 'editing' ? flow.problem : null;
  return (
    <>
      <Section aria-labelledby="checkout-cart">
        <SummaryHead>
          <h2 id="checkout-cart">{t('checkout.cart')}</h2>
          <Button
            variant="secondary"
            size="sm"
            aria-haspopup="dialog"
            isDisabled={paying}
            onPress={() => session.setCartOpen(true)}
          >
            {t('checkout.cart.edit')}
          </Button>
        </SummaryHead>
        <Lines aria-label={t('cart.lines')}>
          {cartProducts(session.cart?.items ?? []).map((product) => (
            <CartLine key={product.key} item={product.line} lenses={product.lenses} labels={labels} />
          ))}
        </Lines>
      </Section>
      <Section aria-labelledby="checkout-totals">
        <h2 id="checkout-totals">{t('checkout.totals')}</h2>
        <DiscountCode checkout={checkout} />
        <Totals aria-live="polite" aria-atomic="true">
          <dt>{t('checkout.totals.subtotal')}</dt>
          <dd>{formatPrice(totals.subtotal)}</dd>
          {discount ? (
            <>
              <dt>{t('checkout.totals.discount', { code: discount.code })}</dt>
              <dd>−{formatPrice(totals.discount)}</dd>
            </>
          ) : null}
          <dt>{t('checkout.totals.delivery')}</dt>
          <dd>
            {delivery
              ? totals.delivery === 0
                ? t('checkout.delivery.free')
                : formatPrice(totals.delivery)
              : t('checkout.totals.deliveryUnknown')}
          </dd>
          <dt className="total">{t('checkout.totals.total')}</dt>
          <dd className="total">{formatPrice(totals.total)}</dd>
        </Totals>
        <Muted>{t('checkout.totals.vat')}</Muted>
        {problem ? (
          <Notice $tone="danger" role="alert" tabIndex={-1} ref={problemRef} data-testid="checkout-problem">
            <p>
              <strong>{t('checkout.problem.title')}</strong>
            </p>
            <p>{t(`checkout.problem.${problem}`)}</p>
          </Notice>
        ) : null}
        <Button onPress={() => void placeOrder()} isLoading={paying} size="lg">
          {t('checkout.placeOrder')}
        </Button>
        <div role="status">
          {flow.phase === 'paying' ? (
            <Muted>{t(checkout.resuming ? 'checkout.resuming' : 'checkout.paying')}</Muted>
          ) : null}
          {flow.phase === 'atProvider' ? <Muted>{t('checkout.toProvider')}</Muted> : null}
        </div>
      </Section>
    </>
  );
}
