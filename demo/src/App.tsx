import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import {
  GlimtProvider,
  MAIN_CONTENT_ID,
  NotFound,
  RouteProgress,
  ShopLayout,
  ShopSessionProvider,
  UnsupportedBrowserNotice,
  createBrowserNavigation,
  matchRoute,
  useGlimt,
  useLocation,
  useNavigation,
} from '@glimt/ui';
import { createConsentStore } from '@glimt/ui/tracking';
import { SHOP_API } from './shopApi';
import { DemoConsentSettings, WidgetSearchPage } from './pages/lazyPages';
import { DevMailbox } from './DevMailbox';
import { focusOnArrival } from './focusOnArrival';
import { PageFrame } from './PageFrame';
import { routeProgress, withRouteProgress } from './routeProgress';
import { prefetchRoute } from './routePrefetch';
import { useDemoTracker } from './tracking';
import { DEMO_ROUTES, renderRoute } from './routes';
import { WIDGET_SEARCH_PATH, widgetSearchHref } from './routePages';
import { DemoWidgetProvider } from './widget/DemoWidgetProvider';
import { DemoPageReplacer } from './widget/DemoPageReplacer';

// The demo host: every route of the shop spec, assembled only from public exports.

/**
 * Whether the demo opened on the store staff tools: the store's own page, where a store user belongs
 * (anywhere else the shop reloads for a store session, shop spec section 3).
 */
const STORE_PAGE = matchRoute(window.location.pathname).name === 'staffTools';

const BRAND = 'Glimt';
/**
 * The footer's conformity declaration: a PDF of the demo's own (`public/documents`). The footer's jobs
 * link is left out: the demo has no jobs site, and a link to none would be a dead end.
 */
const CONFORMITY_DECLARATION_URL = '/documents/samsvarserklaering.pdf';

/**
 * Moves focus to the new page after a client-side change of page (not on load): to its heading when
 * the page offers it (`h1` with `tabIndex={-1}`, as the checkout's "Kasse"), else to its main content,
 * also when an overlay that was open still holds the page inert ({@link focusOnArrival}).
 */
function useFocusMainOnRouteChange(pathname: string) {
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return undefined;
    shown.current = pathname;
    const main = document.getElementById(MAIN_CONTENT_ID);
    return main
      ? focusOnArrival(main, () => main.querySelector<HTMLElement>('h1[tabindex="-1"]'))
      : undefined;
  }, [pathname]);
}

function Shop({ onCookieSettings }: { onCookieSettings: () => void }) {
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const { brandName } = useGlimt();
  const match = useMemo(() => matchRoute(pathname, { brandName }), [pathname, brandName]);
  useFocusMainOnRouteChange(pathname);

  const isWidgetSearch = pathname === WIDGET_SEARCH_PATH;
  const route = match.found ? DEMO_ROUTES[match.name] : null;
  const title = isWidgetSearch ? 'Søk i produkter' : (route?.title ?? 'Fant ikke siden');

  useEffect(() => {
    document.title = `${title} – ${brandName}`;
  }, [title, brandName]);

  // The spec's `/b2b/oyehelse dag` is an alias: send it on to its route.
  const redirectTo = match.found ? match.redirectTo : null;
  useEffect(() => {
    if (redirectTo) navigation.navigate(redirectTo, { replace: true });
  }, [redirectTo, navigation]);

  let page;
  if (isWidgetSearch) {
    page = <WidgetSearchPage />;
  } else if (match.found) {
    page = renderRoute({ match, pathname, search });
  } else {
    page = <NotFound />;
  }

  return (
    <ShopLayout
      hideMobileBar={route?.hideMobileBar}
      onCookieSettings={onCookieSettings}
      conformityDeclarationUrl={CONFORMITY_DECLARATION_URL}
      // On the widget's search page, a search from the header stays in it (and the page offers to
      // restore the filters it cleared); elsewhere the header leads to the shop's own search.
      searchPageHref={isWidgetSearch ? widgetSearchHref : undefined}
    >
      <PageFrame
        key={pathname}
        routeKey={`${pathname}${search}`}
        completesRouteProgress={route?.completesRouteProgress}
      >
        {page}
      </PageFrame>
      <DevMailbox />
    </ShopLayout>
  );
}

/** The demo shop. */
export function App() {
  // Links prefetch their page's code near the viewport, and a listing's first call on hover or focus.
  const navigation = useMemo(
    () => withRouteProgress({ ...createBrowserNavigation(), prefetch: prefetchRoute }),
    [],
  );
  // Stands in for a visitor who accepted personalisation in the cookie banner, so the home page's
  // recommendations show; the footer's cookie-settings button changes it.
  const consent = useMemo(() => createConsentStore({ preferences: true }), []);
  const [isCookieSettingsOpen, setCookieSettingsOpen] = useState(false);
  // The consent settings' code loads the first time the footer's button opens them.
  const [cookieSettingsWanted, setCookieSettingsWanted] = useState(false);
  useDemoTracker(consent);
  return (
    <GlimtProvider brandName={BRAND} api={SHOP_API} navigation={navigation} consent={consent}>
      <ShopSessionProvider isStorePage={STORE_PAGE}>
        <UnsupportedBrowserNotice />
        <RouteProgress progress={routeProgress} />
        <DemoWidgetProvider>
          <Shop
            onCookieSettings={() => {
              setCookieSettingsWanted(true);
              setCookieSettingsOpen(true);
            }}
          />
          <DemoPageReplacer />
        </DemoWidgetProvider>
        {cookieSettingsWanted ? (
          <Suspense fallback={null}>
            <DemoConsentSettings isOpen={isCookieSettingsOpen} onOpenChange={setCookieSettingsOpen} />
          </Suspense>
        ) : null}
      </ShopSessionProvider>
    </GlimtProvider>
  );
}
