/**
 * The recommender call's implementation: the request rules of `recommendations.ts`, the client's one
 * `request` (timeout, error classes, the session's headers) and the item reader. Loaded on first use
 * by `createLazyRecommendationCalls` (`client.recommendations.ts`).
 */
import { CatalogueContract, parseRecommendationResponse } from './adapters/article';
import type { RecommendationCalls, RecommendationsRequest } from './client.recommendations.types';
import { buildRecommendationPath, toRecommendationQuery } from './recommendations';

/** The recommender call over the client's request. */
export function createRecommendationCalls(request: RecommendationsRequest): RecommendationCalls {
  return {
    getRecommendations: async (recommendation, options = {}) => {
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
    },
  };
}
