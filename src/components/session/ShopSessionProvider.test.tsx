import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlimtProvider } from '../../shop/GlimtProvider';
import { createMemoryNavigation } from '../../navigation/navigation';
import { createHandlers, mockArticles, setMockShopperAccount, setMockShopperCart } from '../../mocks';
import { startMockServer } from '../../mocks/testServer';
import { ShopSessionProvider, hasCartPreviewParam, useShopSession } from './ShopSessionProvider';
import type { Cart } from '../../shop/adapters/cart';
import { untilState } from '../../../test-support/untilState';

const SHOP = 'http://shop.test';
startMockServer(createHandlers({ shopBaseUrl: SHOP }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function SessionProbe() {
  const session = useShopSession();
  return (
    <dl>
      <dt>status</dt>
      <dd data-testid="status">{session.status}</dd>
      <dt>user</dt>
      <dd data-testid="user">{session.user === undefined ? 'unknown' : (session.user?.name ?? 'guest')}</dd>
      <dt>store</dt>
      <dd data-testid="store">{String(session.isStoreUser)}</dd>
      <dt>items</dt>
      <dd data-testid="items">{session.cartItemCount}</dd>
      <dt>open</dt>
      <dd data-testid="open">{String(session.isCartOpen)}</dd>
      <button type="button" onClick={() => session.setCartOpen(!session.isCartOpen)}>
        toggle
      </button>
    </dl>
  );
}

function renderSession(props: Parameters<typeof ShopSessionProvider>[0] = {}, path = '/') {
  return render(
    <GlimtProvider api={{ baseUrl: SHOP }} navigation={createMemoryNavigation(path)}>
      <ShopSessionProvider {...props}>
        <SessionProbe />
      </ShopSessionProvider>
    </GlimtProvider>,
  );
}

const firstSku = mockArticles.find((article) => article.skus.length > 0)!.skus[0]!.skuId;

describe('ShopSessionProvider', () => {
  it('loads the shopper (cart) and then the user for a guest', async () => {
    setMockShopperCart([{ skuId: firstSku, quantity: 3 }]);
    renderSession();
    expect(screen.getByTestId('status').textContent).toBe('loading');
    await untilState('expect(screen.getByTestId("status").textContent).toBe("ready")', () =>
      expect(screen.getByTestId('status').textContent).toBe('ready'),
    );
    expect(screen.getByTestId('items').textContent).toBe('3');
    expect(screen.getByTestId('user').textContent).toBe('guest');
  });

  it('knows a logged-in store user', async () => {
    setMockShopperAccount('store');
    renderSession({ isStorePage: true });
    await untilState('expect(screen.getByTestId("store").textContent).toBe("true")', () =>
      expect(screen.getByTestId('store').textContent).toBe('true'),
    );
    expect(screen.getByTestId('user').textContent).not.toBe('guest');
  });

  it('asks for a reload when a store user is found on a non-store page', async () => {
    setMockShopperAccount('store');
    const reload = vi.fn();
    renderSession({ onStoreSessionOnNonStorePage: reload });
    await untilState('expect(reload).toHaveBeenCalledTimes(1)', () =>
      expect(reload).toHaveBeenCalledTimes(1),
    );
  });

  it('keeps a held cart and does not load the shopper', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const held: Cart = { items: [], totalCost: 0, shopperId: 'held', checkoutConfig: null, itemCount: 5 };
    renderSession({ initialCart: held });
    await untilState('expect(screen.getByTestId("status").textContent).toBe("ready")', () =>
      expect(screen.getByTestId('status').textContent).toBe('ready'),
    );
    expect(screen.getByTestId('items').textContent).toBe('5');
    // Without a token the user lookup waits, so no call at all went out.
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.getByTestId('user').textContent).toBe('unknown');
  });

  it('reports a failing shopper load as an error state', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <GlimtProvider api={{ baseUrl: 'http://unreachable.test' }} navigation={createMemoryNavigation('/')}>
        <ShopSessionProvider>
          <SessionProbe />
        </ShopSessionProvider>
      </GlimtProvider>,
    );
    await untilState('expect(screen.getByTestId("status").textContent).toBe("error")', () =>
      expect(screen.getByTestId('status').textContent).toBe('error'),
    );
    expect(error).toHaveBeenCalled();
  });

  it('opens the cart drawer from showCart or ?previewCart=1, and toggles it', async () => {
    const first = renderSession({ showCart: true });
    expect(screen.getByTestId('open').textContent).toBe('true');
    first.unmount();
    renderSession({}, '/briller?previewCart=1');
    expect(screen.getByTestId('open').textContent).toBe('true');
    await act(async () => screen.getByRole('button', { name: 'toggle' }).click());
    expect(screen.getByTestId('open').textContent).toBe('false');
  });

  it('throws a clear error outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<SessionProbe />)).toThrow(
      'useShopSession must be used inside a ShopSessionProvider.',
    );
  });
});

describe('hasCartPreviewParam', () => {
  it('is true only for previewCart=1', () => {
    expect(hasCartPreviewParam('?previewCart=1')).toBe(true);
    expect(hasCartPreviewParam('?a=b&previewCart=1')).toBe(true);
    expect(hasCartPreviewParam('?previewCart=0')).toBe(false);
    expect(hasCartPreviewParam('')).toBe(false);
  });
});
