/**
 * The widget's provider (widget spec, section 1): merchant, market, locale, visitor identity,
 * settings, the host's transformers and router. Components read it with `useWidget`.
 *
 * - Without `merchant` and `market` it renders only its children; `useWidget()` then answers
 *   `null` and components that need it show `WidgetNotConfigured`.
 * - Only one provider may be mounted: a second one warns once (`MULTIPLE_PROVIDERS_MESSAGE`).
 * - Search and category instances register their instance key (`useWidgetInstance`); a second
 *   one with the same key throws.
 * - Navigation follows the rules of `widget/core/navigation` (shallow within a page kind, hard
 *   when leaving it unless SPA navigation is forced, modified clicks to the browser, other origins
 *   hard); the settings' defaults are `widget/core/settings`.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { GlimtThemeFallback } from '../../../theme/fallback';
import { createRequestCache } from '../../core/cache';
import { createWidgetClient } from '../../core/client';
import { createWidgetEnv } from '../../core/env';
import { createWidgetTranslator } from '../../core/i18n';
import { createRecentSearches } from '../../core/recentSearches';
import { createCategoryPaths } from '../../core/navigation';
import { WIDGET_API_HOST_MISSING_MESSAGE, resolveWidgetSettings } from '../../core/settings';
import { createInstanceRegistry } from '../instances';
import { createWidgetNavigator, type WidgetNavigator } from '../navigation';
import type { WidgetContextValue, WidgetProviderProps } from './types';
import { WidgetContext, defaultWindow } from './useWidget';
import { useProviderCount, useVisitorId, useWidgetLocale } from './useWidgetProvider';

/**
 * The widget's root. Mount it once, above every widget component; without `merchant` and
 * `market` it renders only its children.
 */
export function WidgetProvider(props: WidgetProviderProps) {
  useProviderCount(props.env?.warn);
  if (!props.merchant || !props.market) return <GlimtThemeFallback>{props.children}</GlimtThemeFallback>;
  return <ConfiguredWidgetProvider {...props} merchant={props.merchant} market={props.market} />;
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
  apiHost,
  consent,
  consentLevel,
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
  const { searchPagePath, urlParamName, enableCategorySuggestions, enableContentSearch } =
    searchSettings ?? {};
  const {
    metaTitleSuffix,
    disableOverrideQueryId,
    categoryPaths: hostCategoryPaths,
  } = categorySettings ?? {};
  // The host's category paths, then every category page's own and its links' (one set per provider).
  const hostCategoryKey = hostCategoryPaths?.join('\n') ?? '';
  const categoryPaths = useMemo(
    () => createCategoryPaths(hostCategoryKey ? hostCategoryKey.split('\n') : []),
    [hostCategoryKey],
  );
  const settings = useMemo(
    () =>
      resolveWidgetSettings({
        merchant,
        market,
        locale: localeId,
        userId,
        sessionId,
        metaData: stableMetaData,
        searchSettings: { searchPagePath, urlParamName, enableCategorySuggestions, enableContentSearch },
        categorySettings: { metaTitleSuffix, disableOverrideQueryId },
        apiHost,
        forceSpaNavigation,
        routers: { navigateFunction, nextRouter, navigation },
      }),
    [
      merchant,
      market,
      localeId,
      userId,
      sessionId,
      stableMetaData,
      searchPagePath,
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
    ],
  );
  const win = browserWindow === undefined ? defaultWindow() : (browserWindow ?? undefined);
  const dsid = useVisitorId(env, win !== undefined, consent, consentLevel);
  // The client outlives a change of the visitor id (consent granted or withdrawn): a new client
  // would drop a listing's loaded pages and scroll. Its requests read the id as they are sent.
  const visitorId = useRef(dsid);
  useEffect(() => {
    visitorId.current = dsid;
  }, [dsid]);

  const [cache] = useState(() => createRequestCache({ env }));
  const [instances] = useState(createInstanceRegistry);

  const normalizedSearchPath = settings.searchSettings.searchPagePath;
  const navigator: WidgetNavigator = useMemo(
    () =>
      createWidgetNavigator({
        win,
        navigateFunction,
        nextRouter,
        navigation,
        forceSpa: forceSpaNavigation,
        searchPagePath: normalizedSearchPath,
        categoryPaths,
        reportError: env.reportError,
      }),
    [
      win,
      navigateFunction,
      nextRouter,
      navigation,
      forceSpaNavigation,
      normalizedSearchPath,
      categoryPaths,
      env,
    ],
  );

  const client = useMemo(
    () =>
      createWidgetClient({
        // Without a host every call fails at once, with no request, so the views show their empty
        // and failed states.
        apiHost: settings.apiHost ?? MISSING_API_HOST,
        tenant: merchant,
        market,
        userId,
        sessionId,
        locale: localeId,
        get dsid() {
          return visitorId.current;
        },
        metadata: stableMetaData,
        env: settings.apiHost ? env : { ...env, fetch: refuseWithoutHost },
        cache,
      }),
    [settings.apiHost, merchant, market, userId, sessionId, localeId, stableMetaData, env, cache],
  );

  const recentSearches = useMemo(() => createRecentSearches(env), [env]);
  const t = useMemo(() => createWidgetTranslator(localeMessages), [localeMessages]);

  const value = useMemo<WidgetContextValue>(
    () => ({
      settings,
      client,
      t,
      recentSearches,
      env,
      navigate: navigator.navigate,
      planNavigation: navigator.decide,
      openInNewTab: navigator.openInNewTab,
      subscribeLocation: navigator.subscribeLocation,
      getLocation: navigator.getLocation,
      getServerLocation: navigator.getServerLocation,
      registerInstance: instances.register,
      displayTransformers: displayTransformers ?? {},
      pageURLCreator,
      consent,
      registerCategoryPath: categoryPaths.add,
    }),
    [
      settings,
      client,
      t,
      recentSearches,
      env,
      navigator,
      instances,
      displayTransformers,
      pageURLCreator,
      consent,
      categoryPaths,
    ],
  );

  useEffect(() => {
    if (!settings.apiHost) reportMissingApiHost(env.reportError);
  }, [settings.apiHost, env]);

  // The widget stands on its own: the default Glimt theme unless a shop's GlimtProvider gave one.
  return (
    <GlimtThemeFallback>
      <WidgetContext.Provider value={value}>{children}</WidgetContext.Provider>
    </GlimtThemeFallback>
  );
}

/** The client's host when none is configured (a reserved name); its fetch never leaves the page. */
const MISSING_API_HOST = 'https://no-api-host.invalid';

const refuseWithoutHost = () => Promise.reject(new TypeError(WIDGET_API_HOST_MISSING_MESSAGE));

let missingHostReported = false;

/** One console error per page, however many providers render without a host. */
function reportMissingApiHost(reportError: (error: unknown) => void) {
  if (missingHostReported) return;
  missingHostReported = true;
  reportError(new Error(WIDGET_API_HOST_MISSING_MESSAGE));
}
