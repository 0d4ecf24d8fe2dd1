import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from '../../navigation/context';
import { createMemoryNavigation } from '../../navigation/navigation';
import { GlimtProvider } from '../../shop/GlimtProvider';
import type { ShopAnalytics } from '../../tracking/shopAnalytics';
import { usePageViews } from './usePageViews';

afterEach(cleanup);

function setup(initial: string) {
  const pageView = vi.fn(() => true);
  const analytics = { pageView } as unknown as ShopAnalytics;
  const navigation = createMemoryNavigation(initial);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <GlimtProvider globalStyle={false} navigation={navigation} analytics={analytics}>
      {children}
    </GlimtProvider>
  );
  renderHook(() => usePageViews(useLocation()), { wrapper });
  const go = (href: string) => act(() => navigation.navigate(href));
  return { pageView, go };
}

describe('usePageViews', () => {
  it('sends one page_view per path the shopper arrives at, with its query', () => {
    const { pageView, go } = setup('/briller?merke=ray-ban');
    expect(pageView).toHaveBeenCalledTimes(1);
    expect(pageView).toHaveBeenLastCalledWith({
      path: '/briller?merke=ray-ban',
      location: expect.stringMatching(/^http/),
    });
    go('/solbriller');
    expect(pageView).toHaveBeenCalledTimes(2);
    expect(pageView).toHaveBeenLastCalledWith(expect.objectContaining({ path: '/solbriller' }));
  });

  it('counts a filter, a sort or a size in the query as the same page', () => {
    const { pageView, go } = setup('/briller');
    go('/briller?merke=ray-ban');
    go('/briller?merke=ray-ban&sortering=pris');
    expect(pageView).toHaveBeenCalledTimes(1);
  });

  it('leaves the product page’s page_view to the product page, and counts the next page again', () => {
    const { pageView, go } = setup('/');
    go('/produkt/ray-ban-rx7047-blaa');
    expect(pageView).toHaveBeenCalledTimes(1);
    go('/kasse');
    expect(pageView).toHaveBeenCalledTimes(2);
    expect(pageView).toHaveBeenLastCalledWith(expect.objectContaining({ path: '/kasse' }));
  });
});
