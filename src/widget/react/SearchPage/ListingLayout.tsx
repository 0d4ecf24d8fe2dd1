import { useId, type ReactNode } from 'react';
import type { ProductCardPlacement } from '../../core/productCard';
import type { WidgetTranslate } from '../../core/i18n';
import { ActiveFilterChips, FilterPanel, FilterSheet, SortSelect } from '../filters';
import type { ListingPageHandle } from '../listing';
import type { CardKit } from '../recommendations/RecommendationCard';
import { LISTING_PAGE_SIZE } from '../../core/listing/paging';
import { ListingGrid } from './ListingGrid';
import {
  FilterButton,
  Footer,
  Layout,
  Main,
  MoreButton,
  Sidebar,
  Toolbar,
  VisuallyHidden,
} from './ListingLayout.styles';
import { useListingScroll } from './useListingScroll';

type AnyPage = ListingPageHandle<'search', never> | ListingPageHandle<'category', never>;

/** Props of {@link ListingLayout}. */
export interface ListingLayoutProps {
  page: Pick<
    AnyPage,
    | 'status'
    | 'state'
    | 'displays'
    | 'hrefs'
    | 'total'
    | 'filters'
    | 'sorts'
    | 'canLoadMore'
    | 'showMore'
    | 'positionText'
    | 'setSorting'
    | 'setFilters'
    | 'appliedFilters'
    | 'clearFilters'
    | 'restorationMinHeight'
    | 'scrollTarget'
    | 'finishScrollRestoration'
    | 'captureScroll'
  > & {
    history: {
      filters_open: boolean;
      expanded_filters: string[];
      expanded_hierarchical_filters: Record<string, string[][]>;
    };
    updateHistory(patch: {
      filters_open?: boolean;
      expanded_filters?: string[];
      expanded_hierarchical_filters?: Record<string, string[][]>;
    }): void;
  };
  placement: Extract<ProductCardPlacement, 'search' | 'listing'>;
  kit: CardKit;
  t: WidgetTranslate;
  /** Id of the heading the grid is named by. */
  labelledBy: string;
  /** What shows instead of the grid (no results, failed), when anything. */
  instead?: ReactNode;
  /** Shown between the toolbar and the grid (content results). */
  beforeGrid?: ReactNode;
  /** Shown after the grid and "show more" (recommendations). */
  afterGrid?: ReactNode;
}

/**
 * What both listing pages share: the filter sidebar (desktop) and sheet (mobile), sorting, the
 * applied filters as chips, the grid with placeholders of the final size, "show more" with the
 * position in a live region, and scroll restoration. Every change is the listing hook's (its
 * `setFilters`, `setSorting`, `clearFilters`), which writes the URL: this view computes no filter
 * list and no URL.
 */
export function ListingLayout({
  page,
  placement,
  kit,
  t,
  labelledBy,
  instead,
  beforeGrid,
  afterGrid,
}: ListingLayoutProps) {
  // The sheet's open state is the history entry's (`filters_open`): a tick inside it is a new
  // entry that keeps it open, and Back and Forward bring it back as it was.
  const sheetOpen = page.history.filters_open;
  const setSheetOpen = (open: boolean) => page.updateHistory({ filters_open: open });
  const gridId = useId();
  const { state, setFilters, appliedFilters: applied } = page;
  const gridSelector = `[data-glimt-listing="${CSS_ESCAPE(gridId)}"] [data-glimt-listing-grid]`;
  const { onFollow, returnedTo } = useListingScroll(page, gridSelector);

  const loading = page.status === 'loading';
  const loadingMore = page.status === 'loading-more';
  // A filter or sorting change: the previous products stay, busy, until the new ones come.
  const refreshing = page.status === 'refreshing';
  const skeletons = loading
    ? LISTING_PAGE_SIZE
    : loadingMore
      ? Math.min(LISTING_PAGE_SIZE, Math.max(0, page.total - page.displays.length))
      : 0;
  const panel = (
    <FilterPanel
      filters={page.filters}
      applied={applied}
      onChange={setFilters}
      // Until the shopper opens or closes a group, the panel opens its first groups itself.
      expandedFilters={page.history.expanded_filters.length > 0 ? page.history.expanded_filters : undefined}
      onExpandedFiltersChange={(fields) => page.updateHistory({ expanded_filters: fields })}
      expandedHierarchicalFilters={page.history.expanded_hierarchical_filters}
      onExpandedHierarchicalFiltersChange={(next) =>
        page.updateHistory({ expanded_hierarchical_filters: mutablePaths(next) })
      }
    />
  );
  const hasFilters = page.filters.length > 0;
  // The sidebar's column stays while loading (no shift when the filters come) and goes when the
  // answer has no filters to offer.
  const sidebar = hasFilters || loading || page.status === 'idle';

  return (
    <Layout data-glimt-listing={gridId} $sidebar={sidebar}>
      {sidebar && (
        <Sidebar aria-labelledby={`${gridId}-filters`}>
          {/* The groups' headings (h3) sit under this one, after the page's h1. */}
          <VisuallyHidden as="h2" id={`${gridId}-filters`}>
            {t('filters')}
          </VisuallyHidden>
          {hasFilters && panel}
        </Sidebar>
      )}
      <Main>
        <Toolbar $reserve={loading && page.sorts.length === 0}>
          {hasFilters && (
            <FilterButton type="button" aria-haspopup="dialog" onClick={() => setSheetOpen(true)}>
              {t('filters')}
              {applied.length > 0 ? ` (${applied.length})` : ''}
            </FilterButton>
          )}
          {page.sorts.length > 0 && (
            <SortSelect sorts={page.sorts} value={state.sorting} onChange={page.setSorting} />
          )}
        </Toolbar>
        {/* Always there (hidden without filters): see ActiveFilterChips. */}
        {/* The chips show the URL's filters: a new chip follows the tick with the URL, a frame
            later (it pushes the grid down, and laying out, walking and painting the moved grid in
            the tick's own frame cost it about 15 ms at 4x CPU). */}
        <ActiveFilterChips
          applied={state.filters}
          filters={page.filters}
          onChange={setFilters}
          // The last filter removed: the bar hides, and the shopper hears the heading with its count.
          onEmptied={() => (labelledBy ? document.getElementById(labelledBy)?.focus() : undefined)}
        />
        {beforeGrid}
        {instead ?? (
          <ListingGrid
            displays={page.displays}
            hrefs={page.hrefs}
            placement={placement}
            kit={kit}
            skeletons={skeletons}
            busy={refreshing}
            onFollow={onFollow}
            labelledBy={labelledBy}
            minHeight={page.restorationMinHeight}
          />
        )}
        <Footer>
          {!instead && page.displays.length > 0 && <p aria-hidden="true">{page.positionText}</p>}
          {/* The button stays while the next page loads, so keyboard focus is not lost. */}
          {(page.canLoadMore || loadingMore) && !instead && (
            <MoreButton
              type="button"
              aria-disabled={loadingMore || undefined}
              onClick={() => {
                if (!loadingMore) page.showMore();
              }}
            >
              {t('loadMore')}
            </MoreButton>
          )}
          {/* Said after "show more": what is loading, then where the shopper is. */}
          <VisuallyHidden role="status">
            {loadingMore
              ? t('loadingMoreProducts')
              : page.status === 'ready' && page.displays.length > LISTING_PAGE_SIZE
                ? page.positionText
                : ''}
          </VisuallyHidden>
          {/* Said once Back has landed on the product the shopper opened (its card has focus). */}
          <VisuallyHidden role="status">
            {returnedTo ? t('returnedToProduct', { ...returnedTo }) : ''}
          </VisuallyHidden>
        </Footer>
        {afterGrid}
      </Main>
      {hasFilters && (
        <FilterSheet
          isOpen={sheetOpen}
          onOpenChange={setSheetOpen}
          productCount={page.total}
          onClearAll={applied.length > 0 ? page.clearFilters : undefined}
        >
          {panel}
        </FilterSheet>
      )}
    </Layout>
  );
}

/** The history state keeps plain arrays. */
const mutablePaths = (next: Record<string, readonly (readonly string[])[]>) =>
  Object.fromEntries(Object.entries(next).map(([field, paths]) => [field, paths.map((path) => [...path])]));

const CSS_ESCAPE = (value: string) => value.replace(/["\\]/g, '\\$&');
