/**
 * The widget's settings (widget spec, section 1) as `WidgetProvider` resolves them from its props:
 * the defaults, the search page path normalised, and whether leaving the page kind navigates
 * client-side. Pure, so the rules are tested without React.
 */
import type { WidgetLocaleId } from './messages';
import { defaultForceSpa, normalizeSearchPagePath, type WidgetRouters } from './navigation';

/**
 * Said once (console error) when a `WidgetProvider` has no `apiHost`: there is no default host, so
 * a shop that forgot it finds out at once instead of sending requests to a name that does not
 * resolve. The widget then renders its empty states and sends nothing.
 */
export const WIDGET_API_HOST_MISSING_MESSAGE =
  'Glimt widget: WidgetProvider has no apiHost, so search and recommendations are off. Pass the URL of your widget API, e.g. apiHost="https://widget-api.example.com" (the fake backend of @glimt/ui/mocks answers on DEFAULT_WIDGET_API_HOST).';

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
  /**
   * The shop's category paths, so moving between two of them is a shallow change before any
   * category page has mounted. Paths of mounted category pages and of their breadcrumbs and quick
   * links are added on their own. @default none
   */
  categoryPaths?: readonly string[];
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
  categorySettings: Required<Omit<WidgetCategorySettings, 'categoryPaths'>>;
  /** The widget API host; `undefined` when the host gave none (every call then fails at once). */
  apiHost: string | undefined;
  /** Whether leaving the page kind navigates client-side. */
  forceSpaNavigation: boolean;
}

/** What {@link resolveWidgetSettings} reads: the provider's props, the locale id already resolved. */
export interface WidgetSettingsInput extends Pick<
  WidgetSettings,
  'merchant' | 'market' | 'locale' | 'userId' | 'sessionId' | 'metaData'
> {
  searchSettings?: WidgetSearchSettings;
  categorySettings?: WidgetCategorySettings;
  /** The widget API host; no default (see {@link WIDGET_API_HOST_MISSING_MESSAGE}). */
  apiHost?: string;
  /** @default true with a navigation adapter (and no other router), false otherwise */
  forceSpaNavigation?: boolean;
  /** The routers the host gave (only which ones are present matters). */
  routers?: WidgetRouters;
}

/** The settings with every default filled in; see the field docs for each default. */
export function resolveWidgetSettings(input: WidgetSettingsInput): WidgetSettings {
  const {
    searchPagePath,
    urlParamName = 'query',
    enableCategorySuggestions = true,
    enableContentSearch = true,
  } = input.searchSettings ?? {};
  const { metaTitleSuffix = '', disableOverrideQueryId = false } = input.categorySettings ?? {};
  return {
    merchant: input.merchant,
    market: input.market,
    locale: input.locale,
    userId: input.userId,
    sessionId: input.sessionId,
    metaData: input.metaData,
    searchSettings: {
      searchPagePath: normalizeSearchPagePath(searchPagePath),
      urlParamName,
      enableCategorySuggestions,
      enableContentSearch,
    },
    categorySettings: { metaTitleSuffix, disableOverrideQueryId },
    apiHost: input.apiHost?.trim() || undefined,
    forceSpaNavigation: input.forceSpaNavigation ?? defaultForceSpa(input.routers ?? {}),
  };
}
