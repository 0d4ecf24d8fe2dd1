import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryNavigation } from '../../navigation/navigation';
import { GlimtProvider } from '../../shop/GlimtProvider';
import type { Cart } from '../../shop/adapters/cart';
import { cartLineKey, predictCartQuantity, predictEmptyCart } from '../../shop/cart';
import { ShopSessionProvider, useShopSession, type ShopSession } from './ShopSessionProvider';
import type { ShopAnalytics } from '../../tracking/shopAnalytics';
import { useRemoveFromCartEvents } from '../cart/CartDrawer/useCartDrawer';
import { useCart, type CartWriter } from './useCart';
import { cartLine, cartOf } from '../../../test-support/cartFixtures';
import { heldCartClient } from '../../../test-support/heldCartClient';
import { untilState } from '../../../test-support/untilState';

const line = (skuId: string, quantity: number, amount = 100) =>
  cartLine(skuId, {
    quantity,
    category: 'Tilbehør briller',
    price: { amount, ordinaryPrice: amount, isCampaign: false },
  });

function fakeAnalytics() {
  return {
    pageView: vi.fn(() => true),
    viewCart: vi.fn(() => true),
    removeFromCart: vi.fn(() => true),
    purchase: vi.fn(() => true),
  } satisfies ShopAnalytics;
}

function setup(initialCart: Cart) {
  const { client, pending } = heldCartClient();
  const analytics = fakeAnalytics();
  const seen: { session?: ShopSession; actions?: CartWriter } = {};
  function Probe() {
    seen.session = useShopSession();
    seen.actions = useCart({ onConfirmed: useRemoveFromCartEvents(analytics) });
    return null;
  }
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <GlimtProvider navigation={createMemoryNavigation('/')} globalStyle={false}>
      <ShopSessionProvider client={client} initialCart={initialCart}>
        {children}
      </ShopSessionProvider>
    </GlimtProvider>
  );
  render(<Probe />, { wrapper });
  const session = () => {
    if (!seen.session) throw new Error('not rendered');
    return seen.session;
  };
  const actions = () => {
    if (!seen.actions) throw new Error('not rendered');
    return seen.actions;
  };
  const quantity = (skuId: string) => session().cart?.items.find((item) => item.skuId === skuId)?.quantity;
  const item = (skuId: string) => {
    const found = session().cart?.items.find((candidate) => candidate.skuId === skuId);
    if (!found) throw new Error(`no line ${skuId}`);
    return found;
  };
  /** Answers the oldest open call with what the server would hold after it. */
  const answer = async (server: Cart, respond: (cart: Cart) => Cart | null = (cart) => cart) => {
    const next = pending.shift();
    if (!next) throw new Error('no call under way');
    const after =
      next.payload === 'empty'
        ? predictEmptyCart(server)
        : predictCartQuantity(
            server,
            cartLineKey({ skuId: next.payload.skuId, parentSkuID: null }),
            next.payload.quantity,
          );
    await act(async () => next.resolve(respond(after)));
    return after;
  };
  return { client, pending, analytics, session, actions, quantity, item, answer };
}

describe('useCart: quantities and emptying', () => {
  afterEach(cleanup);

  it('shows the new quantity at once, then keeps the server’s answer', async () => {
    const start = cartOf(line('A', 1), line('B', 2));
    const t = setup(start);
    act(() => t.actions().setQuantity(t.item('A'), 3));
    expect(t.quantity('A')).toBe(3);
    expect(t.session().cartItemCount).toBe(5);
    expect(t.session().cart?.totalCost).toBe(500);
    expect(t.client.updateCart).toHaveBeenCalledWith({ skuId: 'A', quantity: 3 });
    await t.answer(start);
    expect(t.quantity('A')).toBe(3);
    expect(t.pending).toHaveLength(0);
  });

  it('sends one call at a time and the newest quantity next; an older answer never shows', async () => {
    const start = cartOf(line('A', 1));
    const t = setup(start);
    act(() => t.actions().setQuantity(t.item('A'), 2));
    act(() => t.actions().setQuantity(t.item('A'), 3));
    act(() => t.actions().setQuantity(t.item('A'), 4));
    expect(t.quantity('A')).toBe(4);
    expect(t.client.updateCart).toHaveBeenCalledTimes(1);

    const server = await t.answer(start); // the server now holds 2
    expect(t.quantity('A')).toBe(4);
    expect(t.client.updateCart).toHaveBeenCalledTimes(2);
    expect(t.client.updateCart).toHaveBeenLastCalledWith({ skuId: 'A', quantity: 4 });
    await t.answer(server);
    expect(t.quantity('A')).toBe(4);
    expect(t.pending).toHaveLength(0);
  });

  it('rolls back and shows an error notification when the answer has no cart head', async () => {
    const t = setup(cartOf(line('A', 1)));
    act(() => t.actions().setQuantity(t.item('A'), 2));
    expect(t.quantity('A')).toBe(2);
    await t.answer(cartOf(line('A', 1)), () => null);
    expect(t.quantity('A')).toBe(1);
    expect(await untilState('screen.getByRole("alert")', () => screen.getByRole('alert'))).toHaveTextContent(
      'Vi fikk ikke endret antallet for Vare A. Prøv igjen.',
    );
  });

  it('rolls back when the call throws, and pushes no remove_from_cart', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const t = setup(cartOf(line('A', 1), line('B', 1)));
    act(() => t.actions().setQuantity(t.item('B'), 0));
    expect(t.session().cart?.items.map((item) => item.skuId)).toEqual(['A']);
    const next = t.pending.shift();
    await act(async () => next?.reject(new Error('offline')));
    expect(t.session().cart?.items.map((item) => item.skuId)).toEqual(['A', 'B']);
    expect(await untilState('screen.getByRole("alert")', () => screen.getByRole('alert'))).toHaveTextContent(
      'Vi fikk ikke fjernet Vare B. Prøv igjen.',
    );
    expect(t.analytics.removeFromCart).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('pushes remove_from_cart once the server confirms a removal', async () => {
    const start = cartOf(line('A', 1), line('B', 2, 250));
    const t = setup(start);
    act(() => t.actions().setQuantity(t.item('B'), 0));
    expect(t.analytics.removeFromCart).not.toHaveBeenCalled();
    await t.answer(start);
    expect(t.analytics.removeFromCart).toHaveBeenCalledTimes(1);
    expect(t.analytics.removeFromCart).toHaveBeenCalledWith({
      name: 'Vare B',
      id: 'B',
      category: 'Tilbehør briller',
      brand: 'Glimt',
      sku: 'B',
      price: 250,
      discount: 0,
      quantity: 2,
      currency: 'NOK',
    });
  });

  it('empties at once, and brings the lines back when emptying fails', async () => {
    const start = cartOf(line('A', 1), line('B', 2));
    const t = setup(start);
    act(() => t.actions().emptyCart());
    expect(t.session().cart?.items).toEqual([]);
    expect(t.session().cartItemCount).toBe(0);
    await t.answer(start, () => null);
    expect(t.session().cart?.items).toHaveLength(2);
    expect(await untilState('screen.getByRole("alert")', () => screen.getByRole('alert'))).toHaveTextContent(
      'Vi fikk ikke tømt handlekurven. Prøv igjen.',
    );

    act(() => t.actions().emptyCart());
    await t.answer(start);
    expect(t.session().cart?.items).toEqual([]);
    expect(t.analytics.removeFromCart).toHaveBeenCalledTimes(2);
  });

  it('lays a pending change over a change the server made by another call', async () => {
    const t = setup(cartOf(line('A', 1)));
    act(() => t.actions().setQuantity(t.item('A'), 2));
    // A prescription saved at the checkout: the server's cart has another line now.
    const outside = cartOf(line('A', 1), line('C', 1));
    act(() => t.actions().confirmChange(() => outside));
    expect(t.session().cart?.items.map((item) => [item.skuId, item.quantity])).toEqual([
      ['A', 2],
      ['C', 1],
    ]);
    await t.answer(outside);
    expect(t.session().cart?.items.map((item) => [item.skuId, item.quantity])).toEqual([
      ['A', 2],
      ['C', 1],
    ]);
  });
});
