import { afterEach, describe, expect, it } from 'vitest';
import { createJsonStorage, safeLocalStorage, safeSessionStorage } from './safeStorage';

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('safeLocalStorage and safeSessionStorage', () => {
  it('wrap the page storages', () => {
    expect(safeLocalStorage.setJSON('glimt_safe', { a: 1 })).toBe(true);
    expect(window.localStorage.getItem('glimt_safe')).toBe('{"a":1}');
    safeSessionStorage.setItem('glimt_safe', 'x');
    expect(window.sessionStorage.getItem('glimt_safe')).toBe('x');
  });
});

describe('createJsonStorage', () => {
  it('reads what it wrote, and turns corrupt JSON into undefined', () => {
    const json = createJsonStorage({ storage: () => window.localStorage });
    expect(json.write('glimt_json', ['a', 1])).toBe(true);
    expect(json.read('glimt_json')).toEqual(['a', 1]);
    window.localStorage.setItem('glimt_json', '{not json');
    expect(json.read('glimt_json')).toBeUndefined();
    expect(json.read('missing')).toBeUndefined();
  });

  it('never throws when the storage does', () => {
    const json = createJsonStorage({
      storage: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(json.write('k', 1)).toBe(false);
    expect(json.read('k')).toBeUndefined();
  });
});
