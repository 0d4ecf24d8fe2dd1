/**
 * The URL gate: every URL that comes from data (an API reply, storage, a URL parameter) goes
 * through here before it becomes an `href`, an image or video source, a `srcset`, a `poster` or an
 * argument of `navigate()`. Plain TypeScript: it needs the WHATWG `URL` class only, no DOM.
 *
 * - Links and navigation: only `http:` and `https:` URLs and same-origin relative references pass
 *   ({@link toSafeUrl}). The value is first read the way a browser reads it (surrounding spaces and
 *   control characters dropped, tabs and newlines removed anywhere, `\` read as `/` before the query),
 *   so `JaVaScRiPt:`, `\tjavascript:`, `java\nscript:` and `\0javascript:` are all `javascript:` and
 *   refused. `//host` and `/\host` are not relative: they name another host (see
 *   {@link isSameOriginRelativeUrl}).
 * - Images and videos: an absolute `https:` URL without credentials whose host is on an allow-list
 *   ({@link toAllowedImageUrl}); a host entry matches that host exactly, `*.example.no` its
 *   subdomains only. A look-alike such as `cdn.glimt.test.evil.example` never matches. Its answer
 *   is a {@link MediaUrl}: no whitespace and no comma, so it is one `srcset` candidate however a
 *   browser splits the list. The one `srcset` builder ({@link toSrcSet}) takes only those.
 */

declare const mediaUrlBrand: unique symbol;
declare const srcSetBrand: unique symbol;

/**
 * A URL the media gate let through ({@link toAllowedImageUrl}): `https:`, on an allowed host, no
 * credentials, no whitespace, no comma. Only the gate makes one, so a component that takes a
 * `MediaUrl` cannot be handed a URL straight from data.
 */
export type MediaUrl = string & { readonly [mediaUrlBrand]: true };

/** A `srcset` built by {@link toSrcSet} from gated candidates only. */
export type SrcSet = string & { readonly [srcSetBrand]: true };

/**
 * One candidate of a `srcset`: the gate's answer for a URL (`null`, refused, drops the candidate)
 * and the width of the picture it names, in pixels.
 */
export interface SrcSetCandidate {
  url: MediaUrl | null;
  width: number;
}

/** The schemes a URL from data may use: the web's. */
export const WEB_URL_SCHEMES: readonly string[] = ['http', 'https'];

/**
 * The media hosts shop and widget images and videos may come from unless configured otherwise: the
 * brand's CDN hosts, and `cdn.glimt.test`, the fake backend's (`.test` never resolves on the
 * internet), so stories and the demo render their fixture pictures.
 */
export const DEFAULT_MEDIA_HOSTS: readonly string[] = ['cdn.glimt.no', 'media.glimt.no', 'cdn.glimt.test'];

/** The longest URL accepted from data; anything longer is refused (browsers and servers cut at about 8 kB). */
export const MAX_URL_LENGTH = 8192;

const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
// After the browser's clean-up, any control character left (NUL, DEL, ...) means hostile data.
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's whole job
const CONTROL = /[\u0000-\u001f\u007f]/;
// Bidirectional overrides and isolates make a URL read differently from what it is.
const BIDI = /[\u202a-\u202e\u2066-\u2069]/;
const BASE = 'https://gate.invalid';
// eslint-disable-next-line no-control-regex -- control characters in a media URL are refused, so the pattern must name them
const UNSAFE_IN_MEDIA = /[\s<>"'`\\\u0000-\u001f\u007f]/;

/**
 * A URL string as a browser's URL parser reads it: leading and trailing C0 controls and spaces
 * dropped, tabs and newlines removed anywhere. `undefined` for a non-string.
 */
export function cleanUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  let start = 0;
  let end = value.length;
  while (start < end && value.charCodeAt(start) <= 0x20) start += 1;
  while (end > start && value.charCodeAt(end - 1) <= 0x20) end -= 1;
  return value.slice(start, end).replace(/[\t\n\r]/g, '');
}

/** Whether a browser can read `value` as a URL at all. */
function parses(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** `\` read as `/` before the query and fragment, as a browser does for web URLs. */
function slashesAsBrowserReads(value: string): string {
  const cut = value.search(/[?#]/);
  const head = cut === -1 ? value : value.slice(0, cut);
  const tail = cut === -1 ? '' : value.slice(cut);
  return head.replace(/\\/g, '/') + tail;
}

/** Options of {@link toSafeUrl}. */
export interface SafeUrlOptions {
  /**
   * Schemes allowed besides relative references, lower case without the colon. Only a link to a
   * person may add `mailto` and `tel`; data URLs never get more than the web's.
   * @default WEB_URL_SCHEMES
   */
  schemes?: readonly string[];
}

/**
 * The URL as it may be used for a link or a navigation, or `undefined` when it must not be used.
 * Passes: `http:` and `https:` URLs (any host), protocol-relative `//host/…` (a web URL on another
 * host) and relative references (`/briller`, `briller`, `?side=2`, `#innhold`). Refuses every
 * other scheme in any spelling, leftover control characters, bidirectional overrides, values
 * longer than {@link MAX_URL_LENGTH} and what does not parse. The answer is the URL as the browser
 * reads it (whitespace tricks removed, a leading `/\` read as `//`).
 * @example toSafeUrl(' JaVaScRiPt:alert(1)') // undefined
 * @example toSafeUrl('/briller') // '/briller'
 */
export function toSafeUrl(value: unknown, options: SafeUrlOptions = {}): string | undefined {
  const cleaned = cleanUrl(value);
  if (cleaned === undefined || cleaned === '' || cleaned.length > MAX_URL_LENGTH) return undefined;
  if (CONTROL.test(cleaned) || BIDI.test(cleaned)) return undefined;
  const scheme = SCHEME.exec(cleaned)?.[1]?.toLowerCase();
  const schemes = options.schemes ?? WEB_URL_SCHEMES;
  if (scheme !== undefined) {
    if (!schemes.includes(scheme)) return undefined;
    // mailto:, tel: and the like: kept as written, when a browser can read them at all.
    if (scheme !== 'http' && scheme !== 'https') return parses(cleaned) ? cleaned : undefined;
  }
  const read =
    scheme === undefined || scheme === 'http' || scheme === 'https'
      ? slashesAsBrowserReads(cleaned)
      : cleaned;
  try {
    const url = new URL(read, BASE);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  } catch {
    return undefined;
  }
  return read;
}

/** Whether `value` may be used for a link or a navigation (see {@link toSafeUrl}). */
export function isSafeUrl(value: unknown, options: SafeUrlOptions = {}): boolean {
  return toSafeUrl(value, options) !== undefined;
}

/**
 * Whether `value` is a safe reference to the page's own origin: a path, query or fragment, never
 * `//host` or `/\host` (those name another host), never a URL with a scheme.
 * @example isSameOriginRelativeUrl('/briller') // true
 * @example isSameOriginRelativeUrl('/\\evil.example') // false
 */
export function isSameOriginRelativeUrl(value: unknown): boolean {
  const safe = toSafeUrl(value);
  if (safe === undefined || SCHEME.test(safe)) return false;
  try {
    return new URL(safe, BASE).origin === BASE;
  } catch {
    return false;
  }
}

/**
 * Whether `hostname` is on `allowedHosts`: an entry matches that host exactly (case-insensitive,
 * with its port when the entry names one); `*.example.no` matches subdomains of `example.no`
 * only. Empty entries match nothing.
 */
export function isAllowedHost(url: Pick<URL, 'hostname' | 'host'>, allowedHosts: readonly string[]): boolean {
  const hostname = url.hostname.toLowerCase();
  const host = url.host.toLowerCase();
  return allowedHosts.some((entry) => {
    const wanted = typeof entry === 'string' ? entry.trim().toLowerCase() : '';
    if (wanted === '' || wanted === '*.') return false;
    if (wanted.startsWith('*.')) {
      const suffix = wanted.slice(1);
      return hostname.endsWith(suffix) && hostname.length > suffix.length;
    }
    return wanted === hostname || wanted === host;
  });
}

/**
 * The image or video URL as it may render, or `null`: an absolute `https:` URL without
 * credentials on one of `allowedHosts`. Relative, protocol-relative, `http:`, `data:`,
 * `javascript:`, look-alike hosts and anything that does not parse give `null`, so the caller
 * renders its placeholder and nothing is requested.
 * @param allowedHosts - host names; `*.example.no` allows subdomains @default DEFAULT_MEDIA_HOSTS
 * @example toAllowedImageUrl('https://cdn.glimt.test/a.svg') // 'https://cdn.glimt.test/a.svg'
 * @example toAllowedImageUrl('https://cdn.glimt.test.evil.example/a.svg') // null
 * @example toAllowedImageUrl('https://cdn.glimt.test/a.svg,https://x.example/b.png') // 'https://cdn.glimt.test/a.svg%2Chttps://x.example/b.png'
 */
export function toAllowedImageUrl(
  value: unknown,
  allowedHosts: readonly string[] = DEFAULT_MEDIA_HOSTS,
): MediaUrl | null {
  // Stricter than a link: whitespace, quotes, angle brackets or control characters anywhere
  // inside (not only the ones a browser would drop) mean the value is not a plain media URL.
  if (typeof value !== 'string' || UNSAFE_IN_MEDIA.test(value.trim())) return null;
  const safe = toSafeUrl(value);
  if (safe === undefined || !/^https:/i.test(safe)) return null;
  let url: URL;
  try {
    url = new URL(safe);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  if (!isAllowedHost(url, allowedHosts)) return null;
  // A browser splits a srcset at whitespace and at commas that end a URL: encoded, a comma can
  // never end one candidate and start another (servers read %2C in a path as a comma).
  return url.href.replace(/,/g, '%2C') as MediaUrl;
}

/**
 * The `srcset` of width-described candidates: the one place a `srcset` is built. Each URL comes
 * from the media gate, and a refused one (`null`) is dropped; a width must be a whole number of
 * pixels above 0 (others are dropped, as is a repeated URL or width: the first one stays). `null`
 * when no candidate is left.
 * @example toSrcSet([{ url: toAllowedImageUrl(small)!, width: 400 }]) // 'https://cdn.glimt.test/a-400.jpg 400w'
 */
export function toSrcSet(candidates: readonly SrcSetCandidate[]): SrcSet | null {
  const seen = new Set<unknown>();
  const out: string[] = [];
  for (const { url, width } of candidates) {
    // The type says gated; a value cast past the type is checked again, as the gate would.
    if (typeof url !== 'string' || /[\s,]/.test(url) || !(width > 0 && Number.isSafeInteger(width))) continue;
    if (seen.has(url) || seen.has(width)) continue;
    seen.add(url).add(width);
    out.push(`${url} ${width}w`);
  }
  return out.length > 0 ? (out.join(', ') as SrcSet) : null;
}

/** Whether an image or video URL may render (see {@link toAllowedImageUrl}). */
export function isAllowedImageUrl(
  value: unknown,
  allowedHosts: readonly string[] = DEFAULT_MEDIA_HOSTS,
): boolean {
  return toAllowedImageUrl(value, allowedHosts) !== null;
}
