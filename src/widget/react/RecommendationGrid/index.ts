export { RecommendationGrid } from './RecommendationGrid';
export type { RecommendationGridProps } from './RecommendationGrid';
