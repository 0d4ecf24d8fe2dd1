import type { MessageKey } from '../../i18n/nb';
import { buildPath, type ShopRouteName } from '../routes';

/**
 * The account area's navigation (`AccountLayout`): the pages it lists, in order, and which of them
 * a path belongs to (an order's page belongs to "my orders", an invoice's to "payment and invoices").
 */

/** A page of the account navigation. */
export interface AccountNavItem {
  route: ShopRouteName;
  href: string;
  label: MessageKey;
}

/** The account pages the navigation lists, in order. */
export const ACCOUNT_NAV_ROUTES = [
  'account',
  'myDetails',
  'orders',
  'subscriptions',
  'paymentsAndInvoices',
  'accountBookExam',
  'friendsSignup',
] as const satisfies readonly ShopRouteName[];

/** A route the navigation lists. */
export type AccountNavRoute = (typeof ACCOUNT_NAV_ROUTES)[number];

const LABELS: Readonly<Record<AccountNavRoute, MessageKey>> = {
  account: 'account.pages.nav.overview',
  myDetails: 'account.pages.nav.myDetails',
  orders: 'account.pages.nav.orders',
  subscriptions: 'account.pages.nav.subscriptions',
  paymentsAndInvoices: 'account.pages.nav.payments',
  accountBookExam: 'account.pages.nav.booking',
  friendsSignup: 'account.pages.nav.friends',
};

/** The navigation's items. */
export function accountNavItems(): AccountNavItem[] {
  return ACCOUNT_NAV_ROUTES.map((route) => ({ route, href: buildPath(route), label: LABELS[route] }));
}

/**
 * Which navigation item a path belongs to: the item whose path is the longest prefix of it, at a
 * `/` boundary (`/min-konto/ordrer/100152/retur` → orders; `/min-konto` → the overview only when
 * nothing longer matches). `null` outside the account area.
 */
export function currentAccountNavRoute(pathname: string): AccountNavRoute | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: { route: AccountNavRoute; length: number } | null = null;
  for (const item of accountNavItems()) {
    const matches = path === item.href || path.startsWith(`${item.href}/`);
    if (matches && (!best || item.href.length > best.length)) {
      best = { route: item.route as AccountNavRoute, length: item.href.length };
    }
  }
  return best?.route ?? null;
}
