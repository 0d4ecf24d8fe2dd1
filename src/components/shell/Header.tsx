import { useRef, useState, type MouseEvent } from 'react';
import { mergeProps, useButton, useFocusRing, useFocusWithin } from 'react-aria';
import { styled, css } from 'styled-components';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { useGlimt, useLocation, useTranslate } from '../../shop/GlimtProvider';
import { SHOP_ROUTES } from '../../shop/routes';
import { useShopSession } from '../session/ShopSessionProvider';
import { Wordmark } from '../../theme/Wordmark';
import { IconButton } from '../primitives/IconButton';
import { CartIcon, MenuIcon, SearchIcon } from '../primitives/icons';
import { Link } from '../primitives/Link';
import { ButtonLink } from './ButtonLink';
import { cartBadgeText, headerSearchQuery, showsBookExamButton, showsCartToggle } from './headerRules';
import { UserIcon } from './shellIcons';
import { useScrollFold } from './useScrollFold';

/** The id of the page's main region, the skip link's target (`ShopLayout` renders it). */
export const MAIN_CONTENT_ID = 'main-content';

/** Height of the header's top bar in px, on every screen. */
export const HEADER_BAR_HEIGHT = 64;
/** Height of the row of buttons below the bar on phones (the row that folds away), in px. */
export const HEADER_FOLD_ROW_HEIGHT = 56;

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

const Root = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  /* On phones the folded row leaves a see-through strip: clicks there reach the page below. */
  pointer-events: none;
  & > * {
    pointer-events: auto;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space[1]};
  left: ${({ theme }) => theme.space[1]};
  z-index: 2;
  padding: ${({ theme }) => `${theme.space[1.5]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;
  /* Out of sight (but read and focusable) until it has focus. */
  &:not(:focus) {
    width: 1px;
    height: 1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
  }
  &:focus {
    box-shadow: ${({ theme }) => theme.shadows.md};
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Bar = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[0.5]};
  height: ${HEADER_BAR_HEIGHT}px;
  padding: 0 ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  ${({ theme }) => theme.media.tablet} {
    gap: ${({ theme }) => theme.space[1]};
    padding: 0 ${({ theme }) => theme.space[3]};
  }
  /* Lined up with the footer's 1280 px column on wide screens. */
  ${({ theme }) => theme.media.desktop} {
    gap: ${({ theme }) => theme.space[2]};
    padding: 0
      max(${({ theme }) => theme.space[4]}, calc((100% - 1280px) / 2 + ${({ theme }) => theme.space[4]}));
  }
`;

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  flex: none;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.md};
  &:hover {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** What only tablets and desktops show in the bar (phones show it in the fold row). */
const WideOnly = styled.div`
  display: none;
  ${({ theme }) => theme.media.tablet} {
    display: flex;
    flex: 1 1 auto;
    align-items: center;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space[1]};
    min-width: 0;
  }
  ${({ theme }) => theme.media.desktop} {
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const Spacer = styled.div`
  flex: 1 1 auto;
  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

const FoldRow = styled.div<{ $folded: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  height: ${HEADER_FOLD_ROW_HEIGHT}px;
  padding: 0 ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  /* Folded under the bar with a transform: the page below never moves. */
  transform: translateY(${({ $folded }) => ($folded ? '-100%' : '0')});
  transition: transform ${({ theme }) => theme.durations.normal}ms ${({ theme }) => theme.easings.standard};
  ${({ $folded }) =>
    $folded &&
    css`
      box-shadow: none;
      border-bottom-color: transparent;
    `}
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

const SearchTrigger = styled.button<{ $focusVisible: boolean; $hasQuery: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  flex: 1 1 auto;
  min-width: 0;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space[1.5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.subtle};
  color: ${({ $hasQuery, theme }) => ($hasQuery ? theme.colors.text : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: start;
  cursor: pointer;
  outline: ${({ $focusVisible, theme }) => ($focusVisible ? `3px solid ${theme.colors.focus}` : 'none')};
  outline-offset: 2px;
  transition: border-color ${({ theme }) => theme.durations.fast}ms ${({ theme }) => theme.easings.standard};
  &:hover {
    border-color: ${({ theme }) => theme.colors.text};
  }
  & > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.text};
  }
  ${({ theme }) => theme.media.tablet} {
    height: 44px;
    max-width: 420px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const TriggerText = styled.span<{ $size?: 'short' | 'long' }>`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  /* The short prompt below 1024 px, the long one above; the hidden one is not part of the name. */
  ${({ $size, theme }) =>
    $size === 'short'
      ? css`
          ${theme.media.desktop} {
            display: none;
          }
        `
      : $size === 'long'
        ? css`
            display: none;
            ${theme.media.desktop} {
              display: inline;
            }
          `
        : ''}
`;

const AccountLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  flex: none;
  min-width: 44px;
  height: 44px;
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &&:hover {
    background: ${({ theme }) => theme.colors.subtle};
    color: ${({ theme }) => theme.colors.text};
    text-decoration-line: none;
  }
  ${({ theme }) => theme.media.desktop} {
    padding: 0 ${({ theme }) => theme.space[1.5]};
  }
`;

/** The account link's text: read on every screen, shown from 1024 px up (the search needs the room below). */
const AccountText = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  ${({ theme }) => theme.media.desktop} {
    position: static;
    width: auto;
    height: auto;
    margin: 0;
    max-width: 12rem;
    clip-path: none;
    text-overflow: ellipsis;
  }
`;

const CartButton = styled(IconButton)`
  position: relative;
`;

const Badge = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  pointer-events: none;
  /* Drawn from the attribute, not text: the toggle's name already says the real count. */
  &::after {
    content: attr(data-badge);
  }
`;

function SearchButton({ query, isOpen, onOpen }: { query: string; isOpen: boolean; onOpen: () => void }) {
  const t = useTranslate();
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(
    {
      onPress: onOpen,
      'aria-expanded': isOpen,
      'aria-haspopup': 'dialog',
      // The name keeps the visible query ("Søk: ray-ban"); without one the prompt is the name.
      'aria-label': query ? t('shell.header.searchCurrent', { query }) : undefined,
    },
    ref,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <SearchTrigger
      {...mergeProps(buttonProps, focusProps)}
      ref={ref}
      $focusVisible={isFocusVisible}
      $hasQuery={query !== ''}
    >
      <SearchIcon size={20} />
      {query ? (
        <TriggerText>{query}</TriggerText>
      ) : (
        <>
          <TriggerText $size="short">{t('shell.header.searchPromptShort')}</TriggerText>
          <TriggerText $size="long">{t('shell.header.searchPrompt')}</TriggerText>
        </>
      )}
    </SearchTrigger>
  );
}

/** The name of the cart toggle, with the real item count ("Handlekurv, 12 varer"). */
function useCartLabel(count: number): string {
  const t = useTranslate();
  if (count <= 0) return t('shell.header.cartEmpty');
  if (count === 1) return t('shell.header.cartOne');
  return t('shell.header.cartMany', { count });
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
  const cartLabel = useCartLabel(cartItemCount);
  const accountName = isStoreUser && user ? user.name : t('shell.nav.account');

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
        <AccountLink href={SHOP_ROUTES.account.pattern} variant="standalone" data-testid="header-account">
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
