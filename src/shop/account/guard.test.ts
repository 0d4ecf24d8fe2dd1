import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_HOME_PATH,
  guestRedirectFor,
  isSafeReturnTo,
  loginRedirectFor,
  returnToFromSearch,
  routeNeedsLogin,
  safeReturnTo,
} from './guard';

describe('safeReturnTo', () => {
  it.each<[string, string | null | undefined, string]>([
    ['an account page', '/min-konto/ordrer', '/min-konto/ordrer'],
    [
      'a page with a query and hash',
      '/min-konto/ordrer/A-1?tab=retur#linjer',
      '/min-konto/ordrer/A-1?tab=retur#linjer',
    ],
    ['a shop page', '/briller/gucci', '/briller/gucci'],
    ['nothing', null, ACCOUNT_HOME_PATH],
    ['undefined', undefined, ACCOUNT_HOME_PATH],
    ['empty', '', ACCOUNT_HOME_PATH],
    ['protocol-relative', '//evil.example/min-konto', ACCOUNT_HOME_PATH],
    ['three slashes', '///evil.example', ACCOUNT_HOME_PATH],
    ['backslash after the slash', '/\\evil.example', ACCOUNT_HOME_PATH],
    ['a backslash inside', '/min-konto\\..\\x', ACCOUNT_HOME_PATH],
    ['an absolute URL', 'https://evil.example/min-konto', ACCOUNT_HOME_PATH],
    ['javascript:', 'javascript:alert(1)', ACCOUNT_HOME_PATH],
    ['data:', 'data:text/html,hi', ACCOUNT_HOME_PATH],
    ['a relative path without slash', 'min-konto', ACCOUNT_HOME_PATH],
    ['a tab folded away by the URL parser', '/\t/evil.example', ACCOUNT_HOME_PATH],
    ['a newline', '/\n/evil.example', ACCOUNT_HOME_PATH],
    ['a NUL', '/min-konto\u0000', ACCOUNT_HOME_PATH],
    ['a C1 control', '/min-konto\u0085', ACCOUNT_HOME_PATH],
    ['a space', '/ /evil.example', ACCOUNT_HOME_PATH],
    ['the login page itself', '/min-konto/logg-inn?returnTo=/min-konto', ACCOUNT_HOME_PATH],
    ['the logout page', '/min-konto/logg-ut', ACCOUNT_HOME_PATH],
    ['registration', '/min-konto/registrere', ACCOUNT_HOME_PATH],
    ['password reset', '/min-konto/glemt-passord?token=x', ACCOUNT_HOME_PATH],
    ['far too long', `/${'a'.repeat(3000)}`, ACCOUNT_HOME_PATH],
    ['an encoded double slash stays a path', '/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('%s', (_name, param, expected) => {
    expect(safeReturnTo(param)).toBe(expected);
  });

  it('refuses anything that is not a string', () => {
    expect(isSafeReturnTo(42)).toBe(false);
    expect(isSafeReturnTo({ toString: () => '/min-konto' })).toBe(false);
  });
});

describe('returnToFromSearch', () => {
  it.each([
    ['?returnTo=%2Fmin-konto%2Fordrer', '/min-konto/ordrer'],
    ['?returnTo=%2F%2Fevil.example', ACCOUNT_HOME_PATH],
    ['?other=1', ACCOUNT_HOME_PATH],
    ['', ACCOUNT_HOME_PATH],
  ])('%s → %s', (search, expected) => {
    expect(returnToFromSearch(search)).toBe(expected);
  });
});

describe('loginRedirectFor', () => {
  it.each([
    ['/min-konto/ordrer', '', '/min-konto/logg-inn?returnTo=%2Fmin-konto%2Fordrer'],
    ['/min-konto/ordrer', '?side=2', '/min-konto/logg-inn?returnTo=%2Fmin-konto%2Fordrer%3Fside%3D2'],
    ['/min-konto', '', '/min-konto/logg-inn'],
    ['//evil.example', '', '/min-konto/logg-inn'],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(loginRedirectFor(pathname, search)).toBe(expected);
  });

  it('round-trips through the login page', () => {
    const redirect = loginRedirectFor('/min-konto/ordrer/A-1', '?x=1&y=2');
    expect(returnToFromSearch(new URL(redirect, 'https://shop.invalid').search)).toBe(
      '/min-konto/ordrer/A-1?x=1&y=2',
    );
  });
});

describe('guestRedirectFor', () => {
  it.each([
    ['/min-konto/ordrer', '?side=2', '/min-konto/logg-inn?returnTo=%2Fmin-konto%2Fordrer%3Fside%3D2'],
    ['/min-konto', '', '/min-konto/logg-inn'],
    ['/min-konto/logg-inn', '?returnTo=%2Fmin-konto%2Fordrer', null],
    ['/min-konto/registrere', '', null],
    ['/min-konto/glemt-passord', '', null],
    ['/min-konto/logg-ut', '', null],
  ])('a guest on %s%s → %s', (pathname, search, expected) => {
    expect(guestRedirectFor(pathname, search)).toBe(expected);
  });
});

describe('routeNeedsLogin', () => {
  it.each([
    ['account', true],
    ['orders', true],
    ['myDetails', true],
    ['accountBookExam', true],
    ['login', false],
    ['logout', false],
    ['register', false],
    ['resetPassword', false],
    ['giftCard', false],
    ['home', false],
  ] as const)('%s → %s', (name, expected) => {
    expect(routeNeedsLogin(name)).toBe(expected);
  });
});
