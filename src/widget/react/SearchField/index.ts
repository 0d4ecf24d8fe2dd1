// What leaves the SearchField folder (the names `./SearchField` always exported).
export { SearchField } from './SearchField';
export type { SearchFieldProps } from './SearchField';
