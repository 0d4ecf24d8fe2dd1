/**
 * The product card's rules, free of React: which price part and state a card shows (with the store
 * context's subscription switch), the stock state, which media URLs may render (the brand's CDN
 * hosts only), the `srcset` of a media from its size variants, the card's link, and a readable text
 * colour for a flag of any background colour.
 */
import { DEFAULT_MEDIA_HOSTS, toAllowedImageUrl, toSrcSet, type MediaUrl, type SrcSet } from '../utils/url';
import { StockStatus } from './enums';
import { isPriceAmount } from './schemas/common';
import { getPriceState, getStockState, type StockState } from './adapters/article';
import {
  MEDIA_SIZES,
  PriceState,
  type Article,
  type ArticlePrice,
  type Media,
  type MediaItem,
  type MediaSize,
  type PricePart,
  type VideoSource,
} from './schemas/article';

// -----------------------------------------------------------------------------------------------
// Constants (shop spec, section 9)
// -----------------------------------------------------------------------------------------------

/** The width each media size variant is drawn for (shop spec 9: XL 1180, L 570, M 285, S 145, XS 75). */
export const PRODUCT_IMAGE_WIDTHS: Readonly<Record<MediaSize, number>> = {
  xs: 75,
  sm: 145,
  md: 285,
  lg: 570,
  xl: 1180,
};

/** Card video controls hide after this long without mouse movement (shop spec 9: 1500 ms). */
export const VIDEO_CONTROLS_HIDE_MS = 1500;

/** From this viewport width on the card uses the desktop media and hides idle video controls (768 px). */
export const VIDEO_DESKTOP_MIN_WIDTH = 768;

/** Media query of the desktop media (`(min-width: 768px)`). */
export const PRODUCT_MEDIA_DESKTOP_QUERY = '(min-width: 768px)';

/** Media query of the mobile media variant, the `<source media>` of a card picture. */
export const PRODUCT_MEDIA_MOBILE_QUERY = '(max-width: 767.98px)';

/**
 * The `sizes` of a card image in a product grid: two columns on phones, three on tablets, four on
 * desktops, at most the M width (285 px) in the widest layout.
 */
export const DEFAULT_PRODUCT_IMAGE_SIZES =
  '(min-width: 1280px) 285px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

/** The `sizes` of the thumbnail of a compact (cart) card. */
export const CART_PRODUCT_IMAGE_SIZES = '96px';

/**
 * The brand's content delivery hosts that card images and videos may come from (the URL gate's
 * {@link DEFAULT_MEDIA_HOSTS}). A host entry matches that host exactly; `*.example.no` matches its
 * subdomains. `cdn.glimt.test` is the fake backend's media host (`.test` is a reserved name that
 * never resolves on the internet), so stories and the demo render their fixture pictures.
 */
export const DEFAULT_IMAGE_HOSTS: readonly string[] = DEFAULT_MEDIA_HOSTS;

/** Width divided by height of a card picture when the media says nothing (and of the skeleton). */
export const DEFAULT_MEDIA_RATIO = 4 / 3;

/** Ratio of the mobile variant when the media says nothing (and of the skeleton on phones). */
export const DEFAULT_MOBILE_MEDIA_RATIO = 1;

// -----------------------------------------------------------------------------------------------
// Price
// -----------------------------------------------------------------------------------------------

/** Which part of an article's price a card shows. */
export type PricePartName = 'unit' | 'subscription';

/** What a card's price shows, decided from the article's price parts. */
export interface CardPrice {
  /** The part shown: the unit part, or the subscription part under the store-context switch. */
  part: PricePartName;
  /**
   * The price state: `subscription` when the subscription part is shown, otherwise the unit part's
   * state (coupon, campaign, from-price or ordinary, strongest first).
   */
  state: PriceState;
  /** The price to pay. */
  amount: number;
  /** The ordinary price to strike through when a campaign lowers the price, otherwise `null`. */
  ordinaryAmount: number | null;
  /** The price with a coupon when it is lower than `amount`, otherwise `null`. */
  couponAmount: number | null;
  /** The amount is the lowest of several ("fra kr 1 290"). */
  isFrom: boolean;
  currency: string;
  /**
   * The subscription price shown under a unit price ("kr 359 med abonnement"): when the article can
   * be subscribed and its subscription part is sold online (status 20); otherwise `null`.
   */
  subscriptionAmount: number | null;
}

/**
 * Whether a card switches to subscription pricing: in a store context, when the subscription part's
 * publication status is 0 (shop spec, section 4).
 */
export function usesSubscriptionPricing(price: ArticlePrice, isStoreContext: boolean): boolean {
  return isStoreContext && price.subscription !== null && price.subscription.publicationStatus === 0;
}

/** The shop's price rule (`isPriceAmount` of the schemas: finite, 0 to `MAX_PRICE`). */
const isAmount = isPriceAmount;

/** The campaign's ordinary price of a part: only when it is a campaign that lowers the price. */
function campaignOrdinary(part: PricePart): number | null {
  return part.isCampaign && isAmount(part.ordinaryPrice) && part.ordinaryPrice > part.amount
    ? part.ordinaryPrice
    : null;
}

/** The coupon price of a part, when it is lower than the amount. */
function couponOf(part: PricePart): number | null {
  return isAmount(part.couponPrice) && part.couponPrice < part.amount ? part.couponPrice : null;
}

/** Options of {@link resolveCardPrice}. */
export interface CardPriceOptions {
  /** The card is shown in a store (staff) context. @default false */
  isStoreContext?: boolean;
}

/**
 * Decides what a product card's price shows: the part (unit, or subscription under the store-context
 * switch), its state, the campaign's struck-through ordinary price, the coupon price, "fra" and the
 * subscription offer under a unit price.
 * @example resolveCardPrice(article, { isStoreContext: true }).part // 'subscription'
 */
export function resolveCardPrice(
  article: Pick<Article, 'price' | 'allowSubscription'>,
  options: CardPriceOptions = {},
): CardPrice {
  const { price } = article;
  const subscription = price.subscription;
  if (subscription !== null && usesSubscriptionPricing(price, options.isStoreContext ?? false)) {
    return {
      part: 'subscription',
      state: PriceState.Subscription,
      amount: subscription.amount,
      ordinaryAmount: campaignOrdinary(subscription),
      couponAmount: couponOf(subscription),
      isFrom: subscription.fromPrice,
      currency: subscription.currency,
      subscriptionAmount: null,
    };
  }
  const unit = price.unit;
  const offersSubscription =
    article.allowSubscription &&
    subscription !== null &&
    subscription.publicationStatus === StockStatus.InStock &&
    isAmount(subscription.amount);
  return {
    part: 'unit',
    state: getPriceState(unit),
    amount: unit.amount,
    ordinaryAmount: campaignOrdinary(unit),
    couponAmount: couponOf(unit),
    isFrom: unit.fromPrice,
    currency: unit.currency,
    subscriptionAmount: offersSubscription ? subscription.amount : null,
  };
}

// -----------------------------------------------------------------------------------------------
// Stock
// -----------------------------------------------------------------------------------------------

/**
 * The stock state of an article from its unit part's publication status: 20 in stock, 30 out of
 * stock, 0 or 40 available in store.
 */
export function getArticleStockState(article: Pick<Article, 'price'>): StockState {
  return getStockState(article.price.unit.publicationStatus);
}

// -----------------------------------------------------------------------------------------------
// Media: allowed hosts, srcset, video sources
// -----------------------------------------------------------------------------------------------

/**
 * The media URL as it may render, or `null`: it must be an absolute `https:` URL (no credentials) on
 * one of `allowedHosts`. Relative, malformed, `http:`, `data:` and `javascript:` URLs give `null`.
 * The URL gate's {@link toAllowedImageUrl} under the card's name.
 * @param allowedHosts - host names; `*.example.no` allows subdomains @default DEFAULT_IMAGE_HOSTS
 * @example toAllowedMediaUrl('https://cdn.glimt.test/a.svg') // 'https://cdn.glimt.test/a.svg'
 */
export function toAllowedMediaUrl(
  url: unknown,
  allowedHosts: readonly string[] = DEFAULT_IMAGE_HOSTS,
): MediaUrl | null {
  return toAllowedImageUrl(url, allowedHosts);
}

/** Whether a media URL may render (see {@link toAllowedMediaUrl}). */
export function isAllowedMediaUrl(
  url: unknown,
  allowedHosts: readonly string[] = DEFAULT_IMAGE_HOSTS,
): boolean {
  return toAllowedMediaUrl(url, allowedHosts) !== null;
}

/** Which variant of a media item: the main one or the mobile one. */
export type MediaVariant = 'default' | 'mobile';

function itemOf(media: Media, size: MediaSize, variant: MediaVariant) {
  const item = media[size];
  return variant === 'mobile' ? item?.mobile : item;
}

/**
 * The `srcset` of a media's images from its size variants (`{url} 75w, …, {url} 1180w`), skipping
 * missing and disallowed URLs and repeats; `null` when none is left.
 * @example buildSrcSet(article.medias[0], 'mobile')
 */
export function buildSrcSet(
  media: Media,
  variant: MediaVariant = 'default',
  allowedHosts: readonly string[] = DEFAULT_IMAGE_HOSTS,
): SrcSet | null {
  return toSrcSet(
    MEDIA_SIZES.map((size) => ({
      url: toAllowedMediaUrl(itemOf(media, size, variant)?.image, allowedHosts),
      width: PRODUCT_IMAGE_WIDTHS[size],
    })),
  );
}

/** One `<source>` of a video. */
export interface VideoSourceInfo {
  src: MediaUrl;
  /** The MIME type when the file name tells it (`video/webm`, `video/mp4`). */
  type?: string;
}

function videoType(url: string): string | undefined {
  const path = new URL(url).pathname.toLowerCase();
  if (path.endsWith('.webm')) return 'video/webm';
  if (path.endsWith('.mp4') || path.endsWith('.m4v')) return 'video/mp4';
  if (path.endsWith('.ogv') || path.endsWith('.ogg')) return 'video/ogg';
  return undefined;
}

/**
 * The `<source>` list of a video source, which is one URL or a list of URLs; disallowed and
 * repeated URLs are dropped.
 */
export function toVideoSources(
  source: VideoSource | undefined,
  allowedHosts: readonly string[] = DEFAULT_IMAGE_HOSTS,
): VideoSourceInfo[] {
  if (source === undefined) return [];
  const list = typeof source === 'string' ? [source] : source;
  const out: VideoSourceInfo[] = [];
  for (const candidate of list) {
    const src = toAllowedMediaUrl(candidate, allowedHosts);
    if (src === null || out.some((existing) => existing.src === src)) continue;
    const type = videoType(src);
    out.push(type === undefined ? { src } : { src, type });
  }
  return out;
}

/** A picture of a card: its fallback `src`, `srcset` and width-to-height ratio. */
export interface CardPicture {
  src: MediaUrl;
  srcSet: SrcSet;
  ratio: number;
}

/** Everything a card renders of one media. */
export interface CardMedia {
  /** The main picture, or `null` when no image URL may render. */
  picture: CardPicture | null;
  /** The mobile variant's picture, or `null` (the main picture is used on phones too). */
  mobilePicture: CardPicture | null;
  /** Width divided by height of the frame on desktop. */
  ratio: number;
  /** Width divided by height of the frame on phones. */
  mobileRatio: number;
  /** Video sources for desktop (empty for none). */
  video: VideoSourceInfo[];
  /** Video sources for phones: the mobile variant's video, else the main one. */
  mobileVideo: VideoSourceInfo[];
}

/** Size variants in the order a card prefers them for its fallback image and its video. */
const PREFERRED_SIZES: readonly MediaSize[] = ['md', 'lg', 'sm', 'xl', 'xs'];

function firstOf<T>(media: Media, pick: (item: MediaItem) => T | undefined): T | undefined {
  for (const size of PREFERRED_SIZES) {
    const item = media[size];
    if (!item) continue;
    const value = pick(item);
    if (value !== undefined) return value;
  }
  return undefined;
}

function validRatio(value: number | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * One picture of a media as a card shows it (allowed hosts only): the preferred size as the fallback
 * `src`, every allowed size in `srcset`, and the frame ratio; `null` when no image of that variant
 * may render. {@link resolveCardMedia} answers both variants with the videos; the site search's hits
 * need the pictures only, and so do not carry the video rules.
 */
export function resolveCardPicture(
  media: Media,
  variant: MediaVariant,
  allowedHosts: readonly string[] = DEFAULT_IMAGE_HOSTS,
): CardPicture | null {
  const srcSet = buildSrcSet(media, variant, allowedHosts);
  if (srcSet === null) return null;
  const pick = (item: MediaItem) => (variant === 'mobile' ? item.mobile : item);
  const src = firstOf(media, (item) => toAllowedMediaUrl(pick(item)?.image, allowedHosts) ?? undefined);
  const ratio = firstOf(media, (item) => validRatio(pick(item)?.ratio));
  if (src === undefined) return null;
  return {
    src,
    srcSet,
    ratio: ratio ?? (variant === 'mobile' ? DEFAULT_MOBILE_MEDIA_RATIO : DEFAULT_MEDIA_RATIO),
  };
}

/**
 * What a card renders of a media: the main and mobile pictures (allowed hosts only), the frame ratio
 * on desktop and phones (reserved before anything loads) and the video sources. `null` when there is
 * nothing that may render.
 */
export function resolveCardMedia(
  media: Media | undefined,
  allowedHosts: readonly string[] = DEFAULT_IMAGE_HOSTS,
): CardMedia | null {
  if (!media) return null;
  const picture = resolveCardPicture(media, 'default', allowedHosts);
  const mobilePicture = resolveCardPicture(media, 'mobile', allowedHosts);
  const video = firstOf(media, (item) => {
    const sources = toVideoSources(item.video, allowedHosts);
    return sources.length > 0 ? sources : undefined;
  });
  const mobileOnlyVideo = firstOf(media, (item) => {
    const sources = toVideoSources(item.mobile?.video, allowedHosts);
    return sources.length > 0 ? sources : undefined;
  });
  const mainRatio = firstOf(media, (item) => validRatio(item.ratio));
  const mobileRatio = firstOf(media, (item) => validRatio(item.mobile?.ratio));
  if (!picture && !mobilePicture && !video && !mobileOnlyVideo) return null;
  const ratio = mainRatio ?? DEFAULT_MEDIA_RATIO;
  return {
    picture,
    mobilePicture,
    ratio,
    // Phones show the mobile variant's frame when there is one, else the main picture's.
    mobileRatio: mobilePicture ? (mobileRatio ?? DEFAULT_MOBILE_MEDIA_RATIO) : ratio,
    video: video ?? [],
    mobileVideo: mobileOnlyVideo ?? video ?? [],
  };
}

// -----------------------------------------------------------------------------------------------
// Link
// -----------------------------------------------------------------------------------------------

/**
 * The product page of an article: `basePath` plus the slug (or the id), keeping the base's query
 * string and fragment.
 * @example buildProductHref('/produkt?ref=karusell', 'ray-ban-aviator') // '/produkt/ray-ban-aviator?ref=karusell'
 * @example buildProductHref('/', 100045) // '/100045'
 */
export function buildProductHref(basePath: string, idOrSlug: string | number): string {
  const base = typeof basePath === 'string' && basePath.trim() !== '' ? basePath.trim() : '/';
  const hashAt = base.indexOf('#');
  const beforeHash = hashAt === -1 ? base : base.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : base.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt);
  const segment = encodeURIComponent(String(idOrSlug).trim());
  const trimmedPath = path.replace(/\/+$/, '');
  const joined = `${trimmedPath}/${segment}`;
  return `${joined}${query === '?' ? '' : query}${hash === '#' ? '' : hash}`;
}

/** The card's link of an article: its slug when it has one, else its id (see {@link buildProductHref}). */
export function productHref(article: Pick<Article, 'id' | 'slug'>, basePath = '/'): string {
  const slug = typeof article.slug === 'string' ? article.slug.trim() : '';
  return buildProductHref(basePath, slug !== '' ? slug : article.id);
}

// -----------------------------------------------------------------------------------------------
// Flag colours
// -----------------------------------------------------------------------------------------------

/** An sRGB colour, channels 0 to 255. */
export type Rgb = readonly [red: number, green: number, blue: number];

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB_FUNCTION =
  /^rgba?\(\s*(\d{1,3})\s*[,\s]\s*(\d{1,3})\s*[,\s]\s*(\d{1,3})\s*(?:[,/]\s*([\d.]+%?)\s*)?\)$/i;

/**
 * Reads a colour given as `#rgb`, `#rrggbb` (with or without alpha) or `rgb()`. An alpha channel is
 * ignored. Anything else, including colour names, gives `null`.
 */
export function parseColor(value: unknown): Rgb | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const hex = HEX.exec(text);
  if (hex) {
    let digits = hex[1] ?? '';
    if (digits.length <= 4) digits = [...digits].map((digit) => digit + digit).join('');
    const channel = (index: number) => Number.parseInt(digits.slice(index * 2, index * 2 + 2), 16);
    return [channel(0), channel(1), channel(2)];
  }
  const fn = RGB_FUNCTION.exec(text);
  if (fn) {
    const channels = [fn[1], fn[2], fn[3]].map(Number);
    if (channels.some((channel) => channel > 255)) return null;
    return [channels[0] ?? 0, channels[1] ?? 0, channels[2] ?? 0];
  }
  return null;
}

/** A colour as `#rrggbb`. */
export function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance of a colour (0 black to 1 white). */
export function relativeLuminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** The AA contrast ratio for normal text. */
export const AA_TEXT_CONTRAST = 4.5;

/** Options of {@link readableTextColor}. */
export interface ReadableTextOptions {
  /** The dark text colour to try. @default '#1b1c1e' */
  dark?: string;
  /** The light text colour to try. @default '#ffffff' */
  light?: string;
}

/**
 * A text colour that is readable (WCAG AA, 4.5:1) on `background`: the light or dark text colour,
 * whichever contrasts more; pure black when neither reaches AA. `null` for a colour it cannot read.
 * @example readableTextColor('#f2c94c') // '#1b1c1e'
 */
export function readableTextColor(background: unknown, options: ReadableTextOptions = {}): string | null {
  const bg = parseColor(background);
  if (!bg) return null;
  const dark = parseColor(options.dark ?? '#1b1c1e') ?? [27, 28, 30];
  const light = parseColor(options.light ?? '#ffffff') ?? [255, 255, 255];
  const best = contrastRatio(dark, bg) >= contrastRatio(light, bg) ? dark : light;
  if (contrastRatio(best, bg) >= AA_TEXT_CONTRAST) return toHex(best);
  const black: Rgb = [0, 0, 0];
  const white: Rgb = [255, 255, 255];
  return toHex(contrastRatio(black, bg) >= contrastRatio(white, bg) ? black : white);
}

/** The colours a flag renders with. */
export interface FlagColors {
  background: string;
  text: string;
}

/** The neutral flag colours used when a flag's colour cannot be read. */
export const FALLBACK_FLAG_COLORS: FlagColors = { background: '#4f535a', text: '#ffffff' };

/**
 * A flag's background (normalised to `#rrggbb`, so no raw payload text reaches CSS) and a text
 * colour with AA contrast on it; the neutral colours for a colour it cannot read.
 */
export function resolveFlagColors(color: unknown, options: ReadableTextOptions = {}): FlagColors {
  const bg = parseColor(color);
  const text = bg ? readableTextColor(toHex(bg), options) : null;
  return bg && text ? { background: toHex(bg), text } : FALLBACK_FLAG_COLORS;
}
