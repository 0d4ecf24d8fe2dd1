import { useCallback, useEffect, useMemo } from 'react';
import { filterFieldMemoryOf, withApiFilterFields } from '../../core/filters/fieldNames';
import { categoryDocumentTitle, categoryOverrideQueryId } from '../../core/listing/pages';
import type { BreadcrumbItem, ProductListingResponse, QuickLink } from '../../core/schemas';
import type { UrlState } from '../../core/urlState';
import { useWidget, useWidgetLocation } from '../WidgetProvider/useWidget';
import { useListingPage, type ListingHistoryAccess, type ListingPageHandle } from './useListingPage';

/** The memory's owner outside a provider (nothing is fetched there). */
const NO_CLIENT = {};

/** Options of {@link useCategoryPageState}. */
export interface UseCategoryPageStateOptions {
  /** The category's shop path, e.g. `/solbriller/ray-ban`. @default the current path */
  categoryPath?: string;
  /** The category's listing id, when the host knows it (sent besides the path). */
  listingId?: string;
  /** Tells category instances on one page apart (`uniqueInstanceKeyForState`). @default '' */
  instanceKey?: string;
  /** The history to keep page state in (tests, embedded frames). @default window.history */
  history?: ListingHistoryAccess | null;
}

/** What {@link useCategoryPageState} gives: the shared page handle plus the category page's own parts. */
export interface CategoryPageState extends ListingPageHandle<'category', ProductListingResponse> {
  /** The listing's title, e.g. `Ray-Ban solbriller` (`null` before the answer). */
  title: string | null;
  breadcrumb: BreadcrumbItem[];
  quickLinks: QuickLink[];
  /** The override query id in use (`query_id_` + key or `query_id`), `null` when none or disabled. */
  queryId: string | null;
}

/**
 * The headless category page (widget spec, sections 2 to 9): the listing of a category path from
 * `/v2/product-listing` 48 at a time, with filters and sorting in the URL, breadcrumb, quick
 * links, the title with `metaTitleSuffix` written to `document.title` (the host's title comes back
 * on unmount), the override query id from the URL unless `disableOverrideQueryId`, the category
 * page's history state and scroll restoration. Registers the instance: a second one with the
 * same key throws.
 */
export function useCategoryPageState(options: UseCategoryPageStateOptions = {}): CategoryPageState {
  const widget = useWidget();
  const location = useWidgetLocation();
  const instanceKey = options.instanceKey ?? '';
  const categoryPath = options.categoryPath ?? location.pathname;
  const { listingId } = options;
  const disableOverrideQueryId = widget?.settings.categorySettings.disableOverrideQueryId ?? false;
  const metaTitleSuffix = widget?.settings.categorySettings.metaTitleSuffix ?? '';
  const client = widget?.client;
  const urlOptions = useMemo(() => ({ instanceKey }), [instanceKey]);
  const queryId = categoryOverrideQueryId(location.search, { instanceKey, disableOverrideQueryId });

  const target = useCallback(
    (_url: UrlState, search: string) =>
      JSON.stringify([
        categoryPath,
        listingId ?? null,
        categoryOverrideQueryId(search, { instanceKey, disableOverrideQueryId }),
      ]),
    [categoryPath, listingId, instanceKey, disableOverrideQueryId],
  );
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the internals stay inside
  const { go, ...page } = useListingPage<'category', ProductListingResponse>({
    kind: 'category',
    instanceKey,
    urlOptions,
    target,
    history: options.history,
    // The page's filter fields are lower-cased group titles; the API is asked with its own.
    fetchPage: withApiFilterFields(
      (key, request, signal) => {
        const [path, id, overrideId] = JSON.parse(key) as [string, string | null, string | null];
        return client!.productListing(
          {
            categoryPath: path,
            listingId: id ?? undefined,
            queryId: overrideId ?? undefined,
            filters: request.filters,
            sort: request.sort,
            limit: request.limit,
            offset: request.offset,
          },
          signal,
        );
      },
      filterFieldMemoryOf(client ?? NO_CLIENT),
    ),
  });

  // This page's path and the paths its breadcrumb and quick links lead to are category paths: a
  // move between them is shallow (widget spec: categories are known by their paths).
  const register = widget?.registerCategoryPath;
  const categoryLinks = [
    categoryPath,
    ...(page.answer?.breadcrumb ?? []).map((crumb) => crumb.page_url),
    ...(page.answer?.quick_links ?? []).map((link) => link.page_url),
  ].join('\n');
  useEffect(() => {
    if (register) for (const path of categoryLinks.split('\n')) register(path);
  }, [register, categoryLinks]);

  const title = page.answer?.title?.trim() || null;
  const documentTitle = categoryDocumentTitle(title, metaTitleSuffix);
  useEffect(() => {
    if (documentTitle === null || typeof document === 'undefined') return;
    const before = document.title;
    document.title = documentTitle;
    return () => {
      document.title = before;
    };
  }, [documentTitle]);

  return {
    ...page,
    title,
    breadcrumb: page.answer?.breadcrumb ?? [],
    quickLinks: page.answer?.quick_links ?? [],
    queryId,
  };
}
