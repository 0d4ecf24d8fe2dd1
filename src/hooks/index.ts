export { useDebouncedValue, useDebouncedCallback } from './useDebounce';
export type { DebouncedFunction } from './useDebounce';
export { useScrollLock } from './useScrollLock';
export { useMediaQuery, usePrefersReducedMotion } from './useMediaQuery';
export { useInView } from './useInView';
export type { InViewOptions } from './useInView';
export { createSafeStorage, safeLocalStorage, safeSessionStorage } from '../utils/safeStorage';
export { useStoredState } from './useStoredState';
export type { SafeStorage } from '../utils/safeStorage';
