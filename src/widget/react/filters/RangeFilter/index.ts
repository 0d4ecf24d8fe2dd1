export { RangeFilter } from './RangeFilter';
export type { RangeFilterProps } from './RangeFilter';
