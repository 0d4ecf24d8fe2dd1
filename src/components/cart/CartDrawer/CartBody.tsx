import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, type JSX } from 'react';
import { useTranslate } from '../../../i18n/context';
import type { Cart } from '../../../shop/adapters/cart';
import { cartQuantityAnnouncement } from '../../../shop/cart';
import { useConsent } from '../../../shop/GlimtProvider';
import { prescriptionLabels } from '../../../shop/prescription';
import { RECOMMENDATION_CONSENT_LEVEL } from '../../../shop/recommendations';
import type { CartItem } from '../../../shop/schemas/cart';
import { Button } from '../../primitives/Button';
import { CartIcon } from '../../primitives/icons';
import { Skeleton, SkeletonText } from '../../primitives/Skeleton';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { CartLine } from '../CartLine';
import type { CartWriter } from '../../session/useCart';
import { ContinueLink, Empty, Lines, LoadError, Message, SkeletonLine } from './CartDrawer.styles';
import { EmptyCartControl } from './EmptyCartControl';
import type { CartProduct } from '../../../shop/cartProducts';
import { CONTINUE_TESTID, useAnnouncer, useFocusRescue, type CartNews } from './useCartDrawer';

// Its own chunk: the product cards and the carousel load only once a cart with products is open.
const CartRecommendations = /* @__PURE__ */ lazy(() => import('./CartRecommendations'));

/** Placeholder lines while the shopper's cart loads. */
function LoadingLines() {
  const t = useTranslate();
  return (
    <div aria-busy="true" data-testid="cart-loading">
      <VisuallyHidden role="status">{t('cart.loading')}</VisuallyHidden>
      {[0, 1].map((index) => (
        <SkeletonLine key={index}>
          <Skeleton aspectRatio="1 / 1" />
          <SkeletonText lines={3} />
        </SkeletonLine>
      ))}
    </div>
  );
}

/** Props of {@link CartBody}. */
export interface CartBodyProps {
  /** Hosts the lines' images may come from. */
  imageHosts: readonly string[] | undefined;
  /** The cart as shown (optimistic), or `null` before it is known. */
  cart: Cart | null;
  /** The cart's products in the order shown (`useCartProducts`): a pair of glasses is one. */
  products: readonly CartProduct[];
  /** An addition to announce ("Lagt i handlekurven: …"), or `null`. */
  addedNews: CartNews | null;
  /** The session's state: placeholders while loading, an alert when it failed. */
  status: 'loading' | 'ready' | 'error';
  /** Loads the session again after it failed (the alert's "Prøv igjen"). */
  retry: () => void;
  /** The cart's changes (`useCart`). */
  actions: Pick<CartWriter, 'setQuantity' | 'emptyCart'>;
  /** Where "Fortsett å handle" in the empty cart goes. */
  continueShoppingHref: string;
  /** Closes the drawer. */
  close: () => void;
}

/**
 * The drawer's body: the products (a pair of glasses with its lenses is one) with their steppers and
 * "Tøm handlekurven", then "Passer godt sammen med" (the recommender's `after_basket` items, with
 * consent; its own chunk), the empty state, the placeholders or the load error; changes and additions are
 * announced in a polite live region (an added product is listed first), and focus stays in the body
 * when its control leaves the page.
 */
export function CartBody({
  cart,
  products,
  addedNews,
  status,
  retry,
  actions,
  continueShoppingHref,
  close,
  imageHosts,
}: CartBodyProps) {
  const t = useTranslate();
  const labels = useMemo(() => prescriptionLabels(t), [t]);
  // Without consent to personalisation the recommendations' chunk is not even loaded.
  const personalised = useConsent(RECOMMENDATION_CONSENT_LEVEL);
  const rootRef = useRef<HTMLDivElement>(null);
  const { announcement, announce } = useAnnouncer();
  useFocusRescue(rootRef);
  useEffect(() => {
    if (addedNews) announce(addedNews.text);
  }, [addedNews, announce]);

  const changeQuantity = useCallback(
    (item: CartItem, quantity: number) => {
      actions.setQuantity(item, quantity);
      announce(cartQuantityAnnouncement(item, quantity, t));
    },
    [actions, announce, t],
  );

  const emptyCart = useCallback(() => {
    actions.emptyCart();
    announce(t('cart.announce.emptied'));
  }, [actions, announce, t]);

  let content: JSX.Element;
  if (!cart) {
    content =
      status === 'error' ? (
        <LoadError>
          <Message role="alert">{t('session.loadFailed')}</Message>
          <Button variant="secondary" onPress={retry}>
            {t('common.retry')}
          </Button>
        </LoadError>
      ) : (
        <LoadingLines />
      );
  } else if (cart.items.length === 0) {
    content = (
      <Empty data-testid="cart-empty">
        <CartIcon size={40} strokeWidth={1.5} />
        <h3>{t('cart.empty.title')}</h3>
        <p>{t('cart.empty.text')}</p>
        <ContinueLink href={continueShoppingHref} onPress={close} data-testid={CONTINUE_TESTID}>
          {t('cart.continueShopping')}
        </ContinueLink>
      </Empty>
    );
  } else {
    content = (
      <>
        <Lines aria-label={t('cart.lines')}>
          {products.map((product) => (
            <CartLine
              key={product.key}
              item={product.line}
              lenses={product.lenses}
              onQuantityChange={changeQuantity}
              labels={labels}
              imageHosts={imageHosts}
            />
          ))}
        </Lines>
        <EmptyCartControl onEmpty={emptyCart} />
        {personalised && (
          <Suspense fallback={null}>
            <CartRecommendations
              lines={products.map((product) => product.line)}
              imageHosts={imageHosts}
              close={close}
            />
          </Suspense>
        )}
      </>
    );
  }

  return (
    <div ref={rootRef}>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="cart-announcer">
        {announcement}
      </VisuallyHidden>
      {content}
    </div>
  );
}
