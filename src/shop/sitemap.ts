/**
 * `sitemap.xml` and `robots.txt` from the route table (`routes.ts`), for a host's build step (the
 * demo's Vite build runs it). Plain TypeScript, no DOM. Routes with parameters are left out unless
 * their values are given (`expand`); the account area and pages that are no one's landing page
 * (checkout, search results, logout, redirects) are left out of the sitemap and disallowed for robots.
 */
import { SHOP_ROUTES, buildPath, type ShopRouteName, type ShopRouteOptions } from './routes';

/** Routes never listed in the sitemap (besides the whole account area). */
export const SITEMAP_EXCLUDED_ROUTES: readonly ShopRouteName[] = [
  'checkout',
  'search',
  'booking',
  'storeById',
  'b2bAgreement',
  'staffTools',
  'paymentRequest',
  'requisition',
  'winback',
  'winbackConfirmation',
];

/** Options of {@link buildSitemapXml}. */
export interface SitemapOptions extends ShopRouteOptions {
  /** The site's origin, `https://www.glimt.no` (no trailing slash needed). */
  origin: string;
  /** Values of the parameters of routes that have some (`{ store: [{ slug: 'oslo-city' }] }`). */
  expand?: Partial<Record<ShopRouteName, ReadonlyArray<Record<string, string>>>>;
  /** The day the sitemap was built, `YYYY-MM-DD` (`<lastmod>`), left out when absent. */
  lastModified?: string;
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Percent-encodes what is not printable ASCII (`ø` → `%C3%B8`); parameters are encoded already. */
function encodeNonAscii(path: string): string {
  return path.replace(/[^\x21-\x7e]+/gu, (run) => encodeURIComponent(run));
}

function hasParams(pattern: string): boolean {
  return /:[A-Za-z]/.test(pattern);
}

/** Whether a route belongs in the sitemap (when it has no parameters or its values are given). */
export function isSitemapRoute(name: ShopRouteName): boolean {
  return SHOP_ROUTES[name].area !== 'account' && !SITEMAP_EXCLUDED_ROUTES.includes(name);
}

/** The paths of the sitemap, in the route table's order, each once. */
export function sitemapPaths(options: Omit<SitemapOptions, 'origin'> = {}): string[] {
  const paths: string[] = [];
  for (const name of Object.keys(SHOP_ROUTES) as ShopRouteName[]) {
    if (!isSitemapRoute(name)) continue;
    const pattern = SHOP_ROUTES[name].pattern;
    if (!hasParams(pattern)) {
      paths.push(buildPath(name as never, {} as never, options));
      continue;
    }
    for (const params of options.expand?.[name] ?? []) {
      try {
        paths.push(
          (buildPath as (n: ShopRouteName, p: object, o?: ShopRouteOptions) => string)(name, params, options),
        );
      } catch {
        // A value missing for one of the parameters: that entry is left out.
      }
    }
  }
  return [...new Set(paths)];
}

/** `sitemap.xml` (sitemaps.org 0.9): one `<url>` per path, paths percent-encoded. */
export function buildSitemapXml(options: SitemapOptions): string {
  const origin = options.origin.replace(/\/+$/, '');
  const lastmod = options.lastModified ? `<lastmod>${escapeXml(options.lastModified)}</lastmod>` : '';
  const urls = sitemapPaths(options).map(
    (path) => `  <url><loc>${escapeXml(`${origin}${encodeNonAscii(path)}`)}</loc>${lastmod}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * `robots.txt`: everyone may crawl the shop but not the account area, checkout, search results, the
 * store staff tools or payment request links (each carries a customer's secret token).
 */
export function buildRobotsTxt(options: Pick<SitemapOptions, 'origin'>): string {
  const origin = options.origin.replace(/\/+$/, '');
  const disallow = [
    SHOP_ROUTES.account.pattern,
    SHOP_ROUTES.checkout.pattern,
    SHOP_ROUTES.search.pattern,
    SHOP_ROUTES.staffTools.pattern,
    SHOP_ROUTES.paymentRequest.pattern.replace(/:token$/, ''),
  ];
  return [
    'User-agent: *',
    ...disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
