export { RecommendationSlider } from './RecommendationSlider';
export type { RecommendationSliderProps } from './RecommendationSlider';
