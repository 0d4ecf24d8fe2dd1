// @vitest-environment node
/**
 * Generated input for every URL gate: hostile URLs built from the parts attackers combine (every
 * scheme in odd spellings, whitespace of every kind, control characters, commas, credentials, IDN
 * and look-alike hosts, percent-encoding, backslashes), and plain random strings. Each gate's answer
 * must be refused, or be read the same way as an `href`, a `src` and a `srcset` candidate and load
 * only from where the gate says. Fixed seeds keep the run the same each time; a failure prints the
 * shrunk counterexample (fast-check's report).
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { toSafeHref } from '../components/primitives/safeHref';
import { trackingInfo } from '../shop/account/orders';
import { resolveContentLink } from '../shop/content';
import { toAllowedMediaUrl } from '../shop/product';
import { widgetImage } from '../widget/core/images';
import { DEFAULT_MEDIA_HOSTS, isAllowedHost, toAllowedImageUrl, toSafeUrl, toSrcSet } from './url';

const HOSTS = ['cdn.glimt.test', '*.media.example'];
const PAGE = 'https://shop.example/briller/side?x=1';

// -----------------------------------------------------------------------------------------------
// How a browser reads a URL attribute
// -----------------------------------------------------------------------------------------------

/** An `href` or `src` as a browser reads it: surrounding C0 controls and spaces dropped, tabs and newlines removed. */
function asAttribute(value: string): string {
  // eslint-disable-next-line no-control-regex -- the browser's own clean-up names control characters
  return value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

const ASCII_WHITESPACE = /[\t\n\f\r ]/;

/** The candidate URLs of a `srcset`, split as the HTML standard's parser splits them. */
function srcsetUrls(srcset: string): string[] {
  const urls: string[] = [];
  let position = 0;
  while (position < srcset.length) {
    while (position < srcset.length && (ASCII_WHITESPACE.test(srcset[position]!) || srcset[position] === ','))
      position += 1;
    if (position >= srcset.length) break;
    let end = position;
    while (end < srcset.length && !ASCII_WHITESPACE.test(srcset[end]!)) end += 1;
    let url = srcset.slice(position, end);
    position = end;
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '');
    } else {
      // Descriptors run to the next comma outside parentheses.
      let depth = 0;
      while (position < srcset.length) {
        const char = srcset[position]!;
        if (char === '(') depth += 1;
        else if (char === ')') depth = Math.max(0, depth - 1);
        else if (char === ',' && depth === 0) break;
        position += 1;
      }
      position += 1;
    }
    urls.push(url);
  }
  return urls;
}

// -----------------------------------------------------------------------------------------------
// Hostile URLs
// -----------------------------------------------------------------------------------------------

const WHITESPACE = [
  ' ',
  '\t',
  '\n',
  '\r',
  '\f',
  '\v',
  '\u00a0',
  '\u1680',
  '\u2000',
  '\u2028',
  '\u2029',
  '\u3000',
  '\ufeff',
];
const CONTROLS = ['\u0000', '\u0001', '\u0008', '\u001b', '\u001f', '\u007f', '\u0085', '\u202e', '\u2066'];
const SCHEMES = [
  'https',
  'HTTPS',
  'http',
  'javascript',
  'JaVaScRiPt',
  'java\tscript',
  'java\nscript',
  ' javascript',
  '\u0000javascript',
  'data',
  'vbscript',
  'file',
  'blob',
  'ftp',
  'mailto',
  'tel',
  'intent',
  'view-source',
];
const SEPARATORS = ['://', ':/', ':', ':\\\\', ':/\\', '://\\', ':////', '\u2044\u2044'];
const HOSTS_TRIED = [
  'cdn.glimt.test',
  'CDN.GLIMT.TEST',
  'cdn.glimt.test.',
  'cdn.glimt.test:443',
  'cdn.glimt.test:8443',
  'a.media.example',
  'media.example',
  'cdn.glimt.test.evil.example',
  'evil.example',
  'cdn.glimt.test@evil.example',
  'evil.example#@cdn.glimt.test',
  'evil.example\\@cdn.glimt.test',
  'cdn.glımt.test',
  'xn--cdn-glmt-7db.test',
  'cdn.glimt.tеst',
  'ｃdn.glimt.test',
  'cdn%2eglimt.test',
  '127.0.0.1',
  '[::1]',
  '0x7f.1',
  '',
];
const PATH_PARTS = [
  'a.svg',
  'p/1.jpg',
  ',',
  ', ',
  ',https://evil.example/b.png',
  ' 2x,https://evil.example/b.png',
  '%2C',
  '%20',
  '%00',
  '%2F%2F',
  '%5C',
  '..',
  '\\',
  '"',
  "'",
  '<',
  '>',
  '`',
  '(',
  ')',
  '?w=400',
  '#f',
  'æøå',
  ...WHITESPACE,
  ...CONTROLS,
];

const credentials = fc.constantFrom('', 'user@', 'user:pass@', ':@', 'cdn.glimt.test@');
const pathArb = fc.array(fc.constantFrom(...PATH_PARTS), { maxLength: 6 }).map((parts) => parts.join(''));

/** A URL put together from hostile parts, wrapped in hostile whitespace now and then. */
const hostileUrl = fc
  .tuple(
    fc.constantFrom('', ...WHITESPACE, ...CONTROLS),
    fc.constantFrom(...SCHEMES),
    fc.constantFrom(...SEPARATORS),
    credentials,
    fc.constantFrom(...HOSTS_TRIED),
    fc.constantFrom('/', '', '\\', '/./', '//'),
    pathArb,
    fc.constantFrom('', ...WHITESPACE),
  )
  .map(([lead, scheme, separator, user, host, slash, path, trail]) =>
    [lead, scheme, separator, user, host, slash, path, trail].join(''),
  );

/** References without a scheme: paths, protocol-relative and backslash tricks. */
const relativeUrl = fc
  .tuple(
    fc.constantFrom('', '/', '//', '/\\', '\\\\', './', '?', '#'),
    fc.constantFrom(...HOSTS_TRIED),
    pathArb,
  )
  .map(([start, host, path]) => `${start}${host}/${path}`);

/** Parts of a path that a gate lets through, so hostile ones among them meet the later checks. */
const PLAIN_PARTS = [
  'a.svg',
  'p/',
  '1.jpg',
  ',',
  ',https:',
  '//evil.example/',
  'b.png',
  '%2C',
  '?w=',
  '400',
  '&',
  '=',
  '#',
  ';',
  '(',
  ')',
  '*',
  '!',
];

/**
 * A URL that almost passes: a web scheme and an allowed or look-alike host, then a path of mostly
 * plain parts with commas and the odd hostile one. (Built from the hostile parts alone, only a few
 * in a thousand get past the first checks, and a comma at the end of one never did.)
 */
const nearMediaUrl = fc
  .tuple(
    fc.constantFrom('https', 'HTTPS', 'Https', 'http'),
    fc.constantFrom('://', ':/', ':\\\\', '://\\'),
    fc.constantFrom(
      'cdn.glimt.test',
      'CDN.glimt.test',
      'cdn.glimt.test:443',
      'a.media.example',
      'media.example',
      'cdn.glimt.test.evil.example',
    ),
    fc.array(
      fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...PLAIN_PARTS) },
        { weight: 1, arbitrary: fc.constantFrom(...PATH_PARTS) },
      ),
      {
        maxLength: 8,
      },
    ),
  )
  .map(([scheme, separator, host, parts]) => `${scheme}${separator}${host}/${parts.join('')}`);

/** Everything a gate is tried with. */
const anyUrl = fc.oneof(
  { weight: 4, arbitrary: nearMediaUrl },
  { weight: 4, arbitrary: hostileUrl },
  { weight: 2, arbitrary: relativeUrl },
  { weight: 1, arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
);

const RUNS = { numRuns: 3000 };

// -----------------------------------------------------------------------------------------------
// Media gates
// -----------------------------------------------------------------------------------------------

/**
 * The properties' own assertion, for checks made once per generated input: a property makes
 * thousands of them, and `expect` (its chain, proxies and message building on every call) cost
 * several times the gate under test. A failure still names what broke and the value, and
 * fast-check shrinks the input and reports it.
 */
function check(holds: boolean, what: string, value: unknown): void {
  if (!holds) throw new Error(`${what}: ${JSON.stringify(value)}`);
}

/** Whether two lists of URLs are the same, in order. */
function sameUrls(actual: readonly string[], expected: readonly string[]): boolean {
  return actual.length === expected.length && actual.every((url, index) => url === expected[index]);
}

/** What every media URL a gate lets through must be, for `hosts`. */
function expectLoadsOnlyFrom(out: string, hosts: readonly string[]) {
  // Read as src or href: nothing for the browser to clean, so the URL is the one the gate checked.
  check(asAttribute(out) === out, 'a browser would clean the URL before reading it', out);
  const url = new URL(out);
  check(new URL(out, PAGE).href === url.href, 'read against the page, the URL changes', out);
  check(url.protocol === 'https:', 'not https', out);
  check(url.username + url.password === '', 'the URL carries credentials', out);
  check(isAllowedHost(url, hosts), 'the host is not on the allow-list', out);
  // Read as a srcset candidate: one candidate, this URL, whatever comes after it.
  check(
    srcsetUrls(`${out} 400w, https://cdn.glimt.test/next.jpg 800w`)[0] === out,
    'read as the first srcset candidate of two, the URL changes',
    out,
  );
  check(sameUrls(srcsetUrls(`${out} 400w`), [out]), 'read as a srcset candidate, the URL changes', out);
  check(sameUrls(srcsetUrls(out), [out]), 'read as a srcset without a descriptor, the URL changes', out);
}

describe('media gates, generated input', () => {
  it('toAllowedImageUrl: refused, or loads only from an allowed host as src and as srcset', () => {
    fc.assert(
      fc.property(anyUrl, (value) => {
        const out = toAllowedImageUrl(value, HOSTS);
        if (out === null) return;
        expectLoadsOnlyFrom(out, HOSTS);
        // The gate is stable: its answer passes it unchanged.
        check(toAllowedImageUrl(out, HOSTS) === out, 'the answer does not pass the gate unchanged', out);
      }),
      { ...RUNS, seed: 20261130 },
    );
  });

  it('toAllowedMediaUrl (the shop default hosts): the same promise', () => {
    fc.assert(
      fc.property(anyUrl, (value) => {
        const out = toAllowedMediaUrl(value);
        if (out !== null) expectLoadsOnlyFrom(out, DEFAULT_MEDIA_HOSTS);
      }),
      { ...RUNS, seed: 20261131 },
    );
  });

  it('toSrcSet: as many candidates as it was given gated URLs, each read back whole', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(anyUrl, fc.integer({ min: -5, max: 4000 })), { maxLength: 6 }),
        (pairs) => {
          const candidates = pairs.flatMap(([value, width]) => {
            const url = toAllowedImageUrl(value, HOSTS);
            return url === null ? [] : [{ url, width }];
          });
          const srcset = toSrcSet(candidates);
          if (srcset === null) return;
          const urls = srcsetUrls(srcset);
          check(urls.length <= candidates.length, 'more candidates than gated URLs', srcset);
          for (const url of urls) {
            check(
              candidates.some((candidate) => candidate.url === url),
              'a candidate that is not one of the gated URLs',
              url,
            );
            expectLoadsOnlyFrom(url, HOSTS);
          }
        },
      ),
      { ...RUNS, seed: 20261132 },
    );
  });

  const env = { reportError: () => undefined };

  it('widgetImage without an image service: refused, or one src on an allowed host', () => {
    fc.assert(
      fc.property(anyUrl, (value) => {
        const image = widgetImage(value, [320, 640], { allowedHosts: HOSTS }, env);
        if (image === null) return;
        check(image.sources.length === 0, 'sources without an image service', image.sources);
        expectLoadsOnlyFrom(image.src, HOSTS);
      }),
      { ...RUNS, seed: 20261133 },
    );
  });

  it('widgetImage through an image service: every src and srcset candidate is the service', () => {
    const service = 'https://img.glimt.test/resize?key=a,b';
    fc.assert(
      fc.property(anyUrl, (value) => {
        const image = widgetImage(value, [64, 320, 640], { imageServiceUrl: service }, env);
        if (image === null) return;
        expectLoadsOnlyFrom(image.src, ['img.glimt.test']);
        for (const source of image.sources) {
          const urls = srcsetUrls(source.srcSet);
          check(urls.length === 3, 'not one candidate per width', source.srcSet);
          for (const url of urls) {
            expectLoadsOnlyFrom(url, ['img.glimt.test']);
            check(new URL(url).pathname === '/resize', 'not the image service path', url);
          }
        }
      }),
      { ...RUNS, seed: 20261134 },
    );
  });
});

// -----------------------------------------------------------------------------------------------
// Link gates
// -----------------------------------------------------------------------------------------------

/** What every link a gate lets through must be: read as the gate read it, on an allowed scheme. */
function expectSafeLink(out: string, schemes: readonly string[]) {
  check(asAttribute(out) === out, 'a browser would clean the link before reading it', out);
  // eslint-disable-next-line no-control-regex -- no control character or bidi override reaches an href
  check(!/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/.test(out), 'a control or bidi character', out);
  const url = new URL(out, PAGE);
  check(schemes.includes(url.protocol.slice(0, -1)), 'a scheme not allowed here', out);
}

describe('link gates, generated input', () => {
  it('toSafeUrl: refused, or an http(s) URL or a reference as the browser reads it; stable', () => {
    fc.assert(
      fc.property(anyUrl, (value) => {
        const out = toSafeUrl(value);
        if (out === undefined) return;
        expectSafeLink(out, ['http', 'https']);
        check(toSafeUrl(out) === out, 'the answer does not pass the gate unchanged', out);
      }),
      { ...RUNS, seed: 20261135 },
    );
  });

  it('toSafeHref: refused, or a web, mail or phone link', () => {
    fc.assert(
      fc.property(anyUrl, (value) => {
        const out = toSafeHref(value);
        if (out === undefined) return;
        expectSafeLink(out, ['http', 'https', 'mailto', 'tel']);
        check(toSafeHref(out) === out, 'the answer does not pass the gate unchanged', out);
      }),
      { ...RUNS, seed: 20261136 },
    );
  });

  it('resolveContentLink: refused, or a web link marked external exactly when it leaves the shop', () => {
    fc.assert(
      fc.property(anyUrl, (href) => {
        const link = resolveContentLink({ href });
        if (link === null) return;
        expectSafeLink(link.href, ['http', 'https']);
        const sameOrigin = new URL(link.href, PAGE).origin === new URL(PAGE).origin;
        // A reference without a host stays in the shop; anything naming a host is external.
        if (!link.external) check(sameOrigin, 'marked internal but leaves the shop', link.href);
      }),
      { ...RUNS, seed: 20261137 },
    );
  });

  it("trackingInfo: the carrier's link only as an absolute web URL with a host", () => {
    fc.assert(
      fc.property(anyUrl, (url) => {
        const info = trackingInfo({ carrier: 'Posten', trackingNumber: '123', url });
        check(info?.trackingNumber === '123', 'the tracking number is lost', info);
        const href = info?.href;
        if (href === undefined) return;
        expectSafeLink(href, ['http', 'https']);
        check(new URL(href).host !== '', 'a carrier link without a host', href);
      }),
      { ...RUNS, seed: 20261138 },
    );
  });
});
