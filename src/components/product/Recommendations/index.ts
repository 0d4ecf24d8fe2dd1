export { Recommendations } from './Recommendations';
export type { RecommendationsProps } from './Recommendations';
export { useRecommendations } from './useRecommendations';
export type {
  RecommendationsStatus,
  UseRecommendationsOptions,
  UseRecommendationsResult,
} from './useRecommendations';
