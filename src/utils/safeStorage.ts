/**
 * The one safe storage: Web Storage behind a wrapper that never throws, for every layer. Plain
 * TypeScript with no React: the hooks (`@glimt/ui/hooks` re-exports it), the widget core and
 * tracking share it. Globals are read only when a storage is used.
 */
import type { StorageLike } from './env';

/** A storage that never throws: blocked, full or missing storage turns into no-ops and defaults. */
export interface SafeStorage {
  /** Whether the underlying storage worked when last used. */
  readonly available: boolean;
  /** The raw string, or `null` when missing or unreadable. */
  getItem(key: string): string | null;
  /** Stores a string; returns false when the storage refused it (blocked or full). */
  setItem(key: string, value: string): boolean;
  removeItem(key: string): void;
  /** Reads JSON and validates it; corrupt JSON or a failed check gives `fallback`. */
  getJSON<T>(key: string, fallback: T, isValid?: (value: unknown) => value is T): T;
  /** Writes JSON; returns false when the storage refused it. */
  setJSON(key: string, value: unknown): boolean;
}

/**
 * Wraps a Web Storage so that private mode, blocked cookies, a full quota or corrupt values never
 * crash the page.
 * @param getStorage - returns the storage; called lazily because even reading `window.localStorage`
 *   can throw (Safari with cookies blocked)
 */
export function createSafeStorage(getStorage: () => StorageLike | undefined): SafeStorage {
  let available = true;
  const attempt = <T>(work: (storage: StorageLike) => T, fallback: T): T => {
    try {
      const storage = getStorage();
      if (!storage) throw new Error('no storage');
      const result = work(storage);
      available = true;
      return result;
    } catch {
      available = false;
      return fallback;
    }
  };
  const safe: SafeStorage = {
    get available() {
      return available;
    },
    getItem: (key) => attempt((s) => s.getItem(key), null),
    setItem: (key, value) =>
      attempt((s) => {
        s.setItem(key, value);
        return true;
      }, false),
    removeItem: (key) => attempt((s) => s.removeItem(key), undefined),
    getJSON<T>(key: string, fallback: T, isValid?: (value: unknown) => value is T): T {
      const raw = safe.getItem(key);
      if (raw === null) return fallback;
      try {
        const parsed: unknown = JSON.parse(raw);
        if (isValid && !isValid(parsed)) return fallback;
        return parsed as T;
      } catch {
        return fallback;
      }
    },
    setJSON: (key, value) => safe.setItem(key, JSON.stringify(value)),
  };
  return safe;
}

const g = globalThis as Partial<typeof globalThis>;

/** `localStorage` behind {@link createSafeStorage}. */
export const safeLocalStorage: SafeStorage = createSafeStorage(() => g.window?.localStorage);

/** `sessionStorage` behind {@link createSafeStorage}. */
export const safeSessionStorage: SafeStorage = createSafeStorage(() => g.window?.sessionStorage);

/** JSON in storage, never throwing (what the widget core keeps: recent searches). */
export interface JsonStorage {
  /** The stored JSON of `key`; `undefined` when missing, unreadable or corrupt. */
  read(key: string): unknown;
  /** Stores `value` as JSON; returns false when the storage refused it. */
  write(key: string, value: unknown): boolean;
}

/**
 * JSON over an environment's storage (see `src/utils/env.ts`), behind {@link createSafeStorage}:
 * private mode, blocked storage, a full quota and corrupt JSON turn into `undefined` and refused
 * writes.
 */
export function createJsonStorage(env: { storage: () => StorageLike | undefined }): JsonStorage {
  const safe = createSafeStorage(() => env.storage() ?? undefined);
  return {
    read: (key) => safe.getJSON<unknown>(key, undefined),
    write: (key, value) => safe.setJSON(key, value),
  };
}
