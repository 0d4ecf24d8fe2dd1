import { styled, css } from 'styled-components';
import { Skeleton, skeletonGroupPulse } from '../../components/primitives/Skeleton';

// The card's blocks pulse as one (a listing shows 48 of these while it loads).
const Card = styled.div<{ $horizontal: boolean }>`
  ${skeletonGroupPulse}
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  ${({ $horizontal, theme }) =>
    $horizontal &&
    css`
      grid-template-columns: 72px minmax(0, 1fr);
      align-items: center;
      gap: ${theme.space[1.5]};
    `}
`;

const Lines = styled.div`
  display: grid;
  gap: 6px;
`;

/** Props of {@link ProductCardSkeleton}. */
export interface ProductCardSkeletonProps {
  /** The small image beside the text, as the horizontal card lays out. @default false */
  horizontal?: boolean;
}

/**
 * A grey card in the shape of the default product card (a 4:3 image, brand, title, sub-headings
 * and price lines), while products load: the search modal's instant results and the
 * recommendation slider and grid. Hidden from screen readers (the region says it is busy).
 */
export function ProductCardSkeleton({ horizontal = false }: ProductCardSkeletonProps) {
  return (
    <Card
      data-glimt-skeleton-group=""
      aria-hidden="true"
      $horizontal={horizontal}
      data-glimt-card-skeleton=""
    >
      <Skeleton aspectRatio="4 / 3" radius="md" />
      <Lines>
        <Skeleton width="40%" height={10} radius="sm" />
        <Skeleton width="85%" height={14} radius="sm" />
        <Skeleton width="60%" height={12} radius="sm" />
        <Skeleton width="35%" height={14} radius="sm" />
      </Lines>
    </Card>
  );
}
