import { describe, expect, it, vi } from 'vitest';
import {
  isVisitorId,
  MALFORMED_VISITOR_ID_MESSAGE,
  readVisitorId,
  VISITOR_ID_KEY,
  VISITOR_ID_PATTERN,
  visitorIdUnderConsent,
} from './identity';
import { randomId } from './env';
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
      storage: () => undefined,
      cookie: {
        get: () => 'a=1; _dep_id=0a1b2c3d%2D4e5f-4a6b-8c7d-0123456789ab; b=2',
        set: () => undefined,
      },
    });
    expect(readVisitorId(env, vi.fn())).toBe('0a1b2c3d-4e5f-4a6b-8c7d-0123456789ab');
  });
});

describe('the visitor id format (issue #12)', () => {
  it('is what the id generator makes, and nothing else', () => {
    expect(VISITOR_ID_PATTERN.source).toBe(UUID.source);
    for (const random of [() => 0, () => 0.5, () => 0.99, Math.random])
      expect(isVisitorId(randomId(random))).toBe(true);
    for (const bad of [
      '',
      'abc-def',
      'x'.repeat(1_000_000),
      '<img src=x onerror=alert(1)>',
      '00000000-0000-4000-8000-000000000000<script>',
      ' 00000000-0000-4000-8000-000000000000',
      '00000000-0000-4000-8000-000000000000\n',
      'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
      null,
      42,
    ])
      expect(isVisitorId(bad)).toBe(false);
  });

  it.each([
    ['a 1 MB string', 'x'.repeat(1_000_000)],
    ['markup', '"><img src=x onerror=alert(1)>'],
    ['an id of another shape', 'abc-def'],
  ])('replaces %s in local storage with a new id, and reports it', (_, stored) => {
    const storage = createMemoryStorage();
    storage.setItem('_dep_id', stored);
    const { env } = createTestEnvironment({ storage: () => storage });
    const report = vi.fn();
    const id = readVisitorId(env, report);
    expect(id).toMatch(UUID);
    expect(storage.getItem('_dep_id')).toBe(id);
    expect(report).toHaveBeenCalledOnce();
    expect(report).toHaveBeenCalledWith(new Error(MALFORMED_VISITOR_ID_MESSAGE), {
      where: 'storage',
      length: stored.length,
    });
    // The replacement is kept: the next read finds it and reports nothing.
    expect(readVisitorId(env, report)).toBe(id);
    expect(report).toHaveBeenCalledOnce();
  });

  it('replaces a malformed cookie value (a broken escape too), and reports it', () => {
    for (const value of ['%3Cscript%3E', '%E0%A4%A', 'y'.repeat(4000)]) {
      const cookie = cookieJar();
      cookie.set(`_dep_id=${value}`);
      const { env } = createTestEnvironment({ storage: () => undefined, cookie });
      const report = vi.fn();
      const id = readVisitorId(env, report);
      expect(id).toMatch(UUID);
      expect(cookie.get()).toContain(`_dep_id=${id}`);
      expect(report.mock.calls.map(([error]) => (error as Error).message)).toEqual([
        'Visitor id: local storage unusable, using a cookie',
        MALFORMED_VISITOR_ID_MESSAGE,
      ]);
    }
  });
});

describe('visitorIdUnderConsent (issue #34)', () => {
  /** A storage and a cookie jar that fail the test if anything reads or writes them. */
  const untouchable = () => {
    const touched = vi.fn();
    const { env } = createTestEnvironment({
      storage: () => {
        touched('storage');
        return createMemoryStorage();
      },
    });
    const cookie = {
      get: () => (touched('cookie read'), ''),
      set: () => touched('cookie write'),
    };
    return { env: { ...env, cookie }, touched };
  };

  it('before consent neither reads nor writes storage or cookies, and keeps one id for the page', () => {
    const first = untouchable();
    const second = untouchable();
    const report = vi.fn();
    const id = visitorIdUnderConsent(first.env, report, false, true);
    expect(id).toMatch(UUID);
    // A preload and the provider make their own environments (here another random source): they
    // still send the same id.
    expect(visitorIdUnderConsent({ ...second.env, random: () => 0.5 }, report, false, true)).toBe(id);
    expect(first.touched).not.toHaveBeenCalled();
    expect(second.touched).not.toHaveBeenCalled();
    expect(report).not.toHaveBeenCalled();
  });

  it('without a browser gives every call its own id, so a server never shares one between visitors', () => {
    const { env, touched } = untouchable();
    const a = visitorIdUnderConsent(env, vi.fn(), false, false);
    const b = visitorIdUnderConsent(env, vi.fn(), false, false);
    expect(a).toMatch(UUID);
    expect(b).not.toBe(a);
    expect(touched).not.toHaveBeenCalled();
  });

  it('once consent allows it, stores the id under _dep_id like readVisitorId', () => {
    const storage = createMemoryStorage();
    const { env } = createTestEnvironment({ storage: () => storage });
    const id = visitorIdUnderConsent(env, vi.fn(), true, true);
    expect(storage.getItem(VISITOR_ID_KEY)).toBe(id);
    expect(readVisitorId(env, vi.fn())).toBe(id);
  });
});
