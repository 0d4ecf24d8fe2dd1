import type { ReactNode } from 'react';
import { useTranslate } from '../../../i18n/context';
import type { SiteSearchItem } from '../../../shop/siteSearch';
import { siteSearchRowContent, type SiteSearchThumbnail } from '../../../shop/siteSearchDisplay';
import { HitThumbnail } from './HitThumbnail';
import {
  Brand,
  PriceSlot,
  Primary,
  RowLayout,
  RowPrice,
  RowText,
  Secondary,
  Variant,
} from './SiteSearchResults.styles';

/** Props of {@link HitRow}. */
interface HitRowProps {
  /** The picture or glyph at the start of the row. */
  thumbnail: SiteSearchThumbnail;
  /** A small brand line above the main line. */
  brand?: string | null;
  /** The main line. */
  primary: string;
  /** Muted, after the main line on the same line: a product's colour or package. */
  variant?: string | null;
  /** A muted line under the main line. */
  secondary?: string | null;
  /** Content at the end of the row (a price). */
  aside?: ReactNode;
}

/** The one layout of a hit row: thumbnail, text lines, and an optional end slot. */
function HitRow({ thumbnail, brand, primary, variant, secondary, aside }: HitRowProps) {
  return (
    <RowLayout>
      <HitThumbnail thumbnail={thumbnail} />
      <RowText>
        {brand && <Brand>{brand}</Brand>}
        <Primary>
          {primary}
          {variant && <Variant>, {variant}</Variant>}
        </Primary>
        {secondary && <Secondary>{secondary}</Secondary>}
      </RowText>
      {aside !== undefined && <PriceSlot>{aside}</PriceSlot>}
    </RowLayout>
  );
}

/**
 * One hit as a row (an overlay option or a search page link): a product with picture, brand, name,
 * colour and the product card's price; a store with name and address; a city as "Butikker i {city}"; a
 * category or page with its picture and title.
 */
export function SiteSearchHitRow({ item }: { item: SiteSearchItem }) {
  const t = useTranslate();
  const content = siteSearchRowContent(item, t);
  return (
    <HitRow
      thumbnail={content.thumbnail}
      brand={content.brand}
      primary={content.primary}
      variant={content.variant}
      secondary={content.secondary}
      aside={content.price ? <RowPrice price={content.price} size="sm" /> : undefined}
    />
  );
}
