import { useEffect, useMemo, useState } from 'react';
import { usePrefersReducedMotion } from '../../../hooks/useMediaQuery';
import { createToastQueue } from '../toastQueue';
import { ToastRegion } from './ToastRegion';
import {
  SHOP_TOAST_DURATION,
  ToastContext,
  useToastContext,
  type ToastApi,
  type ToastContent,
  type ToastProviderProps,
} from './toastContext';
import { withGlimtTheme } from '../../../theme/fallback';

function ToastProviderView({
  children,
  duration = SHOP_TOAST_DURATION,
  fadeInMs = 150,
  fadeOutMs = 150,
  maxVisible = 3,
  region = true,
  clock,
}: ToastProviderProps) {
  const reducedMotion = usePrefersReducedMotion();
  const exitMs = reducedMotion ? 0 : fadeOutMs;
  const [queue] = useState(() => createToastQueue<ToastContent>({ maxVisible, exitMs, clock }));
  useEffect(() => queue.setExitMs(exitMs), [queue, exitMs]);
  useEffect(() => () => queue.clear(), [queue]);

  const api = useMemo<ToastApi>(
    () => ({
      show(message, { tone = 'neutral', duration: own, actions = [], id, onClose } = {}) {
        return queue.add(
          { message, tone, actions },
          { duration: own === undefined ? duration : own, id, onClose },
        );
      },
      dismiss: (id) => queue.dismiss(id),
    }),
    [queue, duration],
  );
  const value = useMemo(
    () => ({ queue, api, fadeInMs: reducedMotion ? 0 : fadeInMs, fadeOutMs: exitMs }),
    [queue, api, reducedMotion, fadeInMs, exitMs],
  );
  return (
    <ToastContext.Provider value={value}>
      {children}
      {region && <ToastRegion />}
    </ToastContext.Provider>
  );
}

/**
 * Holds the toasts of a page and renders their region. Toasts stay for `duration`, pause while the
 * pointer is over them or focus is in them, and fade in and out (not under reduced motion). Use
 * `{...WIDGET_TOAST}` for the widget's timings.
 */
export const ToastProvider = /* @__PURE__ */ withGlimtTheme(ToastProviderView);

/** Shows and closes toasts of the nearest {@link ToastProvider}. */
export function useToast(): ToastApi {
  return useToastContext('useToast').api;
}
