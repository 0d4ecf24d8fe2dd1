/**
 * A storage that never throws, for the widget core (React-free, unlike `@glimt/ui/hooks`'
 * `useStoredState`). Private mode, blocked storage, a full quota and corrupt JSON turn into
 * defaults and refused writes.
 */
import type { WidgetEnv } from './env';

/** JSON in storage, never throwing. */
export interface JsonStorage {
  /** The stored JSON of `key`; `undefined` when missing, unreadable or corrupt. */
  read(key: string): unknown;
  /** Stores `value` as JSON; returns false when the storage refused it. */
  write(key: string, value: unknown): boolean;
}

/** Wraps the environment's storage. */
export function createJsonStorage(env: Pick<WidgetEnv, 'storage'>): JsonStorage {
  return {
    read(key) {
      try {
        const raw = env.storage()?.getItem(key);
        return raw == null ? undefined : (JSON.parse(raw) as unknown);
      } catch {
        return undefined;
      }
    },
    write(key, value) {
      try {
        const storage = env.storage();
        if (!storage) return false;
        storage.setItem(key, JSON.stringify(value));
        return true;
      } catch {
        return false;
      }
    },
  };
}
