/**
 * A listing page's first call, started before the page renders. On a phone the shop's own code
 * takes seconds to arrive; a search or category page that asks for its products only once that
 * code has run puts its call after it. A host that knows which page it opens (a small first
 * script, a router's loader) calls {@link preloadListingPage} with the provider's settings: the
 * call goes out at once, and the page's client, when it asks for the same request, takes the
 * answer that is on its way instead of asking again (once; see `./preloadStore`).
 * The request is written by the client's own rules (`./requests`), so it is the same request.
 *
 * Only the common first visit is preloaded: the first page (48 products) with the sorting from
 * the URL. A URL with filters is left to the page (it first learns the API's filter field names),
 * and so is anything that does not match: the page then simply asks itself.
 */
import { reportError } from '../../tracking/errors';
import type { ConsentLevel, ConsentStore } from '../../consent/consent';
import { visitorIdUnderConsent } from '../../tracking/identity';
import { inPage } from '../../utils/env';
import { createWidgetEnv, type WidgetEnv } from './env';
import { resolveWidgetLocaleId, type WidgetLocale, type WidgetLocaleId } from './messages';
import { LISTING_PAGE_SIZE } from './listing/paging';
import { preloadRequest } from './preloadStore';
import { productListingRequest, searchResultsRequest } from './requests';
import { decodeUrlState } from './urlState';

/**
 * `PERSONALISATION_CONSENT_LEVEL`, written out: the preload runs in a page's first script, which
 * should not carry the consent module for one constant (a test holds the two equal).
 */
const PRELOAD_CONSENT_LEVEL: ConsentLevel = 'preferences';

/** The page to preload: a category (by path or listing id) or the search page. */
export type ListingPreloadPage =
  | {
      kind: 'category';
      /** The category path, as the page's `categoryPath` (by default the address's path). */
      categoryPath?: string;
      listingId?: string;
    }
  | { kind: 'search' };

/** What {@link preloadListingPage} needs: the provider's settings and the page's address. */
export interface ListingPreloadOptions {
  /** The provider's `apiHost`. */
  apiHost: string;
  /** The provider's `merchant` (the API's tenant). */
  merchant: string;
  /** The provider's `market`. */
  market: string;
  /** The provider's `locale` (its id or the locale itself). @default 'en' */
  locale?: WidgetLocaleId | Pick<WidgetLocale, 'id'>;
  /** The provider's `userId`, when it has one. */
  userId?: string;
  /** The provider's `sessionId`, when it has one. */
  sessionId?: string;
  /** The provider's `metaData`, when it has any. */
  metaData?: Record<string, string>;
  /** The provider's `categorySettings.disableOverrideQueryId`. @default false */
  disableOverrideQueryId?: boolean;
  /** The provider's `searchSettings.urlParamName`. @default 'query' */
  urlParamName?: string;
  /** The provider's `searchSettings.enableContentSearch`. @default true */
  enableContentSearch?: boolean;
  /**
   * The provider's `consent`: while its level is not granted the preload stores no visitor id and
   * sends the page's id held in memory, the one the provider sends too. @default none (stored at once)
   */
  consent?: Pick<ConsentStore, 'has'>;
  /** The provider's `consentLevel`. @default PERSONALISATION_CONSENT_LEVEL ('preferences') */
  consentLevel?: ConsentLevel;
  /** The page that is opening. */
  page: ListingPreloadPage;
  /** The address it opens on (`window.location`). */
  location: { pathname: string; search: string };
  /** The environment (its fetch, storage for the visitor id, clock). @default createWidgetEnv() */
  env?: Partial<WidgetEnv>;
}

/**
 * Starts the first call of the search or category page that is opening, so its products are on
 * their way before the page's code has run. Answers whether a call went out (not for a URL with
 * filters or a search without a query). Call it in the browser, once, early, with the settings the
 * `WidgetProvider` will get (on the server there is no page to take the answer); the page takes
 * the answer when it asks for the same request.
 * @example preloadListingPage({ apiHost, merchant: 'glimt', market: 'no', locale: 'no', page: { kind: 'category' }, location: window.location })
 */
export function preloadListingPage(options: ListingPreloadOptions): boolean {
  const env = createWidgetEnv(options.env);
  const url = decodeUrlState(options.location.search, {
    instanceKey: '',
    queryParamName: options.urlParamName ?? 'query',
  });
  if (url.filters.length > 0 || url.clearFilters) return false;
  const { locale } = options;
  const identity = {
    apiHost: options.apiHost,
    tenant: options.merchant,
    market: options.market,
    // The provider reads (or creates) the same visitor id from the same storage, or before
    // consent holds the same page id in memory.
    dsid: visitorIdUnderConsent(
      env,
      reportError,
      !options.consent || options.consent.has(options.consentLevel ?? PRELOAD_CONSENT_LEVEL),
      inPage(),
    ),
    userId: options.userId,
    sessionId: options.sessionId,
    locale: typeof locale === 'object' ? locale.id : resolveWidgetLocaleId(locale ?? 'en'),
    metadata: options.metaData,
  };
  const first = { filters: [], sort: url.sorting, limit: LISTING_PAGE_SIZE, offset: 0 };
  const { page } = options;
  if (page.kind === 'search') {
    const query = url.query.trim();
    if (query === '') return false;
    preloadRequest(
      env,
      searchResultsRequest(identity, {
        ...first,
        query,
        contentSearch: options.enableContentSearch ?? true,
      }),
    );
    return true;
  }
  // The override query id, as `categoryOverrideQueryId` reads it for the page.
  const queryId = options.disableOverrideQueryId ? null : url.queryId;
  preloadRequest(
    env,
    productListingRequest(identity, {
      ...first,
      categoryPath: page.categoryPath ?? options.location.pathname,
      listingId: page.listingId,
      queryId: queryId ?? undefined,
    }),
  );
  return true;
}
