import { useCallback, useEffect, useRef, useSyncExternalStore, type FocusEvent } from 'react';
import { createPortal } from 'react-dom';
import { mergeProps, useFocusWithin, useHover, useIsSSR } from 'react-aria';
import { useTranslate } from '../../../i18n/context';
import { useToastContext } from './toastContext';
import { ToastItem } from './ToastItem';
import { Region } from './Toast.styles';
import { withGlimtTheme } from '../../../theme/fallback';

function ToastRegionView() {
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

/**
 * The live region the toasts render into, fixed at the bottom of the screen above everything.
 * `ToastProvider` renders it; place it yourself only with `region={false}`. It stays reachable
 * (and announced) while a Dialog or Drawer hides the rest of the page.
 */
export const ToastRegion = /* @__PURE__ */ withGlimtTheme(ToastRegionView);
