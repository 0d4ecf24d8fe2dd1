export { FilterSheet } from './FilterSheet';
export type { FilterSheetProps } from './FilterSheet';
