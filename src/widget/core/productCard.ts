/**
 * The rules of a widget product card, apart from its view: which tracking attributes a card
 * carries in each placement, how sub-headings are joined, which prices show, and which image
 * sources a card gets. Plain TypeScript: `ProductCardTemplate` and the placements render them.
 */
import type { DisplayPrice } from './schemas';

/**
 * Where a product card is shown. It decides which tracking id the card carries (widget spec,
 * section 7): search results (`instant` in the search modal, `search` on the search page) carry
 * `data-search-result-id`, category listings `data-product-listing-result-id`, recommendations
 * `data-recommendation-id`.
 */
export type ProductCardPlacement = 'instant' | 'search' | 'listing' | 'recommendation';

/** The fields of a display the default template reads (all optional, so transformed displays fit). */
export interface ProductCardData {
  product_id?: string;
  page_url?: string;
  localized_page_url?: string | null;
  image_url?: string | null;
  brand?: string | null;
  title?: string;
  sub_heading_1?: string | null;
  sub_heading_2?: string | null;
  sale_price?: DisplayPrice | null;
  original_price?: DisplayPrice | null;
  search_result_id?: string;
  recommendation_id?: string;
  product_listing_result_id?: string;
}

/** How a card lays out: image above the text, or a small image beside it. */
export type ProductCardLayout = 'vertical' | 'horizontal';

/** The tracking attribute of each placement (names as existing host shops observe them). */
export const PRODUCT_CARD_ID_ATTRIBUTES = {
  instant: 'data-search-result-id',
  search: 'data-search-result-id',
  listing: 'data-product-listing-result-id',
  recommendation: 'data-recommendation-id',
} as const satisfies Record<ProductCardPlacement, string>;

/**
 * The data attributes a card element carries for behaviour tracking in `placement`: the tracking
 * id (`data-search-result-id`, `data-product-listing-result-id` or `data-recommendation-id`) and
 * `data-product-id`. An id the display lacks is left out (tracking then warns once).
 * @example <a {...productCardDataAttributes(display, 'recommendation')} href={display.page_url}>…</a>
 */
export function productCardDataAttributes(
  display: ProductCardData,
  placement: ProductCardPlacement,
): Record<string, string> {
  const id =
    placement === 'listing'
      ? display.product_listing_result_id
      : placement === 'recommendation'
        ? display.recommendation_id
        : display.search_result_id;
  const attributes: Record<string, string> = {};
  if (id) attributes[PRODUCT_CARD_ID_ATTRIBUTES[placement]] = id;
  if (display.product_id) attributes['data-product-id'] = display.product_id;
  return attributes;
}

/** Sub-headings of a display joined the way the spec shows them: `'Black | Round'`. */
export function joinSubHeadings(display: Pick<ProductCardData, 'sub_heading_1' | 'sub_heading_2'>): string {
  return [display.sub_heading_1, display.sub_heading_2]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' | ');
}

const toNumber = (price: DisplayPrice | null | undefined): number =>
  typeof price === 'number' ? price : typeof price === 'string' && price.trim() !== '' ? Number(price) : NaN;

/**
 * Which prices a card shows: the price to pay (the sale price, else the original) and, when the
 * sale price is below the original, the original struck through.
 */
export function cardPrices(display: Pick<ProductCardData, 'sale_price' | 'original_price'>): {
  current: DisplayPrice | null;
  original: DisplayPrice | null;
} {
  const sale = display.sale_price ?? null;
  const original = display.original_price ?? null;
  const current = sale ?? original;
  const reduced = sale !== null && original !== null && toNumber(sale) < toNumber(original);
  return { current, original: reduced ? original : null };
}

/** Image widths a card asks of the resize service, for 1x to 3x screens. */
export const PRODUCT_CARD_IMAGE_WIDTHS: readonly number[] = [160, 320, 480];

/** The `sizes` of a card's image in each layout. */
export function productCardImageSizes(layout: ProductCardLayout): string {
  return layout === 'horizontal' ? '72px' : '(min-width: 768px) 20vw, 50vw';
}
