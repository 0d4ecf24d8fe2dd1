import { SITE_SEARCH_CARD_RATIO, SITE_SEARCH_ROW_THUMBNAIL_PX } from '../../../shop/siteSearchDisplay';
import { Skeleton, SkeletonText } from '../../primitives/Skeleton';
import { ProductGrid, SkeletonLines, SkeletonRow, SkeletonRows } from './SiteSearchResults.styles';

// Hidden from assistive technology: the live region says "Søker …".

/** Placeholder rows the size of product rows, while the first answer loads. */
export function SiteSearchRowsSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <SkeletonRows aria-hidden="true" data-testid="site-search-skeleton">
      {Array.from({ length: rows }, (_, index) => (
        <SkeletonRow key={index}>
          <Skeleton width={SITE_SEARCH_ROW_THUMBNAIL_PX} height={SITE_SEARCH_ROW_THUMBNAIL_PX} />
          <SkeletonLines>
            <SkeletonText lines={2} lastLineWidth="45%" />
          </SkeletonLines>
        </SkeletonRow>
      ))}
    </SkeletonRows>
  );
}

/** Placeholder product cards for the search page. */
export function SiteSearchCardsSkeleton({ cards = 8 }: { cards?: number }) {
  return (
    <ProductGrid aria-hidden="true" data-testid="site-search-skeleton" as="div">
      {Array.from({ length: cards }, (_, index) => (
        <div key={index}>
          <Skeleton aspectRatio={String(SITE_SEARCH_CARD_RATIO)} radius="lg" />
          <SkeletonText lines={2} lastLineWidth="50%" />
        </div>
      ))}
    </ProductGrid>
  );
}
