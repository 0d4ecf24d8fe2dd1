import { useCallback, useEffect, useRef, useState } from 'react';
import type { OverlayPlacement, VideoSize } from '../../../shop/tryOn';

/** A picture taken: its object URL (for the link and the preview). */
export interface TryOnSnapshot {
  url: string;
}

/** Draws the mirrored video and the frame at its placement onto a canvas, as a PNG blob. */
function compose(
  video: HTMLVideoElement,
  overlay: HTMLImageElement,
  placement: OverlayPlacement,
  size: VideoSize,
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('no 2d context'));
  context.save();
  context.translate(size.width, 0);
  context.scale(-1, 1);
  context.drawImage(video, 0, 0, size.width, size.height);
  context.restore();
  context.translate(placement.centreX, placement.centreY);
  context.rotate((placement.rotationDeg * Math.PI) / 180);
  context.drawImage(overlay, -placement.width / 2, -placement.height / 2, placement.width, placement.height);
  return new Promise((resolve, reject) => {
    // A tainted canvas throws here (SecurityError); toBlob may also answer null.
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no picture'))), 'image/png');
  });
}

/**
 * The try-on's "Ta bilde": composes the video as shown with the frame onto a canvas and keeps the
 * picture as an object URL for a download link (revoked when replaced or on unmount).
 */
export function useSnapshot() {
  const [snapshot, setSnapshot] = useState<TryOnSnapshot | null>(null);
  const [failed, setFailed] = useState(false);
  const urlRef = useRef<string | null>(null);

  const forget = useCallback(() => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
    setSnapshot(null);
  }, []);

  useEffect(() => forget, [forget]);

  const take = useCallback(
    async (
      video: HTMLVideoElement | null,
      overlay: HTMLImageElement | null,
      placement: OverlayPlacement | null,
      size: VideoSize | null,
    ): Promise<boolean> => {
      forget();
      setFailed(false);
      try {
        if (!video || !overlay || !placement || !size) throw new Error('not ready');
        const blob = await compose(video, overlay, placement, size);
        const url = URL.createObjectURL(blob);
        urlRef.current = url;
        setSnapshot({ url });
        return true;
      } catch {
        setFailed(true);
        return false;
      }
    },
    [forget],
  );

  return { snapshot, failed, take, forget };
}
