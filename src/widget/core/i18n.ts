/**
 * The widget's interface texts (widget spec, section 1): 13 locales, English the default. Each
 * locale is its own module in `src/widget/locales/`, so a host bundles only the ones it imports
 * (or loads one lazily with `loadWidgetLocale`). English, Danish, Finnish, Norwegian and Swedish
 * are complete by type: a new text cannot be added without them. The other locales may lag
 * behind; a text they lack falls back to English. Plural forms follow `Intl.PluralRules` (Czech
 * and Polish: one, few for 2 to 4, many).
 */
import { widgetLocaleEn } from '../locales/en';

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

/** Looks up a text and fills in its `{values}`; a plural text picks its form from `count`. */
export type WidgetTranslate = (key: WidgetMessageKey, values?: Record<string, string | number>) => string;

/**
 * A translator over `locale`; a text it lacks comes from English (with English plural rules).
 * Numbers filled in are formatted for the locale (`1 234` in Norwegian).
 * @param locale - @default English
 */
export function createWidgetTranslator(locale: WidgetLocale = widgetLocaleEn): WidgetTranslate {
  const formats = new Map<string, [Intl.PluralRules, Intl.NumberFormat]>();
  const intl = (tag: string) => {
    let pair = formats.get(tag);
    if (!pair) formats.set(tag, (pair = [new Intl.PluralRules(tag), new Intl.NumberFormat(tag)]));
    return pair;
  };
  return (key, values = {}) => {
    const own = locale.messages[key];
    const { tag } = own === undefined ? widgetLocaleEn : locale;
    const message = own ?? widgetLocaleEn.messages[key];
    const [plurals, numbers] = intl(tag);
    const count = values.count;
    const template =
      typeof message === 'string'
        ? message
        : ((typeof count === 'number' ? message[plurals.select(count)] : undefined) ?? message.other);
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = values[name];
      return value === undefined ? whole : typeof value === 'number' ? numbers.format(value) : value;
    });
  };
}
