import { useTranslate } from '../../../i18n/context';
import { DEFAULT_MEDIA_RATIO } from '../../../shop/product';
import { Skeleton, SkeletonText } from '../../primitives/Skeleton';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { styled } from 'styled-components';
import { Aside, Columns, Root } from './ProductPage.styles';

/**
 * At least a screen tall: the loaded page always is, so what follows the page (the footer) starts
 * below the fold and does not move out of view when the article arrives (no layout shift).
 */
const SkeletonRoot = styled(Root)`
  min-height: 100vh;
`;

/**
 * The product page while its article loads: the final layout's blocks at their final sizes (the
 * gallery's ratio, the heading, price and button heights), so nothing moves when it arrives.
 */
export function ProductPageSkeleton() {
  const t = useTranslate();
  return (
    <SkeletonRoot aria-busy="true" data-testid="product-page-skeleton">
      <VisuallyHidden role="status">{t('product.page.loading')}</VisuallyHidden>
      <Columns>
        <Skeleton aspectRatio={DEFAULT_MEDIA_RATIO} radius="lg" />
        <Aside>
          <Skeleton width="30%" height={20} />
          <Skeleton width="80%" height={34} />
          <Skeleton width="40%" height={32} />
          <SkeletonText lines={2} />
          <Skeleton height={52} radius="md" />
        </Aside>
      </Columns>
    </SkeletonRoot>
  );
}
