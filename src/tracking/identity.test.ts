import { describe, expect, it, vi } from 'vitest';
import { readVisitorId, VISITOR_ID_KEY } from './identity';
import { createMemoryStorage, createTestEnvironment } from './test-helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function cookieJar(options: { keeps?: boolean; throws?: boolean } = {}) {
  let jar = 'other=1';
  return {
    get: () => {
      if (options.throws) throw new Error('SecurityError');
      return jar;
    },
    set: (cookie: string) => {
      if (options.throws) throw new Error('SecurityError');
      if (options.keeps !== false) jar += `; ${cookie.split(';')[0]}`;
    },
  };
}

describe('readVisitorId', () => {
  it('creates a UUID in local storage under _dep_id and reads it back later', () => {
    const storage = createMemoryStorage();
    const { env } = createTestEnvironment({ storage: () => storage });
    const report = vi.fn();
    const first = readVisitorId(env, report);
    expect(VISITOR_ID_KEY).toBe('_dep_id');
    expect(first).toMatch(UUID);
    expect(storage.getItem('_dep_id')).toBe(first);
    expect(readVisitorId(env, report)).toBe(first);
    expect(report).not.toHaveBeenCalled();
  });

  it('falls back to a cookie when local storage throws, and reports it', () => {
    const cookie = cookieJar();
    const { env } = createTestEnvironment({
      storage: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      cookie,
    });
    const report = vi.fn();
    const id = readVisitorId(env, report);
    expect(cookie.get()).toContain(`_dep_id=${id}`);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]![0]).toEqual(new Error('Visitor id: local storage unusable, using a cookie'));
    // The next page reads the same id from the cookie.
    expect(readVisitorId(env, report)).toBe(id);
  });

  it('falls back to a cookie when local storage drops writes or is missing', () => {
    const dropping = { ...createMemoryStorage(), setItem: () => undefined, getItem: () => null } as Storage;
    for (const storage of [() => dropping, () => undefined]) {
      const cookie = cookieJar();
      const { env } = createTestEnvironment({ storage, cookie });
      const report = vi.fn();
      const id = readVisitorId(env, report);
      expect(cookie.get()).toContain(`_dep_id=${id}`);
      expect(report).toHaveBeenCalledTimes(1);
    }
  });

  it('uses an id held in memory when cookies do not work either, reporting both fallbacks', () => {
    for (const cookie of [cookieJar({ keeps: false }), cookieJar({ throws: true }), undefined]) {
      const { env } = createTestEnvironment({ storage: () => undefined, cookie });
      const report = vi.fn();
      expect(readVisitorId(env, report)).toMatch(UUID);
      expect(report.mock.calls.map(([error]) => (error as Error).message)).toEqual([
        'Visitor id: local storage unusable, using a cookie',
        'Visitor id: cookies unusable, using an id held in memory',
      ]);
    }
  });

  it('reads an existing cookie value', () => {
    const { env } = createTestEnvironment({
      cookie: { get: () => 'a=1; _dep_id=abc%2Ddef; b=2', set: () => undefined },
    });
    expect(readVisitorId(env, vi.fn())).toBe('abc-def');
  });
});
