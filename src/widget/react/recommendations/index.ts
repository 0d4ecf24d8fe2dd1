export { useFetchRecommendations } from './useFetchRecommendations';
export type { FetchedRecommendations, UseFetchRecommendationsOptions } from './useFetchRecommendations';
export type { RecommendationViewProps } from './types';
