/**
 * The widget API on the fake backend (`{api}/v2/...` of the widget spec): suggestions, search
 * results, product listings, related products, recommendations and events. Requests are checked
 * like a strict server: a body or query that does not parse is 422 with
 * `{ detail: [{ loc, msg, type }] }`; an unknown product or category is 404 with `{ detail }`.
 * Request ids are hashes of the request, so the same request always gets the same ids.
 *
 * Search results and listings answer facets of every filter kind (`src/mocks/search/filters.ts`):
 * `category` hierarchical paths three levels deep (Solbriller › Ray-Ban › Pilot), `brand`,
 * `frame_shape` and `lens_type` checkboxes (`in` / `nin`), `color` swatches (`checkbox-color`, with
 * `hex_colors`), `gender` radio (`eq` / `neq`), `frame_size` size grid (`checkbox-size`, lens
 * widths in mm in size order), `price` range (`inrange`, `leq`, `geq`; `min`, `max`, `unit`),
 * and `in_stock` / `on_sale` booleans (`eq` with `true`). Sortings: `relevance` (search) or
 * `popularity` (listings), `price`, `name`, `newest`, each with its orders. Paging: `limit` (1 to
 * 500, default 48) and `offset`; the widget's pages ask for 48 from `offset` 48 × n, and the ids
 * of the displays (`search_result_id`, `product_listing_result_id`) count on from the offset.
 * Every category path (`/solbriller`, `/solbriller/ray-ban`, `/solbriller/ray-ban/pilot`) lists
 * with its whole breadcrumb and at least one quick link; searches answer `content_search_links`
 * unless `content_search` is `false`.
 *
 * Search results and listings answer from the fixture catalogue and the web shop's wider frame
 * range (`getMockWidgetSearch`, `fixtures/catalogue/range.ts`, generated on the first such call):
 * "solbriller" and "brille", `/solbriller` and `/briller` list over 150 products. Filters name the
 * API's fields (`brand`, not the lower-cased group title `merke`): any other field is 422, as from
 * a strict server; the widget's pages translate (`withApiFilterFields`). Suggestions, related
 * products and recommendations stay on the fixture catalogue; any call finds a range article by id.
 * The shop's site search (`GET /api/site/search`) finds its products with the same search, so its
 * `articles.hits` is this `n_hits`.
 *
 * Faults: `widgetCall(name)` gives the method and URL of each call for the fault helpers
 * (`faults.status(...widgetCall('listing'), 500)`, `networkError`, `malformedJson`, `delay`), and
 * `widgetFailedAnswer('search' | 'listing')` answers the API's own failed flag.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import { mockHttp } from './mockHttp';
import {
  backendNow,
  onBackendReset,
  resolveHosts,
  startedBeforeReset,
  type MockHosts,
} from '../backend/core';
import { faults, type FaultMethod, type FaultOptions } from '../faults';
import {
  RECOMMEND_KINDS,
  beaconEventsBodySchema,
  createEventsBodySchema,
  productListingRequestSchema,
  recommendRequestSchemas,
  relatedRequestSchema,
  searchResultsRequestSchema,
  suggestionsQuerySchema,
  type CreateEventsResponse,
  type ProductDisplay,
  type ProductListingResponse,
  type RecommendKind,
  type RecommendResponse,
  type RelatedResponse,
  type SearchResultsResponse,
  type Suggestion,
  type SuggestionsResponse,
  type TrackingEvent,
  type ValidationDetail,
} from '../../widget/core/schemas';
import { getMockCategory, getMockEntry, getMockFamily, type CatalogueEntry } from '../fixtures/catalogue';
import { toProductDisplay, type DisplayTrackingId } from '../fixtures/catalogue/displays';
import { stableHash } from '../fixtures/catalogue/text';
import { SearchRequestError, getMockSearch, getMockWidgetSearch } from '../search';

// -----------------------------------------------------------------------------------------------
// Event log
// -----------------------------------------------------------------------------------------------

/** An event the fake backend received. */
export interface MockTrackedEvent {
  /** Which call carried it. */
  endpoint: '/v2/create-events' | '/create-events';
  tenant: string | null;
  market: string | null;
  /** When the fake backend received it (its clock, ISO 8601). */
  receivedAt: string;
  event: TrackingEvent;
}

const trackedEvents: MockTrackedEvent[] = [];

/**
 * Every tracking event the widget handlers received, oldest first. Emptied by `resetBackend()`
 * (and by `clear()`), so each test or story starts with an empty log.
 */
export const mockEventLog = {
  /** All events, oldest first. */
  all(): readonly MockTrackedEvent[] {
    return [...trackedEvents];
  },
  /** Events of one type (`event_type` or `type`), e.g. `'purchase'`. */
  ofType(type: string): MockTrackedEvent[] {
    return trackedEvents.filter((record) => (record.event.event_type ?? record.event.type) === type);
  },
  /** How many events were received. */
  get size(): number {
    return trackedEvents.length;
  },
  /** Forgets every event. */
  clear(): void {
    trackedEvents.length = 0;
  },
};

onBackendReset(() => mockEventLog.clear());

// -----------------------------------------------------------------------------------------------
// Helpers
// -----------------------------------------------------------------------------------------------

interface IssueLike {
  path: ReadonlyArray<PropertyKey>;
  message: string;
}

/** A 422 answer listing what did not parse. */
export function widgetValidationError(where: 'body' | 'query', issues: readonly IssueLike[]): Response {
  const detail: ValidationDetail[] = issues.map((issue) => ({
    loc: [where, ...issue.path.map((key) => (typeof key === 'number' ? key : String(key)))],
    msg: issue.message,
    type: 'value_error',
  }));
  return HttpResponse.json({ detail }, { status: 422 });
}

function notFound(message: string): Response {
  return HttpResponse.json({ detail: message }, { status: 404 });
}

type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

/**
 * Reads a JSON body; text that is not JSON is a 422 (beacons send JSON as text/plain). A body still
 * being read when the backend was reset answers 503: an event from before must not land in the
 * event log after it.
 */
async function readJson(request: Request): Promise<BodyResult> {
  const resetSinceStart = startedBeforeReset();
  const text = await request.text();
  if (resetSinceStart())
    return {
      ok: false,
      response: HttpResponse.json(
        { detail: 'The fake backend was reset while this request was read' },
        { status: 503 },
      ),
    };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return {
      ok: false,
      response: widgetValidationError('body', [{ path: [], message: 'Body is not valid JSON' }]),
    };
  }
}

function requestId(prefix: string, body: unknown): string {
  return `${prefix}-${stableHash(JSON.stringify(body))}`;
}

function display(entry: CatalogueEntry, tracking: DisplayTrackingId): ProductDisplay {
  return toProductDisplay(entry, getMockFamily(entry), tracking);
}

function searchError(error: unknown): Response {
  if (error instanceof SearchRequestError) {
    return HttpResponse.json(
      { detail: [{ loc: [...error.loc], msg: error.message, type: 'value_error' }] },
      { status: 422 },
    );
  }
  throw error;
}

// -----------------------------------------------------------------------------------------------
// Faults of the widget calls
// -----------------------------------------------------------------------------------------------

/** The widget API's calls, by name. */
export type WidgetCallName = 'suggestions' | 'search' | 'listing' | 'related' | 'recommend' | 'events';

const WIDGET_CALL_PATHS: Readonly<Record<WidgetCallName, readonly [FaultMethod, string]>> = {
  suggestions: ['GET', '/v2/search/suggestions'],
  search: ['POST', '/v2/search/results'],
  listing: ['POST', '/v2/product-listing'],
  related: ['POST', '/v2/search/related'],
  recommend: ['POST', '/v2/recommend/products/*'],
  events: ['POST', '/v2/create-events'],
};

/**
 * The method and URL of a widget call, for the fault helpers (`src/mocks/faults.ts`), which take
 * any absolute URL: `faults.status(...widgetCall('listing'), 500)`, `faults.networkError(...)`,
 * `faults.delay(..., 800)`, `faults.malformedJson(...)`.
 */
export function widgetCall(call: WidgetCallName, hosts: MockHosts = resolveHosts()): [FaultMethod, string] {
  const [method, path] = WIDGET_CALL_PATHS[call];
  return [method, hosts.widget(path)];
}

/**
 * A search or listing the API itself answers as failed (HTTP 200, no products, `failed: true`):
 * the spec's failed flag, which the page shows as its failed state.
 */
export function widgetFailedAnswer(
  call: 'search' | 'listing',
  options: FaultOptions & { hosts?: MockHosts } = {},
): HttpHandler {
  const { hosts, ...faultOptions } = options;
  const failed =
    call === 'search'
      ? ({
          n_hits: 0,
          displays: [],
          search_request_id: 'sr-failed',
          failed: true,
        } satisfies SearchResultsResponse)
      : ({
          n_hits: 0,
          displays: [],
          product_listing_request_id: 'pl-failed',
          failed: true,
        } satisfies ProductListingResponse);
  return faults.empty(...widgetCall(call, hosts), failed, faultOptions);
}

// -----------------------------------------------------------------------------------------------
// Handlers
// -----------------------------------------------------------------------------------------------

/** Widget API handlers on `hosts.widgetApiHost`. */
export function createWidgetHandlers(hosts: MockHosts): HttpHandler[] {
  return [
    mockHttp.get(hosts.widget('/v2/search/suggestions'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const raw: Record<string, string> = {};
      for (const key of Object.keys(suggestionsQuerySchema.shape)) {
        const value = params.get(key);
        if (value !== null) raw[key] = value;
      }
      const parsed = suggestionsQuerySchema.safeParse(raw);
      if (!parsed.success) return widgetValidationError('query', parsed.error.issues);
      const query = parsed.data;
      if (query.metadata !== undefined) {
        try {
          JSON.parse(query.metadata);
        } catch {
          return widgetValidationError('query', [{ path: ['metadata'], message: 'metadata must be JSON' }]);
        }
      }
      const id = requestId('sg', { query: query.query, tenant: query.tenant, market: query.market });
      const outcome = getMockSearch().suggest(query.query);
      const suggestions: Suggestion[] = [
        ...outcome.queries.map((title): Suggestion => ({ type: 'query', title })),
        ...outcome.categories.map((category): Suggestion => ({
          type: 'category',
          title: category.title,
          parent_title: category.parentTitle,
          category_type: category.type,
          page_url: category.path,
          listing_id: category.id,
        })),
        ...outcome.content.map((page): Suggestion => ({
          type: 'content',
          title: page.title,
          page_url: page.url,
        })),
      ].map((suggestion, index) => ({ ...suggestion, suggestions_result_id: `${id}-${index}` }));
      const body: SuggestionsResponse = { suggestions_request_id: id, suggestions };
      return HttpResponse.json(body);
    }),

    mockHttp.post(hosts.widget('/v2/search/results'), async ({ request }) => {
      const read = await readJson(request);
      if (!read.ok) return read.response;
      const parsed = searchResultsRequestSchema.safeParse(read.value);
      if (!parsed.success) return widgetValidationError('body', parsed.error.issues);
      const body = parsed.data;
      try {
        const outcome = getMockWidgetSearch().search(body.query, body);
        const id = requestId('sr', body);
        const offset = body.offset ?? 0;
        const answer: SearchResultsResponse = {
          n_hits: outcome.total,
          displays: outcome.hits.map((entry, index) =>
            display(entry, { search_result_id: `${id}-${offset + index}` }),
          ),
          sorts: outcome.sorts,
          filters: outcome.facets,
          search_request_id: id,
          content_search_links: body.content_search === false ? [] : outcome.contentLinks,
          failed: false,
        };
        return HttpResponse.json(answer);
      } catch (error) {
        return searchError(error);
      }
    }),

    mockHttp.post(hosts.widget('/v2/product-listing'), async ({ request }) => {
      const read = await readJson(request);
      if (!read.ok) return read.response;
      const parsed = productListingRequestSchema.safeParse(read.value);
      if (!parsed.success) return widgetValidationError('body', parsed.error.issues);
      const body = parsed.data;
      const key = body.query_id ?? body.listing_id ?? body.category_path ?? '';
      const category = getMockCategory(key);
      if (!category) return notFound(`No listing ${key}`);
      try {
        const outcome = getMockWidgetSearch().listing(category, body);
        const id = requestId('pl', body);
        const offset = body.offset ?? 0;
        const answer: ProductListingResponse = {
          n_hits: outcome.total,
          displays: outcome.hits.map((entry, index) =>
            display(entry, { product_listing_result_id: `${id}-${offset + index}` }),
          ),
          sorts: outcome.sorts,
          filters: outcome.facets,
          breadcrumb: outcome.breadcrumb,
          quick_links: outcome.quickLinks,
          product_listing_request_id: id,
          title: category.listingTitle,
          failed: false,
        };
        return HttpResponse.json(answer);
      } catch (error) {
        return searchError(error);
      }
    }),

    mockHttp.post(hosts.widget('/v2/search/related'), async ({ request }) => {
      const read = await readJson(request);
      if (!read.ok) return read.response;
      const parsed = relatedRequestSchema.safeParse(read.value);
      if (!parsed.success) return widgetValidationError('body', parsed.error.issues);
      const body = parsed.data;
      const search = getMockSearch();
      let entries: CatalogueEntry[];
      if (body.product_id !== undefined) {
        const entry = getMockEntry(body.product_id);
        if (!entry) return notFound(`No product ${body.product_id}`);
        entries = search.related(entry, body.limit);
      } else {
        entries = search.relatedToQuery(body.query ?? '', body.limit);
      }
      const id = requestId('rl', body);
      const answer: RelatedResponse = {
        displays: entries.map((entry, index) => display(entry, { recommendation_id: `${id}-${index}` })),
        search_request_id: id,
      };
      return HttpResponse.json(answer);
    }),

    mockHttp.post(hosts.widget('/v2/recommend/products/:kind'), async ({ request, params }) => {
      const kind = String(params.kind) as RecommendKind;
      if (!RECOMMEND_KINDS.includes(kind)) return notFound(`No recommendation kind ${kind}`);
      const read = await readJson(request);
      if (!read.ok) return read.response;
      const search = getMockSearch();
      let entries: CatalogueEntry[];
      let limit: number | undefined;
      switch (kind) {
        case 'category': {
          const parsed = recommendRequestSchemas.category.safeParse(read.value);
          if (!parsed.success) return widgetValidationError('body', parsed.error.issues);
          const category = getMockCategory(parsed.data.category_id);
          if (!category) return notFound(`No category ${parsed.data.category_id}`);
          limit = parsed.data.limit;
          entries = search.recommend({ kind, category }, limit);
          break;
        }
        case 'product': {
          const parsed = recommendRequestSchemas.product.safeParse(read.value);
          if (!parsed.success) return widgetValidationError('body', parsed.error.issues);
          const entry = getMockEntry(parsed.data.product_id);
          if (!entry) return notFound(`No product ${parsed.data.product_id}`);
          limit = parsed.data.limit;
          entries = search.recommend({ kind, entry }, limit);
          break;
        }
        case 'products': {
          const parsed = recommendRequestSchemas.products.safeParse(read.value);
          if (!parsed.success) return widgetValidationError('body', parsed.error.issues);
          const found: CatalogueEntry[] = [];
          for (const productId of parsed.data.product_ids) {
            const entry = getMockEntry(productId);
            if (!entry) return notFound(`No product ${productId}`);
            found.push(entry);
          }
          limit = parsed.data.limit;
          entries = search.recommend({ kind, entries: found }, limit);
          break;
        }
        case 'general': {
          const parsed = recommendRequestSchemas.general.safeParse(read.value);
          if (!parsed.success) return widgetValidationError('body', parsed.error.issues);
          limit = parsed.data.limit;
          entries = search.recommend({ kind }, limit);
          break;
        }
      }
      const id = requestId(`rc-${kind}`, read.value);
      const answer: RecommendResponse = {
        displays: entries.map((entry, index) => display(entry, { recommendation_id: `${id}-${index}` })),
        recommendation_request_id: id,
      };
      return HttpResponse.json(answer);
    }),

    mockHttp.post(hosts.widget('/v2/create-events'), async ({ request }) => {
      const read = await readJson(request);
      if (!read.ok) return read.response;
      const parsed = createEventsBodySchema.safeParse(read.value);
      if (!parsed.success) return widgetValidationError('body', parsed.error.issues);
      const receivedAt = backendNow().toISOString();
      for (const event of parsed.data.events) {
        trackedEvents.push({
          endpoint: '/v2/create-events',
          tenant: parsed.data.tenant,
          market: parsed.data.market,
          receivedAt,
          event,
        });
      }
      const answer: CreateEventsResponse = { accepted: parsed.data.events.length };
      return HttpResponse.json(answer);
    }),

    mockHttp.post(hosts.widget('/create-events'), async ({ request }) => {
      const read = await readJson(request);
      if (!read.ok) return read.response;
      const parsed = beaconEventsBodySchema.safeParse(read.value);
      if (!parsed.success) return widgetValidationError('body', parsed.error.issues);
      const receivedAt = backendNow().toISOString();
      const body = parsed.data;
      const envelope = !Array.isArray(body) && 'events' in body && Array.isArray(body.events) ? body : null;
      const events: TrackingEvent[] = envelope
        ? (envelope.events as TrackingEvent[])
        : Array.isArray(body)
          ? body
          : [body as TrackingEvent];
      const text = (value: unknown) => (typeof value === 'string' ? value : null);
      for (const event of events) {
        trackedEvents.push({
          endpoint: '/create-events',
          tenant: text(envelope?.tenant) ?? text(event.tenant),
          market: text(envelope?.market) ?? text(event.market),
          receivedAt,
          event,
        });
      }
      const answer: CreateEventsResponse = { accepted: events.length };
      return HttpResponse.json(answer);
    }),
  ];
}
