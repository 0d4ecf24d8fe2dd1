/**
 * The rules of the virtual try-on (issue #17): where the frame sits on the face from two eye
 * centres, how the shopper moves and scales it by hand, which state a camera failure means, and
 * the try-on's state machine. Pure functions: the view (`components/product/TryOn`) renders and wires.
 *
 * Every position is in video pixels of the picture as the shopper sees it: the selfie view is
 * mirrored, so an automatic placement from the camera's own (unmirrored) landmarks is flipped
 * once here (`mirrored`), and manual moves need no flipping (left is left on screen).
 */
import type { MessageKey } from '../i18n/nb';

/** A point in video pixels. */
export interface TryOnPoint {
  x: number;
  y: number;
}

/** The centres of the two eyes in video pixels (either order: the rule sorts them by `x`). */
export interface EyeCentres {
  left: TryOnPoint;
  right: TryOnPoint;
}

/** The video's size in pixels. */
export interface VideoSize {
  width: number;
  height: number;
}

/** Where the overlay sits: its centre, size (video pixels) and turn (degrees, clockwise on screen). */
export interface OverlayPlacement {
  centreX: number;
  centreY: number;
  width: number;
  height: number;
  rotationDeg: number;
}

/** A typical adult interpupillary distance in mm: the eye distance in pixels scales the frame. */
export const TYPICAL_PUPIL_DISTANCE_MM = 63;

/** How often the detector looks for the face while the camera runs (a modest rate). */
export const TRY_ON_DETECTION_INTERVAL_MS = 160;

/** How far the frame moves towards a new detection per step (0 stays, 1 jumps). */
export const TRY_ON_FOLLOW_RATE = 0.4;

/** Detections in a row without a face before the shopper is asked to place the frame by hand. */
export const TRY_ON_MISSES_BEFORE_MANUAL = 3;

/** Smallest and largest overlay width by hand, as a part of the video's width. */
export const TRY_ON_SCALE_RANGE = { min: 0.2, max: 1 } as const;

/** One arrow key press moves the frame this part of the video's width (Shift: five times). */
export const TRY_ON_KEY_STEP = 0.02;

/** One `+` or `-` press scales the frame by this factor (or its inverse). */
export const TRY_ON_SCALE_STEP = 1.1;

/** Options of {@link placeFrameOnEyes}. */
export interface EyePlacementOptions {
  /** The frame's total width in mm (lens, bridge, lens). */
  frameWidth: number;
  /** Width / height of the overlay picture. */
  overlayAspect: number;
  /** The video's size; needed to mirror. */
  video: VideoSize;
  /** The view shows the video mirrored (a selfie view): flip the placement to match. @default true */
  mirrored?: boolean;
  /** Interpupillary distance in mm the eye distance stands for. @default TYPICAL_PUPIL_DISTANCE_MM */
  pupilDistance?: number;
}

const finite = (...values: number[]) => values.every((value) => Number.isFinite(value));

/**
 * The overlay's placement from the two eye centres (camera pixels, unmirrored). The eye distance
 * stands for a typical interpupillary distance, so the frame gets `frameWidth` mm at that scale;
 * its centre is the point between the eyes (the overlay's lens centres sit on its middle line) and
 * it turns with the eye line. `null` when the eyes coincide or a value is not a finite number.
 * @example placeFrameOnEyes({ left: { x: 260, y: 240 }, right: { x: 380, y: 240 } },
 *   { frameWidth: 126, overlayAspect: 3, video: { width: 640, height: 480 } })
 *   // { centreX: 320, centreY: 240, width: 240, height: 80, rotationDeg: 0 }
 */
export function placeFrameOnEyes(eyes: EyeCentres, options: EyePlacementOptions): OverlayPlacement | null {
  const {
    frameWidth,
    overlayAspect,
    video,
    mirrored = true,
    pupilDistance = TYPICAL_PUPIL_DISTANCE_MM,
  } = options;
  const [a, b] = eyes.left.x <= eyes.right.x ? [eyes.left, eyes.right] : [eyes.right, eyes.left];
  if (!finite(a.x, a.y, b.x, b.y, frameWidth, overlayAspect, pupilDistance, video.width)) return null;
  const distance = Math.hypot(b.x - a.x, b.y - a.y);
  if (distance < 1 || frameWidth <= 0 || overlayAspect <= 0 || pupilDistance <= 0) return null;
  const width = (distance / pupilDistance) * frameWidth;
  const rotation = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
  const centreX = (a.x + b.x) / 2;
  return {
    centreX: mirrored ? video.width - centreX : centreX,
    centreY: (a.y + b.y) / 2,
    width,
    height: width / overlayAspect,
    rotationDeg: mirrored ? -rotation + 0 : rotation,
  };
}

/**
 * The next shown placement while the frame follows the face: `rate` of the way from `previous` to
 * `next`, so detection jitter does not shake it. Without a previous placement, or after a jump of
 * more than half the frame's width (a new face, a fast move), it goes straight to `next`.
 */
export function followPlacement(
  previous: OverlayPlacement | null,
  next: OverlayPlacement,
  rate = TRY_ON_FOLLOW_RATE,
): OverlayPlacement {
  if (!previous) return next;
  const jump = Math.hypot(next.centreX - previous.centreX, next.centreY - previous.centreY);
  if (jump > next.width / 2 || rate >= 1) return next;
  const step = Math.max(0, rate);
  const mix = (from: number, to: number) => from + (to - from) * step;
  return {
    centreX: mix(previous.centreX, next.centreX),
    centreY: mix(previous.centreY, next.centreY),
    width: mix(previous.width, next.width),
    height: mix(previous.height, next.height),
    rotationDeg: mix(previous.rotationDeg, next.rotationDeg),
  };
}

// -----------------------------------------------------------------------------------------------
// Manual placement
// -----------------------------------------------------------------------------------------------

/** Where the frame starts when the shopper places it by hand: centred, half the width, at eye height. */
export function initialManualPlacement(video: VideoSize, overlayAspect: number): OverlayPlacement {
  const width = video.width / 2;
  return clampPlacement(
    {
      centreX: video.width / 2,
      centreY: video.height * 0.42,
      width,
      height: width / overlayAspect,
      rotationDeg: 0,
    },
    video,
  );
}

/**
 * The placement kept in bounds: its width within {@link TRY_ON_SCALE_RANGE} of the video's width
 * (height follows the overlay's aspect), and the whole frame inside the video (centred where it is
 * larger than the video in one direction).
 */
export function clampPlacement(placement: OverlayPlacement, video: VideoSize): OverlayPlacement {
  const aspect = placement.height > 0 ? placement.width / placement.height : 1;
  const width = Math.min(
    video.width * TRY_ON_SCALE_RANGE.max,
    Math.max(video.width * TRY_ON_SCALE_RANGE.min, placement.width),
  );
  const height = width / aspect;
  const clampAxis = (centre: number, size: number, room: number) =>
    size >= room ? room / 2 : Math.min(room - size / 2, Math.max(size / 2, centre));
  return {
    centreX: clampAxis(placement.centreX, width, video.width),
    centreY: clampAxis(placement.centreY, height, video.height),
    width,
    height,
    rotationDeg: placement.rotationDeg,
  };
}

/** The placement moved by `dx`, `dy` video pixels (on screen), kept inside the video. */
export function moveOverlay(
  placement: OverlayPlacement,
  dx: number,
  dy: number,
  video: VideoSize,
): OverlayPlacement {
  if (!finite(dx, dy)) return placement;
  return clampPlacement(
    { ...placement, centreX: placement.centreX + dx, centreY: placement.centreY + dy },
    video,
  );
}

/** The placement scaled by `factor` around its centre, within the scale range and the video. */
export function scaleOverlay(
  placement: OverlayPlacement,
  factor: number,
  video: VideoSize,
): OverlayPlacement {
  if (!finite(factor) || factor <= 0) return placement;
  return clampPlacement(
    { ...placement, width: placement.width * factor, height: placement.height * factor },
    video,
  );
}

/**
 * What a key does to the frame placed by hand: arrows move it by {@link TRY_ON_KEY_STEP} of the
 * video's width (five times with Shift), `+` (or `=`) makes it larger and `-` smaller by
 * {@link TRY_ON_SCALE_STEP}. `null` for any other key, so the view lets it through.
 */
export function overlayKeyAction(
  key: string,
  placement: OverlayPlacement,
  video: VideoSize,
  shiftKey = false,
): OverlayPlacement | null {
  const step = video.width * TRY_ON_KEY_STEP * (shiftKey ? 5 : 1);
  switch (key) {
    case 'ArrowLeft':
      return moveOverlay(placement, -step, 0, video);
    case 'ArrowRight':
      return moveOverlay(placement, step, 0, video);
    case 'ArrowUp':
      return moveOverlay(placement, 0, -step, video);
    case 'ArrowDown':
      return moveOverlay(placement, 0, step, video);
    case '+':
    case '=':
    case 'Add':
      return scaleOverlay(placement, TRY_ON_SCALE_STEP, video);
    case '-':
    case '_':
    case 'Subtract':
      return scaleOverlay(placement, 1 / TRY_ON_SCALE_STEP, video);
    default:
      return null;
  }
}

// -----------------------------------------------------------------------------------------------
// Camera failures and the state machine
// -----------------------------------------------------------------------------------------------

/** Why the camera did not start. */
export type TryOnProblem = 'denied' | 'noCamera' | 'inUse' | 'unsupported' | 'error';

/** The part of `navigator` the support check reads. */
export interface CameraNavigator {
  readonly mediaDevices?: { readonly getUserMedia?: unknown } | null;
}

/** Whether the browser can ask for a camera at all (`navigator.mediaDevices.getUserMedia`). */
export function isCameraSupported(nav: CameraNavigator | null | undefined): boolean {
  return typeof nav?.mediaDevices?.getUserMedia === 'function';
}

const PROBLEM_BY_ERROR_NAME: Readonly<Record<string, TryOnProblem>> = {
  NotAllowedError: 'denied',
  SecurityError: 'denied',
  PermissionDeniedError: 'denied',
  NotFoundError: 'noCamera',
  OverconstrainedError: 'noCamera',
  DevicesNotFoundError: 'noCamera',
  NotReadableError: 'inUse',
  AbortError: 'inUse',
  TrackStartError: 'inUse',
  NotSupportedError: 'unsupported',
};

/**
 * The state a failed camera start means. With `nav` given, a browser without
 * `navigator.mediaDevices.getUserMedia` is `unsupported` whatever the error; otherwise the error's
 * `name` decides: NotAllowedError and SecurityError `denied`, NotFoundError and
 * OverconstrainedError `noCamera`, NotReadableError and AbortError `inUse`, NotSupportedError
 * `unsupported` (older names of Chrome alike), anything else `error`.
 */
export function cameraProblemOf(error: unknown, nav?: CameraNavigator | null): TryOnProblem {
  if (nav !== undefined && !isCameraSupported(nav)) return 'unsupported';
  const name =
    typeof error === 'object' && error !== null && typeof (error as { name?: unknown }).name === 'string'
      ? (error as { name: string }).name
      : '';
  return PROBLEM_BY_ERROR_NAME[name] ?? 'error';
}

/** What the try-on shows. */
export type TryOnStatus = 'ask' | 'starting' | 'live' | 'noFace' | TryOnProblem;

/** The try-on's state. */
export interface TryOnState {
  status: TryOnStatus;
  /** Detections in a row without a face. */
  misses: number;
  /** The shopper has moved or scaled the frame: the detector stops and the hand placement stays. */
  placedByHand: boolean;
  /** The face detector could not load or run: the frame is placed by hand. */
  detectorUnavailable: boolean;
}

/** What happens to the try-on. */
export type TryOnEvent =
  | { type: 'start' }
  | { type: 'cameraReady' }
  | { type: 'cameraFailed'; problem: TryOnProblem }
  | { type: 'faceFound' }
  | { type: 'faceMissed' }
  | { type: 'detectorFailed' }
  | { type: 'placedByHand' }
  | { type: 'viewerFailed' }
  | { type: 'stop' };

/** The first state: the try-on explains itself and asks to start the camera. */
export const INITIAL_TRY_ON_STATE: TryOnState = {
  status: 'ask',
  misses: 0,
  placedByHand: false,
  detectorUnavailable: false,
};

const RUNNING: readonly TryOnStatus[] = ['live', 'noFace'];

/**
 * The try-on's state machine. From `ask` (or a failure, retried) `start` goes to `starting`; the
 * camera then runs (`live`) or fails into its problem. While it runs, a found face keeps `live`;
 * {@link TRY_ON_MISSES_BEFORE_MANUAL} misses in a row, or a detector that cannot run, go to
 * `noFace` (placed by hand). A face found again returns to `live` unless the shopper has already
 * placed the frame. `stop` goes back to `ask`. Events that do not fit the state change nothing (a
 * late detection after the camera stopped).
 */
export function tryOnReducer(state: TryOnState, event: TryOnEvent): TryOnState {
  const running = RUNNING.includes(state.status);
  switch (event.type) {
    case 'start':
      return state.status === 'starting' || running ? state : { ...INITIAL_TRY_ON_STATE, status: 'starting' };
    case 'cameraReady':
      return state.status === 'starting'
        ? { ...state, status: state.detectorUnavailable ? 'noFace' : 'live' }
        : state;
    case 'cameraFailed':
      return state.status === 'starting' || state.status === 'ask' || running
        ? { ...INITIAL_TRY_ON_STATE, status: event.problem }
        : state;
    case 'viewerFailed':
      return { ...INITIAL_TRY_ON_STATE, status: 'error' };
    case 'faceFound':
      if (!running || state.placedByHand || state.detectorUnavailable) return state;
      return { ...state, status: 'live', misses: 0 };
    case 'faceMissed': {
      if (!running || state.placedByHand) return state;
      const misses = state.misses + 1;
      return { ...state, misses, status: misses >= TRY_ON_MISSES_BEFORE_MANUAL ? 'noFace' : state.status };
    }
    case 'detectorFailed':
      return state.status === 'starting' || running
        ? { ...state, detectorUnavailable: true, status: running ? 'noFace' : state.status }
        : state;
    case 'placedByHand':
      return state.status === 'noFace' ? { ...state, placedByHand: true } : state;
    case 'stop':
      return INITIAL_TRY_ON_STATE;
  }
}

/** Whether the state asks the detector to keep looking for the face. */
export function isDetecting(state: TryOnState): boolean {
  return RUNNING.includes(state.status) && !state.placedByHand && !state.detectorUnavailable;
}

/** The texts of a try-on state: its heading, its explanation and whether it offers a retry. */
export interface TryOnTexts {
  title: MessageKey;
  body: MessageKey;
  retry: boolean;
}

const PROBLEM_TEXTS: Readonly<Record<TryOnProblem, TryOnTexts>> = {
  denied: { title: 'product.tryOn.denied.title', body: 'product.tryOn.denied.body', retry: true },
  noCamera: { title: 'product.tryOn.noCamera.title', body: 'product.tryOn.noCamera.body', retry: true },
  inUse: { title: 'product.tryOn.inUse.title', body: 'product.tryOn.inUse.body', retry: true },
  unsupported: {
    title: 'product.tryOn.unsupported.title',
    body: 'product.tryOn.unsupported.body',
    retry: false,
  },
  error: { title: 'product.tryOn.error.title', body: 'product.tryOn.error.body', retry: true },
};

/**
 * The texts a state shows (and announces): `live` says it is still looking until the frame has
 * been placed (`placed`), `noFace` says why the shopper places the frame (no face, or no detector).
 */
export function tryOnTexts(state: TryOnState, placed: boolean): TryOnTexts {
  switch (state.status) {
    case 'ask':
      return { title: 'product.tryOn.ask.title', body: 'product.tryOn.ask.body', retry: false };
    case 'starting':
      return { title: 'product.tryOn.starting.title', body: 'product.tryOn.starting.body', retry: false };
    case 'live':
      return {
        title: placed ? 'product.tryOn.live.title' : 'product.tryOn.live.searching',
        body: 'product.tryOn.live.body',
        retry: false,
      };
    case 'noFace':
      return {
        title: state.detectorUnavailable
          ? 'product.tryOn.noFace.detectorTitle'
          : 'product.tryOn.noFace.title',
        body: 'product.tryOn.noFace.hint',
        retry: false,
      };
    default:
      return PROBLEM_TEXTS[state.status];
  }
}

/**
 * Lower case, æ ø å as ae o a, accents dropped. The same fold as the store search's
 * `foldStoreText`, written out here: importing it would tie these rules to the store module's
 * chunk, which sits with the article schemas and brought zod into bundles of the shell.
 */
function foldFileName(text: string): string {
  return text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/å/g, 'a')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * The file name of a try-on snapshot: the product's name folded to letters, digits and dashes
 * (`Glimt Aviator Gull` -> `glimt-aviator-gull-prov-virtuelt.png`).
 */
export function tryOnSnapshotFileName(productName: string): string {
  const slug = foldFileName(productName)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug === '' ? '' : `${slug}-`}prov-virtuelt.png`;
}
