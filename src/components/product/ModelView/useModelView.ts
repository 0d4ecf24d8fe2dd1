import {
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type KeyboardEvent,
  type RefCallback,
} from 'react';
import {
  MODEL_VIEW_LOAD_TIMEOUT_MS,
  initialModelViewState,
  modelViewReducer,
  resolveModelViewSources,
  type ModelViewSources,
  type ModelViewStatus,
} from '../../../shop/modelView';
import { withTimeout } from '../../../utils/timeout';

/** Options of {@link useModelView}. */
export interface UseModelViewOptions {
  /** The model URL from data (goes through the URL gate). */
  src: unknown;
  /** The poster URL from data (goes through the URL gate). */
  poster?: unknown;
  /** Media hosts the model and poster may come from. @default DEFAULT_MEDIA_HOSTS */
  allowedHosts?: readonly string[];
  /** Called once each time the view enters its failed state. */
  onError?: () => void;
}

/** What {@link useModelView} gives the view. */
export interface UseModelViewResult {
  sources: ModelViewSources;
  status: ModelViewStatus;
  /** Counts retries; key of the viewer element, so a retry starts with a fresh one. */
  attempt: number;
  /**
   * The light of the model (`ModelViewer`'s `environmentImage`) once the viewer's code is loaded and
   * the `<model-viewer>` element defined, `null` before: the element renders only with it.
   */
  environmentImage: string | null;
  /** Ref of the `<model-viewer>` element: wires its `load` and `error` events to the state. */
  viewerRef: RefCallback<HTMLElement>;
  /** Whether the failed state offers a retry (not for a refused URL). */
  canRetry: boolean;
  /** Starts a new attempt from the failed state. */
  retry: () => void;
  /**
   * Key handler of the view's focus stop: hands the arrow keys (turn) and Page Up / Page Down
   * (zoom) to the viewer's own controls.
   */
  onViewerKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/** The keys the viewer's controls answer: the arrows turn the model, Page Up / Page Down zoom. */
const VIEWER_KEYS: readonly string[] = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'PageUp',
  'PageDown',
];

/** The element inside `<model-viewer>`'s shadow root that its camera controls listen to. */
function controlsElement(viewer: Element | null | undefined): HTMLElement | null {
  return viewer?.shadowRoot?.querySelector<HTMLElement>('.userInput') ?? null;
}

/**
 * The viewer's code and its baked light, loaded on first use only: never at module top level (SSR,
 * initial bundle).
 */
function loadViewer(): Promise<string> {
  return import('./viewerRuntime').then((runtime) => runtime.environmentImage);
}

/** Resolves when the element's model has loaded, rejects on its `error` event or the signal's abort. */
function modelLoaded(element: HTMLElement, signal: AbortSignal | undefined): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if ((element as HTMLElement & { loaded?: boolean }).loaded === true) {
      resolve();
      return;
    }
    const done = () => {
      element.removeEventListener('load', onLoad);
      element.removeEventListener('error', onError);
      signal?.removeEventListener('abort', onAbort);
    };
    const onLoad = () => {
      done();
      resolve();
    };
    const onError = (event: Event) => {
      done();
      reject(event instanceof CustomEvent ? event.detail : event);
    };
    const onAbort = () => {
      done();
      reject(signal?.reason);
    };
    element.addEventListener('load', onLoad);
    element.addEventListener('error', onError);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The 3D view's state and wiring: the URL gate for the model and poster, the viewer's code loaded
 * with `import()` when the view mounts, the model's load or failure (or a load that takes longer
 * than {@link MODEL_VIEW_LOAD_TIMEOUT_MS}) as the state machine's events, and retry. Remount it
 * (a `key`) for another model.
 */
export function useModelView({
  src,
  poster,
  allowedHosts,
  onError,
}: UseModelViewOptions): UseModelViewResult {
  const sources = useMemo(
    () => resolveModelViewSources(src, poster, allowedHosts),
    [src, poster, allowedHosts],
  );
  const [state, dispatch] = useReducer(modelViewReducer, sources, initialModelViewState);
  const [environmentImage, setEnvironmentImage] = useState<string | null>(null);
  const isViewerReady = environmentImage !== null;
  const { attempt, status, canRetry } = state;
  const hasModel = sources.model !== null;

  // The viewer's code: loaded when the view is on screen with a model to show, again on a retry if
  // it failed before.
  useEffect(() => {
    if (!hasModel || isViewerReady) return;
    let live = true;
    loadViewer().then(
      (image) => live && setEnvironmentImage(image),
      () => live && dispatch({ type: 'failed', attempt }),
    );
    return () => {
      live = false;
    };
  }, [hasModel, isViewerReady, attempt]);

  const viewerRef = useCallback<RefCallback<HTMLElement>>(
    (element) => {
      if (!element) return;
      // One focus stop: the view's own box (in the page's DOM, named, with the hint) takes Tab and
      // hands the keys on; the viewer's inner element stays focusable by pointer only.
      controlsElement(element)?.setAttribute('tabindex', '-1');
      const controller = new AbortController();
      withTimeout((signal) => modelLoaded(element, signal), MODEL_VIEW_LOAD_TIMEOUT_MS, {
        call: 'GET 3D model',
        signal: controller.signal,
      }).then(
        () => dispatch({ type: 'loaded', attempt }),
        () => {
          if (!controller.signal.aborted) dispatch({ type: 'failed', attempt });
        },
      );
      // After it showed, the model can still fail (the WebGL context is lost).
      const onLateError = () => dispatch({ type: 'failed', attempt });
      element.addEventListener('error', onLateError);
      return () => {
        controller.abort();
        element.removeEventListener('error', onLateError);
      };
    },
    [attempt],
  );

  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });
  useEffect(() => {
    if (status === 'failed') onErrorRef.current?.();
  }, [status, attempt]);

  const retry = useCallback(() => dispatch({ type: 'retry' }), []);

  const onViewerKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || !VIEWER_KEYS.includes(event.key)) return;
    const controls = controlsElement(event.currentTarget.querySelector('model-viewer'));
    if (!controls) return;
    // The page must not scroll under the model, and the viewer reads only `key` (and Shift: pan).
    event.preventDefault();
    controls.dispatchEvent(
      new globalThis.KeyboardEvent('keydown', { key: event.key, shiftKey: event.shiftKey, bubbles: true }),
    );
  }, []);

  return { sources, status, attempt, environmentImage, viewerRef, canRetry, retry, onViewerKeyDown };
}
