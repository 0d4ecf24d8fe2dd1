import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { createTheme, type GlimtThemeOverrides } from '../theme/theme';
import { GlobalStyle } from '../theme/GlobalStyle';
import {
  createBrowserNavigation,
  createMemoryNavigation,
  type NavigationAdapter,
} from '../navigation/navigation';
import { NavigationProvider } from '../navigation/context';
import { createConsentStore, type ConsentLevel, type ConsentStore } from '../consent/consent';
import { nb, type Messages } from '../i18n/nb';
import { createTranslator, type Translate } from '../i18n/translate';
import { I18nProvider } from '../i18n/context';
import type { ShopAnalytics } from '../tracking/shopAnalytics';

/** Connection settings of the shop API. */
export interface ShopApiConfig {
  /** Base URL the shop calls go to; `''` calls relative paths on the page's origin. @default '' */
  baseUrl?: string;
  /** API key sent with article lookups. */
  apiKey?: string;
  /** The fixed shop identifier sent with article lookups. */
  shopId?: string;
}

/** Props of {@link GlimtProvider}. */
export interface GlimtProviderProps {
  children?: ReactNode;
  /** The brand shown in texts and the wordmark; never hard-coded in a component. @default 'Glimt' */
  brandName?: string;
  /** Token overrides merged over the default theme. */
  theme?: GlimtThemeOverrides;
  /** Shop API connection. */
  api?: ShopApiConfig;
  /** Interface locale; only `nb` ships today. @default 'nb' */
  locale?: 'nb';
  /** Currency of all prices. @default 'NOK' */
  currency?: 'NOK';
  /** Router integration; the browser's history when omitted (memory history without a window). */
  navigation?: NavigationAdapter;
  /** Consent store shared with tracking; a fresh one (necessary only) when omitted. */
  consent?: ConsentStore;
  /** Message overrides merged over the Norwegian catalogue. */
  messages?: Partial<Messages>;
  /** Render the library's `GlobalStyle` (font, box sizing, focus ring). @default true */
  globalStyle?: boolean;
  /**
   * The shop's analytics, the one instance every view pushes to (the cart drawer's `view_cart` and
   * `remove_from_cart`, `ShopLayout`'s `page_view` for each path and the product page's own, the
   * order confirmation's `purchase`).
   * @default createShopAnalytics({ consent }): `window.dataLayer`, while statistics consent is granted
   */
  analytics?: ShopAnalytics;
}

/** Everything a component can read from the provider. */
export interface GlimtContextValue {
  brandName: string;
  api: Required<ShopApiConfig>;
  locale: 'nb';
  currency: 'NOK';
  navigation: NavigationAdapter;
  consent: ConsentStore;
  t: Translate;
  /** The shop's own texts over the catalogue (`messages` of the provider); feature catalogues such as the booking texts apply them too. */
  messages: Partial<Messages>;
  /** The analytics the provider was given (`useShopAnalytics` makes the default one when `null`). */
  analytics: ShopAnalytics | null;
}

const GlimtContext = createContext<GlimtContextValue | null>(null);

function defaultNavigation(): NavigationAdapter {
  return typeof window === 'undefined' ? createMemoryNavigation('/') : createBrowserNavigation(window);
}

/**
 * The root of every Glimt shop page: theme, brand, API settings, locale and currency, router and
 * consent. Mount it once, above every Glimt component.
 */
export function GlimtProvider({
  children,
  brandName = 'Glimt',
  theme,
  api,
  locale = 'nb',
  currency = 'NOK',
  navigation,
  consent,
  messages,
  globalStyle = true,
  analytics,
}: GlimtProviderProps) {
  const resolvedTheme = useMemo(() => createTheme(theme), [theme]);
  const fallbackNavigation = useMemo(() => (navigation ? undefined : defaultNavigation()), [navigation]);
  const fallbackConsent = useMemo(() => (consent ? undefined : createConsentStore()), [consent]);
  const { baseUrl = '', apiKey = '', shopId = '' } = api ?? {};
  const value = useMemo<GlimtContextValue>(
    () => ({
      brandName,
      api: { baseUrl, apiKey, shopId },
      locale,
      currency,
      navigation: navigation ?? fallbackNavigation!,
      consent: consent ?? fallbackConsent!,
      t: createTranslator({ ...nb, ...messages }),
      messages: messages ?? NO_MESSAGES,
      analytics: analytics ?? null,
    }),
    [
      brandName,
      baseUrl,
      apiKey,
      shopId,
      locale,
      currency,
      navigation,
      fallbackNavigation,
      consent,
      fallbackConsent,
      messages,
      analytics,
    ],
  );
  return (
    <ThemeProvider theme={resolvedTheme}>
      {globalStyle && <GlobalStyle />}
      <GlimtContext.Provider value={value}>
        <I18nProvider translate={value.t}>
          <NavigationProvider navigation={value.navigation}>{children}</NavigationProvider>
        </I18nProvider>
      </GlimtContext.Provider>
    </ThemeProvider>
  );
}

// Created on first use, not at import, so that importing one helper from the package stays cheap.
let standalone: GlimtContextValue | undefined;
const NO_MESSAGES: Partial<Messages> = {};
function getStandalone(): GlimtContextValue {
  standalone ??= {
    brandName: 'Glimt',
    api: { baseUrl: '', apiKey: '', shopId: '' },
    locale: 'nb',
    currency: 'NOK',
    navigation: createMemoryNavigation('/'),
    consent: createConsentStore(),
    t: createTranslator(nb),
    messages: NO_MESSAGES,
    analytics: null,
  };
  return standalone;
}

/**
 * Reads the provider. Outside a provider, primitives still render with the defaults (Norwegian
 * texts, a memory router), so a single component can be dropped into any page.
 */
export function useGlimt(): GlimtContextValue {
  return useContext(GlimtContext) ?? getStandalone();
}

/** Whether the visitor has granted `level`, updated when consent changes. */
export function useConsent(level: ConsentLevel): boolean {
  const { consent } = useGlimt();
  return useSyncExternalStore(
    consent.subscribe,
    () => consent.has(level),
    () => consent.has(level),
  );
}
