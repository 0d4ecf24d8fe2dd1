/**
 * Link safety: only web, mail and phone links may reach an `href`. Everything else that names a
 * scheme (`javascript:`, `data:`, `vbscript:`, `file:`, unknown ones) is refused, so hostile or
 * malformed data can never run script through a link. A thin wrapper over the URL gate
 * (`src/utils/url.ts`) that also lets a link write to a person (`mailto:`, `tel:`).
 */
import { toSafeUrl } from '../../utils/url';

/** Schemes a link may use. Relative references (no scheme) are allowed too. */
export const SAFE_LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];

/**
 * Returns the href a link may render, or `undefined` when it must render without one.
 * Allowed: `http:`, `https:`, `mailto:`, `tel:` and references without a scheme (`/briller`,
 * `../x`, `?side=2`, `#innhold`, `//cdn.example/x`). The result is the href as the browser would
 * read it (surrounding whitespace and embedded tabs or newlines removed).
 * @example toSafeHref('/briller') // '/briller'
 * @example toSafeHref('javascript:alert(1)') // undefined
 */
export function toSafeHref(href: string | null | undefined): string | undefined {
  return toSafeUrl(href, { schemes: SAFE_LINK_SCHEMES });
}

/** Whether `href` may be rendered on a link (see {@link toSafeHref}). */
export function isSafeHref(href: string | null | undefined): boolean {
  return toSafeHref(href) !== undefined;
}
