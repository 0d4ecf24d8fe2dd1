import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type JSX } from 'react';
import { useKeyboard } from 'react-aria';
import { styled } from 'styled-components';
import { useGlimt, useTranslate } from '../../shop/GlimtProvider';
import { useShopSession } from '../session/ShopSessionProvider';
import type { Cart } from '../../shop/adapters/cart';
import type { CartItem } from '../../shop/schemas/cart';
import { cartLineKey } from '../../shop/cart';
import { prescriptionLabels } from '../../shop/prescription';
import type { NavigationLocation } from '../../navigation/navigation';
import {
  cartItemToAnalyticsItem,
  createShopAnalytics,
  type ShopAnalytics,
} from '../../tracking/shopAnalytics';
import { Button } from '../primitives/Button';
import { Drawer } from '../primitives/Drawer';
import { CartIcon } from '../primitives/icons';
import { Link } from '../primitives/Link';
import { Price } from '../primitives/Price';
import { Skeleton, SkeletonText } from '../primitives/Skeleton';
import { VisuallyHidden } from '../primitives/VisuallyHidden';
import { CartLine } from './CartLine';
import { useCartActions, type CartActions } from './useCartActions';

/** Props of {@link CartDrawer}. */
export interface CartDrawerProps {
  /** Where "Til kassen" goes (through the navigation adapter). @default '/checkout' */
  checkoutHref?: string;
  /** Where "Fortsett å handle" in the empty cart goes. @default '/' */
  continueShoppingHref?: string;
  /**
   * Receives `view_cart` when the drawer opens and `remove_from_cart` when a line goes. Pass one
   * in tests and stories to see the events.
   * @default createShopAnalytics({ consent }) with `GlimtProvider`'s consent (pushes to `window.dataLayer` when statistics consent is granted)
   */
  analytics?: ShopAnalytics;
  /**
   * Hosts the lines' images may come from (`https` only); other images are left out.
   * @default DEFAULT_IMAGE_HOSTS
   */
  imageHosts?: readonly string[];
  /** Used by test tools and analytics selectors. @default 'cart-drawer' */
  'data-testid'?: string;
}

const CONTINUE_TESTID = 'cart-continue-shopping';

/** The location without `previewCart=1`, or `null` when it has none. */
function withoutPreviewParam({ pathname, search, hash }: NavigationLocation): string | null {
  const params = new URLSearchParams(search);
  if (params.get('previewCart') !== '1') return null;
  params.delete('previewCart');
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash}`;
}

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const ButtonLink = styled(Link)`
  && {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 100%;
    min-height: 52px;
    padding: 0 ${({ theme }) => theme.space[3]};
    border: 2px solid ${({ theme }) => theme.colors.accent};
    border-radius: ${({ theme }) => theme.radii.md};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
    text-align: center;
  }
`;

const CheckoutLink = styled(ButtonLink)`
  && {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.textInverse};
  }
  &&:hover {
    background: ${({ theme }) => theme.colors.accentStrong};
    border-color: ${({ theme }) => theme.colors.accentStrong};
    color: ${({ theme }) => theme.colors.textInverse};
    text-decoration: none;
  }
`;

const ContinueLink = styled(ButtonLink)`
  && {
    width: auto;
    min-height: 44px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.accent};
  }
  &&:hover {
    background: ${({ theme }) => theme.colors.accentSubtle};
    color: ${({ theme }) => theme.colors.accent};
    text-decoration: none;
  }
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[2]};
  text-align: center;
  & > svg {
    color: ${({ theme }) => theme.colors.textMuted};
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    max-width: 30ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.text};
`;

const SkeletonLine = styled.div`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1.5]};
  padding: ${({ theme }) => theme.space[2]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  &:first-of-type {
    padding-top: 0;
  }
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 88px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const EmptyCartRow = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: ${({ theme }) => theme.space[2]};
`;

const Confirm = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
  width: 100%;
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.subtle};
  p {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

const FooterInner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const TotalRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const TotalLabel = styled.span`
  display: flex;
  flex-direction: column;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  small {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

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

function EmptyCartControl({ onEmpty }: { onEmpty: () => void }) {
  const t = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      openRef.current?.focus();
    }
  }, [confirming]);
  const cancel = () => {
    returnFocus.current = true;
    setConfirming(false);
  };
  // Escape in the question cancels it, not the whole drawer.
  const { keyboardProps } = useKeyboard({
    onKeyDown: (event) => {
      if (event.key === 'Escape') cancel();
      else event.continuePropagation();
    },
  });
  if (!confirming) {
    return (
      <EmptyCartRow>
        <Button ref={openRef} variant="ghost" size="sm" onPress={() => setConfirming(true)}>
          {t('cart.emptyCart')}
        </Button>
      </EmptyCartRow>
    );
  }
  return (
    <EmptyCartRow>
      <Confirm {...keyboardProps} role="group" aria-labelledby="glimt-cart-empty-question">
        <p id="glimt-cart-empty-question">{t('cart.emptyConfirm.question')}</p>
        <div>
          <Button
            variant="danger"
            size="sm"
            onPress={() => {
              setConfirming(false);
              onEmpty();
            }}
          >
            {t('cart.emptyConfirm.confirm')}
          </Button>
          <Button ref={cancelRef} variant="secondary" size="sm" onPress={cancel}>
            {t('cart.emptyConfirm.cancel')}
          </Button>
        </div>
      </Confirm>
    </EmptyCartRow>
  );
}

interface CartBodyProps {
  imageHosts: readonly string[] | undefined;
  cart: Cart | null;
  status: 'loading' | 'ready' | 'error';
  actions: CartActions;
  continueShoppingHref: string;
  close: () => void;
}

function CartBody({ cart, status, actions, continueShoppingHref, close, imageHosts }: CartBodyProps) {
  const t = useTranslate();
  const labels = useMemo(() => prescriptionLabels(t), [t]);
  const rootRef = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusWasInside = useRef(false);
  const lastLineIndex = useRef<number | null>(null);

  // A repeated message is still announced: alternate an invisible trailing space.
  const announce = useCallback((message: string) => {
    setAnnouncement((previous) => (previous === message ? `${message}\u00a0` : message));
  }, []);

  const changeQuantity = useCallback(
    (item: CartItem, quantity: number) => {
      actions.setQuantity(item, quantity);
      announce(
        quantity === 0
          ? t('cart.announce.removed', { name: item.articleDescription })
          : t('cart.announce.quantity', { quantity }),
      );
    },
    [actions, announce, t],
  );

  const emptyCart = useCallback(() => {
    actions.emptyCart();
    announce(t('cart.announce.emptied'));
  }, [actions, announce, t]);

  // Where focus is inside the body, to put it back near there when its control leaves the page.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onFocusIn = (event: FocusEvent) => {
      focusWasInside.current = true;
      const line = event.target instanceof Element ? event.target.closest('[data-cart-line]') : null;
      if (line?.parentElement) lastLineIndex.current = Array.from(line.parentElement.children).indexOf(line);
    };
    const onFocusOut = (event: FocusEvent) => {
      // A control removed from the page blurs without a next target: keep the mark for the rescue.
      const next = event.relatedTarget;
      if (next instanceof Node && !root.contains(next)) focusWasInside.current = false;
    };
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  // When the focused control leaves the page (its line was removed, the cart emptied or rolled back),
  // focus goes to the nearest line's first control, else the way back to the shop.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root || !focusWasInside.current) return;
    const active = root.ownerDocument.activeElement;
    if (active && active !== root.ownerDocument.body) return;
    const lines = root.querySelectorAll('[data-cart-line]');
    const index = Math.min(lastLineIndex.current ?? 0, lines.length - 1);
    const target =
      lines[index]?.querySelector<HTMLElement>('button, a[href]') ??
      root.querySelector<HTMLElement>(`[data-testid="${CONTINUE_TESTID}"]`) ??
      root.closest<HTMLElement>('[role="dialog"]');
    target?.focus();
  });

  let content: JSX.Element;
  if (!cart) {
    content =
      status === 'error' ? <Message role="alert">{t('session.loadFailed')}</Message> : <LoadingLines />;
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
          {cart.items.map((item) => (
            <CartLine
              key={cartLineKey(item)}
              item={item}
              onQuantityChange={changeQuantity}
              labels={labels}
              imageHosts={imageHosts}
            />
          ))}
        </Lines>
        <EmptyCartControl onEmpty={emptyCart} />
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

function CartFooter({ cart, checkoutHref, close }: { cart: Cart; checkoutHref: string; close: () => void }) {
  const t = useTranslate();
  return (
    <FooterInner>
      <TotalRow>
        <TotalLabel>
          {t('cart.total')}
          <small>
            {cart.itemCount === 1
              ? t('cart.itemCountOne')
              : t('cart.itemCountMany', { count: cart.itemCount })}
            , {t('cart.totalNote')}
          </small>
        </TotalLabel>
        <Price amount={cart.totalCost} size="lg" data-testid="cart-total" />
      </TotalRow>
      <CheckoutLink href={checkoutHref} onPress={close} data-testid="cart-checkout">
        {t('cart.checkout')}
      </CheckoutLink>
    </FooterInner>
  );
}

/**
 * The cart drawer (shop spec section 4): a modal panel from the right with the cart's lines, their
 * quantity steppers (optimistic, rolled back with a notification when a change fails), the total
 * and the way to checkout; an empty state and a loading state. Focus is trapped and restored,
 * Escape closes it and the page behind does not scroll.
 *
 * It reads and writes the open state of `useShopSession()`, so it opens when the header's cart
 * toggle calls `setCartOpen(true)` and on its own when the session starts open (`showCart`, or
 * `?previewCart=1`, which is taken out of the URL when the drawer closes so a reload does not
 * reopen it). Changes are announced in a polite live region; `view_cart` is pushed when it opens
 * and `remove_from_cart` when a line goes. Render it once, inside `ShopSessionProvider`.
 */
export function CartDrawer({
  checkoutHref = '/checkout',
  continueShoppingHref = '/',
  analytics,
  imageHosts,
  'data-testid': testId = 'cart-drawer',
}: CartDrawerProps): JSX.Element {
  const { isCartOpen, setCartOpen, cart, status } = useShopSession();
  const { consent, currency, navigation } = useGlimt();
  const t = useTranslate();
  const pusher = useMemo(() => analytics ?? createShopAnalytics({ consent }), [analytics, consent]);
  const actions = useCartActions({ analytics: pusher });

  // view_cart once per opening, as soon as the cart is known.
  const viewed = useRef(false);
  useEffect(() => {
    if (!isCartOpen) {
      viewed.current = false;
      return;
    }
    if (viewed.current || !cart) return;
    viewed.current = true;
    const code = cart.checkoutConfig?.currency ?? currency;
    pusher.viewCart(cart.items.map((item) => cartItemToAnalyticsItem(item, code)));
  }, [isCartOpen, cart, pusher, currency]);

  const onOpenChange = useCallback(
    (open: boolean) => {
      setCartOpen(open);
      if (open) return;
      const href = withoutPreviewParam(navigation.getLocation());
      if (href !== null) navigation.navigate(href, { replace: true, scroll: true });
    },
    [setCartOpen, navigation],
  );
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);

  return (
    <Drawer
      title={t('cart.title')}
      placement="right"
      isOpen={isCartOpen}
      onOpenChange={onOpenChange}
      data-testid={testId}
      footer={
        cart && cart.items.length > 0 ? (
          <CartFooter cart={cart} checkoutHref={checkoutHref} close={close} />
        ) : undefined
      }
    >
      <CartBody
        cart={cart}
        status={status}
        actions={actions}
        continueShoppingHref={continueShoppingHref}
        close={close}
        imageHosts={imageHosts}
      />
    </Drawer>
  );
}
