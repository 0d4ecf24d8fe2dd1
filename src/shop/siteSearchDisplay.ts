/**
 * What the site search's hits and search page show (shop spec sections 2, 4, 5, 8 and 9): the texts
 * chosen for headings, counts and announcements, a product hit's price and picture (the product
 * card's rules, so a product shows the same price in search as on its card), the thumbnail of every
 * other hit, how each group of the search page is laid out, and what a submit of the page's form
 * does. Plain TypeScript, no React: the overlay and the search page only render it.
 */
import type { MessageKey } from '../i18n/nb';
import type { Translate } from '../i18n/translate';
import {
  DEFAULT_IMAGE_HOSTS,
  DEFAULT_MEDIA_RATIO,
  DEFAULT_PRODUCT_IMAGE_SIZES,
  PRODUCT_MEDIA_MOBILE_QUERY,
  resolveCardPicture,
  resolveCardPrice,
  type CardPrice,
  type CardPriceOptions,
} from './product';
import { buildSearchHref, type SearchScope } from './routes';
import type { Article, SiteSearchResponse } from './schemas/article';
import type { MediaUrl, SrcSet } from '../utils/url';
import {
  SITE_SEARCH_PAGE_SIZE,
  countSiteSearchHitsByScope,
  countSiteSearchProducts,
  groupSiteSearchResults,
  isSearchableQuery,
  isSiteSearchEmpty,
  normalizeSearchQuery,
  siteSearchBrandLine,
  siteSearchImageSrc,
  siteSearchProductVariant,
  scopeGroups,
  siteSearchPager,
  type SiteSearchGroup,
  type SiteSearchGroupKey,
  type SiteSearchItem,
  type SiteSearchPager,
  type SiteSearchStatus,
} from './siteSearch';

// -----------------------------------------------------------------------------------------------
// Texts
// -----------------------------------------------------------------------------------------------

/** The message key of each group's heading. */
export const SITE_SEARCH_GROUP_TITLE_KEYS: Readonly<Record<SiteSearchGroupKey, MessageKey>> = {
  products: 'siteSearch.group.products',
  categories: 'siteSearch.group.categories',
  stores: 'siteSearch.group.stores',
  cities: 'siteSearch.group.cities',
  pages: 'siteSearch.group.pages',
};

/** The message key of each link of the search page's result type switcher. */
export const SITE_SEARCH_SCOPE_LABEL_KEYS: Readonly<Record<SearchScope | 'all', MessageKey>> = {
  all: 'siteSearchPage.scope.all',
  products: 'siteSearchPage.scope.products',
  stores: 'siteSearchPage.scope.stores',
  articles: 'siteSearchPage.scope.articles',
};

/**
 * The count beside a group's heading on the search page: "Viser 25–48 av 92" when the group shows
 * fewer hits than it has (which ones, on a later page of product hits), else "21 treff".
 */
export function siteSearchGroupMeta(group: SiteSearchGroup, t: Translate): string {
  if (!group.limited) return t('siteSearchPage.groupCount', { count: group.total });
  const offset = group.offset ?? 0;
  return t('siteSearchPage.shownRange', {
    first: group.items.length === 0 ? offset : offset + 1,
    last: offset + group.items.length,
    total: group.total,
  });
}

// -----------------------------------------------------------------------------------------------
// Product hits: the card's price and picture rules
// -----------------------------------------------------------------------------------------------

/**
 * The price a product hit shows: the product card's rule ({@link resolveCardPrice}) with the same
 * options, so a hit and a card never disagree (campaign, coupon, from-price and subscription alike).
 */
export function siteSearchHitPrice(
  article: Pick<Article, 'price' | 'allowSubscription'>,
  options: CardPriceOptions = {},
): CardPrice {
  return resolveCardPrice(article, options);
}

/** Where a hit's picture sits: the small square of a row, or the picture of a search page card. */
export type SiteSearchPictureSlot = 'row' | 'card';

/** The width of a row's picture, in px. */
export const SITE_SEARCH_ROW_THUMBNAIL_PX = 56;

/** The width of the picture or glyph of a store, city, category or page row, in px. */
export const SITE_SEARCH_ROW_ICON_PX = 40;

/** The `sizes` of a row's product picture (a fixed 56 px square). */
export const SITE_SEARCH_ROW_IMAGE_SIZES = `${SITE_SEARCH_ROW_THUMBNAIL_PX}px`;

/**
 * The `sizes` of a search page card's picture: the page's product grid is the card grid (two
 * columns on phones, three on tablets, four on desktops), so the card's own `sizes`.
 */
export const SITE_SEARCH_CARD_IMAGE_SIZES = DEFAULT_PRODUCT_IMAGE_SIZES;

/** Width divided by height of a search page card's picture frame (the card's default ratio). */
export const SITE_SEARCH_CARD_RATIO = DEFAULT_MEDIA_RATIO;

/** A hit's picture as an image frame renders it. */
export interface SiteSearchPicture {
  /** The fallback image URL (allowed hosts only). */
  src: MediaUrl;
  /** Width-described candidates, when the hit has size variants. */
  srcSet?: SrcSet;
  /** The `sizes` that goes with `srcSet`. */
  sizes?: string;
  /** Art-directed sources before the image (the card's mobile variant). */
  sources: ReadonlyArray<{ media: string; srcSet: SrcSet }>;
}

/**
 * A product hit's picture, chosen the product card's way ({@link resolveCardPicture}): the first
 * media's preferred size as the fallback `src`, every allowed size variant in `srcset` (the browser
 * picks the size for the slot from `sizes`), and on a card the mobile variant under 768 px.
 * `null` when no image of the article may render.
 */
export function siteSearchProductPicture(
  article: Pick<Article, 'medias'>,
  slot: SiteSearchPictureSlot,
  allowedHosts: readonly string[] = DEFAULT_IMAGE_HOSTS,
): SiteSearchPicture | null {
  const first = article.medias[0];
  if (!first) return null;
  const picture = resolveCardPicture(first, 'default', allowedHosts);
  const mobilePicture = resolveCardPicture(first, 'mobile', allowedHosts);
  const main = picture ?? mobilePicture;
  if (!main) return null;
  const mobile = slot === 'card' && picture && mobilePicture ? mobilePicture : null;
  return {
    src: main.src,
    srcSet: main.srcSet,
    sizes: slot === 'row' ? SITE_SEARCH_ROW_IMAGE_SIZES : SITE_SEARCH_CARD_IMAGE_SIZES,
    sources: mobile ? [{ media: PRODUCT_MEDIA_MOBILE_QUERY, srcSet: mobile.srcSet }] : [],
  };
}

// -----------------------------------------------------------------------------------------------
// Rows
// -----------------------------------------------------------------------------------------------

/** The glyph a hit shows on the stage when it has no picture. */
export type SiteSearchGlyph = 'store' | 'city' | 'page' | 'category';

/** The thumbnail slot of a hit row. */
export interface SiteSearchThumbnail {
  /** Width and height in px. */
  size: number;
  /** A round badge (stores and cities) instead of the square picture stage. */
  round: boolean;
  /** Shown when there is no picture, or it fails to load. */
  glyph: SiteSearchGlyph;
  /** The picture, or `null` for the glyph alone. */
  picture: SiteSearchPicture | null;
}

/** Everything a hit row shows, chosen for its kind. */
export interface SiteSearchRowContent {
  thumbnail: SiteSearchThumbnail;
  /** A product's brand line above its name. */
  brand: string | null;
  /** The main line: the product, store, category or page name, or "Butikker i {city}". */
  primary: string;
  /** A product's colour or package after its name: what tells it from its other variants. */
  variant: string | null;
  /** The line under it: a store's address. */
  secondary: string | null;
  /** A product's price (the card's rule). */
  price: CardPrice | null;
}

/** Options of {@link siteSearchRowContent}. */
export interface SiteSearchRowOptions extends CardPriceOptions {
  /** Hosts a product picture may come from. @default DEFAULT_IMAGE_HOSTS */
  allowedImageHosts?: readonly string[];
}

function picture(url: string | null | undefined): SiteSearchPicture | null {
  const src = siteSearchImageSrc(url);
  return src === null ? null : { src, sources: [] };
}

/**
 * What one hit row shows: a product with its picture, brand, name, colour or package and price; a
 * store with its name
 * and address on a round badge; a city as "Butikker i {city}"; a category or page with its picture
 * and title.
 */
export function siteSearchRowContent(
  item: SiteSearchItem,
  t: Translate,
  options: SiteSearchRowOptions = {},
): SiteSearchRowContent {
  const icon = (glyph: SiteSearchGlyph, round: boolean, shown: SiteSearchPicture | null) => ({
    size: SITE_SEARCH_ROW_ICON_PX,
    round,
    glyph,
    picture: shown,
  });
  const plain = { brand: null, variant: null, secondary: null, price: null };
  switch (item.kind) {
    case 'product':
      return {
        thumbnail: {
          size: SITE_SEARCH_ROW_THUMBNAIL_PX,
          round: false,
          glyph: 'category',
          picture: siteSearchProductPicture(item.article, 'row', options.allowedImageHosts),
        },
        brand: siteSearchBrandLine(item.article),
        primary: item.article.name,
        variant: siteSearchProductVariant(item.article),
        secondary: null,
        price: siteSearchHitPrice(item.article, options),
      };
    case 'store':
      return {
        ...plain,
        thumbnail: icon('store', true, null),
        primary: item.store.name,
        secondary: item.store.address,
      };
    case 'city':
      return {
        ...plain,
        thumbnail: icon('city', true, null),
        primary: t('siteSearch.cityStores', { city: item.city.city }),
      };
    case 'category':
      return {
        ...plain,
        thumbnail: icon('category', false, picture(item.category.imageUrl)),
        primary: item.category.title,
      };
    case 'page':
      return {
        ...plain,
        thumbnail: icon('page', false, picture(item.page.imageUrl)),
        primary: item.page.title,
      };
  }
}

/**
 * How the search page lays out a group: products as cards in a grid, cities as one column of rows,
 * the other groups as rows in two columns from tablets on.
 */
export type SiteSearchGroupLayout = 'cards' | 'rows' | 'columns';

/** The layout of a group on the search page (see {@link SiteSearchGroupLayout}). */
export function siteSearchGroupLayout(key: SiteSearchGroupKey): SiteSearchGroupLayout {
  if (key === 'products') return 'cards';
  return key === 'cities' ? 'rows' : 'columns';
}

// -----------------------------------------------------------------------------------------------
// The search page
// -----------------------------------------------------------------------------------------------

/** What a submit of the search page's form does. */
export type SiteSearchSubmit =
  { action: 'none' } | { action: 'tooShort' } | { action: 'search'; query: string; href: string };

/**
 * A submit of the search page's form: an empty field does nothing, one character shows the
 * minimum-length message, anything longer goes to `/search?q=…` (without the scope).
 */
export function siteSearchSubmit(value: string): SiteSearchSubmit {
  const query = normalizeSearchQuery(value);
  if (query === '') return { action: 'none' };
  if (!isSearchableQuery(query)) return { action: 'tooShort' };
  return { action: 'search', query, href: buildSearchHref(query) };
}

/** The search page's pager: where it stands and the hrefs of the pages before and after. */
export interface SiteSearchPagerView extends SiteSearchPager {
  /** "Side 2 av 4". */
  label: string;
  /** The page before, or `null` on the first page. */
  previousHref: string | null;
  /** The page after, or `null` on the last. */
  nextHref: string | null;
}

/**
 * How many hits of each group other than products the search page asks for: as many as the shop's
 * reader keeps of a group (`SITE_SEARCH_MAX_GROUP_HITS`, 48; a test holds them equal). Kept here as
 * a number so the search page does not load the answer's schemas to know it.
 */
export const SITE_SEARCH_PAGE_GROUP_LIMIT = 48;

/** What a page of the search page asks the site search for. */
export interface SiteSearchPageRequest {
  /** The first product hit of the page. */
  offset: number;
  /** Product hits per page ({@link SITE_SEARCH_PAGE_SIZE}). */
  limit: number;
  /**
   * Hits of each other group ({@link SITE_SEARCH_PAGE_GROUP_LIMIT}), so a group of stores or pages
   * is not cut at the overlay's handful.
   */
  groupLimit: number;
}

/**
 * What a page of the search page asks for: {@link SITE_SEARCH_PAGE_SIZE} product hits from the
 * page's start, and every hit of the other groups (up to {@link SITE_SEARCH_PAGE_GROUP_LIMIT}).
 */
export function siteSearchPageRequest(page: number): SiteSearchPageRequest {
  return {
    offset: (Math.max(1, Math.floor(page)) - 1) * SITE_SEARCH_PAGE_SIZE,
    limit: SITE_SEARCH_PAGE_SIZE,
    groupLimit: SITE_SEARCH_PAGE_GROUP_LIMIT,
  };
}

/** What the search page shows for its query, scope and search state. */
export interface SiteSearchPageView {
  /** The page's heading: "Søkeresultater for «q»", or "Søk" before a searchable query. */
  title: string;
  /** The query is long enough to search (the type switcher shows). */
  searchable: boolean;
  /** The answer shown (settled answers only), or `null`. */
  response: SiteSearchResponse | null;
  /** Hits per result type, for the switcher; `null` before an answer. */
  counts: Record<SearchScope | 'all', number> | null;
  /** The groups of the scope, in order (a later page of product hits: the products alone). */
  groups: SiteSearchGroup[];
  /** The pages of product hits, when they do not fit on one; `null` otherwise. */
  pager: SiteSearchPagerView | null;
  /** No query: the intro text and popular searches. */
  showIntro: boolean;
  /** A query too short to search: the popular searches alone. */
  showPopularOnly: boolean;
  /** Loading: placeholder cards. */
  showSkeleton: boolean;
  /** The call failed: the error box with a retry. */
  showError: boolean;
  /** The answer has no hits in the scope: the no-results text. */
  showNoResults: boolean;
  /** The polite live region's text. */
  announcement: string;
}

/**
 * What the search page shows (shop spec sections 2, 5 and 8): the heading, the switcher's counts,
 * the groups of the scope, which state block is on (intro, popular searches, skeleton, error,
 * no results) and what the live region announces.
 */
export function siteSearchPageView(
  input: {
    query: string;
    scope: SearchScope | null;
    /** The page of product hits, from 1. @default 1 */
    page?: number;
    status: SiteSearchStatus;
    response: SiteSearchResponse | null;
  },
  t: Translate,
): SiteSearchPageView {
  const { query, scope, status } = input;
  const page = Math.max(1, Math.floor(input.page ?? 1));
  const hasQuery = query !== '';
  const searchable = isSearchableQuery(query);
  const response = status === 'success' || status === 'empty' ? input.response : null;
  const counts = response ? countSiteSearchHitsByScope(response) : null;
  const showsProducts = scopeGroups(scope).includes('products');
  const products = response ? countSiteSearchProducts(response) : 0;
  // A page past the last one has products, just not on it: the pager leads back.
  const pastTheEnd = showsProducts && page > 1 && products > 0;
  const scopeEmpty = response ? isSiteSearchEmpty(response, scope) && !pastTheEnd : false;
  let announcement = '';
  if (status === 'loading') announcement = t('siteSearch.searching');
  else if (response && counts)
    announcement = scopeEmpty
      ? t('siteSearch.noResults', { query })
      : t('siteSearch.resultCount', { count: counts[scope ?? 'all'], query });
  else if (status === 'error') announcement = t('siteSearchPage.error');
  const { offset } = siteSearchPageRequest(page);
  const groups =
    response && !scopeEmpty
      ? groupSiteSearchResults(response, { scope, productOffset: offset }).filter(
          // The other groups belong to the first page.
          (group) => page === 1 || group.key === 'products',
        )
      : [];
  const pager =
    response && showsProducts && !scopeEmpty ? siteSearchPager(products, page, SITE_SEARCH_PAGE_SIZE) : null;
  return {
    title: searchable ? t('siteSearchPage.resultsTitle', { query }) : t('siteSearchPage.title'),
    searchable,
    response,
    counts,
    groups,
    pager: pager && {
      ...pager,
      label: t('siteSearchPage.pageOf', { page: pager.page, pages: pager.pages }),
      previousHref: pager.previous === null ? null : buildSearchHref(query, scope, pager.previous),
      nextHref: pager.next === null ? null : buildSearchHref(query, scope, pager.next),
    },
    showIntro: !hasQuery,
    showPopularOnly: hasQuery && !searchable,
    showSkeleton: status === 'loading',
    showError: status === 'error',
    showNoResults: response !== null && scopeEmpty,
    announcement,
  };
}
