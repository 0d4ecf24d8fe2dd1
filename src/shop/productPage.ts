/**
 * The product page's rules, free of React: which SKU is chosen (from the URL's `sku`, or
 * the size carried from another colour), what the buy
 * button may do for a stock status and a user, which error text a failed add to cart shows, the
 * gallery's slides, the specification rows, the USP badges and the analytics item of the page.
 */
import { StockStatus } from './enums';
import { getStockState, StockState } from './adapters/article';
import { isPriceAmount } from './schemas/common';
import { toAllowedMediaUrl, DEFAULT_IMAGE_HOSTS } from './product';
import type { Article, Media, MediaSize, Sku, Specification } from './schemas/article';
import type { LensOption, ProductDetail, UspBadge } from './schemas/product';
import type { CartItem, CartUpdatePayload, GlassesPrescription } from './schemas/cart';
import { resolveCardPicture } from './product';
import type { MessageKey } from '../i18n/nb';
import { nameWithBrand } from './productName';
import type { MediaUrl } from '../utils/url';

/** The URL query parameter that keeps the chosen SKU (`/produkt/ray-ban-rx7047-svart?sku=100004-2`). */
export const PRODUCT_SKU_PARAM = 'sku';

/**
 * The URL query parameter that carries the chosen size to another colour of the same frame
 * (`/produkt/ray-ban-rx7047-svart?storrelse=56-17-145`): each colour is an article of its own, with
 * SKU ids of its own, so the size is what the two have in common.
 */
export const PRODUCT_SIZE_PARAM = 'storrelse';

/** The stock status of a SKU: its own when the payload gives one, else the article's unit part's. */
export function skuPublicationStatus(
  article: Pick<Article, 'price'>,
  sku: Pick<Sku, 'publicationStatus'>,
): number {
  return sku.publicationStatus ?? article.price.unit.publicationStatus;
}

/**
 * The SKU the page shows: the one the URL names when it belongs to the article, else the one of the
 * size the shopper had chosen on another colour (even when it is sold out here: the shopper sees
 * that, rather than a size they did not choose), else the first SKU in stock, else the first SKU;
 * `null` when the article has none.
 */
export function chooseSku(
  article: Pick<Article, 'skus' | 'price'>,
  requestedSkuId: string | null,
  requestedSize: string | null = null,
): Sku | null {
  const requested =
    (requestedSkuId === null ? undefined : article.skus.find((sku) => sku.skuId === requestedSkuId)) ??
    (requestedSize === null ? undefined : article.skus.find((sku) => sku.size === requestedSize));
  if (requested) return requested;
  return (
    article.skus.find((sku) => skuPublicationStatus(article, sku) === StockStatus.InStock) ??
    article.skus[0] ??
    null
  );
}

/** The SKU id the URL's query names, or `null`. */
export function skuFromSearch(search: string): string | null {
  return queryValue(search, PRODUCT_SKU_PARAM);
}

/** The size the URL's query carries from another colour, or `null`. */
export function sizeFromSearch(search: string): string | null {
  return queryValue(search, PRODUCT_SIZE_PARAM);
}

function queryValue(search: string, name: string): string | null {
  const value = new URLSearchParams(search).get(name);
  return value === null || value.trim() === '' ? null : value.trim();
}

/**
 * The query string with `sku` set to `skuId` (other parameters kept, in their order; a size carried
 * from another colour is dropped, as the SKU now says it).
 * @example searchWithSku('?ref=card', '100004-2') // '?ref=card&sku=100004-2'
 */
export function searchWithSku(search: string, skuId: string): string {
  const params = new URLSearchParams(search);
  params.delete(PRODUCT_SIZE_PARAM);
  params.set(PRODUCT_SKU_PARAM, skuId);
  return `?${params.toString()}`;
}

/**
 * The query string for another colour of the frame: the size the shopper chose (the URL names a SKU
 * or carries a size), so the next colour's page opens on that size; empty when the shopper chose
 * none (the next page then picks a size in stock) or the SKU has no size.
 * @example colourSearch('?sku=100004-2', { size: '56-17-145' }) // '?storrelse=56-17-145'
 */
export function colourSearch(search: string, sku: Pick<Sku, 'size'> | null): string {
  const chosen = skuFromSearch(search) !== null || sizeFromSearch(search) !== null;
  if (!chosen || sku?.size == null || sku.size.trim() === '') return '';
  return `?${new URLSearchParams({ [PRODUCT_SIZE_PARAM]: sku.size }).toString()}`;
}

/** What the buy button of a product page may do. */
export const BuyState = {
  /** In stock: the shopper can add it. */
  CanAdd: 'can-add',
  /** Out of stock (30): the button is replaced by the sold-out text. */
  OutOfStock: 'out-of-stock',
  /** A store item (0 or 40) for a shopper: only in stores, find a store instead of buying. */
  StoreOnly: 'store-only',
  /** A store user and a product stores cannot add (`storeCanAdd: false`). */
  StoreCannotAdd: 'store-cannot-add',
  /** The article has no SKU to buy. */
  Unavailable: 'unavailable',
} as const;
/** What the buy button may do. */
export type BuyState = (typeof BuyState)[keyof typeof BuyState];

/**
 * What the buy button may do for the chosen SKU: out of stock (30) never, a store item (0 or 40)
 * only for a store user (the shop spec's "available in store"), and a store user never for a
 * product stores cannot add.
 */
export function resolveBuyState(
  article: Pick<ProductDetail, 'price' | 'storeCanAdd'>,
  sku: Pick<Sku, 'publicationStatus'> | null,
  { isStoreUser }: { isStoreUser: boolean },
): BuyState {
  if (!sku) return BuyState.Unavailable;
  if (isStoreUser && !article.storeCanAdd) return BuyState.StoreCannotAdd;
  const state = getStockState(skuPublicationStatus(article, sku));
  if (state === StockState.OutOfStock) return BuyState.OutOfStock;
  if (state === StockState.StoreItem) return isStoreUser ? BuyState.CanAdd : BuyState.StoreOnly;
  if (state === StockState.InStock) return BuyState.CanAdd;
  return BuyState.Unavailable;
}

/**
 * The message a failed add to cart shows (shop spec section 8) for the API's error code: out of
 * stock, only in stores, not available for subscription or store; anything else (a timeout, a
 * network failure, a 5xx) the general "something went wrong".
 */
export function addToCartErrorKey(code: string | null): MessageKey {
  switch (code) {
    case 'OutOfStock':
      return 'product.buy.error.outOfStock';
    case 'StoreOnly':
      return 'product.buy.error.storeOnly';
    case 'NotAvailableForSubscription':
      return 'product.buy.error.notForSubscription';
    default:
      return 'product.buy.error.general';
  }
}

/** The quantity a cart line gets when one more is added: the cart sets quantities, it does not add. */
export function quantityAfterAdding(current: number, adding: number, max = 12): number {
  return Math.min(max, Math.max(0, current) + Math.max(1, adding));
}

/** One row of the specification table. */
export interface SpecificationRow {
  /** The label's message key. */
  label: MessageKey;
  /** The value as shown (unit included). */
  value: string;
}

function decimalText(value: number): string {
  return String(Math.round(value * 10) / 10).replace('.', ',');
}

/** A frame size as a SKU writes it ("52-18-145"): lens width, bridge and temple length in mm. */
export interface FrameSize {
  lensWidth: number;
  bridge: number;
  temple: number;
}

/** What a frame size may be; anything outside is not a frame size and is not shown as one. */
const FRAME_SIZE_RANGE = { lensWidth: [30, 80], bridge: [10, 30], temple: [100, 170] } as const;

/**
 * Reads a SKU's frame size, "52-18-145" (spaces, en dashes and decimal commas allowed), or null when
 * it is none (a lens power, a gift card amount, an empty text) or out of what a frame measures.
 */
export function parseFrameSize(size: string | null | undefined): FrameSize | null {
  const match = /^(\d+(?:[.,]\d+)?)[-–](\d+(?:[.,]\d+)?)[-–](\d+(?:[.,]\d+)?)$/.exec(
    (size ?? '').replace(/\s+/g, ''),
  );
  if (!match) return null;
  const [lensWidth, bridge, temple] = match.slice(1).map((part) => Number(part!.replace(',', '.'))) as [
    number,
    number,
    number,
  ];
  const within = (value: number, [min, max]: readonly [number, number]) => value >= min && value <= max;
  if (
    !within(lensWidth, FRAME_SIZE_RANGE.lensWidth) ||
    !within(bridge, FRAME_SIZE_RANGE.bridge) ||
    !within(temple, FRAME_SIZE_RANGE.temple)
  )
    return null;
  return { lensWidth, bridge, temple };
}

/**
 * The specification rows with a value, in a fixed order: lens type, weight, lens width, bridge, lens
 * height, temple length. `size` is the chosen SKU's size: a frame made in two sizes has its lens width
 * and temple in the article's specification only for its first size, so the chosen size's own
 * measures replace them (and add the bridge) where the SKU gives them.
 */
export function specificationRows(
  specification: Specification | null,
  size: string | null = null,
): SpecificationRow[] {
  const frame = parseFrameSize(size);
  if (!specification && !frame) return [];
  const spec: Specification = specification ?? {
    lensType: null,
    weight: null,
    length: null,
    height: null,
    width: null,
  };
  const rows: SpecificationRow[] = [];
  const number = (value: number | null | undefined): value is number =>
    typeof value === 'number' && Number.isFinite(value) && value > 0;
  const millimetres = (label: MessageKey, value: number | null | undefined) => {
    if (number(value)) rows.push({ label, value: `${decimalText(value)} mm` });
  };
  if (spec.lensType && spec.lensType.trim() !== '')
    rows.push({ label: 'product.spec.lensType', value: spec.lensType.trim() });
  if (number(spec.weight))
    rows.push({ label: 'product.spec.weight', value: `${decimalText(spec.weight)} g` });
  millimetres('product.spec.width', frame?.lensWidth ?? spec.width);
  millimetres('product.spec.bridge', frame?.bridge);
  millimetres('product.spec.height', spec.height);
  millimetres('product.spec.length', frame?.temple ?? spec.length);
  return rows;
}

/** The message key of each USP badge's text. */
export const USP_BADGE_KEYS: Readonly<Record<UspBadge, MessageKey>> = {
  fastDelivery: 'product.usp.fastDelivery',
  freeReturn: 'product.usp.freeReturn',
  withdrawal30: 'product.usp.withdrawal30',
  withdrawal90: 'product.usp.withdrawal90',
};

/** The page's heading text: brand and name, without the brand twice ("Glimt Glimt Fjord"). */
export function productTitle(article: Pick<Article, 'brand' | 'name'>): string {
  return nameWithBrand(article.brand, article.name);
}

/** Whether the product is a frame bought with lenses (it has lens options). */
export function isFrameWithLenses(article: Pick<ProductDetail, 'lensOptions'>): boolean {
  return article.lensOptions.some((option) => option.group === 'lens');
}

/** Whether the product is a contact lens bought with a prescription per eye. */
export function isContactLens(article: Pick<ProductDetail, 'lensParameters'>): boolean {
  return article.lensParameters !== null;
}

/** The analytics item of a product page view or an add to cart. */
export interface ProductAnalyticsItem {
  name: string;
  id: string;
  category: string;
  brand: string;
  sku: string;
  price: number;
  discount: number;
  quantity: number;
  currency: string;
}

/** The analytics item of the chosen SKU (unit price; the discount is what a campaign takes off). */
export function productAnalyticsItem(
  article: Pick<Article, 'id' | 'name' | 'brand' | 'category' | 'price'>,
  sku: Pick<Sku, 'skuId'> | null,
  quantity = 1,
): ProductAnalyticsItem {
  const { unit } = article.price;
  const price = isPriceAmount(unit.amount) ? unit.amount : 0;
  const ordinary = isPriceAmount(unit.ordinaryPrice) ? unit.ordinaryPrice : price;
  return {
    name: productTitle(article),
    id: String(article.id),
    category: article.category,
    brand: article.brand,
    sku: sku?.skuId ?? String(article.id),
    price,
    discount: Math.max(0, ordinary - price),
    quantity,
    currency: unit.currency,
  };
}

/** The `sizes` of a gallery picture: the page's full width on phones, half of at most 1180 px after. */
export const GALLERY_IMAGE_SIZES = '(min-width: 1024px) 570px, 100vw';

function firstAllowedImage(
  media: Media | undefined,
  sizes: readonly MediaSize[],
  allowedHosts: readonly string[],
): MediaUrl | null {
  if (!media) return null;
  for (const size of sizes) {
    const url = toAllowedMediaUrl(media[size]?.image, allowedHosts);
    if (url !== null) return url;
  }
  return null;
}

/** The thumbnail of a media: its smallest allowed image (xs, then sm, md), or `null`. */
export function galleryThumbnail(
  media: Media | undefined,
  allowedHosts: readonly string[] = DEFAULT_IMAGE_HOSTS,
): MediaUrl | null {
  return firstAllowedImage(media, ['xs', 'sm', 'md', 'lg', 'xl'], allowedHosts);
}

/** The zoomed image of a media: its largest allowed image (xl, then lg, md, sm, xs), or `null`. */
export function zoomImage(
  media: Media | undefined,
  allowedHosts: readonly string[] = DEFAULT_IMAGE_HOSTS,
): MediaUrl | null {
  return firstAllowedImage(media, ['xl', 'lg', 'md', 'sm', 'xs'], allowedHosts);
}

/**
 * The cart line a product page expects a cart update to give (shown at once, before the answer):
 * the article's name, brand, category and picture, the unit price (the subscription price for a
 * subscription line), the payload's quantity, interval and prescriptions. The server's answer
 * replaces it.
 */
export function predictedCartLine(
  article: Pick<Article, 'id' | 'slug' | 'name' | 'brand' | 'category' | 'price' | 'medias'>,
  payload: Pick<
    CartUpdatePayload,
    'skuId' | 'quantity' | 'subscriptionInterval' | 'prescription' | 'prescriptionGlasses'
  >,
  parentSkuID: string | null = null,
): CartItem {
  const part =
    payload.subscriptionInterval && article.price.subscription
      ? article.price.subscription
      : article.price.unit;
  const picture = article.medias[0] ? resolveCardPicture(article.medias[0], 'default') : null;
  return {
    skuId: payload.skuId,
    parentSkuID,
    slug: article.slug,
    ref: `pending-${payload.skuId}`,
    articleId: String(article.id),
    articleDescription: productTitle(article),
    category: article.category,
    brand: article.brand,
    quantity: Math.max(1, payload.quantity),
    isEditAble: parentSkuID === null,
    subscriptionInterval: payload.subscriptionInterval ?? null,
    prescription: payload.prescription ?? null,
    prescriptionGlasses: payload.prescriptionGlasses ?? null,
    media: { md: picture?.src ?? null },
    price: {
      amount: isPriceAmount(part.amount) ? part.amount : 0,
      ordinaryPrice: isPriceAmount(part.ordinaryPrice) ? part.ordinaryPrice : 0,
      isCampaign: part.isCampaign,
    },
  };
}

/** Glasses as the configurator hands them over: a lens, treatments, a tint and the prescription. */
export interface GlassesPurchase {
  lens: LensOption;
  treatments: readonly LensOption[];
  tint: LensOption | null;
  prescription: GlassesPrescription;
}

/**
 * The cart updates of a frame with lenses and their predicted lines: the frame with its lens and the
 * prescription first (`childSkuId`), then each treatment and the tint as further lines on the frame.
 * The frame's quantity is one more than the cart holds; the lens lines follow it (not editable).
 */
export function glassesCartAdditions(
  article: Pick<Article, 'id' | 'slug' | 'name' | 'brand' | 'category' | 'price' | 'medias'>,
  frameSkuId: string,
  purchase: GlassesPurchase,
  quantityInCart = 0,
): Array<{ payload: CartUpdatePayload; predicted: CartItem[] }> {
  const quantity = quantityAfterAdding(quantityInCart, 1);
  const child = (option: LensOption): CartItem => ({
    skuId: option.skuId,
    parentSkuID: frameSkuId,
    slug: option.skuId,
    ref: `pending-${frameSkuId}-${option.skuId}`,
    articleId: option.skuId,
    articleDescription: option.name,
    category: 'Glass',
    brand: article.brand,
    quantity,
    isEditAble: false,
    subscriptionInterval: null,
    prescription: null,
    prescriptionGlasses: null,
    media: { md: null },
    price: { amount: option.price, ordinaryPrice: option.price, isCampaign: false },
  });
  const frame = { skuId: frameSkuId, quantity, prescriptionGlasses: purchase.prescription };
  const additions = [
    {
      payload: { ...frame, childSkuId: purchase.lens.skuId },
      predicted: [predictedCartLine(article, frame), child(purchase.lens)],
    },
  ];
  for (const option of [...purchase.treatments, ...(purchase.tint ? [purchase.tint] : [])]) {
    additions.push({
      payload: {
        skuId: frameSkuId,
        quantity,
        childSkuId: option.skuId,
        prescriptionGlasses: purchase.prescription,
      },
      predicted: [child(option)],
    });
  }
  return additions;
}
