import { Suspense, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { useLocation } from '../../navigation/context';
import { useShopSession } from '../session/ShopSessionProvider';
import { Footer } from './Footer';
import { Header, MAIN_CONTENT_ID } from './Header';
import { headerSearchQuery } from '../../shop/header';
import type { SearchPageHref } from '../../shop/siteSearchOverlay';
import { cartDrawerLoader, OverlayBoundary, siteSearchOverlayLoader, slideMenuLoader } from './lazyOverlays';
import { MobileBar } from './MobileBar';
import { MobileBarSlotProvider } from './mobileBarSlot';
import { searchFieldStart } from './overlayIntent';
import { StoreBanner } from './StoreBanner';
import { useLazyOverlays } from './useLazyOverlays';
import { usePageViews } from './usePageViews';

/** Props of {@link ShopLayout}. */
export interface ShopLayoutProps {
  /** The page. It renders inside `<main id="main-content">`, the skip link's target. */
  children?: ReactNode;
  /**
   * Leave out the header (with its menu and search) and the footer, for pages that bring their own
   * frame. The store banner stays for store users, and the cart drawer can still open.
   * @default false
   */
  hideLayout?: boolean;
  /** Leave out the mobile bottom bar ("Finn butikk", "Bestill synstest"), e.g. on booking pages. @default false */
  hideMobileBar?: boolean;
  /** Passed to the footer's cookie-settings button (see `FooterProps.onCookieSettings`). */
  onCookieSettings?: () => void;
  /** The footer's jobs site (see `FooterProps.jobsUrl`). Left out when not given. */
  jobsUrl?: string;
  /** The footer's conformity declaration PDF (see `FooterProps.conformityDeclarationUrl`). */
  conformityDeclarationUrl?: string;
  /**
   * Where the header's search leads when submitted (and its "see all"): the shop's own `/search` by
   * default. A shop that shows the widget's `SearchPage` gives its URL, so a search from the header
   * lands there (and, on that page, offers to restore the filters it cleared).
   * @example searchPageHref={(query) => `/sok?${new URLSearchParams({ query })}`}
   */
  searchPageHref?: SearchPageHref;
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
`;

const Main = styled.main`
  flex: 1 0 auto;
  /* Focused only by the skip link, to move the reading position: no ring around the whole page. */
  &:focus {
    outline: none;
  }
`;

/** Commits with the loaded search overlay: tells the shell whether its field is there. */
function SearchShown({ isOpen, onShown }: { isOpen: boolean; onShown: (isShown: boolean) => void }) {
  useLayoutEffect(() => {
    onShown(isOpen);
    return () => onShown(false);
  }, [isOpen, onShown]);
  return null;
}

/**
 * The frame of every shop page (shop spec, section 2 "Shell"): the store banner for store users,
 * the header, the slide-in menu, the site search overlay, the cart drawer, the page in
 * `<main id="main-content" tabIndex={-1}>`, the footer and the mobile bottom bar.
 *
 * It holds whether the menu and the search are open; the cart drawer's state lives in the shop
 * session (`useShopSession().isCartOpen`). The page behind cannot scroll while the menu, the search
 * or the cart is open: each of them is a modal overlay that takes the library's counted scroll lock
 * itself, so the layout adds none of its own.
 *
 * The search overlay, the cart drawer and the slide-in menu load with `import()` on the first intent
 * (the pointer over their button, focus on it, a press, a character typed on the search button, or
 * the cart opening from anywhere) and are prefetched when the browser is idle; until then the page
 * carries only the header's buttons, toggle and badge. A press while an overlay loads opens it when it arrives, and
 * what is typed meanwhile ends up in the search field.
 *
 * Needs a `ShopSessionProvider` above it.
 */
export function ShopLayout({
  children,
  hideLayout = false,
  hideMobileBar = false,
  onCookieSettings,
  jobsUrl,
  conformityDeclarationUrl,
  searchPageHref,
}: ShopLayoutProps) {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [isSearchOpen, setSearchOpen] = useState(false);
  const location = useLocation();
  const { setCartOpen, isCartOpen } = useShopSession();
  usePageViews(location);
  const pageRef = useRef<HTMLDivElement>(null);
  const overlays = useLazyOverlays({
    rootRef: pageRef,
    hasSearch: !hideLayout,
    isSearchOpen,
    setSearchOpen,
    isCartOpen,
    isMenuOpen,
  });
  const { drop } = overlays;
  const onSearchError = useCallback(
    (error: unknown) => {
      console.error('[glimt] the search overlay failed to load', error);
      setSearchOpen(false);
      drop('search');
    },
    [drop],
  );
  const onCartError = useCallback(
    (error: unknown) => {
      console.error('[glimt] the cart drawer failed to load', error);
      setCartOpen(false);
      drop('cart');
    },
    [drop, setCartOpen],
  );
  const onMenuError = useCallback(
    (error: unknown) => {
      console.error('[glimt] the menu failed to load', error);
      setMenuOpen(false);
      drop('menu');
    },
    [drop],
  );
  const SearchOverlay = siteSearchOverlayLoader.component();
  const SlideMenu = slideMenuLoader.component();
  const CartDrawer = cartDrawerLoader.component();
  return (
    <MobileBarSlotProvider>
      <Page ref={pageRef}>
        <StoreBanner />
        {!hideLayout && (
          <>
            <Header
              onMenuOpen={() => setMenuOpen(true)}
              onSearchOpen={() => setSearchOpen(true)}
              isMenuOpen={isMenuOpen}
              isSearchOpen={isSearchOpen}
            />
            {overlays.renderMenu && (
              <OverlayBoundary onError={onMenuError}>
                <Suspense fallback={null}>
                  <SlideMenu isOpen={isMenuOpen} onOpenChange={setMenuOpen} />
                </Suspense>
              </OverlayBoundary>
            )}
            {overlays.renderSearch && (
              <OverlayBoundary onError={onSearchError}>
                <Suspense fallback={null}>
                  <SearchOverlay
                    isOpen={isSearchOpen}
                    onOpenChange={setSearchOpen}
                    initialQuery={searchFieldStart(headerSearchQuery(location), overlays.typed)}
                    searchPageHref={searchPageHref}
                  />
                  <SearchShown isOpen={isSearchOpen} onShown={overlays.setSearchShown} />
                </Suspense>
              </OverlayBoundary>
            )}
          </>
        )}
        {overlays.renderCart && (
          <OverlayBoundary onError={onCartError}>
            <Suspense fallback={null}>
              <CartDrawer />
            </Suspense>
          </OverlayBoundary>
        )}
        <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
          {children}
        </Main>
        {!hideLayout && (
          <Footer
            onCookieSettings={onCookieSettings}
            jobsUrl={jobsUrl}
            conformityDeclarationUrl={conformityDeclarationUrl}
          />
        )}
        {!hideLayout && !hideMobileBar && <MobileBar data-testid="mobile-bar" />}
      </Page>
    </MobileBarSlotProvider>
  );
}
