import type { ComponentType } from 'react';
import { styled, css } from 'styled-components';
import { VisuallyHidden } from '../../components/primitives/VisuallyHidden';
import type { ResponsiveImage } from '../core/images';
import type { WidgetTranslate } from '../core/i18n';
import type { DisplayPrice, ProductDisplay } from '../core/schemas';

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

/** What a product card template receives. */
export interface ProductCardTemplateProps<T extends ProductCardData = ProductDisplay> {
  /** The product (after the host's display transformer, if any). */
  display: T;
  /** Where the card is shown. */
  placement: ProductCardPlacement;
  /** Its position among the cards shown, from 0. */
  index: number;
  /** Image above the text, or beside it (small screens, low viewports). @default 'vertical' */
  layout?: ProductCardLayout;
  /** The widget's translator for the provider's locale. */
  t: WidgetTranslate;
  /** Formats a price the way the merchant writes prices (`formatWidgetPrice` with the merchant's format). */
  formatPrice: (price: DisplayPrice | null | undefined) => string;
  /**
   * The sources of a product image at the widths asked for (through the resize service when one
   * is configured); `null` when there is no image.
   */
  getImage: (src: string | null | undefined, widths: readonly number[]) => ResponsiveImage | null;
}

/**
 * A card template: renders what one product looks like. It renders no link or button of its own:
 * the placement wraps it in the element that is focused, highlighted and followed (an option of
 * the search modal's listbox, a link on a page), which also carries the tracking attribute.
 */
export type ProductCardTemplateComponent<T extends ProductCardData = ProductDisplay> = ComponentType<
  ProductCardTemplateProps<T>
>;

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

const Card = styled.div<{ $layout: ProductCardLayout }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  color: ${({ theme }) => theme.colors.text};
  ${({ $layout, theme }) =>
    $layout === 'horizontal'
      ? css`
          grid-template-columns: 72px minmax(0, 1fr);
          align-items: center;
          gap: ${theme.space[1.5]};
        `
      : css`
          grid-template-rows: auto 1fr;
        `}
`;

const Stage = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.stage};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
    mix-blend-mode: multiply;
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Brand = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const clamp = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Title = styled.span<{ $lines: number }>`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${({ $lines }) => $lines};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const SubHeadings = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  ${clamp}
`;

const Prices = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space[1]};
  margin-top: 2px;
  font-variant-numeric: tabular-nums;
`;

const Current = styled.span<{ $sale: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ $sale, theme }) => ($sale ? theme.colors.campaign : theme.colors.text)};
  white-space: nowrap;
`;

const Original = styled.s`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
`;

/** Image widths asked of the resize service, for 1x to 3x screens. */
const IMAGE_WIDTHS = [160, 320, 480];

/**
 * The default product card: image on a light grey stage (4:3, so nothing moves when it loads),
 * brand, title, sub-headings joined by ' | ', and the price (a sale price in campaign red with
 * the original struck through, said in words to screen readers). Replace it with your own
 * template through the `productCard` prop of the search modal or search field.
 */
export function ProductCardTemplate({
  display,
  layout = 'vertical',
  t,
  formatPrice,
  getImage,
}: ProductCardTemplateProps<ProductCardData>) {
  const image = getImage(display.image_url, IMAGE_WIDTHS);
  const subHeadings = joinSubHeadings(display);
  const { current, original } = cardPrices(display);
  const currentText = formatPrice(current);
  const originalText = formatPrice(original);
  const sizes = layout === 'horizontal' ? '72px' : '(min-width: 768px) 20vw, 50vw';
  return (
    <Card $layout={layout} data-layout={layout}>
      <Stage>
        {image && (
          <picture>
            {image.sources.map((source) => (
              <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
            ))}
            <img src={image.src} alt="" loading="lazy" decoding="async" draggable={false} />
          </picture>
        )}
      </Stage>
      <Text>
        {display.brand && <Brand>{display.brand}</Brand>}
        {display.title && <Title $lines={layout === 'horizontal' ? 1 : 2}>{display.title}</Title>}
        {subHeadings && <SubHeadings>{subHeadings}</SubHeadings>}
        {currentText && (
          <Prices>
            {originalText ? (
              <>
                <Current $sale>
                  <VisuallyHidden>{t('salePrice')} </VisuallyHidden>
                  {currentText}
                </Current>
                <Original>
                  <VisuallyHidden>{t('originalPrice')} </VisuallyHidden>
                  {originalText}
                </Original>
              </>
            ) : (
              <Current $sale={false}>{currentText}</Current>
            )}
          </Prices>
        )}
      </Text>
    </Card>
  );
}
