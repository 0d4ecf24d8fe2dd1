import { HttpResponse, type HttpHandler } from 'msw';
import * as z from 'zod/mini';
import { cartUpdatePayloadSchema } from '../../../shop/schemas/cart';
import type { MockHosts } from '../../backend/core';
import { displayName, findAccountByNumber } from '../../backend/accounts';
import { emptyCart, getCartHead, getCheckoutConfig, updateCart } from '../../backend/cart';
import { createMockSession, findSession, type Session } from '../../backend/sessions';
import { shopGet, shopPost, tokenOf } from './http';

/** The calls of shop spec section 7: the shopper, the user lookup and the cart. */

/** Whether a session is logged in as a store user. */
export function isStoreSession(session: Session | undefined): boolean {
  const account = session?.customerNumber ? findAccountByNumber(session.customerNumber) : undefined;
  return account?.customer.role === 'store';
}

/** An empty body (calls that take none also accept `{}`). */
export const noBody = z.object({});

/** Handlers of `/api/site/shopper`, `/api/auth/user/getUser`, `/api/cart/empty` and `/api/cart/update`. */
export function createSiteHandlers(hosts: MockHosts): HttpHandler[] {
  return [
    // GET /api/site/shopper: resumes the session of a known token (CSRF-TOKEN header), else opens one.
    shopGet(hosts, '/api/site/shopper', ({ info }) => {
      const session = findSession(tokenOf(info)) ?? createMockSession();
      return HttpResponse.json({ token: session.token, cartHead: getCartHead(session) });
    }),
    shopPost(hosts, '/api/auth/user/getUser', noBody, ({ session }) => {
      const account = session.customerNumber ? findAccountByNumber(session.customerNumber) : undefined;
      return HttpResponse.json(
        account
          ? {
              success: true,
              user: { isStore: account.customer.role === 'store', name: displayName(account.customer) },
            }
          : { success: false, user: null },
      );
    }),
    shopPost(hosts, '/api/cart/empty', noBody, ({ session }) => {
      emptyCart(session);
      return HttpResponse.json({
        cartHead: getCartHead(session),
        checkoutConfig: getCheckoutConfig(session, isStoreSession(session)),
      });
    }),
    shopPost(hosts, '/api/cart/update', cartUpdatePayloadSchema, ({ session, body }) => {
      updateCart(session, body, isStoreSession(session));
      const cartHead = getCartHead(session);
      return HttpResponse.json(
        body.noCheckoutInfo
          ? { cartHead }
          : { cartHead, checkoutConfig: getCheckoutConfig(session, isStoreSession(session)) },
      );
    }),
  ];
}
