import { useEffect, useRef, type KeyboardEvent, type PointerEvent, type Ref, type RefObject } from 'react';
import { overlayKeyAction, type OverlayPlacement, type VideoSize } from '../../../shop/tryOn';
import type { MediaUrl } from '../../../utils/url';
import { Overlay, Stage, StageStatus, Video } from './VirtualTryOn.styles';

/** Props of {@link TryOnStage}. */
export interface TryOnStageProps {
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The overlay picture, through the media gate and its host allow-list. */
  overlaySrc: MediaUrl;
  overlayRef: RefObject<HTMLImageElement | null>;
  videoSize: VideoSize | null;
  placement: OverlayPlacement | null;
  /** The frame follows the detector (eased moves) rather than the shopper's hand. */
  following: boolean;
  /** The shopper places the frame: pointer, wheel and keys act on it. */
  manual: boolean;
  /** Accessible name of the video. */
  videoLabel: string;
  /** Accessible name of the frame placed by hand. */
  frameLabel: string;
  /** Id of the hint that explains the manual placement. */
  hintId?: string;
  /** The frame placed by hand, focused when that state begins. */
  frameRef?: Ref<HTMLDivElement>;
  /** A short line over the bottom of the picture. */
  status?: string;
  onOverlayLoad: (aspect: number) => void;
  onOverlayError: () => void;
  onMove: (dx: number, dy: number) => void;
  onScale: (factor: number) => void;
  onPlace: (next: OverlayPlacement) => void;
}

/** Wheel notches to a scale factor: one notch (100 px) is about 10 %. */
const wheelFactor = (deltaY: number) => Math.exp(-deltaY / 1000);

/**
 * The camera picture (mirrored) with the frame over it. Placed by hand, the frame is dragged with
 * one pointer, scaled with two (a pinch) or the wheel, and moved and scaled by keys.
 */
export function TryOnStage({
  videoRef,
  overlaySrc,
  overlayRef,
  videoSize,
  placement,
  following,
  manual,
  videoLabel,
  frameLabel,
  hintId,
  frameRef,
  status,
  onOverlayLoad,
  onOverlayError,
  onMove,
  onScale,
  onPlace,
}: TryOnStageProps) {
  const stageRef = useRef<HTMLDivElement | null>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const size = videoSize ?? { width: 640, height: 480 };

  // Screen pixels to video pixels.
  const toVideo = () => {
    const width = stageRef.current?.getBoundingClientRect().width ?? 0;
    return width > 0 ? size.width / width : 1;
  };

  // The wheel scales the frame; a passive React listener could not keep the page from scrolling.
  const onScaleRef = useRef(onScale);
  onScaleRef.current = onScale;
  useEffect(() => {
    const stage = stageRef.current;
    if (!manual || !stage) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      onScaleRef.current(wheelFactor(event.deltaY));
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, [manual]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!manual) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const last = pointers.current.get(event.pointerId);
    if (!manual || !last) return;
    const other = [...pointers.current.entries()].find(([id]) => id !== event.pointerId)?.[1];
    const now = { x: event.clientX, y: event.clientY };
    if (!other) {
      const scale = toVideo();
      onMove((now.x - last.x) * scale, (now.y - last.y) * scale);
    } else {
      const before = Math.hypot(last.x - other.x, last.y - other.y);
      const after = Math.hypot(now.x - other.x, now.y - other.y);
      if (before > 0) onScale(after / before);
    }
    pointers.current.set(event.pointerId, now);
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!manual || !placement || !videoSize) return;
    const next = overlayKeyAction(event.key, placement, videoSize, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onPlace(next);
  };

  const box = placement && {
    left: `${((placement.centreX - placement.width / 2) / size.width) * 100}%`,
    top: `${((placement.centreY - placement.height / 2) / size.height) * 100}%`,
    width: `${(placement.width / size.width) * 100}%`,
    height: `${(placement.height / size.height) * 100}%`,
    transform: `rotate(${placement.rotationDeg}deg)`,
  };

  const image = (
    // eslint-disable-next-line no-restricted-syntax -- overlaySrc is a MediaUrl; the try-on measures the picture's load itself
    <img
      ref={overlayRef}
      src={overlaySrc}
      alt=""
      crossOrigin="anonymous"
      draggable={false}
      onLoad={(event) => {
        const { naturalWidth, naturalHeight } = event.currentTarget;
        if (naturalWidth > 0 && naturalHeight > 0) onOverlayLoad(naturalWidth / naturalHeight);
      }}
      onError={onOverlayError}
    />
  );

  return (
    <Stage ref={stageRef} $ratio={size.width / size.height} data-testid="try-on-stage">
      <Video ref={videoRef} muted playsInline aria-label={videoLabel} data-testid="try-on-video" />
      {manual ? (
        // A node of its own, not the following frame restyled into a control.
        <Overlay
          key="manual"
          ref={frameRef}
          role="application"
          aria-label={frameLabel}
          aria-describedby={hintId}
          tabIndex={0}
          $following={false}
          $manual
          style={box ?? { visibility: 'hidden' }}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          data-testid="try-on-frame"
        >
          {image}
        </Overlay>
      ) : (
        <Overlay
          key="following"
          aria-hidden="true"
          $following={following}
          $manual={false}
          style={box ?? { visibility: 'hidden', width: '50%', height: '20%' }}
          data-testid="try-on-frame"
        >
          {image}
        </Overlay>
      )}
      {status && <StageStatus aria-hidden="true">{status}</StageStatus>}
    </Stage>
  );
}
