import { createElement, type Ref } from 'react';
import { MODEL_VIEW_CAMERA_ORBIT } from '../../../shop/modelView';
import type { MediaUrl } from '../../../utils/url';

/** Props of {@link ModelViewer}. */
export interface ModelViewerProps {
  /** The model URL, through the media gate (`resolveModelViewSources`). */
  src: MediaUrl;
  /** The accessible name of the viewer's own element. */
  alt: string;
  /**
   * The light the model is lit by: model-viewer's own neutral room, baked into a small HDR image
   * (`viewerRuntime`). Without one, the viewer renders and blurs that room itself before the first
   * frame, which takes 10 to 14 s in software WebGL (a machine without a GPU).
   */
  environmentImage: string;
  /** Turn slowly by itself (off under reduced motion). */
  autoRotate: boolean;
  /** Hidden from assistive technology (while the poster lies over it). */
  hidden: boolean;
  viewerRef: Ref<HTMLElement>;
}

/**
 * The `<model-viewer>` element with this view's settings, written as attributes. Made with
 * `createElement`, not JSX, so the package's types do not declare the tag for every consumer (an
 * app with model-viewer's own JSX types would clash). The element is defined by the caller's
 * `import()` of `viewerRuntime`; this module imports nothing of it.
 */
export function ModelViewer({ src, alt, environmentImage, autoRotate, hidden, viewerRef }: ModelViewerProps) {
  // eslint-disable-next-line no-restricted-syntax -- src is a MediaUrl (the type admits only the gate's answer)
  return createElement('model-viewer', {
    ref: viewerRef,
    src,
    alt,
    'camera-controls': '',
    'camera-orbit': MODEL_VIEW_CAMERA_ORBIT,
    'auto-rotate': autoRotate ? '' : undefined,
    // The hint under the stage tells how to turn it; the viewer's animated hand would never rest.
    'interaction-prompt': 'none',
    // Vertical swipes scroll the page on phones; sideways ones turn the model.
    'touch-action': 'pan-y',
    'shadow-intensity': '0.6',
    exposure: '1.1',
    'environment-image': environmentImage,
    loading: 'eager',
    'aria-hidden': hidden || undefined,
  });
}
