export { useDebouncedValue, useDebouncedCallback } from './useDebounce';
export type { DebouncedFunction } from './useDebounce';
export { useScrollLock } from './useScrollLock';
export { useMediaQuery, usePrefersReducedMotion } from './useMediaQuery';
export { useInView } from './useInView';
export type { InViewOptions } from './useInView';
export { createSafeStorage, safeLocalStorage, safeSessionStorage, useStoredState } from './safeStorage';
export type { SafeStorage } from './safeStorage';
