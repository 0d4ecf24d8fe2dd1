import { styled, css } from 'styled-components';
import { DEFAULT_MEDIA_RATIO } from '../../../shop/product';
import { ImageFrame } from '../../primitives/ImageFrame';
import { Skeleton, SkeletonText, skeletonGroupPulse } from '../../primitives/Skeleton';

// The card's blocks pulse as one.
const SkeletonCard = styled.div<{ $layout: 'grid' | 'cart' }>`
  ${skeletonGroupPulse}
  display: flex;
  gap: ${({ theme }) => theme.space[1.5]};
  ${({ $layout }) =>
    $layout === 'cart'
      ? css`
          flex-direction: row;
          align-items: flex-start;
        `
      : css`
          flex-direction: column-reverse;
          justify-content: flex-end;
        `}
`;

const SkeletonMedia = styled.div<{ $layout: 'grid' | 'cart' }>`
  flex: none;
  ${({ $layout, theme }) =>
    $layout === 'cart'
      ? css`
          width: 80px;
          ${theme.media.tablet} {
            width: 96px;
          }
        `
      : css`
          width: 100%;
        `}
`;

const SkeletonBody = styled.div<{ $layout: 'grid' | 'cart' }>`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  min-width: 0;
  padding-inline: ${({ $layout }) => ($layout === 'cart' ? 0 : '2px')};
  font-size: ${({ $layout, theme }) => ($layout === 'cart' ? theme.fontSizes.sm : theme.fontSizes.md)};
`;

const SkeletonSmall = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const SkeletonPrice = styled.div`
  padding-top: ${({ theme }) => theme.space[0.5]};
`;

/**
 * A placeholder with the size of a recommended card: the picture frame, two name lines, the
 * subtitle line and the price. Hidden from assistive technology (the region says `aria-busy`).
 */
export function RecommendationSkeleton({ layout }: { layout: 'grid' | 'cart' }) {
  return (
    <SkeletonCard
      data-glimt-skeleton-group=""
      $layout={layout}
      aria-hidden="true"
      data-testid="recommendation-skeleton"
    >
      <SkeletonBody $layout={layout}>
        <SkeletonText lines={2} lastLineWidth="70%" lineHeight={1.35} />
        <SkeletonSmall>
          <SkeletonText lines={1} lastLineWidth="45%" lineHeight={1.5} />
        </SkeletonSmall>
        <SkeletonPrice>
          <Skeleton width="35%" height="1.5rem" radius="sm" />
        </SkeletonPrice>
      </SkeletonBody>
      <SkeletonMedia $layout={layout}>
        {/* Recommender items have one picture and no mobile variant: phones show it at the same ratio. */}
        <ImageFrame
          ratio={DEFAULT_MEDIA_RATIO}
          placeholder={<Skeleton width="100%" height="100%" radius="none" />}
        />
      </SkeletonMedia>
    </SkeletonCard>
  );
}
