import { describe, expect, it } from 'vitest';
import { nbAccount } from '../../i18n/nb.account';
import { accountNavItems, currentAccountNavRoute } from './navigation';

describe('accountNavItems', () => {
  it('lists the account pages with their paths and texts', () => {
    const items = accountNavItems();
    expect(items.map((item) => item.href)).toEqual([
      '/min-konto',
      '/min-konto/opplysninger',
      '/min-konto/ordrer',
      '/min-konto/abonnement',
      '/min-konto/betaling-fakturaer',
      '/min-konto/bestill-synstest',
      '/min-konto/friends',
    ]);
    for (const item of items) expect(nbAccount[item.label as keyof typeof nbAccount]).toBeTruthy();
  });
});

describe('currentAccountNavRoute', () => {
  it.each([
    ['/min-konto', 'account'],
    ['/min-konto/', 'account'],
    ['/min-konto/opplysninger', 'myDetails'],
    ['/min-konto/ordrer', 'orders'],
    ['/min-konto/ordrer/100152', 'orders'],
    ['/min-konto/ordrer/100152/retur', 'orders'],
    ['/min-konto/betaling-fakturaer/3/inv/7009/-', 'paymentsAndInvoices'],
    ['/min-konto/betaling-fakturaer/F-20001/L-20001', 'paymentsAndInvoices'],
    ['/min-konto/abonnement/linse/L-1', 'subscriptions'],
    ['/min-konto/ordrerx', 'account'],
    ['/briller', null],
    ['/min-kontoen', null],
  ])('%s belongs to %s', (path, expected) => {
    expect(currentAccountNavRoute(path)).toBe(expected);
  });
});
