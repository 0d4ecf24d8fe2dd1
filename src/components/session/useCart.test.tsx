import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryNavigation } from '../../navigation/navigation';
import { GlimtProvider } from '../../shop/GlimtProvider';
import type { Cart } from '../../shop/adapters/cart';
import { cartLineKey, predictCartQuantity } from '../../shop/cart';
import type { ShopClient } from '../../shop/client';
import { ShopSessionProvider, useShopSession, type ShopSession } from './ShopSessionProvider';
import { ProductTexts } from '../product/productTexts';
import { useAddToCart, type AddToCart } from '../product/ProductPage/useAddToCart';
import { useCart, type CartWriter } from './useCart';
import { cartLine, cartOf } from '../../../test-support/cartFixtures';
import { heldCartClient } from '../../../test-support/heldCartClient';
import { untilState } from '../../../test-support/untilState';

const line = (skuId: string, quantity: number) => cartLine(skuId, { quantity });

function setup(
  initialCart: Cart | null,
  start: ShopClient['start'] = () => Promise.resolve({ session: null, user: null, reloadRequested: false }),
) {
  const { client, pending } = heldCartClient(start);
  const seen: { session?: ShopSession; page?: AddToCart; drawer?: CartWriter } = {};
  function ProductPageProbe() {
    seen.page = useAddToCart();
    return null;
  }
  function DrawerProbe() {
    seen.session = useShopSession();
    seen.drawer = useCart();
    return null;
  }
  render(
    <GlimtProvider navigation={createMemoryNavigation('/')} globalStyle={false}>
      <ShopSessionProvider client={client} initialCart={initialCart}>
        <ProductTexts>
          <ProductPageProbe />
        </ProductTexts>
        <DrawerProbe />
      </ShopSessionProvider>
    </GlimtProvider>,
  );
  const quantities = () =>
    Object.fromEntries((seen.session!.cart?.items ?? []).map((item) => [item.skuId, item.quantity]));
  return { pending, client, seen, quantities };
}

describe('one cart writer', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('keeps a drawer change the server holds when an add that was under way fails', async () => {
    const lens = line('L-1', 1);
    let server = cartOf(lens);
    const t = setup(server);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let added: Promise<boolean> | undefined;
    act(() => {
      added = t.seen.page!.add([{ payload: { skuId: 'F-1', quantity: 1 }, predicted: line('F-1', 1) }]);
    });
    // The drawer that just opened: '+' on the lenses while the add is on its way.
    act(() => t.seen.drawer!.setQuantity(t.seen.session!.cart!.items[0]!, 2));
    expect(t.quantities()).toEqual({ 'L-1': 2, 'F-1': 1 });
    // The server answers the lenses' change as soon as it is asked, and refuses the add.
    for (
      let turn = 0;
      turn < 10 && (t.pending.length > 0 || vi.mocked(t.client.updateCart).mock.calls.length < 2);
      turn++
    ) {
      const index = Math.max(
        0,
        t.pending.findIndex((call) => call.payload !== 'empty' && call.payload.skuId === 'L-1'),
      );
      const [next] = t.pending.splice(index, 1);
      if (!next || next.payload === 'empty') {
        await act(async () => undefined);
      } else if (next.payload.skuId === 'F-1') {
        await act(async () => next.reject(new Error('refused')));
      } else {
        server = predictCartQuantity(
          server,
          cartLineKey({ skuId: 'L-1', parentSkuID: null }),
          next.payload.quantity,
        );
        await act(async () => next.resolve(server));
      }
    }
    await expect(added).resolves.toBe(false);
    expect(server.items.map((item) => [item.skuId, item.quantity])).toEqual([['L-1', 2]]);
    expect(t.quantities()).toEqual({ 'L-1': 2 });
  });

  it('shows the shopper’s cart once loaded, unless its own calls (newer) are under way', async () => {
    let loaded: (cart: Cart) => void = () => undefined;
    const shopper = cartOf(line('L-1', 1));
    const t = setup(
      null,
      () =>
        new Promise((resolve) => {
          loaded = (cart) => resolve({ session: { cart } as never, user: null, reloadRequested: false });
        }),
    );
    // Bought before the shopper was loaded: the update goes out, and its answer is the cart.
    let added: Promise<boolean> | undefined;
    act(() => {
      added = t.seen.page!.add([{ payload: { skuId: 'F-1', quantity: 1 }, predicted: line('F-1', 1) }]);
    });
    expect(t.seen.drawer!.isAdding).toBe(true);
    await untilState('expect(t.client.start).toHaveBeenCalled()', () =>
      expect(t.client.start).toHaveBeenCalled(),
    );
    await act(async () => loaded(shopper));
    expect(t.seen.session!.cart).toBeNull();
    const server = cartOf(line('L-1', 1), line('F-1', 1));
    await act(async () => t.pending.shift()!.resolve(server));
    await expect(added).resolves.toBe(true);
    expect(t.quantities()).toEqual({ 'L-1': 1, 'F-1': 1 });
    expect(t.seen.drawer!.isAdding).toBe(false);
  });

  it('ends an addition that an emptying cut short, with no message', async () => {
    const t = setup(cartOf(line('L-1', 1)));
    let first: Promise<boolean> | undefined;
    let second: Promise<boolean> | undefined;
    act(() => {
      first = t.seen.page!.add([{ payload: { skuId: 'F-1', quantity: 1 }, predicted: line('F-1', 1) }]);
      second = t.seen.page!.add([{ payload: { skuId: 'F-2', quantity: 1 }, predicted: line('F-2', 1) }]);
    });
    act(() => t.seen.drawer!.emptyCart());
    await expect(second).resolves.toBe(false);
    expect(t.seen.session!.cart?.items).toEqual([]);
    await act(async () => t.pending.shift()!.resolve(cartOf(line('L-1', 1), line('F-1', 1))));
    await expect(first).resolves.toBe(true);
    expect(vi.mocked(t.client.updateCart)).toHaveBeenCalledTimes(1);
    await untilState('expect(t.client.emptyCart).toHaveBeenCalledTimes(1)', () =>
      expect(t.client.emptyCart).toHaveBeenCalledTimes(1),
    );
  });
});
