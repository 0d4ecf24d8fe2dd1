import { describe, expect, it } from 'vitest';
import { parseApiError } from './apiError';
import { CartContract, parseCartResponse, parseGetUserResponse, parseShopperResponse } from './cart';
import { parseBookingResponse } from './bookings';
import { isApiContractError } from './errors';

const head = { cart: { items: [], totalCost: 0 }, shopperId: 'shopper-1' };

describe('shop adapters', () => {
  it('a cart update without cartHead yields null; a malformed cart head throws ApiContractError', () => {
    expect(parseCartResponse({ success: false })).toBeNull();
    expect(parseCartResponse({ cartHead: head })).toMatchObject({ itemCount: 0, checkoutConfig: null });
    let thrown: unknown;
    try {
      parseCartResponse({ cartHead: { cart: { items: 'nope', totalCost: 0 }, shopperId: 'x' } });
    } catch (error) {
      thrown = error;
    }
    expect(isApiContractError(thrown)).toBe(true);
    expect((thrown as { contract: string }).contract).toBe(CartContract.Update);
  });

  it('a shopper answer without a token is a contract error', () => {
    expect(() => parseShopperResponse({ cartHead: head })).toThrow(/GET \/api\/site\/shopper/);
    expect(parseShopperResponse({ token: 'csrf-1', cartHead: head }).token).toBe('csrf-1');
  });

  it('the user lookup gives null for a guest', () => {
    expect(parseGetUserResponse({ success: false, user: null })).toBeNull();
    expect(parseGetUserResponse({ success: true, user: { isStore: true, name: 'Glimt Bergen' } })).toEqual({
      isStore: true,
      name: 'Glimt Bergen',
    });
  });

  it('a designed call must have the success envelope', () => {
    expect(() => parseBookingResponse({ id: 'BK-1' })).toThrow(/does not match its contract/);
  });

  it('reads an error body, and survives one that is not', () => {
    expect(parseApiError(409, { success: false, error: { code: 'SlotTaken', message: 'Taken' } })).toEqual({
      status: 409,
      code: 'SlotTaken',
      message: 'Taken',
      fields: [],
    });
    expect(parseApiError(502, '<html>Bad gateway</html>')).toEqual({
      status: 502,
      code: 'HttpError',
      message: 'HTTP 502',
      fields: [],
    });
  });
});
