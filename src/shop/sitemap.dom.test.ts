import { describe, expect, it } from 'vitest';
import { CONTENT_PAGE_KEYS, contentKeyHref } from './content';
import { SHOP_ROUTES, matchRoute } from './routes';
import { buildRobotsTxt, buildSitemapXml, isSitemapRoute, sitemapPaths } from './sitemap';

describe('sitemap', () => {
  it('lists every content page, the service pages without parameters, and no account page', () => {
    const paths = sitemapPaths();
    for (const key of CONTENT_PAGE_KEYS) expect(paths).toContain(contentKeyHref(key));
    for (const path of ['/', '/briller', '/gavekort', '/cookieliste', '/finn-butikk', '/bestill-synstest']) {
      expect(paths).toContain(path);
    }
    expect(paths.some((path) => path.startsWith('/min-konto'))).toBe(false);
    expect(paths).not.toContain('/checkout');
    expect(paths).not.toContain('/search');
    expect(paths).not.toContain('/butikk-verktoy');
    expect(paths.some((path) => path.startsWith('/betalingsforesporsel'))).toBe(false);
    expect(paths.some((path) => path.includes(':'))).toBe(false);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(matchRoute(path)).toMatchObject({ found: true });
  });

  it.each([
    ['press', true],
    ['giftCard', true],
    ['orders', false],
    ['friendsSignup', false],
    ['checkout', false],
    ['storeById', false],
    ['staffTools', false],
    ['paymentRequest', false],
    ['requisition', false],
  ] as const)('isSitemapRoute(%s) is %s', (name, expected) => {
    expect(isSitemapRoute(name)).toBe(expected);
  });

  it('expands parameterised routes from the values given, and skips incomplete ones', () => {
    const paths = sitemapPaths({ expand: { store: [{ slug: 'oslo city' }, {}], order: [{ orderId: '1' }] } });
    expect(paths).toContain('/finn-butikk/oslo%20city');
    expect(paths.filter((path) => path.startsWith('/finn-butikk/'))).toHaveLength(1);
    expect(paths).not.toContain('/min-konto/ordrer/1');
    // A payment request's token is a secret: never listed, even when given.
    expect(sitemapPaths({ expand: { paymentRequest: [{ token: 'abc' }] } })).not.toContain(
      '/betalingsforesporsel/abc',
    );
  });

  it('fills the brand', () => {
    expect(sitemapPaths({ brandName: 'Nord' })).toContain('/om-nord');
  });

  it('writes valid, percent-encoded, escaped XML with absolute URLs', () => {
    const xml = buildSitemapXml({ origin: 'https://www.glimt.no/', lastModified: '2026-11-23' });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml).toContain(
      '<url><loc>https://www.glimt.no/kj%C3%B8ps-og-leveransevilk%C3%A5r</loc><lastmod>2026-11-23</lastmod></url>',
    );
    expect(xml).toContain('<loc>https://www.glimt.no/om-glimt</loc>');
    expect(xml).not.toMatch(/<loc>[^<]*[ø&]/);
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.getElementsByTagName('url').length).toBe(sitemapPaths().length);
    const escaped = buildSitemapXml({ origin: 'https://x.test', expand: { store: [{ slug: "a&b'<" }] } });
    expect(escaped).toContain('/finn-butikk/a%26b&apos;%3C');
  });

  it('robots.txt keeps crawlers out of the account area and points at the sitemap', () => {
    expect(buildRobotsTxt({ origin: 'https://www.glimt.no' })).toBe(
      `User-agent: *\nDisallow: ${SHOP_ROUTES.account.pattern}\nDisallow: /checkout\nDisallow: /search\nDisallow: /butikk-verktoy\nDisallow: /betalingsforesporsel/\n\nSitemap: https://www.glimt.no/sitemap.xml\n`,
    );
  });
});
