import { useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { useLocation } from '../../navigation/context';
import { CartDrawer } from '../cart/CartDrawer';
import { SiteSearchOverlay } from '../search/SiteSearchOverlay';
import { Footer } from './Footer';
import { Header, MAIN_CONTENT_ID } from './Header';
import { headerSearchQuery } from '../../shop/header';
import { MobileBar } from './MobileBar';
import { SlideMenu } from './SlideMenu';
import { StoreBanner } from './StoreBanner';

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
 * Needs a `ShopSessionProvider` above it.
 */
export function ShopLayout({
  children,
  hideLayout = false,
  hideMobileBar = false,
  onCookieSettings,
}: ShopLayoutProps) {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [isSearchOpen, setSearchOpen] = useState(false);
  const location = useLocation();
  return (
    <Page>
      <StoreBanner />
      {!hideLayout && (
        <>
          <Header
            onMenuOpen={() => setMenuOpen(true)}
            onSearchOpen={() => setSearchOpen(true)}
            isMenuOpen={isMenuOpen}
            isSearchOpen={isSearchOpen}
          />
          <SlideMenu isOpen={isMenuOpen} onOpenChange={setMenuOpen} />
          <SiteSearchOverlay
            isOpen={isSearchOpen}
            onOpenChange={setSearchOpen}
            initialQuery={headerSearchQuery(location)}
          />
        </>
      )}
      <CartDrawer />
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </Main>
      {!hideLayout && <Footer onCookieSettings={onCookieSettings} />}
      {!hideLayout && !hideMobileBar && <MobileBar />}
    </Page>
  );
}
