// @vitest-environment node
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  bookingAccessTokenFrom,
  bookingDetailsHref,
  CONTENT_PAGE_ROUTES,
  PLACEHOLDER_HREF,
  ROUTE_ALIASES,
  SHOP_ROUTES,
  brandSlug,
  buildPath,
  buildSearchHref,
  contentPageHref,
  isBookingPath,
  isCheckoutPath,
  isSearchPath,
  matchRoute,
  parseSearchParams,
  SEARCH_MAX_PAGE,
  type RouteParamNames,
  type ShopRouteName,
  type ShopRouteParams,
} from './routes';

describe('SHOP_ROUTES', () => {
  it('has every account and service path of the spec', () => {
    const patterns = Object.values(SHOP_ROUTES).map((route) => route.pattern);
    for (const path of [
      '/press',
      '/min-konto/logg-inn',
      '/min-konto/logg-ut',
      '/min-konto/registrere',
      '/min-konto/glemt-passord',
      '/min-konto',
      '/min-konto/friends',
      '/min-konto/abonnement',
      '/min-konto/abonnement/linse/:subscriptionId',
      '/min-konto/abonnement/linse/:subscriptionId/ny-produkt',
      '/min-konto/abonnement/linse/:subscriptionId/ny-produkt/:articleId',
      '/min-konto/abonnement/linse/:subscriptionId/oppdater-betaling',
      '/min-konto/abonnement/briller/:subscriptionId',
      '/min-konto/abonnement/briller/:subscriptionId/avtale',
      '/min-konto/abonnement/briller/:subscriptionId/avtale/:documentId',
      '/min-konto/abonnement/briller/:subscriptionId/fordeler',
      '/min-konto/betaling-fakturaer/:financeTypeId/inv/:id/:subscriptionId',
      '/min-konto/betaling-fakturaer',
      '/min-konto/betaling-fakturaer/:id/:subId',
      '/min-konto/ordrer',
      '/min-konto/ordrer/:orderId',
      '/min-konto/ordrer/:orderId/retur',
      '/min-konto/opplysninger',
      '/min-konto/bestill-synstest',
      '/min-konto/abonnement/koble-til-lifestyle',
      '/bestill-synstest',
      '/bestill-synstest/:id',
      '/finn-butikk',
      '/cookieliste',
      '/b2b/tegn-avtale',
      '/b2b/oyehelsedag',
      '/butikk-verktoy',
      '/betalingsforesporsel/:token',
      '/rekvisisjon/:id',
      '/angreoppsigelse',
      '/angreoppsigelse/bekreftelse',
      '/gavekort',
      '/',
      '/checkout',
      '/booking',
      '/search',
      '/briller',
      '/solbriller',
      '/sportsbriller',
      '/kontaktlinser',
      '/oeyehelse',
      '/tilbehør-briller',
      '/tilbehør-sportsbriller',
      '/tilbehør-kontaktlinser',
    ]) {
      expect(patterns).toContain(path);
    }
  });

  it('has unique patterns', () => {
    const patterns = Object.values(SHOP_ROUTES).map((route) => route.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('keeps the spaced eye-health-day path only as an alias', () => {
    const patterns = Object.values(SHOP_ROUTES).map((route) => route.pattern);
    expect(patterns).not.toContain('/b2b/oyehelse dag');
    expect(ROUTE_ALIASES['/b2b/oyehelse dag']).toBe('b2bEyeHealthDay');
  });
});

describe('buildPath', () => {
  it('builds static paths', () => {
    expect(buildPath('home')).toBe('/');
    expect(buildPath('account')).toBe('/min-konto');
    expect(buildPath('glassesAccessories')).toBe('/tilbehør-briller');
  });

  it('fills and URL-encodes parameters', () => {
    expect(buildPath('lensSubscriptionAddProduct', { subscriptionId: 12, articleId: 'acuvue 90' })).toBe(
      '/min-konto/abonnement/linse/12/ny-produkt/acuvue%2090',
    );
    expect(buildPath('invoice', { financeTypeId: 1, id: 'a/b', subscriptionId: 'æøå' })).toBe(
      '/min-konto/betaling-fakturaer/1/inv/a%2Fb/%C3%A6%C3%B8%C3%A5',
    );
    expect(buildPath('glassesSubcategory', { slug: 'gucci' })).toBe('/briller/gucci');
  });

  it('fills the brand slug from configuration, lower-cased', () => {
    expect(buildPath('aboutBrand')).toBe('/om-glimt');
    expect(buildPath('friends', undefined, { brandName: 'Nord Optikk' })).toBe('/nord-optikk-friends');
    expect(buildPath('friendsBenefits', {}, { brandName: 'GLIMT' })).toBe('/glimt-friends/medlemsfordeler');
    expect(buildPath('lensSubscriptionInfo')).toBe('/glimt-lifestyle-linseabonnement');
  });

  it('throws on a missing parameter at run time', () => {
    const untyped = buildPath as (name: ShopRouteName, params?: Record<string, unknown>) => string;
    expect(() => untyped('order', {})).toThrow(TypeError);
    expect(() => untyped('order', { orderId: '' })).toThrow(/orderId/);
  });

  it('type-checks parameters against the pattern', () => {
    expectTypeOf<
      RouteParamNames<'/min-konto/betaling-fakturaer/:financeTypeId/inv/:id/:subscriptionId'>
    >().toEqualTypeOf<'financeTypeId' | 'id' | 'subscriptionId'>();
    expectTypeOf<RouteParamNames<'/min-konto'>>().toEqualTypeOf<never>();
    expectTypeOf<ShopRouteParams<'order'>>().toEqualTypeOf<{ orderId: string | number }>();
    // @ts-expect-error the order route needs its orderId
    expect(() => buildPath('order', {})).toThrow();
    // @ts-expect-error a misspelt parameter does not compile
    expect(() => buildPath('order', { orderID: 'x' })).toThrow();
  });
});

describe('matchRoute', () => {
  it('matches static routes and ignores a trailing slash, query and hash', () => {
    expect(matchRoute('/')).toEqual({ found: true, name: 'home', params: {}, redirectTo: null });
    expect(matchRoute('/min-konto/')).toMatchObject({ found: true, name: 'account' });
    expect(matchRoute('/search?q=gucci&s=products')).toMatchObject({ found: true, name: 'search' });
    expect(matchRoute('/checkout#betaling')).toMatchObject({ found: true, name: 'checkout' });
  });

  it('returns the decoded parameters', () => {
    const match = matchRoute('/min-konto/betaling-fakturaer/1/inv/a%2Fb/%C3%A6%C3%B8%C3%A5');
    expect(match).toEqual({
      found: true,
      name: 'invoice',
      params: { financeTypeId: '1', id: 'a/b', subscriptionId: 'æøå' },
      redirectTo: null,
    });
    if (match.found && match.name === 'invoice') {
      expectTypeOf(match.params).toEqualTypeOf<{
        financeTypeId: string;
        id: string;
        subscriptionId: string;
      }>();
    }
  });

  it('round-trips every route through buildPath', () => {
    for (const name of Object.keys(SHOP_ROUTES) as ShopRouteName[]) {
      const pattern: string = SHOP_ROUTES[name].pattern;
      const params = Object.fromEntries(
        [...pattern.matchAll(/:(\w+)/g)].map((found) => [found[1], `v ${found[1]}`]),
      );
      const path = (buildPath as (n: ShopRouteName, p: Record<string, string>) => string)(name, params);
      expect(matchRoute(path)).toEqual({ found: true, name, params, redirectTo: null });
    }
  });

  it('prefers static segments over parameters', () => {
    expect(matchRoute('/min-konto/abonnement/koble-til-lifestyle')).toMatchObject({
      name: 'connectLifestyle',
    });
    expect(matchRoute('/min-konto/ordrer/A-1/retur')).toMatchObject({
      name: 'orderReturn',
      params: { orderId: 'A-1' },
    });
    expect(matchRoute('/min-konto/betaling-fakturaer/7/9')).toMatchObject({
      name: 'financeDetails',
      params: { id: '7', subId: '9' },
    });
  });

  it('matches non-ASCII paths encoded or not', () => {
    expect(matchRoute('/tilbeh%C3%B8r-kontaktlinser')).toMatchObject({ name: 'contactLensAccessories' });
    expect(matchRoute('/kjøps-og-leveransevilkår')).toMatchObject({ name: 'purchaseTerms' });
  });

  it('matches brand content pages with the configured brand', () => {
    expect(matchRoute('/om-glimt')).toMatchObject({ name: 'aboutBrand' });
    expect(matchRoute('/glimt-friends/sporsmal-og-svar')).toMatchObject({ name: 'friendsFaq' });
    expect(matchRoute('/om-glimt', { brandName: 'Nord' })).toMatchObject({ found: false });
    expect(matchRoute('/nord-friends', { brandName: 'Nord' })).toMatchObject({ name: 'friends' });
  });

  it('answers the spaced eye-health-day alias with a redirect', () => {
    expect(matchRoute('/b2b/oyehelse%20dag')).toEqual({
      found: true,
      name: 'b2bEyeHealthDay',
      params: {},
      redirectTo: '/b2b/oyehelsedag',
    });
    expect(matchRoute('/b2b/oyehelsedag')).toMatchObject({ redirectTo: null });
  });

  it('matches the store staff tools and a payment request link by its token', () => {
    expect(matchRoute('/butikk-verktoy')).toMatchObject({ found: true, name: 'staffTools' });
    expect(matchRoute('/betalingsforesporsel/0a1b2c')).toMatchObject({
      found: true,
      name: 'paymentRequest',
      params: { token: '0a1b2c' },
    });
    expect(buildPath('paymentRequest', { token: 'abc' })).toBe('/betalingsforesporsel/abc');
  });

  it('answers not found (404) for anything else', () => {
    const notFound = { found: false, name: 'notFound', status: 404 };
    for (const path of [
      '/finnes-ikke',
      '/min-konto/ordrer/A-1/retur/x',
      '/briller/gucci/x/y',
      '',
      'min-konto',
      '/%E0%A4%A',
      '/min-konto/abonnement/linse',
      '/Checkout',
    ]) {
      expect(matchRoute(path)).toEqual(notFound);
    }
  });
});

describe('shell path rules', () => {
  it('hides the cart toggle on /checkout and below', () => {
    expect(isCheckoutPath('/checkout')).toBe(true);
    expect(isCheckoutPath('/checkout/')).toBe(true);
    expect(isCheckoutPath('/checkout/betaling?x=1')).toBe(true);
    expect(isCheckoutPath('/checkouts')).toBe(false);
    expect(isCheckoutPath('/')).toBe(false);
  });

  it('hides the book-exam button on /booking and below', () => {
    expect(isBookingPath('/booking')).toBe(true);
    expect(isBookingPath('/booking/steg-2')).toBe(true);
    expect(isBookingPath('/bookingen')).toBe(false);
    expect(isBookingPath('/checkout')).toBe(false);
  });

  it('recognises the search page', () => {
    expect(isSearchPath('/search?q=ray')).toBe(true);
    expect(isSearchPath('/search/')).toBe(true);
    expect(isSearchPath('/searching')).toBe(false);
  });
});

describe('search href', () => {
  it('builds and reads the search query string', () => {
    expect(buildSearchHref('ray ban')).toBe('/search?q=ray+ban');
    expect(buildSearchHref('æ&ø', 'stores')).toBe('/search?q=%C3%A6%26%C3%B8&s=stores');
    expect(parseSearchParams('?q=ray+ban&s=products')).toEqual({
      query: 'ray ban',
      scope: 'products',
      page: 1,
    });
    expect(parseSearchParams('?s=other')).toEqual({ query: '', scope: null, page: 1 });
  });

  it('carries the page of product hits from the second page on', () => {
    expect(buildSearchHref('ray', 'products', 3)).toBe('/search?q=ray&s=products&side=3');
    expect(buildSearchHref('ray', null, 1)).toBe('/search?q=ray');
    expect(parseSearchParams('?q=ray&s=products&side=3').page).toBe(3);
    // Anything but a whole page number from 1 is the first page; a huge one is bounded.
    for (const side of ['0', '-2', '2.5', 'abc', '', '1e3']) {
      expect(parseSearchParams(`?q=ray&side=${side}`).page).toBe(1);
    }
    expect(parseSearchParams('?q=ray&side=999999').page).toBe(SEARCH_MAX_PAGE);
    expect(parseSearchParams('?q=ray&side=9999999').page).toBe(1);
  });
});

describe('content pages', () => {
  it('maps every spec key to a route', () => {
    expect(Object.keys(CONTENT_PAGE_ROUTES)).toHaveLength(14);
    expect(contentPageHref('glassesSubscription')).toBe('/brilleabonnement');
    expect(contentPageHref('companyAgreements')).toBe('/firmaavtaler');
    expect(contentPageHref('purchaseAndDeliveryTerms')).toBe('/kjøps-og-leveransevilkår');
    expect(contentPageHref('myPagesTerms')).toBe('/vilkar-min-side');
    expect(contentPageHref('cookies')).toBe('/cookies');
    expect(contentPageHref('privacyPolicy')).toBe('/personvernpolicy');
    expect(contentPageHref('glasses')).toBe('/briller');
    expect(contentPageHref('sunglasses')).toBe('/solbriller');
    expect(contentPageHref('contactLenses')).toBe('/kontaktlinser');
    expect(contentPageHref('sportsGlasses')).toBe('/sportsbriller');
    expect(contentPageHref('eyeHealth')).toBe('/oeyehelse');
    expect(contentPageHref('contactUs')).toBe('/kontakt-oss');
    expect(contentPageHref('friendsMembershipTerms')).toBe('/glimt-friends/medlemsvilkar');
    expect(contentPageHref('friendsMemberBenefits', { brandName: 'Nord' })).toBe(
      '/nord-friends/medlemsfordeler',
    );
  });

  it('every content href matches its route', () => {
    for (const [key, route] of Object.entries(CONTENT_PAGE_ROUTES)) {
      expect(matchRoute(contentPageHref(key))).toMatchObject({ found: true, name: route });
    }
  });

  it('gives a placeholder and warns once for an unknown key', () => {
    const logger = { warn: vi.fn() };
    expect(contentPageHref('giftCardTerms', { logger })).toBe(PLACEHOLDER_HREF);
    expect(contentPageHref('giftCardTerms', { logger })).toBe('#');
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]?.[0]).toContain('giftCardTerms');
    contentPageHref('toString', { logger });
    expect(logger.warn).toHaveBeenCalledTimes(2);
    contentPageHref('cookies', { logger });
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });
});

describe('brandSlug', () => {
  it('lower-cases and joins words', () => {
    expect(brandSlug('Glimt')).toBe('glimt');
    expect(brandSlug('  Nord  Optikk ')).toBe('nord-optikk');
  });
});

describe('booking links', () => {
  it("carry the booking's access token, and read it back", () => {
    expect(bookingDetailsHref('BK-2001', 'abc123')).toBe('/bestill-synstest/BK-2001?tilgang=abc123');
    expect(bookingDetailsHref('BK-1001')).toBe('/bestill-synstest/BK-1001');
    expect(bookingDetailsHref('BK-1001', null)).toBe('/bestill-synstest/BK-1001');
    expect(bookingAccessTokenFrom('?tilgang=abc123')).toBe('abc123');
    expect(bookingAccessTokenFrom('?tilgang=')).toBeUndefined();
    expect(bookingAccessTokenFrom('')).toBeUndefined();
  });
});
