import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  INITIAL_TRY_ON_STATE,
  TRY_ON_DETECTION_INTERVAL_MS,
  cameraProblemOf,
  followPlacement,
  initialManualPlacement,
  isCameraSupported,
  isDetecting,
  moveOverlay,
  placeFrameOnEyes,
  scaleOverlay,
  tryOnReducer,
  type EyeCentres,
  type OverlayPlacement,
  type TryOnState,
  type VideoSize,
} from '../../../shop/tryOn';

/** Finds the two eye centres in the video's pixels (unmirrored), or `null` when no face is seen. */
export type DetectEyes = (video: HTMLVideoElement) => Promise<EyeCentres | null>;

/** Options of {@link useTryOn}. */
export interface UseTryOnOptions {
  /** Opens the camera. @default getUserMedia({ video: { facingMode: 'user' } }) */
  getCamera?: () => Promise<MediaStream>;
  /** Finds the eyes. @default the face-api detector, imported when the camera starts */
  detectEyes?: DetectEyes;
  /** The frame's width in mm. */
  frameWidth: number;
  /** Width / height of the overlay picture, once it has loaded. */
  overlayAspect: number;
}

/** What {@link useTryOn} gives the view. */
export interface UseTryOnResult {
  state: TryOnState;
  /** Where the frame sits (video pixels, as shown), `null` before it has a place. */
  placement: OverlayPlacement | null;
  /** The video's size, once the camera runs. */
  videoSize: VideoSize | null;
  videoRef: React.RefObject<HTMLVideoElement | null>;
  start: () => void;
  stop: () => void;
  /** Moves the frame by video pixels (placement by hand). */
  moveBy: (dx: number, dy: number) => void;
  /** Scales the frame by a factor (placement by hand). */
  scaleBy: (factor: number) => void;
  /** Puts a placement made by hand (a key press). */
  place: (next: OverlayPlacement) => void;
  /** The overlay picture could not load: the viewer fails. */
  failViewer: () => void;
}

function stopStream(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

async function defaultGetCamera(): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' } });
}

/** The default eye finder: face-api with its bundled weights, loaded only now (a chunk of its own). */
async function defaultDetectEyes(): Promise<DetectEyes> {
  const module = await import('./faceDetector');
  await module.loadFaceDetector();
  return module.detectEyes;
}

/**
 * The try-on's camera, detection loop and frame placement: opens the camera on `start`, stops its
 * tracks on `stop` and on unmount, looks for the eyes at a modest rate while it runs and lets the
 * frame follow them, and takes moves and scales by hand when no face is found.
 */
export function useTryOn({
  getCamera,
  detectEyes,
  frameWidth,
  overlayAspect,
}: UseTryOnOptions): UseTryOnResult {
  const [state, dispatch] = useReducer(tryOnReducer, INITIAL_TRY_ON_STATE);
  const [placement, setPlacement] = useState<OverlayPlacement | null>(null);
  const [videoSize, setVideoSize] = useState<VideoSize | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const runRef = useRef(0);
  const detectorRef = useRef<DetectEyes | null>(detectEyes ?? null);

  // A browser that cannot ask for a camera says so at once, before the shopper presses start.
  useEffect(() => {
    if (!getCamera && !isCameraSupported(navigator))
      dispatch({ type: 'cameraFailed', problem: 'unsupported' });
  }, [getCamera]);

  const release = useCallback(() => {
    runRef.current += 1;
    stopStream(streamRef.current);
    streamRef.current = null;
    setStream(null);
    setPlacement(null);
    setVideoSize(null);
  }, []);

  // The camera stops when the try-on closes.
  useEffect(() => release, [release]);

  const start = useCallback(() => {
    release();
    const run = runRef.current;
    dispatch({ type: 'start' });
    const open = getCamera ?? defaultGetCamera;
    let opening: Promise<MediaStream>;
    try {
      if (!getCamera && !isCameraSupported(navigator)) throw new Error('no getUserMedia');
      opening = open();
    } catch (error) {
      opening = Promise.reject(error);
    }
    opening.then(
      (opened) => {
        if (run !== runRef.current) {
          stopStream(opened);
          return;
        }
        streamRef.current = opened;
        setStream(opened);
        // The detector (its chunk and weights) loads once the camera is granted, while the video starts.
        if (!detectEyes && !detectorRef.current) {
          defaultDetectEyes().then(
            (detect) => {
              detectorRef.current = detect;
            },
            () => {
              if (run === runRef.current) dispatch({ type: 'detectorFailed' });
            },
          );
        }
      },
      (error: unknown) => {
        if (run !== runRef.current) return;
        dispatch({
          type: 'cameraFailed',
          problem: cameraProblemOf(error, getCamera ? undefined : navigator),
        });
      },
    );
  }, [detectEyes, getCamera, release]);

  const stop = useCallback(() => {
    release();
    dispatch({ type: 'stop' });
  }, [release]);

  // The stream goes into the video; the try-on is live once it plays.
  useEffect(() => {
    const video = videoRef.current;
    if (!stream || !video) return;
    let cancelled = false;
    video.srcObject = stream;
    const ready = () => {
      if (cancelled) return;
      setVideoSize({ width: video.videoWidth || 640, height: video.videoHeight || 480 });
      dispatch({ type: 'cameraReady' });
    };
    video.play().then(ready, () => {
      if (!cancelled) dispatch({ type: 'viewerFailed' });
    });
    return () => {
      cancelled = true;
      video.srcObject = null;
    };
  }, [stream]);

  // A seam given later (stories) replaces the detector.
  useEffect(() => {
    if (detectEyes) detectorRef.current = detectEyes;
  }, [detectEyes]);

  const detecting = isDetecting(state) && videoSize !== null;
  useEffect(() => {
    const video = videoRef.current;
    if (!detecting || !video || !videoSize) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const detect = detectorRef.current;
      if (detect) {
        try {
          const eyes = await detect(video);
          if (cancelled) return;
          const next = eyes && placeFrameOnEyes(eyes, { frameWidth, overlayAspect, video: videoSize });
          if (next) {
            setPlacement((previous) => followPlacement(previous, next));
            dispatch({ type: 'faceFound' });
          } else {
            dispatch({ type: 'faceMissed' });
          }
        } catch {
          if (cancelled) return;
          dispatch({ type: 'detectorFailed' });
          return;
        }
      }
      if (!cancelled) timer = setTimeout(() => void tick(), TRY_ON_DETECTION_INTERVAL_MS);
    };
    void tick();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [detecting, frameWidth, overlayAspect, videoSize]);

  // Placed by hand: the frame starts where it was last seen, or in the middle at eye height.
  useEffect(() => {
    if (state.status === 'noFace' && videoSize) {
      setPlacement((previous) => previous ?? initialManualPlacement(videoSize, overlayAspect));
    }
  }, [state.status, videoSize, overlayAspect]);

  const place = useCallback((next: OverlayPlacement) => {
    setPlacement(next);
    dispatch({ type: 'placedByHand' });
  }, []);

  const moveBy = useCallback(
    (dx: number, dy: number) => {
      if (!videoSize) return;
      setPlacement((previous) => previous && moveOverlay(previous, dx, dy, videoSize));
      dispatch({ type: 'placedByHand' });
    },
    [videoSize],
  );

  const scaleBy = useCallback(
    (factor: number) => {
      if (!videoSize) return;
      setPlacement((previous) => previous && scaleOverlay(previous, factor, videoSize));
      dispatch({ type: 'placedByHand' });
    },
    [videoSize],
  );

  const failViewer = useCallback(() => {
    release();
    dispatch({ type: 'viewerFailed' });
  }, [release]);

  return { state, placement, videoSize, videoRef, start, stop, moveBy, scaleBy, place, failViewer };
}
