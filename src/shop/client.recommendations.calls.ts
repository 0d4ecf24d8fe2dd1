/**
 * The recommender call's implementation: the request rules of `recommendations.ts`, the client's one
 * `request` (timeout, error classes, the session's headers) and the item reader. `createShopClient`'s
 * `getRecommendations` loads it with `import()` on the first call, so a page without a
 * recommendation block never loads it.
 */
import { CatalogueContract, parseRecommendationResponse } from './adapters/article';
import type { RecommendationsRequest } from './client.recommendations.types';
import {
  buildRecommendationPath,
  toRecommendationQuery,
  type RecommendationRequest,
} from './recommendations';
import type { RecommendationItem } from './schemas/article';

/** The recommender's items for a request over the client's request (see `RecommendationCalls`). */
export async function getRecommendations(
  request: RecommendationsRequest,
  recommendation: RecommendationRequest,
  options: { signal?: AbortSignal } = {},
): Promise<RecommendationItem[]> {
  const query = toRecommendationQuery(recommendation);
  const path = buildRecommendationPath(recommendation);
  if (query === null || path === null) return [];
  const items = parseRecommendationResponse(
    await request('GET', CatalogueContract.Recommendations, path, {
      kind: 'recommendations',
      signal: options.signal,
    }),
  );
  // Bound: never more cards than were asked for, whatever the answer holds.
  return items.slice(0, query.limit);
}
