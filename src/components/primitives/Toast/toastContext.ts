import { createContext, useContext, type ReactNode } from 'react';
import type { ToastClock, ToastCloseReason, ToastQueue } from '../toastQueue';

export const SHOP_TOAST_DURATION = 4400;

/** The widget's toast: 30 s, fading in over 150 ms and out over 300 ms. Spread it on `ToastProvider`. */
export const WIDGET_TOAST = { duration: 30000, fadeInMs: 150, fadeOutMs: 300 } as const;

/** Colour and urgency of a toast. `error` is announced at once (`role="alert"`). */
export type ToastTone = 'neutral' | 'success' | 'error';

/** A button in a toast, e.g. 'Gjenopprett' or 'OK'. */
export interface ToastAction {
  /** The button's text. */
  label: string;
  /** What it does. */
  onPress: () => void;
  /** Whether pressing it also closes the toast. @default true */
  closesToast?: boolean;
}

/** Options of `show()`. */
export interface ToastOptions {
  /** Colour and urgency. @default 'neutral' */
  tone?: ToastTone;
  /** ms before it leaves on its own; `null` keeps it until closed. @default the provider's `duration` */
  duration?: number | null;
  /** Buttons next to the message. @default [] */
  actions?: readonly ToastAction[];
  /** A stable id: showing the same id again replaces that toast instead of stacking a new one. */
  id?: string;
  /** Called once when it starts to leave, with why ('timeout' or 'dismissed'). */
  onClose?: (reason: ToastCloseReason) => void;
}

/** What `useToast()` returns. */
export interface ToastApi {
  /** Shows a toast and returns its id. */
  show(message: ReactNode, options?: ToastOptions): string;
  /** Closes a toast (it fades out). Unknown ids are ignored. */
  dismiss(id: string): void;
}

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  children?: ReactNode;
  /** Default ms a toast stays; `null` keeps toasts until closed. @default SHOP_TOAST_DURATION (4400) */
  duration?: number | null;
  /** Fade-in length in ms (0 under reduced motion). @default 150 */
  fadeInMs?: number;
  /** Fade-out length in ms (0 under reduced motion). @default 150 */
  fadeOutMs?: number;
  /** How many toasts show at once; more wait their turn. Read once, on mount. @default 3 */
  maxVisible?: number;
  /**
   * Render the {@link ToastRegion} automatically. Pass `false` to place `<ToastRegion />` yourself.
   * @default true
   */
  region?: boolean;
  /**
   * The time source of the toasts' timers, read once, on mount. A test or a story passes a clock
   * it moves by hand, so that "stays while focused" holds however slow the machine is.
   * @default the global `Date.now`, `setTimeout` and `clearTimeout`
   */
  clock?: ToastClock;
}

export interface ToastContent {
  message: ReactNode;
  tone: ToastTone;
  actions: readonly ToastAction[];
}

export interface ToastContextValue {
  queue: ToastQueue<ToastContent>;
  api: ToastApi;
  fadeInMs: number;
  fadeOutMs: number;
}

export const ToastContext = createContext<ToastContextValue | null>(null);

export function useToastContext(caller: string): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error(`${caller} must be used inside a ToastProvider.`);
  return context;
}
