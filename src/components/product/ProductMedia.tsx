import type { ReactNode, RefObject } from 'react';
import {
  DEFAULT_MEDIA_RATIO,
  DEFAULT_MOBILE_MEDIA_RATIO,
  PRODUCT_MEDIA_MOBILE_QUERY,
  type CardMedia,
} from '../../shop/product';
import { ImageFrame, type ImageFrameSource } from '../primitives/ImageFrame';
import { ProductVideo } from './ProductVideo';

/** Props of {@link ProductMedia}. */
export interface ProductMediaProps {
  /** What to show, from `resolveCardMedia(article.medias[0], allowedHosts)`; `null` shows the empty stage. */
  media: CardMedia | null;
  /** The `sizes` attribute of the picture, e.g. `DEFAULT_PRODUCT_IMAGE_SIZES`. */
  sizes: string;
  /** Play the media's video over the picture when it has one. @default true */
  withVideo?: boolean;
  /** The element whose mouse movement shows the video controls (the card). */
  activityRef?: RefObject<HTMLElement | null>;
  /** Content laid over the picture's corners (flags, badges). */
  children?: ReactNode;
  /** `eager` for the picture a page shows first (its largest content). @default 'lazy' */
  loading?: 'lazy' | 'eager';
  className?: string;
}

/** The `<source media>` of the mobile variant, when the media has both a picture and a mobile one. */
function mobileSources(media: CardMedia | null): ImageFrameSource[] | undefined {
  if (!media?.picture || !media.mobilePicture) return undefined;
  return [{ media: PRODUCT_MEDIA_MOBILE_QUERY, srcSet: media.mobilePicture.srcSet }];
}

/**
 * The media of a product card on the light grey stage: a responsive picture (`srcset` over the size
 * variants with the spec widths and the mobile variant under 768 px in a `<source media>`), the
 * video over it when there is one, and overlays. Decorative for assistive technology: the card's
 * heading names the product. A picture that fails to load leaves the empty stage.
 */
export function ProductMedia({
  media,
  sizes,
  withVideo = true,
  activityRef,
  children,
  className,
  loading,
}: ProductMediaProps) {
  const ratio = media?.ratio ?? DEFAULT_MEDIA_RATIO;
  const mobileRatio = media?.mobileRatio ?? (media ? ratio : DEFAULT_MOBILE_MEDIA_RATIO);
  // The picture, or the mobile one when it is all there is (then it needs no <source>).
  const main = media?.picture ?? media?.mobilePicture ?? null;
  const hasVideo = withVideo && media !== null && (media.video.length > 0 || media.mobileVideo.length > 0);
  return (
    <ImageFrame
      className={className}
      src={main?.src}
      srcSet={main?.srcSet}
      sizes={sizes}
      sources={mobileSources(media)}
      ratio={ratio}
      mobileRatio={mobileRatio}
      loading={loading}
      data-testid="product-media"
    >
      {hasVideo && (
        <ProductVideo sources={media.video} mobileSources={media.mobileVideo} activityRef={activityRef} />
      )}
      {children}
    </ImageFrame>
  );
}
