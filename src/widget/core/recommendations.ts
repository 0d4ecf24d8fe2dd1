/**
 * Recommendation rules (widget spec, section 7): what a recommendation request of each kind sends
 * to `POST {api}/v2/recommend/products/{kind}`, how its answer is bounded and its images put
 * through the allow-list, and which of its states a recommendation view shows. Plain TypeScript:
 * `useFetchRecommendations` and the slider and grid render what these decide.
 */
import { widgetIdentityFields, type WidgetIdentity } from './identity';
import { boundDisplays } from './parse';
import { widgetImage, type WidgetImageOptions } from './images';
import type { RecommendKind, RecommendResponse, ProductDisplay } from './schemas';

/** Products a recommendation request asks for unless told otherwise. */
export const RECOMMENDATIONS_DEFAULT_LIMIT = 16;
/** The most products a recommendation request may ask for (a larger `limit` is cut to this). */
export const RECOMMENDATIONS_MAX_LIMIT = 50;
/** The most product ids a `products` request sends (the first ones are kept). */
export const RECOMMENDATIONS_MAX_PRODUCT_IDS = 50;

/** A width to ask `widgetImage` whether an image may show at all. */
const IMAGE_PROBE_WIDTH = 400;

/** What a caller asks for (the options of `useFetchRecommendations`, minus the identity). */
export interface RecommendationOptions {
  /**
   * `category`, `product`, `products` (e.g. the cart's) or `general` (front pages); or `related`:
   * products related to a search that found nothing (`POST {api}/v2/search/related` with `query`).
   */
  kind: RecommendKind | 'related';
  /** The category of a `category` request. */
  categoryId?: string | number | null;
  /** The product of a `product` request. */
  productId?: string | number | null;
  /** The products of a `products` request. */
  productIds?: readonly (string | number | null | undefined)[] | null;
  /** The search of a `related` request. */
  query?: string | null;
  /** A recommendation type within the kind, e.g. `frequently_bought_together`. */
  type?: string;
  /** How many products, 1 to 50. @default 16 */
  limit?: number;
  /** The page the visitor came from (`document.referrer`); `null` or missing for none. */
  documentReferrer?: string | null;
}

/** The kind of a request and the id field it carries. */
export type RecommendationTarget =
  | { kind: 'category'; categoryId: string }
  | { kind: 'product'; productId: string }
  | { kind: 'products'; productIds: string[] }
  | { kind: 'general' }
  | { kind: 'related'; query: string };

/** What every request carries besides its target. */
interface RecommendationCommon {
  /** A recommendation type within the kind. */
  type?: string;
  /** The page the visitor came from, or `null`. */
  documentReferrer: string | null;
}

/** A request with its rules applied: what the client sends. */
export type RecommendationRequest = RecommendationTarget & RecommendationCommon & { limit: number };

/** The identity fields every request carries (the client's `WidgetIdentity`). */
export type RecommendationIdentity = WidgetIdentity;

const cleanId = (id: string | number | null | undefined): string | null => {
  if (typeof id === 'number') return Number.isFinite(id) ? String(id) : null;
  if (typeof id !== 'string') return null;
  const text = id.trim();
  return text === '' ? null : text;
};

/** A limit from 1 to 50; 16 for anything that is not a whole number from 1. */
export function recommendationLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isSafeInteger(limit) || limit < 1) return RECOMMENDATIONS_DEFAULT_LIMIT;
  return Math.min(limit, RECOMMENDATIONS_MAX_LIMIT);
}

/**
 * Applies the request rules: ids trimmed (numbers become strings), empty ones dropped, a
 * `products` list de-duplicated and cut to 50; the limit from 1 to 50 (16 by default); the
 * referrer `null` when empty.
 * @returns the request, or `null` when there is nothing to ask: a `category` without a category
 * id, a `product` without a product id or `products` without any (the API would answer 422), or a
 * `related` request without a query.
 * @example toRecommendationRequest({ kind: 'product', productId: 42 }) // { kind: 'product', productId: '42', limit: 16, documentReferrer: null }
 */
export function toRecommendationRequest(options: RecommendationOptions): RecommendationRequest | null {
  const base = {
    limit: recommendationLimit(options.limit),
    ...(options.type ? { type: options.type } : {}),
    documentReferrer: options.documentReferrer ? options.documentReferrer : null,
  };
  switch (options.kind) {
    case 'category': {
      const categoryId = cleanId(options.categoryId);
      return categoryId === null ? null : { ...base, kind: 'category', categoryId };
    }
    case 'product': {
      const productId = cleanId(options.productId);
      return productId === null ? null : { ...base, kind: 'product', productId };
    }
    case 'products': {
      const ids: string[] = [];
      for (const raw of options.productIds ?? []) {
        const id = cleanId(raw);
        if (id !== null && !ids.includes(id)) ids.push(id);
        if (ids.length >= RECOMMENDATIONS_MAX_PRODUCT_IDS) break;
      }
      return ids.length === 0 ? null : { ...base, kind: 'products', productIds: ids };
    }
    case 'general':
      return { ...base, kind: 'general' };
    case 'related': {
      const query = typeof options.query === 'string' ? options.query.trim() : '';
      return query === '' ? null : { ...base, kind: 'related', query };
    }
    default:
      return null;
  }
}

/** A stable key of a request (for effects and caches): the same request gives the same key. */
export function recommendationRequestKey(request: RecommendationRequest | null): string {
  return request === null ? '' : JSON.stringify(request);
}

/**
 * The path and JSON body of a recommendation call (widget spec, section 7): the identity fields,
 * `document_referrer`, and `category_id`, `product_id` or `product_ids` by kind. Fields that are
 * `undefined` are left out when the body is serialised.
 */
export function recommendationCall(
  identity: RecommendationIdentity,
  request: Exclude<RecommendationTarget, { kind: 'related' }> & RecommendationCommon & { limit?: number },
): { path: string; body: Record<string, unknown> } {
  return {
    path: `/v2/recommend/products/${request.kind}`,
    body: {
      ...widgetIdentityFields(identity),
      document_referrer: request.documentReferrer,
      type: request.type,
      limit: request.limit,
      category_id: 'categoryId' in request ? request.categoryId : undefined,
      product_id: 'productId' in request ? request.productId : undefined,
      product_ids: 'productIds' in request ? request.productIds : undefined,
    },
  };
}

/**
 * The displays of a (parsed) recommendation answer ready to show: at most `limit`, links through
 * the URL gate, and an image the allow-list (or the image service) refuses set to `null`, so the
 * card shows its placeholder and nothing is requested from a foreign host.
 */
export function recommendedDisplays(
  reply: Pick<RecommendResponse, 'displays'>,
  limit: number,
  images: WidgetImageOptions,
): ProductDisplay[] {
  const quiet = { reportError: () => undefined };
  return boundDisplays(reply.displays, recommendationLimit(limit)).map((display) =>
    display.image_url && widgetImage(display.image_url, [IMAGE_PROBE_WIDTH], images, quiet) === null
      ? { ...display, image_url: null }
      : display,
  );
}

/** What a recommendation view shows. */
export type RecommendationsView = 'not-configured' | 'idle' | 'loading' | 'results' | 'none' | 'failed';

/**
 * Which state a recommendation view is in: without a provider `not-configured`; without a request
 * (`null`: nothing to ask) `idle`, which renders nothing; `loading` until the answer is in;
 * `failed` when the call failed; `none` for an empty answer (which renders nothing, no empty
 * heading); else `results`.
 */
export function recommendationsView(input: {
  configured: boolean;
  hasRequest: boolean;
  loading: boolean;
  failed: boolean;
  count: number;
}): RecommendationsView {
  if (!input.configured) return 'not-configured';
  if (!input.hasRequest) return 'idle';
  if (input.loading) return 'loading';
  if (input.failed) return 'failed';
  return input.count === 0 ? 'none' : 'results';
}
