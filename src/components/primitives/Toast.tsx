import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import {
  mergeProps,
  useButton,
  useFocusRing,
  useFocusWithin,
  useHover,
  useIsSSR,
  useKeyboard,
} from 'react-aria';
import { styled, css, keyframes } from 'styled-components';
import { usePrefersReducedMotion } from '../../hooks/useMediaQuery';
import { useTranslate } from '../../i18n/context';
import { CloseButton } from './ModalFrame';
import { createToastQueue, type QueuedToast, type ToastCloseReason, type ToastQueue } from './toastQueue';

/** The shop's notifications disappear after 4.4 s. */
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
}

interface ToastContent {
  message: ReactNode;
  tone: ToastTone;
  actions: readonly ToastAction[];
}

interface ToastContextValue {
  queue: ToastQueue<ToastContent>;
  api: ToastApi;
  fadeInMs: number;
  fadeOutMs: number;
}

const ToastContext = createContext<ToastContextValue | null>(null);

function useToastContext(caller: string): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error(`${caller} must be used inside a ToastProvider.`);
  return context;
}

/**
 * Holds the toasts of a page and renders their region. Toasts stay for `duration`, pause while the
 * pointer is over them or focus is in them, and fade in and out (not under reduced motion). Use
 * `{...WIDGET_TOAST}` for the widget's timings.
 */
export function ToastProvider({
  children,
  duration = SHOP_TOAST_DURATION,
  fadeInMs = 150,
  fadeOutMs = 150,
  maxVisible = 3,
  region = true,
}: ToastProviderProps) {
  const reducedMotion = usePrefersReducedMotion();
  const exitMs = reducedMotion ? 0 : fadeOutMs;
  const [queue] = useState(() => createToastQueue<ToastContent>({ maxVisible, exitMs }));
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

/** Shows and closes toasts of the nearest {@link ToastProvider}. */
export function useToast(): ToastApi {
  return useToastContext('useToast').api;
}

const Region = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0 ${({ theme }) => theme.space[2]}
    max(${({ theme }) => theme.space[2]}, env(safe-area-inset-bottom));
  pointer-events: none;
  & > * {
    pointer-events: auto;
  }
  ${({ theme }) => theme.media.tablet} {
    padding-bottom: ${({ theme }) => theme.space[3]};
  }
`;

/**
 * The live region the toasts render into, fixed at the bottom of the screen above everything.
 * `ToastProvider` renders it; place it yourself only with `region={false}`. It stays reachable
 * (and announced) while a Dialog or Drawer hides the rest of the page.
 */
export function ToastRegion() {
  const { queue, fadeInMs, fadeOutMs } = useToastContext('ToastRegion');
  const { visible } = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const t = useTranslate();
  const isSSR = useIsSSR();
  const regionRef = useRef<HTMLDivElement>(null);
  // Where focus came from when it entered the region, to go back there when its toast closes.
  const returnFocus = useRef<HTMLElement | null>(null);

  const { hoverProps } = useHover({
    onHoverStart: () => queue.pause('hover'),
    onHoverEnd: () => queue.resume('hover'),
  });
  const { focusWithinProps } = useFocusWithin({
    onFocusWithinChange: (focused) => (focused ? queue.pause('focus') : queue.resume('focus')),
  });
  useEffect(
    () => () => {
      queue.resume('hover');
      queue.resume('focus');
    },
    [queue],
  );

  const onFocus = (event: FocusEvent) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !regionRef.current?.contains(from)) returnFocus.current = from;
  };

  /** Before a toast that holds focus goes, moves focus to a neighbouring toast or back where it came from. */
  const releaseFocus = useCallback((toast: HTMLElement) => {
    const active = toast.ownerDocument.activeElement;
    if (!active || !toast.contains(active)) return;
    const all = Array.from(regionRef.current?.querySelectorAll<HTMLElement>('[data-toast]') ?? []);
    const index = all.indexOf(toast);
    const usable = (el: HTMLElement) => el !== toast && !el.hasAttribute('data-exiting');
    const neighbour =
      all.slice(index + 1).find(usable) ?? all.slice(0, Math.max(0, index)).reverse().find(usable);
    const next = neighbour?.querySelector<HTMLElement>('button');
    if (next) {
      next.focus();
      return;
    }
    const back = returnFocus.current;
    if (back?.isConnected) back.focus();
    if (active instanceof HTMLElement && toast.contains(toast.ownerDocument.activeElement)) active.blur();
  }, []);

  if (isSSR) return null;
  return createPortal(
    <Region
      {...mergeProps(hoverProps, focusWithinProps, { onFocus })}
      ref={regionRef}
      role="region"
      aria-label={t('toast.region')}
      // Kept visible and reachable while a modal overlay hides the rest of the page.
      data-react-aria-top-layer=""
    >
      {visible.map((toast) => (
        <ToastItem
          key={toast.id}
          toast={toast}
          onDismiss={queue.dismiss}
          releaseFocus={releaseFocus}
          fadeInMs={fadeInMs}
          fadeOutMs={fadeOutMs}
        />
      ))}
    </Region>,
    document.body,
  );
}

const toastIn = keyframes`from { opacity: 0; transform: translateY(8px); }`;
const toastOut = keyframes`to { opacity: 0; }`;

const Box = styled.div<{ $tone: ToastTone; $exiting: boolean; $in: number; $out: number }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
  max-width: 560px;
  min-height: 56px;
  /* 6 + 44 (close button) + 6 = 56 px; the first text line and the icons share its centre line. */
  padding: 6px ${({ theme }) => theme.space[0.5]} 6px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  color: ${({ theme }) => theme.colors.textInverse};
  background: ${({ $tone, theme }) =>
    $tone === 'success' ? theme.colors.success : $tone === 'error' ? theme.colors.danger : theme.colors.text};
  ${({ $exiting, $in, $out, theme }) =>
    $exiting
      ? css`
          animation: ${toastOut} ${$out}ms ${theme.easings.exit} both;
        `
      : css`
          animation: ${toastIn} ${$in}ms ${theme.easings.standard} both;
        `}
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

const Icon = styled.span`
  flex: none;
  display: flex;
  align-items: center;
  height: 44px;
`;

const Main = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${({ theme }) => theme.space[2]};
  align-content: center;
  row-gap: ${({ theme }) => theme.space[1]};
  /* As tall as the close button, so a one-line message and the action buttons sit on its centre line. */
  min-height: 44px;
  padding: ${({ theme }) => theme.space[0.5]} 0;
`;

const Message = styled.div`
  flex: 1 1 12rem;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.5;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  flex: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

const ActionButton = styled.button<{ $focusVisible: boolean }>`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[1.5]};
  border: 1px solid rgba(255, 255, 255, 0.8);
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  outline: ${({ $focusVisible, theme }) => ($focusVisible ? `3px solid ${theme.colors.textInverse}` : 'none')};
  outline-offset: 2px;
  transition: background-color ${({ theme }) => theme.durations.fast}ms
    ${({ theme }) => theme.easings.standard};
  &:hover {
    background: rgba(255, 255, 255, 0.16);
  }
`;

function ToastActionButton({ action, onDone }: { action: ToastAction; onDone: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(
    {
      onPress: () => {
        action.onPress();
        if (action.closesToast !== false) onDone();
      },
    },
    ref,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <ActionButton {...mergeProps(buttonProps, focusProps)} ref={ref} $focusVisible={isFocusVisible}>
      {action.label}
    </ActionButton>
  );
}

function ToneIcon({ tone }: { tone: ToastTone }) {
  if (tone === 'neutral') return null;
  return (
    <Icon>
      <svg
        aria-hidden="true"
        focusable="false"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="12" cy="12" r="9" />
        {tone === 'success' ? <path d="M8 12.5l2.5 2.5L16 9.5" /> : <path d="M12 7.5v5.5M12 16.5v.01" />}
      </svg>
    </Icon>
  );
}

interface ToastItemProps {
  toast: QueuedToast<ToastContent>;
  onDismiss: (id: string) => void;
  releaseFocus: (toast: HTMLElement) => void;
  fadeInMs: number;
  fadeOutMs: number;
}

function ToastItem({ toast, onDismiss, releaseFocus, fadeInMs, fadeOutMs }: ToastItemProps) {
  const t = useTranslate();
  const ref = useRef<HTMLDivElement>(null);
  const { message, tone, actions } = toast.content;
  const isExiting = toast.phase === 'exiting';

  // The live region is in the page before its text arrives, so screen readers announce the text.
  const [hasText, setHasText] = useState(false);
  useEffect(() => setHasText(true), []);

  // Never leave focus on a toast that is leaving (or gone without a fade).
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (isExiting) {
      releaseFocus(element);
      return;
    }
    return () => releaseFocus(element);
  }, [isExiting, releaseFocus]);

  const dismiss = () => onDismiss(toast.id);
  const { keyboardProps } = useKeyboard({
    onKeyDown: (event) => {
      if (event.key === 'Escape') dismiss();
      else event.continuePropagation();
    },
  });

  return (
    <Box
      {...keyboardProps}
      ref={ref}
      data-toast=""
      data-tone={tone}
      data-exiting={isExiting || undefined}
      inert={isExiting}
      $tone={tone}
      $exiting={isExiting}
      $in={fadeInMs}
      $out={fadeOutMs}
    >
      <ToneIcon tone={tone} />
      <Main>
        <Message role={tone === 'error' ? 'alert' : 'status'} aria-atomic="true">
          {hasText ? message : null}
        </Message>
        {actions.length > 0 && (
          <Actions>
            {actions.map((action, index) => (
              <ToastActionButton key={`${index}-${action.label}`} action={action} onDone={dismiss} />
            ))}
          </Actions>
        )}
      </Main>
      <CloseButton inverse label={t('toast.dismiss')} onPress={dismiss} />
    </Box>
  );
}
