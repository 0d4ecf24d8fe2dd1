import { DEFAULT_MEDIA_RATIO, DEFAULT_MOBILE_MEDIA_RATIO } from '../../../shop/product';
import { useTranslate } from '../../../i18n/context';
import type { CardLayout } from '../../../shop/productCard';
import { ImageFrame } from '../../primitives/ImageFrame';
import { Skeleton, SkeletonText } from '../../primitives/Skeleton';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { Details, ErrorFrame, ErrorText, Hidden, MediaSlot, Root, SkeletonBody } from './ProductCard.styles';

/** What a card state without an article is told. */
interface CardStateProps {
  layout: CardLayout;
  className?: string;
}

/** The card's shape in placeholders: the text lines, the price and stock, the picture's stage. */
function PlaceholderContent({ layout }: { layout: CardLayout }) {
  return (
    <>
      <SkeletonBody $layout={layout}>
        <SkeletonText lines={1} lastLineWidth="40%" lineHeight={1.5} />
        <SkeletonText lines={layout === 'grid' ? 2 : 1} lastLineWidth="70%" lineHeight={1.35} />
        <Details>
          <Skeleton width="35%" height="1.5rem" radius="sm" />
          <Skeleton width="45%" height="1.3125rem" radius="sm" />
        </Details>
      </SkeletonBody>
      <MediaSlot $layout={layout}>
        <ImageFrame
          ratio={DEFAULT_MEDIA_RATIO}
          mobileRatio={DEFAULT_MOBILE_MEDIA_RATIO}
          placeholder={<Skeleton width="100%" height="100%" radius="none" />}
        />
      </MediaSlot>
    </>
  );
}

/** The article is on its way: a skeleton of the card's size, busy, and said so to screen readers. */
export function LoadingCard({ layout, className }: CardStateProps) {
  const t = useTranslate();
  return (
    <Root className={className} $layout={layout} data-layout={layout} data-state="loading" aria-busy="true">
      <VisuallyHidden>{t('productCard.loading')}</VisuallyHidden>
      <PlaceholderContent layout={layout} />
    </Root>
  );
}

/** Nothing to show: a block of the card's size, hidden from everyone, so a grid keeps its shape. */
export function EmptyCard({ layout, className }: CardStateProps) {
  return (
    <Hidden className={className} $layout={layout} data-layout={layout} data-state="empty" aria-hidden="true">
      <PlaceholderContent layout={layout} />
    </Hidden>
  );
}

/** The article could not be loaded: a compact note on the card's stage. */
export function ErrorCard({ layout, className }: CardStateProps) {
  const t = useTranslate();
  return (
    <Root className={className} $layout={layout} data-layout={layout} data-state="error">
      <MediaSlot $layout={layout} style={layout === 'cart' ? { width: '100%' } : undefined}>
        <ErrorFrame
          ratio={layout === 'cart' ? 4 : DEFAULT_MEDIA_RATIO}
          mobileRatio={layout === 'cart' ? 3 : DEFAULT_MOBILE_MEDIA_RATIO}
        >
          <ErrorText>{t('productCard.error')}</ErrorText>
        </ErrorFrame>
      </MediaSlot>
    </Root>
  );
}
