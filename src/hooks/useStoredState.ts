import { useCallback, useState } from 'react';
import { safeLocalStorage, type SafeStorage } from '../utils/safeStorage';

/**
 * React state mirrored into storage as JSON. Reads once on mount; a write that storage refuses
 * still updates the state, so the page keeps working for this visit.
 * @param key - the storage key
 * @param initial - the value when nothing (valid) is stored
 * @param storage - which storage @default safeLocalStorage
 */
export function useStoredState<T>(
  key: string,
  initial: T,
  storage: SafeStorage = safeLocalStorage,
): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(() => storage.getJSON(key, initial));
  const update = useCallback(
    (next: T) => {
      setValue(next);
      storage.setJSON(key, next);
    },
    [key, storage],
  );
  return [value, update];
}
