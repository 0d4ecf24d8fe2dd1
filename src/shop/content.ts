/**
 * The content pages' rules: which routes are content pages and which key the content API knows
 * each by (a content page's key is its route's name, `GET /api/content/aboutBrand`), and how a link
 * from content data becomes an `href`. Plain TypeScript, no React.
 *
 * A link in content data names a page (`page`: a legal or content page key of the spec, or a
 * content route's name) or a URL (`href`). A page key resolves through the route table
 * (`routes.ts`); an unknown one yields the placeholder link `'#'` and a logged warning, as the spec's
 * "Legal and content page keys" asks. A URL passes the URL gate (`utils/url.ts`): anything but a
 * same-origin path or an `http(s)` URL is refused and the text renders without a link.
 */
import { CONSENT_COOKIE_GROUPS, type ConsentLevel, type ConsentState } from '../consent/consent';
import { toSafeUrl, isSameOriginRelativeUrl } from '../utils/url';
import {
  CONTENT_PAGE_ROUTES,
  PLACEHOLDER_HREF,
  buildPath,
  contentPageHref,
  type ContentPageHrefOptions,
  type ShopRouteName,
} from './routes';
import type { CookieCategory, CookieCategoryId } from './schemas/content';

/**
 * Every page the content API serves, by key: the content routes of the table, the press page and
 * the FAQ. The key is the route's name.
 */
export const CONTENT_PAGE_KEYS = [
  'press',
  'aboutBrand',
  'contactUs',
  'friends',
  'friendsBenefits',
  'friendsTerms',
  'friendsFaq',
  'sustainability',
  'transparencyAct',
  'companyAgreements',
  'purchaseTerms',
  'privacyPolicy',
  'cookies',
  'accessibility',
  'glassesSubscriptionInfo',
  'lensSubscriptionInfo',
  'myPagesTerms',
  'faq',
] as const satisfies readonly ShopRouteName[];

/** The key of a page the content API serves. */
export type ContentKey = (typeof CONTENT_PAGE_KEYS)[number];

/** Whether `value` is a key the content API serves. */
export function isContentKey(value: string): value is ContentKey {
  return (CONTENT_PAGE_KEYS as readonly string[]).includes(value);
}

/** The content key of a route, or `null` when the route is not a content page. */
export function contentKeyOfRoute(name: ShopRouteName): ContentKey | null {
  return isContentKey(name) ? name : null;
}

/** The path of a content page, with the brand filled in (`aboutBrand` → `/om-glimt`). */
export function contentKeyHref(key: ContentKey, options?: ContentPageHrefOptions): string {
  return buildPath(key, {}, options);
}

/** A link as content data has it: a page key or a URL. */
export interface ContentLinkTarget {
  /** A legal or content page key (`privacyPolicy`), or a content route's name (`aboutBrand`). */
  page?: string;
  /** A same-origin path or an `http(s)` URL. */
  href?: string;
}

/** Where a link from content data goes, or `null` when it is plain text. */
export interface ResolvedContentLink {
  href: string;
  /** Another site: opens in a new tab. */
  external: boolean;
}

/**
 * The `href` of a link from content data. A `page` wins over an `href`: a spec key
 * (`privacyPolicy`) or a content route's name (`aboutBrand`) gives its path; an unknown key gives
 * `'#'` and a logged warning (once per key and logger). An `href` passes the URL gate: a same-origin
 * path stays internal, an `http(s)` URL is external, anything else (`javascript:`, `//evil`) is
 * refused and the link renders as text (`null`).
 */
export function resolveContentLink(
  link: ContentLinkTarget,
  options?: ContentPageHrefOptions,
): ResolvedContentLink | null {
  if (link.page !== undefined && link.page !== '') {
    const key = link.page;
    if (isContentKey(key) && !Object.prototype.hasOwnProperty.call(CONTENT_PAGE_ROUTES, key)) {
      return { href: contentKeyHref(key, options), external: false };
    }
    return { href: contentPageHref(key, options), external: false };
  }
  if (link.href === undefined) return null;
  const safe = toSafeUrl(link.href);
  if (safe === undefined) return null;
  return { href: safe, external: !isSameOriginRelativeUrl(safe) };
}

/** Whether a resolved link is the placeholder of an unknown key. */
export function isPlaceholderLink(link: ResolvedContentLink | null): boolean {
  return link?.href === PLACEHOLDER_HREF;
}

/** A `tel:` href of a phone number from data (digits and a leading `+` kept), or `null`. */
export function phoneHref(phone: string | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/[\s()-]/g, '');
  return /^\+?\d{3,15}$/.test(digits) ? `tel:${digits}` : null;
}

/** A `mailto:` href of an e-mail address from data, or `null` when it is not a plain address. */
export function emailHref(email: string | undefined): string | null {
  if (!email) return null;
  return /^[^\s@<>"'?&/\\]+@[^\s@<>"'?&/\\]+\.[a-z]{2,}$/i.test(email) ? `mailto:${email}` : null;
}

/** The anchor id of a FAQ question or a section (`#sporsmal-3`): stable per position. */
export function contentAnchorId(kind: 'section' | 'faq', index: number): string {
  return `${kind === 'faq' ? 'sporsmal' : 'del'}-${index + 1}`;
}

/** The consent level a cookie category gates (C0001 necessary … C0004 marketing), or `null`. */
export function consentLevelOfCategory(id: CookieCategoryId | string): ConsentLevel | null {
  return CONSENT_COOKIE_GROUPS[id] ?? null;
}

/** One choice of the consent settings: a cookie category and whether it is on. */
export interface ConsentChoice {
  id: CookieCategoryId;
  level: ConsentLevel;
  name: string;
  description: string;
  /** How many cookies the category sets. */
  cookieCount: number;
  /** Strictly necessary: always on, cannot be switched off. */
  locked: boolean;
  isSelected: boolean;
}

/**
 * The consent settings' choices from the cookie list's categories and the consent now: one per
 * category with a known level, in the order C0001 to C0004; the necessary one locked on.
 */
export function consentChoices(
  categories: readonly CookieCategory[],
  consent: ConsentState,
): ConsentChoice[] {
  const choices: ConsentChoice[] = [];
  for (const category of categories) {
    const level = consentLevelOfCategory(category.id);
    if (!level || choices.some((choice) => choice.id === category.id)) continue;
    choices.push({
      id: category.id,
      level,
      name: category.name,
      description: category.description,
      cookieCount: category.cookies.length,
      locked: level === 'necessary',
      isSelected: level === 'necessary' || consent[level],
    });
  }
  return choices.sort((a, b) => a.id.localeCompare(b.id));
}

/** The consent update a set of choices stands for (necessary never withdrawn). */
export function consentFromChoices(
  selected: Readonly<Partial<Record<ConsentLevel, boolean>>>,
): Partial<Record<ConsentLevel, boolean>> {
  const update: Partial<Record<ConsentLevel, boolean>> = {};
  for (const [level, value] of Object.entries(selected) as [ConsentLevel, boolean | undefined][]) {
    if (level === 'necessary' || value === undefined) continue;
    update[level] = value;
  }
  return update;
}
