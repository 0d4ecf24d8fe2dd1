import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createConsentStore } from '../../consent/consent';
import { GlimtProvider } from '../../shop/GlimtProvider';
import { createShopAnalytics } from '../../tracking/shopAnalytics';
import { useShopAnalytics } from './useShopAnalytics';

describe('useShopAnalytics', () => {
  it('gives every view under one provider the same instance, and pushes under its consent', () => {
    const dataLayer: unknown[] = [];
    const win = window as unknown as { dataLayer?: unknown[] };
    win.dataLayer = dataLayer;
    const consent = createConsentStore({ statistics: true });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <GlimtProvider consent={consent} globalStyle={false}>
        {children}
      </GlimtProvider>
    );
    const { result } = renderHook(() => [useShopAnalytics(), useShopAnalytics()], { wrapper });
    const [drawer, page] = result.current;
    expect(drawer).toBe(page);
    drawer?.pageView({ path: '/', title: 'Glimt', location: 'http://shop.test/' });
    expect(dataLayer).toContainEqual(expect.objectContaining({ event: 'page_view', page_path: '/' }));
    delete win.dataLayer;
  });

  it("is the provider's own analytics when it is given one", () => {
    const given = createShopAnalytics({ dataLayer: () => [] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <GlimtProvider analytics={given} globalStyle={false}>
        {children}
      </GlimtProvider>
    );
    const { result } = renderHook(() => useShopAnalytics(), { wrapper });
    expect(result.current).toBe(given);
  });
});
