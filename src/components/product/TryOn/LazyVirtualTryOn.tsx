import { Suspense, lazy } from 'react';
import type { VirtualTryOnProps } from './types';

// The view is a chunk of its own, and the face detector another one behind it (imported when the
// camera starts): a page that imports `VirtualTryOn` statically carries only this wrapper until the
// try-on renders.
const View = /* @__PURE__ */ lazy(() =>
  import('./VirtualTryOn').then((module) => ({ default: module.VirtualTryOnView })),
);

/** Keeps the room of the first state while the view's chunk loads, so the dialog does not jump. */
const PENDING_STYLE = { minHeight: 220 } as const;

/**
 * The virtual try-on (issue #17): the shopper's camera picture, mirrored, with the frame drawn over
 * the eyes. It first explains what happens (nothing leaves the device) and asks to start the
 * camera; then it follows the face, or, where no face is found, lets the shopper place and scale
 * the frame by pointer, wheel, pinch, buttons or keys (arrows, + and −). "Ta bilde" saves a
 * picture. Every camera failure has its own state: permission denied (how to allow it again), no
 * camera, camera in use, unsupported browser, and the viewer error (shop spec §8). The camera stops
 * when the view unmounts (close the dialog that holds it).
 *
 * Lazy twice over: the view loads when this renders (a short empty box of the same height in the
 * meantime), and the face detector (face-api with the weights from its npm package, no download)
 * when the camera starts.
 */
export function VirtualTryOn(props: VirtualTryOnProps) {
  return (
    <Suspense fallback={<div style={PENDING_STYLE} aria-busy="true" data-testid="virtual-try-on-loading" />}>
      <View {...props} />
    </Suspense>
  );
}
