/**
 * The product page's 3D view, as rules: which model and poster URLs may load (the URL gate and the
 * media host allow-list, as for every product image), and the view's states (loading, shown,
 * failed) with retry. Plain TypeScript; the view (`components/product/ModelView`) renders and wires.
 */
import { DEFAULT_MEDIA_HOSTS, toAllowedImageUrl, type MediaUrl } from '../utils/url';

/** The model and poster of a 3D view as they may load; `null` where the data's URL was refused. */
export interface ModelViewSources {
  /** The `.glb` model URL, or `null`: then nothing is requested and the view shows its failed state. */
  model: MediaUrl | null;
  /** The poster shown while the model loads, or `null` for the plain stage. */
  poster: MediaUrl | null;
}

/**
 * The 3D view's sources through the URL gate: an absolute `https:` URL on one of `allowedHosts`
 * (the image rule of {@link toAllowedImageUrl}). Anything else is `null`, so it is never requested.
 * @param allowedHosts - media hosts; `*.example.no` allows subdomains @default DEFAULT_MEDIA_HOSTS
 * @example resolveModelViewSources('https://cdn.glimt.test/m/panto.glb') // { model: 'https://cdn.glimt.test/m/panto.glb', poster: null }
 * @example resolveModelViewSources('javascript:alert(1)').model // null
 */
export function resolveModelViewSources(
  model: unknown,
  poster?: unknown,
  allowedHosts: readonly string[] = DEFAULT_MEDIA_HOSTS,
): ModelViewSources {
  return {
    model: toAllowedImageUrl(model, allowedHosts),
    poster: poster === undefined || poster === null ? null : toAllowedImageUrl(poster, allowedHosts),
  };
}

/** What the 3D view shows: the poster while loading, the interactive model, or the error text. */
export type ModelViewStatus = 'loading' | 'shown' | 'failed';

/** The 3D view's state: its status and which attempt (counting retries) it belongs to. */
export interface ModelViewState {
  status: ModelViewStatus;
  /** Starts at 0; each retry counts up, so the events of an abandoned attempt are ignored. */
  attempt: number;
  /** Whether trying again can help: not when the model URL was refused (nothing would be asked). */
  canRetry: boolean;
}

/**
 * What happens to the 3D view: the model of an attempt loaded or failed (a refused URL fails at
 * once), or the shopper asks to try again.
 */
export type ModelViewEvent =
  { type: 'loaded'; attempt: number } | { type: 'failed'; attempt: number } | { type: 'retry' };

/** The first state: loading, or failed for good when the model URL was refused. */
export function initialModelViewState(sources: Pick<ModelViewSources, 'model'>): ModelViewState {
  const refused = sources.model === null;
  return { status: refused ? 'failed' : 'loading', attempt: 0, canRetry: !refused };
}

/**
 * The 3D view's state machine. `loaded` and `failed` count for the current attempt only (a late
 * event of the element a retry replaced changes nothing); `failed` wins over an earlier `loaded`
 * (the model can fail after it showed, e.g. the WebGL context is lost); `retry` starts a new attempt
 * from loading, and only from the failed state of a model that may load (see `canRetry`).
 */
export function modelViewReducer(state: ModelViewState, event: ModelViewEvent): ModelViewState {
  switch (event.type) {
    case 'loaded':
      return event.attempt === state.attempt && state.status === 'loading'
        ? { ...state, status: 'shown' }
        : state;
    case 'failed':
      return event.attempt === state.attempt && state.status !== 'failed'
        ? { ...state, status: 'failed' }
        : state;
    case 'retry':
      return state.status === 'failed' && state.canRetry
        ? { ...state, status: 'loading', attempt: state.attempt + 1 }
        : state;
  }
}

/**
 * The model URL of an attempt: the first as it is, each retry with a `retry` query parameter. The
 * viewer keeps every URL it loaded, a failed one too, so only a new URL makes a retry ask again.
 * @example modelViewAttemptUrl('https://cdn.glimt.test/m/panto.glb', 2) // 'https://cdn.glimt.test/m/panto.glb?retry=2'
 */
export function modelViewAttemptUrl(model: MediaUrl, attempt: number): MediaUrl {
  if (attempt <= 0) return model;
  try {
    const url = new URL(model);
    url.searchParams.set('retry', String(attempt));
    // Still the gated host; through the gate again, so the answer keeps its promise.
    return toAllowedImageUrl(url.href, [url.host]) ?? model;
  } catch {
    return model;
  }
}

/**
 * The camera's starting place around the frame (model-viewer's `camera-orbit`): a little from the
 * side and above, so both lenses and a temple show. Fixed, so the first picture is the same each time.
 */
export const MODEL_VIEW_CAMERA_ORBIT = '-28deg 78deg auto';

/**
 * How long the model may take to load before the view shows its failed state, in ms (a model is
 * bigger than an API answer; a request that never answers must not leave the poster up forever).
 */
export const MODEL_VIEW_LOAD_TIMEOUT_MS = 30_000;

/** Width / height of the 3D view's stage, reserved before anything loads so nothing moves. */
export const MODEL_VIEW_RATIO = 4 / 3;
