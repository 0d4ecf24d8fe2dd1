import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_PAGE_PATH, normalizeSearchPagePath } from './searchPage';

describe('normalizeSearchPagePath', () => {
  it('gives one leading slash and no trailing one', () => {
    expect(normalizeSearchPagePath('search')).toBe('/search');
    expect(normalizeSearchPagePath('/sok/')).toBe('/sok');
    expect(normalizeSearchPagePath('/')).toBe('/');
    expect(normalizeSearchPagePath(undefined)).toBe(DEFAULT_SEARCH_PAGE_PATH);
    expect(normalizeSearchPagePath('  ')).toBe('/search');
  });
});
