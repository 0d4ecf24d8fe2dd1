import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryNavigation } from '../../../navigation/navigation';
import { GlimtProvider } from '../../../shop/GlimtProvider';
import type { Cart } from '../../../shop/adapters/cart';
import { predictCartLine } from '../../../shop/cart';
import { ShopApiRequestError } from '../../../shop/client';
import { ShopSessionProvider, useShopSession, type ShopSession } from '../../session/ShopSessionProvider';
import { nbProduct } from '../../../i18n/nb.product';
import { ProductTexts } from '../productTexts';
import { useAddToCart, type AddToCart, type CartAddition } from './useAddToCart';
import { cartLine } from '../../../../test-support/cartFixtures';
import { heldCartClient } from '../../../../test-support/heldCartClient';
import { untilState } from '../../../../test-support/untilState';

const line = (skuId: string, quantity: number, parentSkuID: string | null = null) =>
  cartLine(skuId, { quantity, parentSkuID });

const EMPTY: Cart = { items: [], totalCost: 0, shopperId: 's1', checkoutConfig: null, itemCount: 0 };

function setup() {
  const { client, pending } = heldCartClient();
  const seen: { session?: ShopSession; cart?: AddToCart } = {};
  function Probe() {
    seen.session = useShopSession();
    seen.cart = useAddToCart();
    return null;
  }
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <GlimtProvider navigation={createMemoryNavigation('/')} globalStyle={false}>
      <ShopSessionProvider client={client} initialCart={EMPTY}>
        <ProductTexts>{children}</ProductTexts>
      </ShopSessionProvider>
    </GlimtProvider>
  );
  render(<Probe />, { wrapper });
  return {
    client,
    pending,
    session: () => seen.session!,
    add: (additions: CartAddition[]) => seen.cart!.add(additions),
  };
}

describe('useAddToCart', () => {
  afterEach(cleanup);

  it('shows the lines and opens the drawer at once, then keeps the server’s cart', async () => {
    const t = setup();
    const frame = line('F-1', 1);
    let done: Promise<boolean> | undefined;
    act(() => {
      done = t.add([{ payload: { skuId: 'F-1', quantity: 1 }, predicted: frame }]);
    });
    expect(t.session().cart?.items.map((item) => item.skuId)).toEqual(['F-1']);
    expect(t.session().isCartOpen).toBe(true);
    const server = { ...predictCartLine(EMPTY, frame), shopperId: 'from-server' };
    await act(async () => t.pending.shift()!.resolve(server));
    await expect(done).resolves.toBe(true);
    expect(t.session().cart?.shopperId).toBe('from-server');
  });

  it('asks for checkout info only with the last update of a frame and its lenses', async () => {
    const t = setup();
    act(() => {
      void t.add([
        {
          payload: { skuId: 'F-1', quantity: 1, childSkuId: 'glass-single-vision' },
          predicted: [line('F-1', 1), line('glass-single-vision', 1, 'F-1')],
        },
        {
          payload: { skuId: 'F-1', quantity: 1, childSkuId: 'tint-grey' },
          predicted: line('tint-grey', 1, 'F-1'),
        },
      ]);
    });
    expect(t.session().cart?.items).toHaveLength(3);
    await act(async () => t.pending.shift()!.resolve(EMPTY));
    await act(async () => t.pending.shift()!.resolve(EMPTY));
    expect(vi.mocked(t.client.updateCart).mock.calls.map(([payload]) => payload.noCheckoutInfo)).toEqual([
      true,
      undefined,
    ]);
  });

  it.each([
    ['OutOfStock', nbProduct['product.buy.error.outOfStock']],
    ['StoreOnly', nbProduct['product.buy.error.storeOnly']],
    ['HttpError500', nbProduct['product.buy.error.general']],
  ])('puts the cart back and says why when the shop answers %s', async (code, message) => {
    const t = setup();
    let done: Promise<boolean> | undefined;
    act(() => {
      done = t.add([{ payload: { skuId: 'F-1', quantity: 1 }, predicted: line('F-1', 1) }]);
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new ShopApiRequestError('POST /api/cart/update', {
      status: 409,
      code,
      message: 'refused',
      fields: [],
    });
    await act(async () => t.pending.shift()!.reject(error));
    await expect(done).resolves.toBe(false);
    expect(t.session().cart?.items).toEqual([]);
    expect(await untilState('screen.getByText(message)', () => screen.getByText(message))).toBeTruthy();
  });

  it('keeps what the server confirmed when a later update of the same addition fails', async () => {
    const t = setup();
    const frameOnly = predictCartLine(EMPTY, line('F-1', 1));
    act(() => {
      void t.add([
        {
          payload: { skuId: 'F-1', quantity: 1, childSkuId: 'glass-single-vision' },
          predicted: line('F-1', 1),
        },
        {
          payload: { skuId: 'F-1', quantity: 1, childSkuId: 'tint-grey' },
          predicted: line('tint-grey', 1, 'F-1'),
        },
      ]);
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => t.pending.shift()!.resolve(frameOnly));
    await act(async () => t.pending.shift()!.reject(new Error('offline')));
    expect(t.session().cart?.items.map((item) => item.skuId)).toEqual(['F-1']);
  });
});
