import { createSafeStorage, type SafeStorage } from '../utils/safeStorage';

export { createSafeStorage };
export type { SafeStorage };

/** `localStorage` behind {@link createSafeStorage}. */
export const safeLocalStorage: SafeStorage = createSafeStorage(() =>
  typeof window === 'undefined' ? undefined : window.localStorage,
);

/** `sessionStorage` behind {@link createSafeStorage}. */
export const safeSessionStorage: SafeStorage = createSafeStorage(() =>
  typeof window === 'undefined' ? undefined : window.sessionStorage,
);
