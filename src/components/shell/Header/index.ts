// What leaves the header's folder.
export { Header } from './Header';
export type { HeaderProps } from './Header';
export { HEADER_BAR_HEIGHT, HEADER_FOLD_ROW_HEIGHT, MAIN_CONTENT_ID } from './constants';
export { useScrollFold } from './useScrollFold';
export type { ScrollFoldOptions } from './useScrollFold';
