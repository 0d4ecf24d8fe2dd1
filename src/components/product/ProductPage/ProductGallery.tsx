import { useCallback, useMemo, useState } from 'react';
import { styled } from 'styled-components';
import { useTranslate } from '../../../i18n/context';
import { useCarouselTrack } from '../../../hooks/useCarouselTrack';
import { resolveCardMedia, type CardMedia } from '../../../shop/product';
import type { Media } from '../../../shop/schemas/article';
import { ChevronLeftIcon, ChevronRightIcon, PlusIcon } from '../../primitives/icons';
import { IconButton } from '../../primitives/IconButton';
import { Dialog } from '../../primitives/Dialog';
import { ImageFrame } from '../../primitives/ImageFrame';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { ProductMedia } from '../ProductMedia';
import { galleryThumbnail, GALLERY_IMAGE_SIZES, zoomImage } from '../../../shop/productPage';

/** Props of {@link ProductGallery}. */
export interface ProductGalleryProps {
  /** The article's media, the main one first (every size variant, video and mobile variant). */
  medias: readonly Media[];
  /** The product's name, for the gallery's label and the zoom dialog's title. */
  productName: string;
  /** Image hosts that may render. */
  allowedHosts?: readonly string[];
}

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Stage = styled.div`
  position: relative;
`;

const Track = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  &::-webkit-scrollbar {
    display: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Slide = styled.li`
  position: relative;
  flex: 0 0 100%;
  min-width: 0;
  scroll-snap-align: start;
`;

const ZoomButton = styled(IconButton)`
  position: absolute;
  right: ${({ theme }) => theme.space[1]};
  bottom: ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.colors.surface};
`;

const Arrow = styled(IconButton)<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => ($side === 'left' ? 'left: 8px;' : 'right: 8px;')}
  transform: translateY(-50%);
  background: ${({ theme }) => theme.colors.surface};
  &:disabled {
    visibility: hidden;
  }
`;

const Thumbs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  overflow-x: auto;
  padding: 4px;
`;

const Thumb = styled.button<{ $current: boolean }>`
  flex: 0 0 72px;
  padding: 0;
  border: 2px solid ${({ $current, theme }) => ($current ? theme.colors.accent : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  cursor: pointer;
  overflow: hidden;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const ZoomScroller = styled.div`
  max-height: 75vh;
  overflow: auto;
  img {
    display: block;
    width: 160%;
    max-width: none;
    height: auto;
  }
  @media (max-width: 767.98px) {
    img {
      width: 100%;
    }
  }
`;

/**
 * The product page's gallery: every media as a full-width slide on a scroll-snapped track (swipe on
 * phones, arrow buttons and thumbnails elsewhere; instant under reduced motion), the video of a
 * media over its picture, the position announced when scrolling settles, and a zoom dialog with the
 * largest image. Slides keep their ratio from the first paint, so nothing shifts when images load.
 */
export function ProductGallery({ medias, productName, allowedHosts }: ProductGalleryProps) {
  const t = useTranslate();
  const slides = useMemo(
    () =>
      medias
        .map((media) => resolveCardMedia(media, allowedHosts))
        .filter((media): media is CardMedia => media !== null),
    [medias, allowedHosts],
  );
  const count = Math.max(slides.length, 1);
  const describePosition = useCallback(
    ({ first }: { first: number }) => t('product.gallery.slide', { index: first + 1, count }),
    [t, count],
  );
  const carousel = useCarouselTrack({ count, children: slides, isBusy: false, describePosition });
  // Positions count from 1.
  const current = Math.max(0, carousel.position.first - 1);
  const [zoomed, setZoomed] = useState<number | null>(null);
  const zoom = zoomed === null ? null : zoomImage(medias[zoomed], allowedHosts);

  return (
    <Root aria-label={t('product.gallery.label', { name: productName })} data-testid="product-gallery">
      <Stage>
        <Track
          ref={carousel.trackRef}
          tabIndex={slides.length > 1 ? 0 : undefined}
          aria-label={t('product.gallery.label', { name: productName })}
        >
          {(slides.length > 0 ? slides : [null]).map((media, index) => (
            <Slide
              key={index}
              aria-roledescription="slide"
              aria-label={t('product.gallery.slide', { index: index + 1, count })}
              inert={index !== current}
            >
              <ProductMedia
                media={media}
                sizes={GALLERY_IMAGE_SIZES}
                loading={index === 0 ? 'eager' : 'lazy'}
              />
              {media?.picture && index === current && (
                <ZoomButton
                  aria-label={t('product.gallery.zoom', { index: index + 1 })}
                  icon={<PlusIcon />}
                  variant="secondary"
                  onPress={() => setZoomed(index)}
                />
              )}
            </Slide>
          ))}
        </Track>
        {slides.length > 1 && (
          <>
            <Arrow
              $side="left"
              ref={carousel.prevRef}
              aria-label={t('product.gallery.previous')}
              icon={<ChevronLeftIcon />}
              variant="secondary"
              isDisabled={carousel.position.atStart}
              onPress={carousel.goPrevious}
            />
            <Arrow
              $side="right"
              ref={carousel.nextRef}
              aria-label={t('product.gallery.next')}
              icon={<ChevronRightIcon />}
              variant="secondary"
              isDisabled={carousel.position.atEnd}
              onPress={carousel.goNext}
            />
          </>
        )}
      </Stage>
      <VisuallyHidden aria-live="polite">{carousel.announcement}</VisuallyHidden>
      {slides.length > 1 && (
        <Thumbs role="group" aria-label={t('product.gallery.thumbnails')}>
          {medias.map((media, index) => {
            const thumb = galleryThumbnail(media, allowedHosts);
            return (
              <Thumb
                key={index}
                type="button"
                $current={index === current}
                aria-current={index === current ? 'true' : undefined}
                aria-label={t('product.gallery.thumbnail', { index: index + 1, count })}
                onClick={() => carousel.goTo(index)}
              >
                <ImageFrame src={thumb ?? undefined} ratio={1} sizes="72px" alt="" />
              </Thumb>
            );
          })}
        </Thumbs>
      )}
      <Dialog
        isOpen={zoomed !== null}
        onOpenChange={(open) => !open && setZoomed(null)}
        size="lg"
        title={t('product.gallery.zoomTitle', { name: productName, index: (zoomed ?? 0) + 1, count })}
      >
        {zoom && (
          <ZoomScroller
            tabIndex={0}
            aria-label={t('product.gallery.zoomTitle', {
              name: productName,
              index: (zoomed ?? 0) + 1,
              count,
            })}
          >
            {/* eslint-disable-next-line no-restricted-syntax -- zoom is a MediaUrl (zoomImage); a plain img scrolls at its own size */}
            <img src={zoom} alt="" />
          </ZoomScroller>
        )}
      </Dialog>
    </Root>
  );
}
