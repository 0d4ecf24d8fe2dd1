import type { SiteSearchThumbnail } from '../../../shop/siteSearchDisplay';
import { ImageFrame } from '../../primitives/ImageFrame';
import { HitGlyph } from './HitGlyph';
import { GlyphBadge, ThumbSlot } from './SiteSearchResults.styles';

/**
 * The thumbnail slot of a hit row, decorative (the text beside it names the hit): a round badge with
 * the glyph for stores and cities, else the picture in the image frame, with the glyph on the stage
 * when there is none or it fails to load.
 */
export function HitThumbnail({ thumbnail }: { thumbnail: SiteSearchThumbnail }) {
  const { size, round, glyph, picture } = thumbnail;
  if (round) {
    return (
      <GlyphBadge $size={size} aria-hidden="true">
        <HitGlyph kind={glyph} />
      </GlyphBadge>
    );
  }
  return (
    <ThumbSlot $size={size} aria-hidden="true">
      <ImageFrame
        src={picture?.src ?? null}
        srcSet={picture?.srcSet}
        sizes={picture?.sizes}
        sources={picture?.sources}
        ratio={1}
        placeholder={<HitGlyph kind={glyph} />}
      />
    </ThumbSlot>
  );
}
