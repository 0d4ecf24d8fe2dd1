/**
 * The shape of the widget's interface texts: the message keys, the locale ids and what a locale
 * holds. A module of its own with no imports, so the locales (`src/widget/locales/`) and the
 * translator (`./i18n`) both import it without importing each other in a circle.
 */

/** A text with plural forms, chosen by `Intl.PluralRules` from the `count` value. */
export type PluralMessage = { other: string } & Partial<
  Record<'zero' | 'one' | 'two' | 'few' | 'many', string>
>;

/** Every interface text of the widget. `{name}` marks a value filled in. */
export interface WidgetMessages {
  // Search modal
  /** Accessible name of the search field. */
  searchLabel: string;
  searchPlaceholder: string;
  clearSearch: string;
  submitSearch: string;
  back: string;
  closeSearch: string;
  previousSearches: string;
  /** `{query}`: the search to remove. */
  removePreviousSearch: string;
  suggestions: string;
  categories: string;
  brands: string;
  contentPages: string;
  products: string;
  /** `{count}`: the number of results. */
  viewAllResults: PluralMessage;
  discoverMore: string;
  /** `{count}`. */
  resultCount: PluralMessage;
  /** `{query}`. */
  searchResultsFor: string;
  /** `{query}`. */
  noResults: string;
  noResultsHint: string;
  loading: string;
  searchFailed: string;
  retry: string;
  // Error boundaries (spec, section 8)
  autocompleteFailed: string;
  instantResultsFailed: string;
  productCardFailed: string;
  // Filters and sorting
  filters: string;
  showFilters: string;
  hideFilters: string;
  clearAllFilters: string;
  clearFilter: string;
  /** `{count}`: products the filters leave. */
  showProducts: PluralMessage;
  /** `{count}`: values selected in one filter. */
  selectedCount: PluralMessage;
  rangeMin: string;
  rangeMax: string;
  showMore: string;
  showLess: string;
  sortBy: string;
  sortRelevance: string;
  sortAscending: string;
  sortDescending: string;
  sortPriceAscending: string;
  sortPriceDescending: string;
  sortNewest: string;
  sortNameAscending: string;
  sortNameDescending: string;
  // Toast after filters were cleared
  filtersClearedToast: string;
  restoreFilters: string;
  ok: string;
  // Listing pages and recommendations
  /** `{count}`. */
  productCount: PluralMessage;
  loadMore: string;
  /** `{shown}` and `{total}`. */
  shownOfTotal: string;
  breadcrumb: string;
  relatedCategories: string;
  recommended: string;
  noProducts: string;
  salePrice: string;
  originalPrice: string;
  previous: string;
  next: string;
  // Listing pages
  /** `{shown}` of `{count}` products (plural by `{count}`), said after "show more". */
  listingPosition: PluralMessage;
  loadingMoreProducts: string;
  /** `{position}` and `{total}`: said when Back lands on the product the shopper opened. */
  returnedToProduct: string;
  /** A listing or search page whose products failed to load. */
  listingFailed: string;
  /** Heading of the content results rows of the search page. */
  contentResultsHeading: string;
  showMoreContentResults: string;
  /** Heading of the recommendation rows when a search finds few or no products. */
  fewResultsRecommendations: string;
  // Recommendation slider
  /** `{first}`, `{last}` and `{count}`: the products in view, said once scrolling settles. */
  sliderPosition: string;
  /** `aria-roledescription` of the slider's region. */
  sliderRoleDescription: string;
  /** Accessible name of the slider's previous button. */
  sliderPrevious: string;
  /** Accessible name of the slider's next button. */
  sliderNext: string;
  // Filters
  /** A chip or choice that leaves a value out (`nin`, `neq`); `{value}`. */
  filterExcluded: string;
  /** A range chip; `{low}` and `{high}` (the unit follows). */
  filterRangeLabel: string;
  /** A `leq` chip; `{value}`. */
  filterAtMost: string;
  /** A `geq` chip; `{value}`. */
  filterAtLeast: string;
  /** Label of a range's low field and thumb; `{group}`. */
  rangeLowLabel: string;
  /** Label of a range's high field and thumb; `{group}`. */
  rangeHighLabel: string;
  /** A number of a range as shown and said (thumbs, bounds); `{value}`, formatted for the locale. */
  rangeNumber: string;
  /** Applies the typed range. */
  rangeApply: string;
  /** A typed bound that is not a number. */
  rangeNotNumber: string;
  /** A typed bound outside the range; `{min}` and `{max}`. */
  rangeOutOfBounds: string;
  /** The high bound below the low one; `{low}`. */
  rangeLowAboveHigh: string;
  /** Accessible name and placeholder of the search inside a long list; `{group}`. */
  filterSearchLabel: string;
  /** `{count}`: values "show more" adds. */
  filterShowMore: PluralMessage;
  /** A filter the API offers with no values. */
  filterNoValues: string;
  /** A hierarchical level's expand button; `{name}`. */
  filterExpand: string;
  /** A hierarchical level's collapse button; `{name}`. */
  filterCollapse: string;
  /** The radio choice that applies no value. */
  filterAll: string;
  /** A chip's remove button; `{group}` and `{value}`. */
  removeFilterChip: string;
  /** Name of the list of applied filters. */
  activeFilters: string;
  /** The filter sheet's close button. */
  closeFilters: string;
}

/** A text of the widget. */
export type WidgetMessageKey = keyof WidgetMessages;

/** The locales of the widget. */
export const WIDGET_LOCALE_IDS = [
  'en',
  'cs',
  'da',
  'nl',
  'fi',
  'fr',
  'de',
  'it',
  'no',
  'pl',
  'pt',
  'es',
  'sv',
] as const;
/** A locale of the widget. */
export type WidgetLocaleId = (typeof WIDGET_LOCALE_IDS)[number];

/** A locale: its id, its BCP 47 tag for `Intl`, and its texts (English fills the gaps). */
export interface WidgetLocale {
  id: WidgetLocaleId;
  /** The tag for `Intl` (plural rules, number formatting), e.g. `nb` for Norwegian. */
  tag: string;
  messages: Partial<WidgetMessages>;
}

/** A locale with every text. */
export interface CompleteWidgetLocale extends WidgetLocale {
  messages: WidgetMessages;
}

/**
 * The widget locale for a language tag (`nb-NO`, `nn`, `no` give Norwegian; `en-GB` English);
 * English for anything unknown.
 */
export function resolveWidgetLocaleId(tag: string | null | undefined): WidgetLocaleId {
  const language = (tag ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  if (language === 'nb' || language === 'nn') return 'no';
  return (WIDGET_LOCALE_IDS as readonly string[]).includes(language) ? (language as WidgetLocaleId) : 'en';
}
