/**
 * Hand-written parsers of what the widget reads at run time: the answers of the widget API and
 * the filters and sortings of the URL. They accept and answer exactly what the schemas in
 * `./schemas` do (a test compares both on fixtures and on random and mutated payloads), but
 * without zod, which would otherwise be most of the widget core's download. The schemas stay the
 * reference: the fake backend checks requests with them, and the types come from them.
 *
 * Each parser answers the parsed value (ids turned into strings, unknown fields dropped except on
 * the loose objects the schemas keep them on) or `undefined` when the payload does not fit.
 */
import { toSafeUrl } from '../../utils/url';
import { SORT_ORDERS, SUGGESTION_TYPES } from './constants';
import type {
  Filter,
  ProductListingResponse,
  RecommendResponse,
  RelatedResponse,
  SearchResultsResponse,
  Sort,
  SuggestionsResponse,
} from './schemas';

/** What a parser answers for a payload that does not fit. */
const FAIL: unique symbol = Symbol('fail');
type Parser = (input: unknown) => unknown;
type Shape = Record<string, Parser>;

const str: Parser = (input) => (typeof input === 'string' ? input : FAIL);
const nonEmpty: Parser = (input) => (typeof input === 'string' && input !== '' ? input : FAIL);
const num: Parser = (input) => (typeof input === 'number' && Number.isFinite(input) ? input : FAIL);
const bool: Parser = (input) => (typeof input === 'boolean' ? input : FAIL);
/** A safe integer, at least 0. */
const count: Parser = (input) => (Number.isSafeInteger(input) && (input as number) >= 0 ? input : FAIL);
const oneOf =
  (values: readonly unknown[]): Parser =>
  (input) =>
    values.includes(input) ? input : FAIL;

/** A value that may be missing (`undefined`). */
const optional =
  (parser: Parser): Parser =>
  (input) =>
    input === undefined ? undefined : parser(input);
/** A value that may be `null`. */
const nullable =
  (parser: Parser): Parser =>
  (input) =>
    input === null ? null : parser(input);
/** Missing, `null` or the value. */
const maybe = (parser: Parser) => optional(nullable(parser));
/** The first parser that fits. */
const union =
  (...parsers: Parser[]): Parser =>
  (input) => {
    for (const parser of parsers) {
      const value = parser(input);
      if (value !== FAIL) return value;
    }
    return FAIL;
  };

const array =
  (item: Parser): Parser =>
  (input) => {
    if (!Array.isArray(input)) return FAIL;
    const out: unknown[] = [];
    for (const element of input) {
      const value = item(element);
      if (value === FAIL) return FAIL;
      out.push(value);
    }
    return out;
  };

const isRecord = (input: unknown): input is Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

/** An object of `shape`; other fields are dropped, or kept when `loose`. */
const object =
  (shape: Shape, loose = false): Parser =>
  (input) => {
    if (!isRecord(input)) return FAIL;
    const out: Record<string, unknown> = loose ? { ...input } : {};
    for (const key of Object.keys(shape)) {
      const value = shape[key]!(input[key]);
      if (value === FAIL) return FAIL;
      if (value === undefined && !(key in input)) delete out[key];
      else out[key] = value;
    }
    return out;
  };

/** An id sent as a non-empty string or a number; always a string after parsing. */
const id: Parser = (input) => {
  const value = union(nonEmpty, num)(input);
  return value === FAIL ? FAIL : String(value);
};

const price = union(num, str);

const displayFields: Shape = {
  product_id: id,
  page_url: optional(str),
  localized_page_url: maybe(str),
  image_url: maybe(str),
  image_urls: optional(array(str)),
  brand: maybe(str),
  title: optional(str),
  sub_heading_1: maybe(str),
  sub_heading_2: maybe(str),
  sale_price: maybe(price),
  original_price: maybe(price),
  search_result_id: optional(str),
  recommendation_id: optional(str),
  product_listing_result_id: optional(str),
  ga_product_id: optional(str),
  ga_product_ids: optional(array(str)),
};

const productDisplay = object(
  {
    ...displayFields,
    variant_index: optional(count),
    variant_displays: optional(array(object(displayFields, true))),
  },
  true,
);
const displays = array(productDisplay);

const filterValue = union(str, num, bool, array(str));
const scalar = union(str, num, bool);
const range: Parser = (input) =>
  Array.isArray(input) &&
  input.length === 2 &&
  num(input[0]) !== FAIL &&
  num(input[1]) !== FAIL &&
  (input[0] as number) <= (input[1] as number)
    ? [input[0], input[1]]
    : FAIL;

const filterMeta = object(
  {
    group_title: str,
    type: optional(str),
    values: optional(array(filterValue)),
    names: optional(array(str)),
    counts: optional(array(count)),
    hex_colors: optional(array(nullable(str))),
    min: optional(num),
    max: optional(num),
    unit: optional(str),
  },
  true,
);

/** The data each filter operator takes. */
const FILTER_DATA: Record<string, Parser> = {
  eq: scalar,
  neq: scalar,
  in: array(filterValue),
  nin: array(filterValue),
  leq: num,
  geq: num,
  inrange: range,
};

/** A filter; in an answer the selection (`data`) may be missing or `null`, and `meta` is required. */
const filterOf =
  (inResponse: boolean): Parser =>
  (input) => {
    if (!isRecord(input)) return FAIL;
    const data = typeof input.op === 'string' ? FILTER_DATA[input.op] : undefined;
    if (!data || !Object.hasOwn(FILTER_DATA, input.op as string)) return FAIL;
    return object({
      field: nonEmpty,
      actual_field: optional(str),
      op: str,
      data: inResponse ? maybe(data) : data,
      meta: inResponse ? filterMeta : optional(filterMeta),
    })(input);
  };

const sort = object({ field: nonEmpty, order: oneOf(SORT_ORDERS) });
const responseSort = object({
  field: nonEmpty,
  order: optional(oneOf(SORT_ORDERS)),
  meta: optional(
    object(
      { title: optional(str), values: optional(array(oneOf(SORT_ORDERS))), names: optional(array(str)) },
      true,
    ),
  ),
});

const facets: Shape = {
  sorts: optional(array(responseSort)),
  filters: optional(array(filterOf(true))),
};

const link = (extra: Shape = {}) =>
  object({ title: str, page_url: str, listing_id: optional(str), ...extra });

const suggestionsResponse = object({
  suggestions_request_id: str,
  suggestions: array(
    object({
      type: oneOf(SUGGESTION_TYPES),
      title: nonEmpty,
      parent_title: maybe(str),
      category_type: maybe(str),
      page_url: maybe(str),
      listing_id: optional(str),
      suggestions_result_id: optional(str),
    }),
  ),
});

const searchResultsResponse = object({
  n_hits: count,
  displays,
  ...facets,
  search_request_id: str,
  content_search_links: optional(array(object({ page_url: str, title: str }))),
  failed: optional(bool),
});

const productListingResponse = object({
  n_hits: count,
  displays,
  ...facets,
  breadcrumb: optional(array(link())),
  quick_links: optional(array(link({ image_url: maybe(str) }))),
  product_listing_request_id: str,
  title: optional(str),
  failed: optional(bool),
});

const relatedResponse = object({ displays, search_request_id: optional(str) });
const recommendResponse = object({ displays, recommendation_request_id: optional(str) });

const run =
  <T>(parser: Parser) =>
  (input: unknown): T | undefined => {
    const value = parser(input);
    return value === FAIL ? undefined : (value as T);
  };

/** Parses an answer of the suggestions call. */
export const parseSuggestionsResponse = run<SuggestionsResponse>(suggestionsResponse);
/** Parses an answer of the search call. */
export const parseSearchResultsResponse = run<SearchResultsResponse>(searchResultsResponse);
/** Parses an answer of the listing call. */
export const parseProductListingResponse = run<ProductListingResponse>(productListingResponse);
/** Parses an answer of the related call. */
export const parseRelatedResponse = run<RelatedResponse>(relatedResponse);
/** Parses an answer of a recommendation call. */
export const parseRecommendResponse = run<RecommendResponse>(recommendResponse);
/** Parses a filter a request applies (as the URL holds it). */
export const parseFilter = run<Filter>(filterOf(false));
/** Parses a sorting a request applies. */
export const parseSort = run<Sort>(sort);

// -----------------------------------------------------------------------------------------------
// Bounds and the URL gate on parsed answers (issue #12): what leaves the client is never longer
// than a screen can show, and every link in it is an http(s) URL or a relative path.
// -----------------------------------------------------------------------------------------------

/** A page URL that passes the URL gate, else `undefined`. */
function gatedUrl(value: string | null | undefined): string | undefined {
  return toSafeUrl(value);
}

/** A product display with its links through the URL gate (a refused one is left out). */
function gateDisplay<T extends { page_url?: string; localized_page_url?: string | null }>(display: T): T {
  const out = { ...display };
  if (display.page_url !== undefined) {
    const url = gatedUrl(display.page_url);
    if (url === undefined) delete out.page_url;
    else out.page_url = url;
  }
  if (display.localized_page_url !== undefined && display.localized_page_url !== null)
    out.localized_page_url = gatedUrl(display.localized_page_url) ?? null;
  return out;
}

/** Displays cut to `max` and gated. */
export function boundDisplays<T extends { page_url?: string; localized_page_url?: string | null }>(
  displays: readonly T[],
  max: number,
): T[] {
  return displays.slice(0, Math.max(0, max)).map(gateDisplay);
}

/** Links (content links, breadcrumb, quick links) cut to `max`; one whose URL is refused is left out. */
export function boundLinks<T extends { page_url: string }>(
  links: readonly T[] | undefined,
  max: number,
): T[] | undefined {
  if (links === undefined) return undefined;
  const out: T[] = [];
  for (const link of links) {
    if (out.length >= max) break;
    const url = gatedUrl(link.page_url);
    if (url !== undefined) out.push({ ...link, page_url: url });
  }
  return out;
}

/** Suggestions cut to `max`, with a refused `page_url` turned into `null`. */
export function boundSuggestions(reply: SuggestionsResponse, max: number): SuggestionsResponse {
  return {
    ...reply,
    suggestions: reply.suggestions
      .slice(0, Math.max(0, max))
      .map((suggestion) =>
        suggestion.page_url === undefined || suggestion.page_url === null
          ? suggestion
          : { ...suggestion, page_url: gatedUrl(suggestion.page_url) ?? null },
      ),
  };
}
