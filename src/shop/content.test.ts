import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONSENT } from '../consent/consent';
import {
  CONTENT_PAGE_KEYS,
  consentChoices,
  consentFromChoices,
  consentLevelOfCategory,
  contentAnchorId,
  contentKeyHref,
  contentKeyOfRoute,
  emailHref,
  isContentKey,
  isPlaceholderLink,
  phoneHref,
  resolveContentLink,
} from './content';
import { SHOP_ROUTES, matchRoute, type ShopRouteName } from './routes';
import type { CookieCategory } from './schemas/content';

describe('content page keys ⇄ routes', () => {
  it('every content route of the table has a key, and every key is a route', () => {
    const contentRoutes = (Object.keys(SHOP_ROUTES) as ShopRouteName[]).filter(
      (name) => SHOP_ROUTES[name].area === 'content',
    );
    for (const name of contentRoutes) expect(contentKeyOfRoute(name)).toBe(name);
    for (const key of CONTENT_PAGE_KEYS) expect(SHOP_ROUTES[key]).toBeDefined();
  });

  it.each([
    ['press', '/press'],
    ['aboutBrand', '/om-glimt'],
    ['contactUs', '/kontakt-oss'],
    ['friends', '/glimt-friends'],
    ['friendsBenefits', '/glimt-friends/medlemsfordeler'],
    ['friendsTerms', '/glimt-friends/medlemsvilkar'],
    ['friendsFaq', '/glimt-friends/sporsmal-og-svar'],
    ['sustainability', '/barekraft'],
    ['transparencyAct', '/barekraft/apenhetsloven'],
    ['companyAgreements', '/firmaavtaler'],
    ['purchaseTerms', '/kjøps-og-leveransevilkår'],
    ['privacyPolicy', '/personvernpolicy'],
    ['cookies', '/cookies'],
    ['accessibility', '/tilgjengelighet'],
    ['glassesSubscriptionInfo', '/brilleabonnement'],
    ['lensSubscriptionInfo', '/glimt-lifestyle-linseabonnement'],
    ['myPagesTerms', '/vilkar-min-side'],
    ['faq', '/sporsmal-og-svar'],
  ] as const)('%s is served at %s and matches back', (key, path) => {
    expect(contentKeyHref(key)).toBe(path);
    expect(matchRoute(path)).toMatchObject({ found: true, name: key });
  });

  it('fills the configured brand', () => {
    expect(contentKeyHref('aboutBrand', { brandName: 'Nord Optikk' })).toBe('/om-nord-optikk');
  });

  it.each([
    ['orders', null],
    ['giftCard', null],
    ['home', null],
    ['cookies', 'cookies'],
  ] as const)('the route %s has the content key %s', (route, key) => {
    expect(contentKeyOfRoute(route)).toBe(key);
  });

  it.each([
    ['faq', true],
    ['aboutBrand', true],
    ['orders', false],
    ['', false],
    ['__proto__', false],
  ])('isContentKey(%j) is %s', (value, expected) => {
    expect(isContentKey(value)).toBe(expected);
  });
});

describe('resolveContentLink', () => {
  const logger = () => ({ warn: vi.fn() });

  it.each([
    [{ page: 'privacyPolicy' }, { href: '/personvernpolicy', external: false }],
    [{ page: 'purchaseAndDeliveryTerms' }, { href: '/kjøps-og-leveransevilkår', external: false }],
    [{ page: 'friendsMemberBenefits' }, { href: '/glimt-friends/medlemsfordeler', external: false }],
    [{ page: 'aboutBrand' }, { href: '/om-glimt', external: false }],
    [{ page: 'faq' }, { href: '/sporsmal-og-svar', external: false }],
    [
      { page: 'contactUs', href: 'https://evil.example' },
      { href: '/kontakt-oss', external: false },
    ],
    [{ href: '/bestill-synstest' }, { href: '/bestill-synstest', external: false }],
    [{ href: 'https://www.datatilsynet.no' }, { href: 'https://www.datatilsynet.no', external: true }],
    [{ href: 'javascript:alert(1)' }, null],
    [{ href: ' JaVaScRiPt:alert(1)' }, null],
    [{ href: 'data:text/html,x' }, null],
    [{}, null],
  ])('%j → %j', (link, expected) => {
    expect(resolveContentLink(link, { logger: logger() })).toEqual(expected);
  });

  it('an unknown key yields the placeholder and one warning per key', () => {
    const log = logger();
    const first = resolveContentLink({ page: 'giftCardTermsOld' }, { logger: log });
    resolveContentLink({ page: 'giftCardTermsOld' }, { logger: log });
    expect(first).toEqual({ href: '#', external: false });
    expect(isPlaceholderLink(first)).toBe(true);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[0]).toContain('giftCardTermsOld');
  });
});

describe('contact hrefs and anchors', () => {
  it.each([
    ['22 00 00 00', 'tel:22000000'],
    ['+47 22 00 00 00', 'tel:+4722000000'],
    ['ring oss', null],
    ['javascript:alert(1)', null],
    [undefined, null],
  ])('phoneHref(%j) is %j', (phone, expected) => {
    expect(phoneHref(phone)).toBe(expected);
  });

  it.each([
    ['kundeservice@glimt.no', 'mailto:kundeservice@glimt.no'],
    ['a@b', null],
    ['x@y.no?bcc=all@glimt.no', null],
    ['<script>@x.no', null],
    [undefined, null],
  ])('emailHref(%j) is %j', (email, expected) => {
    expect(emailHref(email)).toBe(expected);
  });

  it('numbers anchors from one', () => {
    expect(contentAnchorId('faq', 0)).toBe('sporsmal-1');
    expect(contentAnchorId('section', 2)).toBe('del-3');
  });
});

describe('consent choices from the cookie list', () => {
  const category = (id: CookieCategory['id'], cookies = 1): CookieCategory => ({
    id,
    name: id,
    description: '',
    cookies: Array.from({ length: cookies }, (_, index) => ({
      name: `c${index}`,
      provider: 'p',
      purpose: 'x',
      duration: '1 år',
    })),
  });

  it.each([
    ['C0001', 'necessary'],
    ['C0002', 'statistics'],
    ['C0003', 'preferences'],
    ['C0004', 'marketing'],
    ['C0009', null],
  ])('category %s gates %s', (id, level) => {
    expect(consentLevelOfCategory(id)).toBe(level);
  });

  it('orders C0001 to C0004, locks the necessary one on and reads the consent now', () => {
    const choices = consentChoices(
      [category('C0004'), category('C0001', 3), category('C0003'), category('C0002'), category('C0003')],
      { ...DEFAULT_CONSENT, preferences: true },
    );
    expect(choices.map((choice) => [choice.id, choice.isSelected, choice.locked])).toEqual([
      ['C0001', true, true],
      ['C0002', false, false],
      ['C0003', true, false],
      ['C0004', false, false],
    ]);
    expect(choices[0]?.cookieCount).toBe(3);
  });

  it('the update never withdraws necessary', () => {
    expect(consentFromChoices({ necessary: false, statistics: true, marketing: false })).toEqual({
      statistics: true,
      marketing: false,
    });
  });
});
