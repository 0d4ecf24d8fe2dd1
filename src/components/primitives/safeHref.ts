/**
 * Link safety: only web, mail and phone links may reach an `href`. Everything else that names a
 * scheme (`javascript:`, `data:`, `vbscript:`, `file:`, unknown ones) is refused, so hostile or
 * malformed data can never run script through a link.
 */

/** Schemes a link may use. Relative references (no scheme) are allowed too. */
export const SAFE_LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];

// What a browser ignores when it parses a URL: leading and trailing C0 controls and spaces, and
// tabs and newlines anywhere ("java\tscript:" is still javascript:).
function trimControlsAndSpaces(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && value.charCodeAt(start) <= 0x20) start += 1;
  while (end > start && value.charCodeAt(end - 1) <= 0x20) end -= 1;
  return value.slice(start, end);
}
const INNER_JUNK = /[\t\n\r]/g;
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;

/**
 * Returns the href a link may render, or `undefined` when it must render without one.
 * Allowed: `http:`, `https:`, `mailto:`, `tel:` and references without a scheme (`/briller`,
 * `../x`, `?side=2`, `#innhold`, `//cdn.example/x`). The result is the href as the browser would
 * read it (surrounding whitespace and embedded tabs or newlines removed).
 * @example toSafeHref('/briller') // '/briller'
 * @example toSafeHref('javascript:alert(1)') // undefined
 */
export function toSafeHref(href: string | null | undefined): string | undefined {
  if (typeof href !== 'string') return undefined;
  const cleaned = trimControlsAndSpaces(href).replace(INNER_JUNK, '');
  if (cleaned === '') return undefined;
  const scheme = SCHEME.exec(cleaned)?.[1];
  if (scheme === undefined) return cleaned;
  return SAFE_LINK_SCHEMES.includes(scheme.toLowerCase()) ? cleaned : undefined;
}

/** Whether `href` may be rendered on a link (see {@link toSafeHref}). */
export function isSafeHref(href: string | null | undefined): boolean {
  return toSafeHref(href) !== undefined;
}
