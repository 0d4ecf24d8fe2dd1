/**
 * The types of `WidgetProvider`: its props and what `useWidget()` gives. The settings types are
 * the widget core's (`src/widget/core/settings.ts`), re-exported here under their public names.
 */
import type { ReactNode } from 'react';
import type { ConsentLevel, ConsentStore } from '../../../consent/consent';
import type { ClickLike, NavigationAdapter } from '../../../navigation/navigation';
import type { WidgetClient } from '../../core/client';
import type { WidgetEnv } from '../../core/env';
import type { WidgetLocale, WidgetLocaleId, WidgetTranslate } from '../../core/i18n';
import type {
  NavigateFunction,
  NavigationDecision,
  NextRouterLike,
  WidgetLocation,
} from '../../core/navigation';
import type { RecentSearches } from '../../core/recentSearches';
import type { ProductDisplay, Suggestion } from '../../core/schemas';
import type { WidgetCategorySettings, WidgetSearchSettings, WidgetSettings } from '../../core/settings';
import type { DisplayTransformer, PageUrlTransformer } from '../../core/transformers';
import type { WidgetInstanceKind } from '../instances';
import type { NavigationWindow } from '../navigation';

export type { WidgetCategorySettings, WidgetSearchSettings, WidgetSettings };

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
  /**
   * The widget API host (`{api}`), e.g. `https://widget-api.example.com`. Required for search and
   * recommendations: there is no default, and without it the widget logs one console error and
   * renders its empty states without sending a request. Stories and the demo pass the fake
   * backend's `DEFAULT_WIDGET_API_HOST` from `@glimt/ui/mocks`.
   */
  apiHost?: string;
  /**
   * The shop's consent (the same store its tracker follows). While `consentLevel` is not granted
   * the visitor id (`_dep_id`) is neither read nor written: requests carry an id held in memory
   * for the page, and the stored one is used from the moment the level is granted.
   * @default none: the visitor id is stored at once, for a host that asks for consent elsewhere
   */
  consent?: ConsentStore;
  /** The level that allows storing the visitor id. @default PERSONALISATION_CONSENT_LEVEL ('preferences') */
  consentLevel?: ConsentLevel;
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
  /**
   * Opens `href` in a new tab (`noopener`) through the same URL gate as {@link navigate}; an
   * invalid or unsafe URL opens nothing. Returns whether it opened. @default opens nothing
   */
  openInNewTab?(href: string): boolean;
  /** Calls `listener` after every URL change; returns the unsubscribe function. */
  subscribeLocation(listener: () => void): () => void;
  /** The URL now (the same object until it changes). */
  getLocation(): WidgetLocation;
  /** The URL the server rendered, read while hydrating (the same object until it changes). @default `/` */
  getServerLocation?(): WidgetLocation;
  /**
   * Registers a search or category instance; returns the unregister function.
   * @throws Error `You can only have one instance of ...` when the kind and key are in use
   */
  registerInstance(kind: WidgetInstanceKind, instanceKey: string): () => void;
  displayTransformers: WidgetDisplayTransformers;
  pageURLCreator?: PageUrlTransformer<ProductDisplay>;
  /** The provider's `consent`: events to the analytics tag wait for its statistics level. */
  consent?: ConsentStore;
  /**
   * Adds a known category path (a category page's own, its breadcrumbs' and quick links'), so
   * moves between categories are shallow. @default adds nothing
   */
  registerCategoryPath?(pathname: string): void;
  /**
   * What the search page keeps of its field's text (history key `field_value`): the text typed and
   * not searched for, which the field shows and opens the modal with, and where the field puts it
   * when the modal closes. Only the search page's own field has it.
   */
  searchFieldText?: { value: string; onChange(text: string): void };
}
