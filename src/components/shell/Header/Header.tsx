import { useState, type MouseEvent } from 'react';
import { useFocusWithin } from 'react-aria';
import { useMediaQuery } from '../../../hooks/useMediaQuery';
import { useGlimt } from '../../../shop/GlimtProvider';
import { useTranslate } from '../../../i18n/context';
import { useLocation } from '../../../navigation/context';
import {
  accountLinkHref,
  accountLinkLabel,
  cartBadgeText,
  cartToggleLabel,
  headerSearchQuery,
  showsBookExamButton,
  showsCartToggle,
} from '../../../shop/header';
import { SHOP_ROUTES } from '../../../shop/routes';
import { Wordmark } from '../../../theme/Wordmark';
import { IconButton } from '../../primitives/IconButton';
import { CartIcon, MenuIcon, UserIcon } from '../../primitives/icons';
import { useShopSession } from '../../session/ShopSessionProvider';
import { ButtonLink } from '../ButtonLink';
import { OVERLAY_TRIGGER_ATTRIBUTE } from '../overlayIntent';
import { MAIN_CONTENT_ID } from './constants';
import {
  AccountLink,
  AccountText,
  Badge,
  Bar,
  CartButton,
  FoldRow,
  LogoLink,
  Root,
  SkipLink,
  Spacer,
  WideOnly,
} from './Header.styles';
import { SearchButton } from './SearchButton';
import { useScrollFold } from './useScrollFold';

/** Props of {@link Header}. */
export interface HeaderProps {
  /** Called when the menu toggle is pressed: open the slide-in menu. */
  onMenuOpen(): void;
  /** Called when the search button is pressed: open the site search overlay. */
  onSearchOpen(): void;
  /** Whether the slide-in menu is open (the toggle's `aria-expanded`). @default false */
  isMenuOpen?: boolean;
  /** Whether the search overlay is open (the search button's `aria-expanded`). @default false */
  isSearchOpen?: boolean;
  className?: string;
  /** Used by test tools and analytics selectors. */
  'data-testid'?: string;
}

/**
 * The shop's header (shop spec, section 2 "Shell"): a skip link to the main content, the menu
 * toggle, the wordmark linking to the start page, the search button, the book-exam button, the
 * account link and the cart toggle with a badge of the item count.
 *
 * Route rules (read with `useLocation()`):
 * - On `/search` the search button shows the current query.
 * - The book-exam button is hidden on `/booking` and below (the spec), and also on
 *   `/bestill-synstest` and below: there it would only link to the page the visitor is on.
 * - The cart toggle is hidden on `/checkout` and below.
 *
 * The account link reads "Min side", or the store's name for a store user. The cart badge shows at
 * most `9+`; the toggle's name says the real count and opens the cart drawer.
 *
 * The bar is 64 px high and sticks to the top. On phones the search and book-exam buttons sit in a
 * row below it that folds away (with a transform, so nothing on the page moves) when scrolling down
 * past 50 px and comes back on scrolling up, or when one of its buttons gets focus. Under reduced
 * motion it folds at once.
 *
 * Needs a `ShopSessionProvider` above it.
 */
export function Header({
  onMenuOpen,
  onSearchOpen,
  isMenuOpen = false,
  isSearchOpen = false,
  className,
  'data-testid': testId,
}: HeaderProps) {
  const t = useTranslate();
  const { brandName } = useGlimt();
  const location = useLocation();
  const { user, isStoreUser, cartItemCount, isCartOpen, setCartOpen } = useShopSession();
  const isWide = useMediaQuery('(min-width: 768px)');
  const scrolledAway = useScrollFold({ enabled: !isWide });
  const [isFoldFocused, setFoldFocused] = useState(false);
  const { focusWithinProps } = useFocusWithin({ onFocusWithinChange: setFoldFocused });
  const folded = scrolledAway && !isFoldFocused;

  const query = headerSearchQuery(location);
  const showBook = showsBookExamButton(location.pathname);
  const showCart = showsCartToggle(location.pathname);
  const badge = cartBadgeText(cartItemCount);
  const cartLabel = cartToggleLabel(cartItemCount, t);
  const accountName = accountLinkLabel({ user, isStoreUser }, t);

  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = event.currentTarget.ownerDocument.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };

  const search = <SearchButton query={query} isOpen={isSearchOpen} onOpen={onSearchOpen} />;
  const bookHref = SHOP_ROUTES.bookExam.pattern;

  return (
    <Root className={className} data-testid={testId} data-folded={folded || undefined}>
      <SkipLink href={`#${MAIN_CONTENT_ID}`} onClick={skipToContent}>
        {t('shell.skipToContent')}
      </SkipLink>
      <Bar>
        <IconButton
          aria-label={t('shell.header.menu')}
          aria-expanded={isMenuOpen}
          aria-haspopup="dialog"
          icon={<MenuIcon />}
          onPress={onMenuOpen}
          data-testid="header-menu"
          {...{ [OVERLAY_TRIGGER_ATTRIBUTE]: 'menu' }}
        />
        <LogoLink href={SHOP_ROUTES.home.pattern} aria-label={t('shell.header.home', { brand: brandName })}>
          <Wordmark title={brandName} height={26} aria-hidden="true" />
        </LogoLink>
        <Spacer />
        <WideOnly>
          {search}
          {showBook && (
            <ButtonLink href={bookHref} variant="standalone" $size="md">
              {t('shell.nav.bookExam')}
            </ButtonLink>
          )}
        </WideOnly>
        <AccountLink
          href={accountLinkHref({ user, isStoreUser })}
          variant="standalone"
          data-testid="header-account"
        >
          <UserIcon size={22} />
          <AccountText>{accountName}</AccountText>
        </AccountLink>
        {showCart && (
          <CartButton
            aria-label={cartLabel}
            aria-expanded={isCartOpen}
            aria-haspopup="dialog"
            icon={<CartIcon />}
            onPress={() => setCartOpen(true)}
            data-testid="header-cart"
            {...{ [OVERLAY_TRIGGER_ATTRIBUTE]: 'cart' }}
          >
            {badge && <Badge aria-hidden="true" data-badge={badge} data-testid="header-cart-badge" />}
          </CartButton>
        )}
      </Bar>
      <FoldRow {...focusWithinProps} $folded={folded} data-testid="header-fold-row">
        {search}
        {showBook && (
          <ButtonLink href={bookHref} variant="standalone" $size="sm">
            {t('shell.nav.bookExam')}
          </ButtonLink>
        )}
      </FoldRow>
    </Root>
  );
}
