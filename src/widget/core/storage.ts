/**
 * A storage that never throws, for the widget core (React-free, unlike `@glimt/ui/hooks`'
 * `useStoredState`). Private mode, blocked storage, a full quota and corrupt JSON turn into
 * defaults and refused writes.
 */
import { createSafeStorage } from '../../utils/safeStorage';
import type { WidgetEnv } from './env';

/** JSON in storage, never throwing. */
export interface JsonStorage {
  /** The stored JSON of `key`; `undefined` when missing, unreadable or corrupt. */
  read(key: string): unknown;
  /** Stores `value` as JSON; returns false when the storage refused it. */
  write(key: string, value: unknown): boolean;
}

/** Wraps the environment's storage (the same never-throwing wrapper `@glimt/ui/hooks` uses). */
export function createJsonStorage(env: Pick<WidgetEnv, 'storage'>): JsonStorage {
  const safe = createSafeStorage(() => env.storage() ?? undefined);
  return {
    read: (key) => safe.getJSON<unknown>(key, undefined),
    write: (key, value) => safe.setJSON(key, value),
  };
}
