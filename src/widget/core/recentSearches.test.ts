// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StorageLike } from './env';
import { RECENT_SEARCHES_KEY, createRecentSearches } from './recentSearches';

/** An in-memory local storage, optionally full or blocked. */
function memoryStorage(initial: Record<string, string> = {}, mode: 'ok' | 'full' | 'blocked' = 'ok') {
  const data = new Map(Object.entries(initial));
  const storage: StorageLike = {
    getItem: (key) => {
      if (mode === 'blocked') throw new DOMException('blocked', 'SecurityError');
      return data.get(key) ?? null;
    },
    setItem: (key, value) => {
      if (mode !== 'ok') throw new DOMException('full', 'QuotaExceededError');
      data.set(key, value);
    },
    removeItem: (key) => data.delete(key),
  };
  return { storage, data };
}

describe('createRecentSearches', () => {
  it('stores searches under depict_searches, oldest first, a repeat moved to the end', () => {
    const { storage, data } = memoryStorage();
    const recent = createRecentSearches({ storage: () => storage });
    for (const query of ['ray-ban', 'gucci', '  linser ', '', 'ray-ban']) recent.add(query);
    expect(recent.all()).toEqual(['gucci', 'linser', 'ray-ban']);
    expect(JSON.parse(data.get(RECENT_SEARCHES_KEY) ?? 'null')).toEqual(['gucci', 'linser', 'ray-ban']);
    expect(RECENT_SEARCHES_KEY).toBe('depict_searches');
  });

  it('keeps the last 30', () => {
    const { storage } = memoryStorage();
    const recent = createRecentSearches({ storage: () => storage });
    for (let index = 1; index <= 35; index++) recent.add(`q${index}`);
    expect(recent.all()).toHaveLength(30);
    expect(recent.all()[0]).toBe('q6');
    expect(recent.all().at(-1)).toBe('q35');
  });

  it('shows the last 3, newest first, when nothing is typed', () => {
    const { storage } = memoryStorage({ [RECENT_SEARCHES_KEY]: JSON.stringify(['a', 'b', 'c', 'd']) });
    const recent = createRecentSearches({ storage: () => storage });
    expect(recent.shown()).toEqual(['d', 'c', 'b']);
    expect(recent.shown('   ')).toEqual(['d', 'c', 'b']);
  });

  it('shows at most 2 matches by substring in either direction while typing, ignoring case', () => {
    const history = ['solbriller', 'Ray-Ban', 'ray', 'kontaktlinser', 'ray-ban clubmaster'];
    const { storage } = memoryStorage({ [RECENT_SEARCHES_KEY]: JSON.stringify(history) });
    const recent = createRecentSearches({ storage: () => storage });
    expect(recent.shown('RAY')).toEqual(['ray-ban clubmaster', 'ray']);
    // Typed text containing a past search matches too.
    expect(recent.shown('kontaktlinser daglig')).toEqual(['kontaktlinser']);
    expect(recent.shown('xyz')).toEqual([]);
  });

  it('removes one search or all', () => {
    const { storage } = memoryStorage();
    const recent = createRecentSearches({ storage: () => storage });
    recent.add('a');
    recent.add('b');
    recent.remove('a');
    expect(recent.all()).toEqual(['b']);
    recent.clear();
    expect(recent.all()).toEqual([]);
  });

  it('survives corrupt JSON and values of the wrong type', () => {
    for (const raw of [
      '{not json',
      '"text"',
      '{"a":1}',
      'null',
      JSON.stringify([1, 'ok', null, '', ['x']]),
    ]) {
      const { storage } = memoryStorage({ [RECENT_SEARCHES_KEY]: raw });
      const recent = createRecentSearches({ storage: () => storage });
      expect(recent.all(), raw).toEqual(raw.includes('ok') ? ['ok'] : []);
      recent.add('new');
      expect(recent.all().at(-1)).toBe('new');
    }
  });

  it('survives a full or blocked storage by remembering in memory for this page', () => {
    for (const mode of ['full', 'blocked'] as const) {
      const { storage } = memoryStorage({}, mode);
      const recent = createRecentSearches({ storage: () => storage });
      recent.add('ray');
      recent.add('gucci');
      expect(recent.shown(), mode).toEqual(['gucci', 'ray']);
    }
    const throwing = createRecentSearches({
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    throwing.add('x');
    expect(throwing.all()).toEqual(['x']);
    expect(createRecentSearches({ storage: () => undefined }).all()).toEqual([]);
  });

  it('holds its rules for any sequence of searches (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 6 }), { maxLength: 60 }),
        fc.string({ maxLength: 3 }),
        (queries, typed) => {
          const { storage } = memoryStorage();
          const recent = createRecentSearches({ storage: () => storage });
          for (const query of queries) recent.add(query);
          const all = recent.all();
          expect(all.length).toBeLessThanOrEqual(30);
          expect(new Set(all).size).toBe(all.length);
          const last = queries
            .map((query) => query.trim())
            .filter(Boolean)
            .at(-1);
          if (last !== undefined) expect(all.at(-1)).toBe(last);
          expect(recent.shown().length).toBeLessThanOrEqual(3);
          expect(recent.shown(typed).length).toBeLessThanOrEqual(typed.trim() ? 2 : 3);
        },
      ),
      { seed: 3, numRuns: 200 },
    );
  });
});
