import { vi } from 'vitest';
import type { Cart } from '../src/shop/adapters/cart';
import type { ShopClient } from '../src/shop/client';
import type { CartUpdatePayload } from '../src/shop/schemas/cart';

/** A cart write the fake client holds until the test answers it. */
export interface HeldCartWrite {
  /** The update sent, or `'empty'` for emptying the cart. */
  payload: CartUpdatePayload | 'empty';
  resolve: (cart: Cart | null) => void;
  reject: (error: unknown) => void;
}

/**
 * A shop client for the cart writer's tests: `updateCart` and `emptyCart` answer nothing until the
 * test resolves or rejects the write it holds in `pending` (in the order they were sent), so a test
 * decides when and how the server answers each write. `start` answers a guest unless given.
 */
export function heldCartClient(
  start: ShopClient['start'] = () => Promise.resolve({ session: null, user: null, reloadRequested: false }),
): { client: ShopClient; pending: HeldCartWrite[] } {
  const pending: HeldCartWrite[] = [];
  const held = (payload: CartUpdatePayload | 'empty') =>
    new Promise<Cart | null>((resolve, reject) => pending.push({ payload, resolve, reject }));
  // Only the calls the cart writer makes.
  const client = {
    start: vi.fn(start),
    updateCart: vi.fn((payload: CartUpdatePayload) => held(payload)),
    emptyCart: vi.fn(() => held('empty')),
    getToken: () => 'token',
    setToken: vi.fn(),
  } as Partial<ShopClient> as ShopClient;
  return { client, pending };
}
