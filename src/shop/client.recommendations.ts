/**
 * The shop client's recommender call (shop spec, sections 3 and 7), mixed into `createShopClient`:
 * its type, timeout and a lazy binding. The implementation (`client.recommendations.calls.ts`, with
 * the request rules and the item schema) loads on the first call, in its own chunk, so a page
 * without a recommendation block never loads it.
 */
import { lazyCalls } from './lazyCalls';
import type { RecommendationCalls, RecommendationsRequest } from './client.recommendations.types';

export { RECOMMENDATION_CALL_TIMEOUTS } from './client.recommendations.types';
export type {
  RecommendationCallKind,
  RecommendationCalls,
  RecommendationsRequest,
} from './client.recommendations.types';

/** The names of the recommender calls. */
export const RECOMMENDATION_CALL_NAMES = ['getRecommendations'] as const satisfies ReadonlyArray<
  keyof RecommendationCalls
>;

/** The recommender call, whose implementation loads on the first call. */
export function createLazyRecommendationCalls(request: RecommendationsRequest): RecommendationCalls {
  return lazyCalls<RecommendationCalls>(RECOMMENDATION_CALL_NAMES, () =>
    import('./client.recommendations.calls').then((module) => module.createRecommendationCalls(request)),
  );
}
