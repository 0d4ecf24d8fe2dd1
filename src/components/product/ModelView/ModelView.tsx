import { useId, useRef } from 'react';
import { usePrefersReducedMotion } from '../../../hooks/useMediaQuery';
import { useTranslate } from '../../../i18n/context';
import { MODEL_VIEW_RATIO, modelViewAttemptUrl } from '../../../shop/modelView';
import { Button } from '../../primitives/Button';
import { ImageFrame } from '../../primitives/ImageFrame';
import { WarningIcon } from '../../primitives/icons';
import { Skeleton } from '../../primitives/Skeleton';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { withProductTexts } from '../productTexts';
import { FailedLayer, Hint, Message, PosterLayer, Root, Stage, ViewerBox } from './ModelView.styles';
import { ModelViewer } from './ModelViewer';
import { useModelView } from './useModelView';

/** Props of {@link ProductModelView}. */
export interface ProductModelViewProps {
  /**
   * The frame's 3D model: a binary glTF (`.glb`) URL, e.g. `ProductDetail.tryOn.model`. It goes
   * through the URL gate and the media host allow-list; a refused URL shows the failed state and
   * nothing is requested.
   */
  src: string;
  /** A picture of the product shown while the model loads (gated like `src`); the grey skeleton without one. */
  poster?: string;
  /** The product's name, for the viewer's accessible name ("3D-modell av {productName}"). */
  productName: string;
  /** Called each time the view enters its failed state (the model did not load, or was refused). */
  onError?: () => void;
}

function ModelViewView({ src, poster, productName, onError }: ProductModelViewProps) {
  const t = useTranslate();
  const reducedMotion = usePrefersReducedMotion();
  const rootRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const { sources, status, attempt, environmentImage, viewerRef, canRetry, retry, onViewerKeyDown } =
    useModelView({
      src,
      poster,
      onError,
    });
  const label = t('product.model3d.label', { productName });

  const onRetry = () => {
    // The retry button goes away with the failed state: keep the keyboard user in the view.
    rootRef.current?.focus();
    retry();
  };

  return (
    <Root ref={rootRef} tabIndex={-1} data-status={status} data-testid="product-model-view">
      <Stage>
        {sources.model !== null && status !== 'failed' && (
          // The view's one focus stop (Tab), named and described by the hint; keys go to the viewer.
          <ViewerBox
            tabIndex={0}
            role="group"
            aria-label={label}
            aria-describedby={hintId}
            aria-busy={status === 'loading' || undefined}
            onKeyDown={onViewerKeyDown}
            data-testid="product-model-viewer"
          >
            {environmentImage !== null && (
              <ModelViewer
                key={attempt}
                viewerRef={viewerRef}
                src={modelViewAttemptUrl(sources.model, attempt)}
                alt={label}
                environmentImage={environmentImage}
                autoRotate={!reducedMotion}
                hidden={status === 'loading'}
              />
            )}
          </ViewerBox>
        )}
        {status === 'loading' && (
          <PosterLayer aria-hidden="true">
            {sources.poster !== null ? (
              <ImageFrame src={sources.poster} ratio={MODEL_VIEW_RATIO} radius="lg" loading="eager" blend />
            ) : (
              <Skeleton aspectRatio={MODEL_VIEW_RATIO} radius="lg" />
            )}
          </PosterLayer>
        )}
        <FailedLayer role="status" $failed={status === 'failed'}>
          {status === 'failed' ? (
            <Message>
              <WarningIcon size={20} />
              {t('product.model3d.error')}
            </Message>
          ) : (
            <VisuallyHidden>
              {t(status === 'loading' ? 'product.model3d.loading' : 'product.model3d.shown')}
            </VisuallyHidden>
          )}
          {status === 'failed' && canRetry && (
            <Button variant="secondary" onPress={onRetry}>
              {t('product.model3d.retry')}
            </Button>
          )}
        </FailedLayer>
      </Stage>
      <Hint id={hintId} $hidden={status === 'failed'}>
        {t('product.model3d.hint')}
      </Hint>
    </Root>
  );
}

/**
 * The product page's 3D view of a frame: an interactive model (Google's `<model-viewer>`, loaded
 * with `import()` only when this view mounts) that turns by pointer drag and, once focused, by the
 * arrow keys; a poster of the final size while it loads (announced politely), and the §8 viewer
 * error with a retry button when it fails. No auto-rotation under reduced motion. Render it only
 * when the shopper opens the 3D view (lazily), for articles with `hasVTO`.
 * @example <ProductModelView src={detail.tryOn.model} poster={imageUrl} productName={detail.name} />
 */
export const ProductModelView = /* @__PURE__ */ withProductTexts(ModelViewView);
