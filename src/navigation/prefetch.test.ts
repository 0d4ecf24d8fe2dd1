import { describe, expect, it, vi } from 'vitest';
import { createMemoryNavigation, type NavigationAdapter } from './navigation';
import { prefetchAllowed, prefetchLink, prefetchTarget } from './prefetch';

const PAGE = 'https://shop.example/briller?sort=price';

function prefetchingAdapter() {
  const prefetch = vi.fn<NonNullable<NavigationAdapter['prefetch']>>();
  return { navigation: { ...createMemoryNavigation('/briller'), prefetch }, prefetch };
}

describe('prefetchAllowed', () => {
  it('allows prefetching unless the visitor asked to save data', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({})).toBe(true);
    expect(prefetchAllowed({ saveData: false })).toBe(true);
    expect(prefetchAllowed({ saveData: true })).toBe(false);
  });
});

describe('prefetchTarget', () => {
  it.each([
    ['/solbriller', '/solbriller'],
    ['/solbriller?sort=price#top', '/solbriller?sort=price'],
    ['https://shop.example/kontaktlinser', '/kontaktlinser'],
    ['../min-konto', '/min-konto'],
    ['/briller', '/briller'],
  ])('reads %s as the page %s', (href, page) => {
    expect(prefetchTarget(href, PAGE)).toBe(page);
  });

  it.each([
    ['the page being shown', '/briller?sort=price'],
    ['another part of the same page', '#filtre'],
    ['another origin', 'https://other.example/briller'],
    ['mail', 'mailto:post@example.no'],
    ['a phone number', 'tel:+4722334455'],
  ])('prefetches nothing for %s', (_what, href) => {
    expect(prefetchTarget(href, PAGE)).toBeUndefined();
  });
});

describe('prefetchLink', () => {
  it('asks the adapter once per page and reason', () => {
    const { navigation, prefetch } = prefetchingAdapter();
    expect(prefetchLink(navigation, '/solbriller', 'viewport', PAGE)).toBe(true);
    expect(prefetchLink(navigation, '/solbriller#topp', 'viewport', PAGE)).toBe(false);
    expect(prefetchLink(navigation, '/solbriller', 'intent', PAGE)).toBe(true);
    expect(prefetchLink(navigation, '/solbriller', 'intent', PAGE)).toBe(false);
    expect(prefetch.mock.calls).toEqual([
      ['/solbriller', 'viewport'],
      ['/solbriller', 'intent'],
    ]);
  });

  it('keeps what each adapter was asked apart', () => {
    const first = prefetchingAdapter();
    const second = prefetchingAdapter();
    prefetchLink(first.navigation, '/solbriller', 'intent', PAGE);
    expect(prefetchLink(second.navigation, '/solbriller', 'intent', PAGE)).toBe(true);
    expect(second.prefetch).toHaveBeenCalledOnce();
  });

  it('asks nothing on a connection that saves data, for the page shown, or of an adapter without prefetch', () => {
    const { navigation, prefetch } = prefetchingAdapter();
    expect(prefetchLink(navigation, '/solbriller', 'intent', PAGE, { saveData: true })).toBe(false);
    expect(prefetchLink(navigation, '/briller?sort=price', 'intent', PAGE)).toBe(false);
    expect(prefetch).not.toHaveBeenCalled();
    expect(prefetchLink(createMemoryNavigation('/'), '/solbriller', 'intent', PAGE)).toBe(false);
  });
});
