/**
 * The widget's provider (widget spec, section 1): merchant, market, locale, visitor identity,
 * settings, the host's transformers and router. Components read it with {@link useWidget}.
 *
 * - Without `merchant` and `market` it renders only its children; `useWidget()` then answers
 *   `null` and components that need it show {@link WidgetNotConfigured}.
 * - Only one provider may be mounted: a second one warns once ({@link MULTIPLE_PROVIDERS_MESSAGE}).
 * - Search and category instances register their instance key ({@link useWidgetInstance}); a
 *   second one with the same key throws.
 * - Navigation follows the rules of `./navigation` (shallow within a page kind, hard when leaving
 *   it unless SPA navigation is forced, modified clicks to the browser, other origins hard).
 */
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { ClickLike, NavigationAdapter } from '../../navigation/navigation';
import { VISITOR_ID_KEY } from '../../tracking/identity';
import { createRequestCache } from '../core/cache';
import { createWidgetClient, type WidgetClient } from '../core/client';
import { createWidgetEnv, type WidgetEnv } from '../core/env';
import {
  createWidgetTranslator,
  resolveWidgetLocaleId,
  type WidgetLocale,
  type WidgetLocaleId,
  type WidgetTranslate,
} from '../core/i18n';
import { createRecentSearches, type RecentSearches } from '../core/recentSearches';
import type { ProductDisplay, Suggestion } from '../core/schemas';
import type { DisplayTransformer, PageUrlTransformer } from '../core/transformers';
import { loadWidgetLocale } from '../locales';
import { widgetLocaleEn } from '../locales/en';
import { createInstanceRegistry, type WidgetInstanceKind } from './instances';
import {
  createWidgetNavigator,
  defaultForceSpa,
  normalizeSearchPagePath,
  type NavigateFunction,
  type NavigationDecision,
  type NavigationWindow,
  type NextRouterLike,
  type WidgetLocation,
  type WidgetNavigator,
} from './navigation';

/** Shown by components that need a configured provider (spec, section 8, with this library's names). */
export const WIDGET_NOT_CONFIGURED_MESSAGE =
  'Recommendations are not configured. Wrap your app in a WidgetProvider.';

/** Warned when a second provider mounts (spec, section 8, with this library's names). */
export const MULTIPLE_PROVIDERS_MESSAGE =
  'You are using multiple WidgetProviders... Only one may be mounted: keep the one at the root of your app.';

/** The API host unless configured (the one the fake backend of `@glimt/ui/mocks` answers). */
const DEFAULT_API_HOST = 'https://widget-api.glimt.test';

/** Search settings (spec, section 1). */
export interface WidgetSearchSettings {
  /** Path of the full search page; a leading `/` is added when missing. @default '/search' */
  searchPagePath?: string;
  /** Name of the query parameter (the instance key is appended). @default 'query' */
  urlParamName?: string;
  /** Show category suggestions in the search modal. @default true */
  enableCategorySuggestions?: boolean;
  /** Search content pages too (their links count in the result total). @default true */
  enableContentSearch?: boolean;
}

/** Category page settings (spec, section 1). */
export interface WidgetCategorySettings {
  /** Appended to the document title of a category page, e.g. `' | Glimt'`. @default '' */
  metaTitleSuffix?: string;
  /** Ignore the override query id in the URL (`query_id_{key}` / `query_id`). @default false */
  disableOverrideQueryId?: boolean;
}

/** The host's display transformers: run over what the API answers before it is shown. */
export interface WidgetDisplayTransformers {
  /** Over product displays (cards of search, listings, recommendations and instant results). */
  products?: DisplayTransformer<ProductDisplay, ProductDisplay>;
  /** Over suggestions of the search modal. */
  suggestions?: DisplayTransformer<Suggestion, Suggestion>;
}

/** Props of {@link WidgetProvider}. */
export interface WidgetProviderProps {
  children?: ReactNode;
  /** The merchant (`tenant` in requests). Without it (or `market`) the widget is off. */
  merchant?: string;
  /** The market, e.g. `'no'`. Without it (or `merchant`) the widget is off. */
  market?: string;
  /**
   * Interface locale: an id (loaded on demand; English shows until it arrives) or a locale object
   * such as `widgetLocaleNo` (no wait). A language tag like `'nb-NO'` is resolved too.
   * @default 'en'
   */
  locale?: WidgetLocaleId | WidgetLocale;
  /** The signed-in shopper, sent with every request. */
  userId?: string;
  /** The host's session, sent with every request. */
  sessionId?: string;
  /** Free-form metadata sent with every request (as JSON). */
  metaData?: Record<string, string>;
  /** Gives every product its page URL (one URL per product, in order, or an error is raised). */
  pageURLCreator?: PageUrlTransformer<ProductDisplay>;
  /** Transforms what the API answers before it is shown; a failing one shows no results. */
  displayTransformers?: WidgetDisplayTransformers;
  /** The host's router (React Router's `navigate`, ...). Wins over every other router. */
  navigateFunction?: NavigateFunction;
  /** The Next.js router (`useRouter()` of `next/router` or `next/navigation`). */
  nextRouter?: NextRouterLike;
  /**
   * The library's navigation adapter, e.g. `useNavigation()` from `@glimt/ui`: the widget then
   * navigates and reads the location through the shop's router (and in stories, its memory
   * history). Used when neither `navigateFunction` nor `nextRouter` is given.
   */
  navigation?: NavigationAdapter;
  /**
   * Navigate client-side also when leaving the page kind (e.g. from a product page to the search
   * page). @default true with `navigation`, false otherwise
   */
  forceSpaNavigation?: boolean;
  /** Search settings. */
  searchSettings?: WidgetSearchSettings;
  /** Category page settings. */
  categorySettings?: WidgetCategorySettings;
  /** The widget API host (`{api}`). @default 'https://widget-api.glimt.test' */
  apiHost?: string;
  /** Replaces the environment's `fetch` (tests, stories). @default globalThis.fetch */
  fetch?: WidgetEnv['fetch'];
  /** Replaces parts of the environment (timers, storage, warnings; tests and stories). */
  env?: Partial<WidgetEnv>;
  /**
   * The window to navigate and read the URL from; `null` for none (server). Tests and stories
   * pass a fake to watch hard navigations. @default window
   */
  browserWindow?: NavigationWindow | null;
}

/** The resolved settings. */
export interface WidgetSettings {
  merchant: string;
  market: string;
  /** The locale id asked for (texts may still be English while it loads). */
  locale: WidgetLocaleId;
  userId?: string;
  sessionId?: string;
  metaData?: Record<string, string>;
  searchSettings: Required<WidgetSearchSettings>;
  categorySettings: Required<WidgetCategorySettings>;
  apiHost: string;
  /** Whether leaving the page kind navigates client-side. */
  forceSpaNavigation: boolean;
}

/** Options of {@link WidgetContextValue.navigate}. */
export interface WidgetNavigateCallOptions {
  /** Replace the current history entry. @default false */
  replace?: boolean;
  /** The click or key press that asked: a modified one is left to the browser. */
  event?: ClickLike;
}

/** What {@link useWidget} gives. */
export interface WidgetContextValue {
  settings: WidgetSettings;
  /** The widget API client for this merchant, market and visitor. */
  client: WidgetClient;
  /** Interface texts of the locale. */
  t: WidgetTranslate;
  /** The visitor's recent searches (`depict_searches`). */
  recentSearches: RecentSearches;
  /** The environment (warnings, timers, storage). */
  env: WidgetEnv;
  /**
   * Navigates by the widget's rules. Returns true when the widget handled it, so a link's click
   * handler does `if (navigate(href, { event })) event.preventDefault()`; false when it is left
   * to the browser (a modified click) or refused (an unsafe URL). Do not prevent the default first.
   */
  navigate(href: string, options?: WidgetNavigateCallOptions): boolean;
  /** What {@link navigate} would do with `href`, without doing it. */
  planNavigation(href: string, options?: WidgetNavigateCallOptions): NavigationDecision;
  /** Calls `listener` after every URL change; returns the unsubscribe function. */
  subscribeLocation(listener: () => void): () => void;
  /** The URL now (the same object until it changes). */
  getLocation(): WidgetLocation;
  /**
   * Registers a search or category instance; returns the unregister function.
   * @throws Error `You can only have one instance of ...` when the kind and key are in use
   */
  registerInstance(kind: WidgetInstanceKind, instanceKey: string): () => void;
  displayTransformers: WidgetDisplayTransformers;
  pageURLCreator?: PageUrlTransformer<ProductDisplay>;
}

const WidgetContext = createContext<WidgetContextValue | null>(null);

// Providers mounted on the page, for the one-provider rule; the warning is given once until all
// of them unmount again.
let mountedProviders = 0;
let warnedMultiple = false;

function useProviderCount(warn: ((message: string) => void) | undefined): void {
  useEffect(() => {
    mountedProviders += 1;
    if (mountedProviders > 1 && !warnedMultiple) {
      warnedMultiple = true;
      (warn ?? console.warn)(MULTIPLE_PROVIDERS_MESSAGE);
    }
    return () => {
      mountedProviders -= 1;
      if (mountedProviders === 0) warnedMultiple = false;
    };
  }, [warn]);
}

const defaultWindow = (): NavigationWindow | undefined =>
  typeof window === 'undefined' ? undefined : window;

/**
 * The widget's root. Mount it once, above every widget component; without `merchant` and
 * `market` it renders only its children.
 */
export function WidgetProvider(props: WidgetProviderProps) {
  useProviderCount(props.env?.warn);
  if (!props.merchant || !props.market) return <>{props.children}</>;
  return <ConfiguredWidgetProvider {...props} merchant={props.merchant} market={props.market} />;
}

function readVisitorId(env: WidgetEnv): string | null {
  try {
    return env.storage()?.getItem(VISITOR_ID_KEY) ?? null;
  } catch {
    return null;
  }
}

function useWidgetLocale(locale: WidgetProviderProps['locale']): [WidgetLocaleId, WidgetLocale] {
  const given = typeof locale === 'object' ? locale : undefined;
  const id = typeof locale === 'object' ? locale.id : resolveWidgetLocaleId(locale ?? 'en');
  const [loaded, setLoaded] = useState<WidgetLocale | undefined>(undefined);
  useEffect(() => {
    if (given || id === 'en') return;
    let current = true;
    loadWidgetLocale(id).then(
      (result) => current && setLoaded(result),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [given, id]);
  if (given) return [id, given];
  return [id, loaded?.id === id ? loaded : widgetLocaleEn];
}

function ConfiguredWidgetProvider({
  children,
  merchant,
  market,
  locale,
  userId,
  sessionId,
  metaData,
  pageURLCreator,
  displayTransformers,
  navigateFunction,
  nextRouter,
  navigation,
  forceSpaNavigation,
  searchSettings,
  categorySettings,
  apiHost = DEFAULT_API_HOST,
  fetch,
  env: envOverrides,
  browserWindow,
}: WidgetProviderProps & { merchant: string; market: string }) {
  const env = useMemo(
    () => createWidgetEnv(fetch ? { ...envOverrides, fetch } : envOverrides),
    [envOverrides, fetch],
  );
  const [localeId, localeMessages] = useWidgetLocale(locale);
  // Inline objects from the host are compared by content, so a re-render keeps the same client.
  const metaDataKey = metaData ? JSON.stringify(metaData) : '';
  const stableMetaData = useMemo(
    () => (metaDataKey ? (JSON.parse(metaDataKey) as Record<string, string>) : undefined),
    [metaDataKey],
  );
  const {
    searchPagePath = '/search',
    urlParamName = 'query',
    enableCategorySuggestions = true,
    enableContentSearch = true,
  } = searchSettings ?? {};
  const { metaTitleSuffix = '', disableOverrideQueryId = false } = categorySettings ?? {};
  const normalizedSearchPath = normalizeSearchPagePath(searchPagePath);
  const win = browserWindow === undefined ? defaultWindow() : (browserWindow ?? undefined);

  const [cache] = useState(() => createRequestCache({ env }));
  const [instances] = useState(createInstanceRegistry);

  const navigator: WidgetNavigator = useMemo(
    () =>
      createWidgetNavigator({
        win,
        navigateFunction,
        nextRouter,
        navigation,
        forceSpa: forceSpaNavigation,
        searchPagePath: normalizedSearchPath,
        reportError: env.reportError,
      }),
    [win, navigateFunction, nextRouter, navigation, forceSpaNavigation, normalizedSearchPath, env],
  );

  const client = useMemo(
    () =>
      createWidgetClient({
        apiHost,
        tenant: merchant,
        market,
        userId,
        sessionId,
        locale: localeId,
        dsid: readVisitorId(env),
        metadata: stableMetaData,
        env,
        cache,
      }),
    [apiHost, merchant, market, userId, sessionId, localeId, stableMetaData, env, cache],
  );

  const recentSearches = useMemo(() => createRecentSearches(env), [env]);
  const t = useMemo(() => createWidgetTranslator(localeMessages), [localeMessages]);

  const value = useMemo<WidgetContextValue>(
    () => ({
      settings: {
        merchant,
        market,
        locale: localeId,
        userId,
        sessionId,
        metaData: stableMetaData,
        searchSettings: {
          searchPagePath: normalizedSearchPath,
          urlParamName,
          enableCategorySuggestions,
          enableContentSearch,
        },
        categorySettings: { metaTitleSuffix, disableOverrideQueryId },
        apiHost,
        forceSpaNavigation:
          forceSpaNavigation ?? defaultForceSpa({ navigateFunction, nextRouter, navigation }),
      },
      client,
      t,
      recentSearches,
      env,
      navigate: navigator.navigate,
      planNavigation: navigator.decide,
      subscribeLocation: navigator.subscribeLocation,
      getLocation: navigator.getLocation,
      registerInstance: instances.register,
      displayTransformers: displayTransformers ?? {},
      pageURLCreator,
    }),
    [
      merchant,
      market,
      localeId,
      userId,
      sessionId,
      stableMetaData,
      normalizedSearchPath,
      urlParamName,
      enableCategorySuggestions,
      enableContentSearch,
      metaTitleSuffix,
      disableOverrideQueryId,
      apiHost,
      forceSpaNavigation,
      navigateFunction,
      nextRouter,
      navigation,
      client,
      t,
      recentSearches,
      env,
      navigator,
      instances,
      displayTransformers,
      pageURLCreator,
    ],
  );

  return <WidgetContext.Provider value={value}>{children}</WidgetContext.Provider>;
}

/** The nearest configured provider, or `null` outside one (or without merchant and market). */
export function useWidget(): WidgetContextValue | null {
  return useContext(WidgetContext);
}

// Outside a configured provider the location still comes from the page (created on first use).
let standaloneNavigator: WidgetNavigator | undefined;
function getStandaloneNavigator(): WidgetNavigator {
  standaloneNavigator ??= createWidgetNavigator({ win: defaultWindow() });
  return standaloneNavigator;
}

const SERVER_LOCATION: WidgetLocation = { pathname: '/', search: '', href: '/' };
const getServerLocation = () => SERVER_LOCATION;

/** The URL now, re-rendering when it changes (through the provider's router, or the page's). */
export function useWidgetLocation(): WidgetLocation {
  const widget = useWidget();
  const source = widget ?? getStandaloneNavigator();
  return useSyncExternalStore(source.subscribeLocation, source.getLocation, getServerLocation);
}

/**
 * Registers a search or category instance under `instanceKey` while the component is mounted.
 * A second instance of the same kind and key throws (to the nearest error boundary).
 * Does nothing outside a configured provider.
 */
export function useWidgetInstance(kind: WidgetInstanceKind, instanceKey = ''): void {
  const widget = useWidget();
  const register = widget?.registerInstance;
  useEffect(() => (register ? register(kind, instanceKey) : undefined), [register, kind, instanceKey]);
}

/** Props of {@link WidgetNotConfigured}. */
export interface WidgetNotConfiguredProps {
  /** Class name for the host's styles. */
  className?: string;
}

/** What a component that needs a configured provider renders without one. */
export function WidgetNotConfigured({ className }: WidgetNotConfiguredProps) {
  return (
    <p className={className} data-glimt-widget-not-configured="">
      {WIDGET_NOT_CONFIGURED_MESSAGE}
    </p>
  );
}
