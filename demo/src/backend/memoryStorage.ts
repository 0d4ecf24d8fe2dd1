/**
 * Gives the backend worker, which has no `localStorage`, one in memory: MSW's cookie store reads it
 * when it is created and throws without it. Called before MSW loads. The fake backend lives as long
 * as the page, so its cookies do too.
 */
export function installMemoryStorage(): void {
  if (typeof globalThis.localStorage !== 'undefined') return;
  const items = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
}
