import type { JSX } from 'react';
import { useTranslate } from '../../../i18n/context';
import type { Cart } from '../../../shop/adapters/cart';
import { cartItemCountText } from '../../../shop/cart';
import { useShopAnalytics } from '../../session/useShopAnalytics';
import { Drawer } from '../../primitives/Drawer';
import { Price } from '../../primitives/Price';
import { useShopSession } from '../../session/ShopSessionProvider';
import { useCart } from '../../session/useCart';
import { CartBody } from './CartBody';
import { CheckoutLink, FooterInner, TotalLabel, TotalRow } from './CartDrawer.styles';
import {
  useCartDrawerOpenState,
  useCartProducts,
  useRemoveFromCartEvents,
  useViewCartEvent,
} from './useCartDrawer';

/** Props of {@link CartDrawer}. */
export interface CartDrawerProps {
  /** Where "Til kassen" goes (through the navigation adapter). @default '/checkout' */
  checkoutHref?: string;
  /** Where "Fortsett å handle" in the empty cart goes. @default '/' */
  continueShoppingHref?: string;
  /**
   * Hosts the lines' images may come from (`https` only); other images are left out.
   * @default DEFAULT_IMAGE_HOSTS
   */
  imageHosts?: readonly string[];
  /** Used by test tools and analytics selectors. @default 'cart-drawer' */
  'data-testid'?: string;
}

/** The total, the item count and the way to checkout. */
function CartFooter({ cart, checkoutHref, close }: { cart: Cart; checkoutHref: string; close: () => void }) {
  const t = useTranslate();
  return (
    <FooterInner>
      <TotalRow>
        <TotalLabel>
          {t('cart.total')}
          <small>
            {cartItemCountText(cart.itemCount, t)}, {t('cart.totalNote')}
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
  imageHosts,
  'data-testid': testId = 'cart-drawer',
}: CartDrawerProps): JSX.Element {
  const { cart, status, retry } = useShopSession();
  const t = useTranslate();
  // `view_cart` when the drawer opens, `remove_from_cart` when a line goes: the shop's one analytics.
  const pusher = useShopAnalytics();
  const actions = useCart({ onConfirmed: useRemoveFromCartEvents(pusher) });
  const { isOpen, onOpenChange, close } = useCartDrawerOpenState();
  useViewCartEvent(isOpen, cart, pusher);
  // Kept here, not in the body, which leaves the page whenever the drawer closes.
  const { products, news } = useCartProducts(cart, isOpen);

  return (
    <Drawer
      title={t('cart.title')}
      placement="right"
      isOpen={isOpen}
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
        products={products}
        addedNews={news}
        status={status}
        retry={retry}
        actions={actions}
        continueShoppingHref={continueShoppingHref}
        close={close}
        imageHosts={imageHosts}
      />
    </Drawer>
  );
}
