import * as z from 'zod/mini';
import {
  CATEGORY_TYPE_BRAND,
  FILTER_OPS,
  FILTER_TYPES,
  RECOMMEND_KINDS,
  SORT_ORDERS,
  SUGGESTION_TYPES,
} from './constants';
import { idSchema, nonEmptyString as nonEmpty } from '../../utils/schemas';

// The fixed values live in `./constants` (no zod there, so browser code can import them alone).
export { CATEGORY_TYPE_BRAND, FILTER_OPS, FILTER_TYPES, RECOMMEND_KINDS, SORT_ORDERS, SUGGESTION_TYPES };

/**
 * Schemas of the widget API (widget spec, sections 3 and 7): suggestions, search results, product
 * listings, related products, recommendations and events. Answers are parsed leniently (fields the
 * spec leaves optional may be missing, unknown fields are kept on displays since merchants
 * configure them); requests are checked strictly by the fake backend, which answers 422 to a body
 * that does not parse.
 */

/** A price as the API sends it: a number, or (wrongly, but seen in the wild) a numeric string. */
export const displayPriceSchema = z.union([z.number(), z.string()]);
/** A price as the API sends it; the price formatter turns a string into a number with a warning. */
export type DisplayPrice = z.infer<typeof displayPriceSchema>;

// ---------------------------------------------------------------------------------------------
// Identity shared by every request
// ---------------------------------------------------------------------------------------------

/** Who asks: merchant (`tenant`) and market are required, the visitor ids are optional. */
const identityFields = {
  tenant: nonEmpty,
  market: nonEmpty,
  /** The visitor id (`_dep_id`). */
  dsid: z.optional(z.nullable(z.string())),
  user_id: z.optional(z.nullable(z.string())),
  session_id: z.optional(z.nullable(z.string())),
  locale: z.optional(z.string()),
  /** Free-form metadata the host passes through. */
  metadata: z.optional(z.record(z.string(), z.unknown())),
};

// ---------------------------------------------------------------------------------------------
// Product display
// ---------------------------------------------------------------------------------------------

const displayFields = {
  product_id: idSchema,
  page_url: z.optional(z.string()),
  localized_page_url: z.optional(z.nullable(z.string())),
  image_url: z.optional(z.nullable(z.string())),
  image_urls: z.optional(z.array(z.string())),
  brand: z.optional(z.nullable(z.string())),
  title: z.optional(z.string()),
  sub_heading_1: z.optional(z.nullable(z.string())),
  sub_heading_2: z.optional(z.nullable(z.string())),
  sale_price: z.optional(z.nullable(displayPriceSchema)),
  original_price: z.optional(z.nullable(displayPriceSchema)),
  search_result_id: z.optional(z.string()),
  recommendation_id: z.optional(z.string()),
  product_listing_result_id: z.optional(z.string()),
  ga_product_id: z.optional(z.string()),
  ga_product_ids: z.optional(z.array(z.string())),
};

/** One variant (a colour, a size) of a product display. Unknown merchant fields are kept. */
export const variantDisplaySchema = z.looseObject(displayFields);
/** One variant of a product display. */
export type VariantDisplay = z.infer<typeof variantDisplaySchema>;

/**
 * A product as the widget shows it. `variant_displays` lists the product's variants and
 * `variant_index` points at the one this display shows. Unknown merchant fields are kept.
 */
export const productDisplaySchema = z.looseObject({
  ...displayFields,
  variant_index: z.optional(z.int().check(z.minimum(0))),
  variant_displays: z.optional(z.array(variantDisplaySchema)),
});
/** A product as the widget shows it. */
export type ProductDisplay = z.infer<typeof productDisplaySchema>;

// ---------------------------------------------------------------------------------------------
// Filters and sorting
// ---------------------------------------------------------------------------------------------

/** A filter operator. */
export type FilterOp = (typeof FILTER_OPS)[number];

/**
 * A value a filter compares with. A list of strings is a path of a hierarchical filter
 * (`['Solbriller', 'Ray-Ban']`).
 */
export const filterValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);
/** A value a filter compares with. */
export type FilterValue = z.infer<typeof filterValueSchema>;

/** A kind of filter. */
export type FilterType = (typeof FILTER_TYPES)[number];

/**
 * What the API tells about a filter: its group title and, for facets, the values with their names
 * and counts (parallel lists), colours, or the range bounds. Unknown fields are kept.
 */
export const filterMetaSchema = z.looseObject({
  group_title: z.string(),
  type: z.optional(z.string()),
  values: z.optional(z.array(filterValueSchema)),
  names: z.optional(z.array(z.string())),
  counts: z.optional(z.array(z.int().check(z.minimum(0)))),
  hex_colors: z.optional(z.array(z.nullable(z.string()))),
  min: z.optional(z.number()),
  max: z.optional(z.number()),
  unit: z.optional(z.string()),
});
/** What the API tells about a filter. */
export type FilterMeta = z.infer<typeof filterMetaSchema>;

const scalarSchema = z.union([z.string(), z.number(), z.boolean()]);
const rangeSchema = z
  .tuple([z.number(), z.number()])
  .check(
    z.refine(([low, high]) => low <= high, 'The lower bound of a range must not exceed the upper bound'),
  );

const filterBase = {
  field: nonEmpty,
  /** The field as the API named it, kept when a client lower-cases `field`. */
  actual_field: z.optional(z.string()),
};

/** What a response filter has selected: missing or `null` when nothing is. */
function selection<T extends z.ZodMiniType>(schema: T) {
  return z.optional(z.nullable(schema));
}

/**
 * A filter a request applies: the operator decides the data (eq, neq: one value; in, nin: a list;
 * leq, geq: a number; inrange: `[low, high]`).
 */
export const filterSchema = z.discriminatedUnion('op', [
  z.object({
    ...filterBase,
    op: z.enum(['eq', 'neq']),
    data: scalarSchema,
    meta: z.optional(filterMetaSchema),
  }),
  z.object({
    ...filterBase,
    op: z.enum(['in', 'nin']),
    data: z.array(filterValueSchema),
    meta: z.optional(filterMetaSchema),
  }),
  z.object({
    ...filterBase,
    op: z.enum(['leq', 'geq']),
    data: z.number(),
    meta: z.optional(filterMetaSchema),
  }),
  z.object({
    ...filterBase,
    op: z.literal('inrange'),
    data: rangeSchema,
    meta: z.optional(filterMetaSchema),
  }),
]);
/** A filter a request applies. */
export type Filter = z.infer<typeof filterSchema>;

/**
 * A filter the API offers (a facet): `meta` describes it, `data` is what is selected now (missing
 * when nothing is).
 */
export const responseFilterSchema = z.discriminatedUnion('op', [
  z.object({
    ...filterBase,
    op: z.enum(['eq', 'neq']),
    data: selection(scalarSchema),
    meta: filterMetaSchema,
  }),
  z.object({
    ...filterBase,
    op: z.enum(['in', 'nin']),
    data: selection(z.array(filterValueSchema)),
    meta: filterMetaSchema,
  }),
  z.object({
    ...filterBase,
    op: z.enum(['leq', 'geq']),
    data: selection(z.number()),
    meta: filterMetaSchema,
  }),
  z.object({ ...filterBase, op: z.literal('inrange'), data: selection(rangeSchema), meta: filterMetaSchema }),
]);
/** A filter the API offers. */
export type ResponseFilter = z.infer<typeof responseFilterSchema>;

/** A sort order. */
export type SortOrder = (typeof SORT_ORDERS)[number];

/** A sorting a request applies. */
export const sortSchema = z.object({ field: nonEmpty, order: z.enum(SORT_ORDERS) });
/** A sorting a request applies. */
export type Sort = z.infer<typeof sortSchema>;

/** A sorting the API offers, with its title and the names of its orders. */
export const responseSortSchema = z.object({
  field: nonEmpty,
  order: z.optional(z.enum(SORT_ORDERS)),
  meta: z.optional(
    z.looseObject({
      title: z.optional(z.string()),
      values: z.optional(z.array(z.enum(SORT_ORDERS))),
      names: z.optional(z.array(z.string())),
    }),
  ),
});
/** A sorting the API offers. */
export type ResponseSort = z.infer<typeof responseSortSchema>;

// ---------------------------------------------------------------------------------------------
// Suggestions
// ---------------------------------------------------------------------------------------------

/** A kind of suggestion. */
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

/** A suggestion: a query to search for, a category or a content page to open. */
export const suggestionSchema = z.object({
  type: z.enum(SUGGESTION_TYPES),
  title: nonEmpty,
  /** The parent category's title (for a category suggestion). */
  parent_title: z.optional(z.nullable(z.string())),
  /** `BRAND` for a brand category, any other value for an ordinary one. */
  category_type: z.optional(z.nullable(z.string())),
  page_url: z.optional(z.nullable(z.string())),
  /** The listing id of a category suggestion. */
  listing_id: z.optional(z.string()),
  suggestions_result_id: z.optional(z.string()),
});
/** A suggestion. */
export type Suggestion = z.infer<typeof suggestionSchema>;

/** Query parameters of `GET {api}/v2/search/suggestions` (`metadata` is JSON text). */
export const suggestionsQuerySchema = z.object({
  query: z.string(),
  tenant: nonEmpty,
  market: nonEmpty,
  dsid: z.optional(z.string()),
  user_id: z.optional(z.string()),
  session_id: z.optional(z.string()),
  locale: z.optional(z.string()),
  metadata: z.optional(z.string()),
});
/** Query parameters of the suggestions call. */
export type SuggestionsQuery = z.infer<typeof suggestionsQuerySchema>;

/** Answer of the suggestions call. */
export const suggestionsResponseSchema = z.object({
  suggestions_request_id: z.string(),
  suggestions: z.array(suggestionSchema),
});
/** Answer of the suggestions call. */
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Search results
// ---------------------------------------------------------------------------------------------

const pagingFields = {
  /** How many displays to answer. */
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(500))),
  /** How many displays to skip. */
  offset: z.optional(z.int().check(z.minimum(0))),
};

/** Body of `POST {api}/v2/search/results`. */
export const searchResultsRequestSchema = z.object({
  ...identityFields,
  query: z.string(),
  filters: z.optional(z.array(filterSchema)),
  sort: z.optional(z.nullable(sortSchema)),
  ...pagingFields,
  /** Also search content pages and answer `content_search_links`. */
  content_search: z.optional(z.boolean()),
});
/** Body of the search call. */
export type SearchResultsRequest = z.infer<typeof searchResultsRequestSchema>;

/** A link to a content page matching the query. */
export const contentSearchLinkSchema = z.object({ page_url: z.string(), title: z.string() });
/** A link to a content page matching the query. */
export type ContentSearchLink = z.infer<typeof contentSearchLinkSchema>;

/** Answer of the search call. On failure: no displays, `failed` true and the request id `'error'`. */
export const searchResultsResponseSchema = z.object({
  n_hits: z.int().check(z.minimum(0)),
  displays: z.array(productDisplaySchema),
  sorts: z.optional(z.array(responseSortSchema)),
  filters: z.optional(z.array(responseFilterSchema)),
  search_request_id: z.string(),
  content_search_links: z.optional(z.array(contentSearchLinkSchema)),
  failed: z.optional(z.boolean()),
});
/** Answer of the search call. */
export type SearchResultsResponse = z.infer<typeof searchResultsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Product listing (category pages)
// ---------------------------------------------------------------------------------------------

/**
 * Body of `POST {api}/v2/product-listing`: the category by `listing_id`, by `category_path` (the
 * shop path, e.g. `/solbriller/ray-ban`) or by the override `query_id`; at least one is required.
 */
export const productListingRequestSchema = z
  .object({
    ...identityFields,
    listing_id: z.optional(nonEmpty),
    category_path: z.optional(nonEmpty),
    query_id: z.optional(nonEmpty),
    filters: z.optional(z.array(filterSchema)),
    sort: z.optional(z.nullable(sortSchema)),
    ...pagingFields,
  })
  .check(
    z.refine(
      (body) =>
        body.listing_id !== undefined || body.category_path !== undefined || body.query_id !== undefined,
      'One of listing_id, category_path or query_id is required',
    ),
  );
/** Body of the listing call. */
export type ProductListingRequest = z.infer<typeof productListingRequestSchema>;

/** One step of a listing's breadcrumb, the root first. */
export const breadcrumbItemSchema = z.object({
  title: z.string(),
  page_url: z.string(),
  listing_id: z.optional(z.string()),
});
/** One step of a listing's breadcrumb. */
export type BreadcrumbItem = z.infer<typeof breadcrumbItemSchema>;

/** A quick link from a listing to a related category. */
export const quickLinkSchema = z.object({
  title: z.string(),
  page_url: z.string(),
  listing_id: z.optional(z.string()),
  image_url: z.optional(z.nullable(z.string())),
});
/** A quick link from a listing to a related category. */
export type QuickLink = z.infer<typeof quickLinkSchema>;

/** Answer of the listing call. */
export const productListingResponseSchema = z.object({
  n_hits: z.int().check(z.minimum(0)),
  displays: z.array(productDisplaySchema),
  sorts: z.optional(z.array(responseSortSchema)),
  filters: z.optional(z.array(responseFilterSchema)),
  breadcrumb: z.optional(z.array(breadcrumbItemSchema)),
  quick_links: z.optional(z.array(quickLinkSchema)),
  product_listing_request_id: z.string(),
  /** The listing's title, e.g. `Ray-Ban solbriller`. */
  title: z.optional(z.string()),
  failed: z.optional(z.boolean()),
});
/** Answer of the listing call. */
export type ProductListingResponse = z.infer<typeof productListingResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Related products and recommendations
// ---------------------------------------------------------------------------------------------

/**
 * Body of `POST {api}/v2/search/related`: products related to a product (`product_id`) or, when
 * a search found nothing, to a query (`query`); one of the two is required.
 */
export const relatedRequestSchema = z
  .object({
    ...identityFields,
    product_id: z.optional(idSchema),
    query: z.optional(z.string()),
    limit: pagingFields.limit,
  })
  .check(
    z.refine(
      (body) => body.product_id !== undefined || body.query !== undefined,
      'product_id or query is required',
    ),
  );
/** Body of the related call. */
export type RelatedRequest = z.infer<typeof relatedRequestSchema>;

/** Answer of the related call. */
export const relatedResponseSchema = z.object({
  displays: z.array(productDisplaySchema),
  search_request_id: z.optional(z.string()),
});
/** Answer of the related call. */
export type RelatedResponse = z.infer<typeof relatedResponseSchema>;

/** A kind of recommendation. */
export type RecommendKind = (typeof RECOMMEND_KINDS)[number];

const recommendFields = {
  ...identityFields,
  document_referrer: z.optional(z.nullable(z.string())),
  /** A recommendation type within the kind, e.g. `frequently_bought_together`. */
  type: z.optional(z.string()),
  limit: pagingFields.limit,
};

/** Body of `POST {api}/v2/recommend/products/category`. */
export const recommendCategoryRequestSchema = z.object({ ...recommendFields, category_id: nonEmpty });
/** Body of `POST {api}/v2/recommend/products/product`. */
export const recommendProductRequestSchema = z.object({ ...recommendFields, product_id: idSchema });
/** Body of `POST {api}/v2/recommend/products/products`. */
export const recommendProductsRequestSchema = z.object({
  ...recommendFields,
  product_ids: z.array(idSchema).check(z.minLength(1)),
});
/** Body of `POST {api}/v2/recommend/products/general`. */
export const recommendGeneralRequestSchema = z.object(recommendFields);

/** The body schema of each recommendation kind. */
export const recommendRequestSchemas = {
  category: recommendCategoryRequestSchema,
  product: recommendProductRequestSchema,
  products: recommendProductsRequestSchema,
  general: recommendGeneralRequestSchema,
} as const;

/** Body of a category recommendation. */
export type RecommendCategoryRequest = z.infer<typeof recommendCategoryRequestSchema>;
/** Body of a product recommendation. */
export type RecommendProductRequest = z.infer<typeof recommendProductRequestSchema>;
/** Body of a recommendation for several products (a cart). */
export type RecommendProductsRequest = z.infer<typeof recommendProductsRequestSchema>;
/** Body of a general recommendation. */
export type RecommendGeneralRequest = z.infer<typeof recommendGeneralRequestSchema>;

/** Answer of a recommendation call; every display carries a `recommendation_id`. */
export const recommendResponseSchema = z.object({
  displays: z.array(productDisplaySchema),
  recommendation_request_id: z.optional(z.string()),
});
/** Answer of a recommendation call. */
export type RecommendResponse = z.infer<typeof recommendResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Events: the tracker's own schemas (`src/tracking/schemas.ts`), part of the widget API too
// ---------------------------------------------------------------------------------------------

export {
  beaconEventsBodySchema,
  createEventsBodySchema,
  createEventsResponseSchema,
  purchaseEventSchema,
  purchaseProductSchema,
  trackingEventSchema,
} from '../../tracking/schemas';
export type {
  BeaconEventsBody,
  CreateEventsBody,
  CreateEventsResponse,
  PurchaseEvent,
  PurchaseProduct,
  TrackingEvent,
} from '../../tracking/schemas';

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

/** One reason of a validation error (422): where and what. */
export const validationDetailSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});
/** One reason of a validation error. */
export type ValidationDetail = z.infer<typeof validationDetailSchema>;

/** The error body of the widget API: `detail` is a message or, for 422, the list of reasons. */
export const widgetErrorBodySchema = z.object({
  detail: z.union([z.string(), z.array(validationDetailSchema)]),
});
/** The error body of the widget API. */
export type WidgetErrorBody = z.infer<typeof widgetErrorBodySchema>;
