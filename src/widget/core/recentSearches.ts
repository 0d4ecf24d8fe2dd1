/**
 * Recent searches (widget spec, sections 3 and 5): a list of strings in local storage under
 * `depict_searches` (the key existing host shops already hold), oldest first. The last 30 are
 * kept and a repeated search moves to the end. The search modal shows at most 3, and while typing
 * at most 2 that match what is typed (a substring in either direction, ignoring case).
 *
 * Unusable storage is survived: the list then lives in memory for this page.
 */
import { createWidgetEnv, type WidgetEnv } from './env';
import { createJsonStorage } from '../../utils/safeStorage';

/** Storage key of the recent searches (compatibility key). */
export const RECENT_SEARCHES_KEY = 'depict_searches';
/** Searches kept (spec: 30). */
export const RECENT_SEARCHES_KEPT = 30;
/** Searches shown when nothing is typed (spec: 3). */
export const RECENT_SEARCHES_SHOWN = 3;
/** Searches shown that match what is typed (spec: 2). */
export const RECENT_SEARCHES_MATCHED = 2;

/** The recent searches of this visitor. */
export interface RecentSearches {
  /** Every kept search, oldest first. */
  all(): string[];
  /**
   * What the modal shows: with nothing typed the last 3, newest first; while typing at most 2
   * that contain what is typed or are contained in it, newest first.
   */
  shown(typed?: string): string[];
  /** Remembers a search (trimmed; empty is ignored); a repeat moves to the end. */
  add(query: string): void;
  /** Forgets one search. */
  remove(query: string): void;
  /** Forgets every search. */
  clear(): void;
}

const readList = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    : [];

/** Recent searches over the environment's local storage. */
export function createRecentSearches(env: Pick<WidgetEnv, 'storage'> = createWidgetEnv()): RecentSearches {
  const storage = createJsonStorage(env);
  /** The list when storage refused a write, so this page still remembers. */
  let memory: string[] | null = null;
  const load = () => memory ?? readList(storage.read(RECENT_SEARCHES_KEY)).slice(-RECENT_SEARCHES_KEPT);
  const save = (list: string[]) => {
    const kept = list.slice(-RECENT_SEARCHES_KEPT);
    memory = storage.write(RECENT_SEARCHES_KEY, kept) ? null : kept;
  };

  return {
    all: load,
    shown(typed = '') {
      const newestFirst = load().reverse();
      const needle = typed.trim().toLowerCase();
      if (!needle) return newestFirst.slice(0, RECENT_SEARCHES_SHOWN);
      return newestFirst
        .filter((item) => {
          const lower = item.toLowerCase();
          return lower.includes(needle) || needle.includes(lower);
        })
        .slice(0, RECENT_SEARCHES_MATCHED);
    },
    add(query) {
      const trimmed = query.trim();
      if (trimmed) save([...load().filter((item) => item !== trimmed), trimmed]);
    },
    remove(query) {
      save(load().filter((item) => item !== query));
    },
    clear() {
      save([]);
    },
  };
}
