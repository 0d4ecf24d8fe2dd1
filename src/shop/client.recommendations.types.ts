/** The types of the recommender call, shared by `createShopClient` and the call's implementation. */
import type { RecommendationRequest } from './recommendations';
import type { RecommendationItem } from './schemas/article';

/** Options of a single call (as the client's). */
interface CallOptions {
  signal?: AbortSignal;
}

/** The kind of the recommender call, with its own timeout. */
export type RecommendationCallKind = 'recommendations';

/** The client's request, as the recommender call uses it. */
export type RecommendationsRequest = (
  method: 'GET',
  call: string,
  path: string,
  init: { signal?: AbortSignal; kind: RecommendationCallKind },
) => Promise<unknown>;

/** The recommender call of the shop client. */
export interface RecommendationCalls {
  /**
   * `GET /api/recommendations`: the recommender's items for a request, at most as many as it asks
   * for. A request with nothing to ask (see `toRecommendationQuery`) resolves to `[]` without a call.
   */
  getRecommendations(request: RecommendationRequest, options?: CallOptions): Promise<RecommendationItem[]>;
}
