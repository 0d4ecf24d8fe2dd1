import { useState, type ReactNode, type RefObject } from 'react';
import { styled } from 'styled-components';
import {
  DEFAULT_MEDIA_RATIO,
  DEFAULT_MOBILE_MEDIA_RATIO,
  PRODUCT_MEDIA_MOBILE_QUERY,
  type CardMedia,
  type CardPicture,
} from '../../shop/product';
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
  className?: string;
}

/**
 * The frame keeps the media's ratio before anything loads (the mobile variant's ratio under 768 px),
 * so nothing below it moves when the picture arrives.
 */
export const MediaFrame = styled.div<{ $ratio: number; $mobileRatio: number }>`
  position: relative;
  width: 100%;
  aspect-ratio: ${({ $mobileRatio }) => $mobileRatio};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.stage};

  ${({ theme }) => theme.media.tablet} {
    aspect-ratio: ${({ $ratio }) => $ratio};
  }
`;

const Img = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: contain;
`;

interface PictureProps {
  picture: CardPicture | null;
  mobilePicture: CardPicture | null;
  sizes: string;
}

function Picture({ picture, mobilePicture, sizes }: PictureProps) {
  const [failed, setFailed] = useState(false);
  const main = picture ?? mobilePicture;
  if (!main || failed) return null;
  return (
    <picture>
      {mobilePicture && picture && (
        <source media={PRODUCT_MEDIA_MOBILE_QUERY} srcSet={mobilePicture.srcSet} sizes={sizes} />
      )}
      <Img
        src={main.src}
        srcSet={main.srcSet}
        sizes={sizes}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
      />
    </picture>
  );
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
}: ProductMediaProps) {
  const ratio = media?.ratio ?? DEFAULT_MEDIA_RATIO;
  const mobileRatio = media?.mobileRatio ?? (media ? ratio : DEFAULT_MOBILE_MEDIA_RATIO);
  const pictureKey = `${media?.picture?.srcSet ?? ''}|${media?.mobilePicture?.srcSet ?? ''}`;
  const hasVideo = withVideo && media !== null && (media.video.length > 0 || media.mobileVideo.length > 0);
  return (
    <MediaFrame className={className} $ratio={ratio} $mobileRatio={mobileRatio} data-testid="product-media">
      {media && (
        <Picture key={pictureKey} picture={media.picture} mobilePicture={media.mobilePicture} sizes={sizes} />
      )}
      {hasVideo && (
        <ProductVideo sources={media.video} mobileSources={media.mobileVideo} activityRef={activityRef} />
      )}
      {children}
    </MediaFrame>
  );
}
