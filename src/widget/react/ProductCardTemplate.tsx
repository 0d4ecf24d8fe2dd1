import { useEffect, type ComponentType } from 'react';
import { styled, css } from 'styled-components';
import { ImageFrame } from '../../components/primitives/ImageFrame';
import { VisuallyHidden } from '../../components/primitives/VisuallyHidden';
import type { WidgetTranslate } from '../core/i18n';
import type { ResponsiveImage } from '../core/images';
import {
  PRODUCT_CARD_IMAGE_WIDTHS,
  cardPrices,
  joinSubHeadings,
  productCardImageSizes,
  type ProductCardData,
  type ProductCardLayout,
  type ProductCardPlacement,
} from '../core/productCard';
import type { DisplayPrice, ProductDisplay } from '../core/schemas';
import { useListingPictureTurn } from './listingPictures';

// The card's rules live in widget/core; their public names leave from here as before.
export {
  PRODUCT_CARD_ID_ATTRIBUTES,
  cardPrices,
  joinSubHeadings,
  productCardDataAttributes,
} from '../core/productCard';
export type { ProductCardData, ProductCardLayout, ProductCardPlacement } from '../core/productCard';

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

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

// One line with an ellipsis, like the sub-headings: a brand from the API can be any length (#42).
const Brand = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
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

/**
 * The default product card: image on a light grey stage (4:3, so nothing moves when it loads),
 * brand, title, sub-headings joined by ' | ', and the price (a sale price in campaign red with
 * the original struck through, said in words to screen readers). Replace it with your own
 * template through the `productCard` prop of the search modal or search field. On a listing page
 * the first cards' pictures load before the others' (`useListingPictureTurn`, which a custom
 * template can use the same way).
 */
export function ProductCardTemplate({
  display,
  index,
  layout = 'vertical',
  t,
  formatPrice,
  getImage,
}: ProductCardTemplateProps<ProductCardData>) {
  const image = getImage(display.image_url, PRODUCT_CARD_IMAGE_WIDTHS);
  // In a listing grid, the first cards' pictures load before the others'.
  const pictureTurn = useListingPictureTurn(index);
  const { onSettled } = pictureTurn;
  const hasImage = Boolean(image?.src);
  useEffect(() => {
    if (!hasImage) onSettled?.();
  }, [hasImage, onSettled]);
  const subHeadings = joinSubHeadings(display);
  const { current, original } = cardPrices(display);
  const currentText = formatPrice(current);
  const originalText = formatPrice(original);
  return (
    <Card $layout={layout} data-layout={layout}>
      <ImageFrame
        src={image?.src}
        sources={image?.sources}
        sizes={productCardImageSizes(layout)}
        ratio="4 / 3"
        blend
        deferred={pictureTurn.deferred}
        onSettled={onSettled}
      />
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
