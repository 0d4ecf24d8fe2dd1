import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { useTranslate } from '../../../i18n/context';
import { StockStatus } from '../../../shop/enums';
import { skuPublicationStatus } from '../../../shop/productPage';
import type { Sku } from '../../../shop/schemas/article';
import type { ProductDetail } from '../../../shop/schemas/product';
import { Radio, RadioGroup } from '../../primitives/RadioGroup';
import { Swatch, SwatchGroup } from '../../primitives/SwatchGroup';

/** Props of {@link ProductVariants}. */
export interface ProductVariantsProps {
  article: ProductDetail;
  /** The chosen SKU. */
  sku: Sku | null;
  /** A colour was chosen: the page goes to that colour's article. */
  onColourChange: (slug: string) => void;
  /** A size was chosen. */
  onSkuChange: (skuId: string) => void;
  /** Offer the SKUs as a choice (not for contact lenses: their strength is part of the prescription). @default true */
  showSkus?: boolean;
}

/** A colour or size name from the data breaks anywhere rather than widen the page (#42). */
const Root = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  overflow-wrap: anywhere;
`;

/**
 * The colour that was chosen before the page went to its article: the new page's swatch group takes
 * focus back, so a keyboard user browsing colours with the arrow keys stays where they were even when
 * the host remounts the page on a new path. Module state on purpose: it outlives the remount.
 */
let colourToFocus: string | null = null;

/**
 * The product's variants: its colours (other articles of the same frame) as swatches named by their
 * colour, and its sizes (SKUs) as radio buttons, each marked when sold out. A single colour or size
 * is not a choice and is not shown as one.
 */
export function ProductVariants({
  article,
  sku,
  onColourChange,
  onSkuChange,
  showSkus = true,
}: ProductVariantsProps) {
  const t = useTranslate();
  const groupRef = useRef<HTMLDivElement>(null);
  const current = article.colourVariants.find((variant) => variant.articleId === article.id) ?? null;

  useEffect(() => {
    if (colourToFocus === null || colourToFocus !== article.slug) return;
    colourToFocus = null;
    // After the host's own focus handling of the new path (it runs in the same commit).
    const frame = requestAnimationFrame(() =>
      groupRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [article.slug]);

  const sizes = showSkus
    ? article.skus.filter((candidate) => candidate.size !== null || candidate.name !== null)
    : [];
  const hasSizes = sizes.some((candidate) => candidate.size !== null);
  return (
    <Root>
      {article.colourVariants.length > 1 && (
        <SwatchGroup
          ref={groupRef}
          label={
            current
              ? t('product.variants.colourValue', { colour: current.colour })
              : t('product.variants.colour')
          }
          value={current?.slug ?? null}
          onChange={(slug) => {
            if (slug === article.slug) return;
            colourToFocus = slug;
            onColourChange(slug);
          }}
          data-testid="product-colours"
        >
          {article.colourVariants.map((variant) => {
            const soldOut = variant.publicationStatus === StockStatus.OutOfStock;
            return (
              <Swatch
                key={variant.slug}
                value={variant.slug}
                colour={variant.hex}
                label={soldOut ? t('product.variants.soldOut', { colour: variant.colour }) : variant.colour}
                isCrossed={soldOut}
              />
            );
          })}
        </SwatchGroup>
      )}
      {sizes.length > 1 && (
        <RadioGroup
          label={hasSizes ? t('product.variants.size') : t('product.variants.option')}
          description={hasSizes ? t('product.variants.sizeHint') : undefined}
          orientation="horizontal"
          value={sku?.skuId ?? null}
          onChange={onSkuChange}
          data-testid="product-sizes"
        >
          {sizes.map((candidate) => {
            const soldOut = skuPublicationStatus(article, candidate) === StockStatus.OutOfStock;
            const text = candidate.size ?? candidate.name ?? candidate.skuId;
            return (
              <Radio key={candidate.skuId} value={candidate.skuId}>
                {soldOut ? `${text} (${t('product.variants.skuSoldOut')})` : text}
              </Radio>
            );
          })}
        </RadioGroup>
      )}
    </Root>
  );
}
