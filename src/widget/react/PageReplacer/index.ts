export { PageReplacer } from './PageReplacer';
export type { PageReplacerProps } from './PageReplacer';
export { usePageReplacer } from './usePageReplacer';
export type { PageReplacerHandle, UsePageReplacerOptions } from './usePageReplacer';
