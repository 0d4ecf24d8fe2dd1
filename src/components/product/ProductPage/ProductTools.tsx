import { lazy, Suspense, useState } from 'react';
import { useTranslate } from '../../../i18n/context';
import { galleryThumbnail } from '../../../shop/productPage';
import type { ProductDetail, TryOnAssets } from '../../../shop/schemas/product';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Skeleton } from '../../primitives/Skeleton';
import { VirtualTryOn } from '../TryOn';

// The 3D view's module loads when the shopper opens it (model-viewer and three load after it).
const ProductModelView = /* @__PURE__ */ lazy(() =>
  import('../ModelView').then((module) => ({ default: module.ProductModelView })),
);

/** Props of {@link ProductTools}. */
export interface ProductToolsProps {
  article: ProductDetail & { tryOn: TryOnAssets };
  productName: string;
}

/**
 * "Se i 3D" and "Prøv virtuelt" for a frame with try-on assets: each opens a dialog whose code loads
 * only then (the viewer and the face detector are never in the page's first load). Closing the
 * try-on dialog unmounts the view, which stops the camera.
 */
export function ProductTools({ article, productName }: ProductToolsProps) {
  const t = useTranslate();
  const [open, setOpen] = useState<'3d' | 'try-on' | null>(null);
  const close = (isOpen: boolean) => !isOpen && setOpen(null);
  const poster = galleryThumbnail(article.medias[0]) ?? undefined;
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen('3d')} data-testid="open-3d">
        {t('product.model3d.open')}
      </Button>
      <Button variant="secondary" onPress={() => setOpen('try-on')} data-testid="open-try-on">
        {t('product.tryOn.open')}
      </Button>
      <Dialog
        isOpen={open === '3d'}
        onOpenChange={close}
        size="lg"
        title={`${productName} – ${t('product.model3d.open')}`}
      >
        <Suspense fallback={<Skeleton aspectRatio={4 / 3} radius="lg" />}>
          <ProductModelView src={article.tryOn.model} poster={poster} productName={productName} />
        </Suspense>
      </Dialog>
      <Dialog
        isOpen={open === 'try-on'}
        onOpenChange={close}
        size="lg"
        title={`${productName} – ${t('product.tryOn.open')}`}
      >
        <VirtualTryOn
          overlaySrc={article.tryOn.overlay}
          frameWidth={article.tryOn.frameWidth}
          productName={productName}
          headingLevel={3}
        />
      </Dialog>
    </>
  );
}
